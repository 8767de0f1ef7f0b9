/** Phone masks per variant (layout data `phoneMasks`): a code pattern to pick the mask, a full pattern to accept the number. */
import type { VariantKey } from './variants.ts';

export interface PhoneMask {
  country: 'RU' | 'KZ' | 'AE' | 'BY';
  /** Display mask, '#' for a digit. */
  mask: string;
  /** Matches the start of the digits and selects this mask. */
  regExpCode: string;
  /** Matches the whole digit string of a valid number. */
  regExpFull: string;
}

const MASKS = {
  RU: { country: 'RU', mask: '+7 (###) ###-##-##', regExpCode: '^7[3-589]', regExpFull: '^7[3-589]\\d{9}$' },
  KZ: { country: 'KZ', mask: '+7 (###) ###-##-##', regExpCode: '^77', regExpFull: '^77\\d{9}$' },
  BY: { country: 'BY', mask: '+375 (##) ###-##-##', regExpCode: '^375', regExpFull: '^375(25|29|33|44)\\d{7}$' },
  AE: { country: 'AE', mask: '+971 (##) ###-####', regExpCode: '^971', regExpFull: '^9715\\d{8}$' },
} as const satisfies Record<string, PhoneMask>;

export const PHONE_MASKS: Readonly<Record<VariantKey, readonly PhoneMask[]>> = {
  ru: [MASKS.RU, MASKS.KZ, MASKS.BY],
  kz: [MASKS.KZ, MASKS.RU],
  com: [MASKS.AE, MASKS.RU, MASKS.KZ],
};

export function phoneDigits(input: string): string {
  return input.replace(/\D/g, '');
}

/** A valid phone in the display mask of the variant that fits it, e.g. '+7 (916) 123-45-67'; else '+digits'. */
export function formatPhone(input: string, variant: VariantKey): string {
  const digits = phoneDigits(input);
  const mask = PHONE_MASKS[variant].find((m) => new RegExp(m.regExpFull).test(digits));
  if (!mask) return `+${digits}`;
  // The mask writes the country code out; its '#'s take the digits after it.
  let at = mask.mask.match(/^\+(\d+)/)?.[1]?.length ?? 0;
  return mask.mask.replace(/#/g, () => digits[at++] ?? '');
}
