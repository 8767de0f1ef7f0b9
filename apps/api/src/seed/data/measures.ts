/** Builders of the size options shown in product names; units are localised, values stay neutral. */
import type { AttributeKey, Measure } from './types.ts';

/** Russian and Kazakh write decimals with a comma. */
const comma = (n: number) => String(n).replace('.', ',');

function unitMeasure(value: number, units: [string, string, string], key: AttributeKey): Measure {
  return {
    label: { ru: `${comma(value)} ${units[0]}`, en: `${value} ${units[1]}`, kk: `${comma(value)} ${units[2]}` },
    attributes: [[key, String(value)]],
  };
}

export const litres = (...values: number[]) => values.map((v) => unitMeasure(v, ['л', 'l', 'л'], 'volumeL'));
export const millilitres = (...values: number[]) => values.map((v) => unitMeasure(v, ['мл', 'ml', 'мл'], 'volumeMl'));
export const diameters = (...values: number[]) => values.map((v) => unitMeasure(v, ['см', 'cm', 'см'], 'diameter'));
export const lengths = (...values: number[]) => values.map((v) => unitMeasure(v, ['см', 'cm', 'см'], 'length'));
export const heights = (...values: number[]) => values.map((v) => unitMeasure(v, ['см', 'cm', 'см'], 'height'));
export const metres = (...values: number[]) => values.map((v) => unitMeasure(v, ['м', 'm', 'м'], 'lengthM'));
export const grams = (...values: number[]) => values.map((v) => unitMeasure(v, ['г', 'g', 'г'], 'weightG'));
export const pieces = (...values: number[]) => values.map((v) => unitMeasure(v, ['шт.', 'pcs', 'дана'], 'pieces'));

/** Width × length in cm: '50×70 см'. */
export const dimensions = (...values: [number, number][]) =>
  values.map(([w, l]): Measure => {
    const size = `${w}×${l}`;
    return { label: { ru: `${size} см`, en: `${size} cm`, kk: `${size} см` }, attributes: [['size', size]] };
  });

/** Bed linen is sold by bed size rather than by centimetres. */
export const beddingSizes = (): Measure[] => [
  {
    label: { ru: '1,5-спальный', en: 'single', kk: 'бір жарым кісілік' },
    attributes: [
      ['duvetCover', '145×215'],
      ['pillowcase', '70×70'],
    ],
  },
  {
    label: { ru: '2-спальный', en: 'double', kk: 'екі кісілік' },
    attributes: [
      ['duvetCover', '175×215'],
      ['pillowcase', '70×70'],
    ],
  },
  {
    label: { ru: 'евро', en: 'king size', kk: 'евро' },
    attributes: [
      ['duvetCover', '200×220'],
      ['pillowcase', '50×70'],
    ],
  },
];

/** Adds one more characteristic to each measure, value by position (e.g. burn time per candle weight). */
export function withAttribute(measures: Measure[], key: AttributeKey, values: string[]): Measure[] {
  return measures.map((m, i) => ({ ...m, attributes: [...m.attributes, [key, values[i] ?? values.at(-1) ?? '']] }));
}
