/** Size scales of the fashion SKUs, smallest first. */
import type { SizeScaleKey } from './types.ts';

export const SIZE_SCALES: Readonly<Record<SizeScaleKey, readonly string[]>> = {
  women: ['XS', 'S', 'M', 'L', 'XL'],
  men: ['S', 'M', 'L', 'XL', 'XXL'],
  /** Children's clothing by height in cm. */
  kids: ['98', '104', '110', '116', '122', '128', '134', '140'],
  baby: ['56', '62', '68', '74', '80', '86'],
  shoesWomen: ['36', '37', '38', '39', '40', '41'],
  shoesMen: ['40', '41', '42', '43', '44', '45'],
  slippers: ['36–37', '38–39', '40–41', '42–43', '44–45'],
  /** Belt length in cm. */
  belt: ['85', '90', '95', '100', '105', '110'],
};
