/**
 * Product pictures drawn as SVG: a soft background and the silhouette of what the product is
 * (product-shapes.ts) in its colour, framed differently per picture of the gallery. No text is drawn:
 * the name is the picture's accessible title only. Pure and deterministic: the same input always
 * gives the same bytes, so responses cache well. No external fonts or images.
 */
import { type Paint, SHAPES, type ShapeName } from './product-shapes.ts';

export interface ProductImageInput {
  productId: number;
  /** Picture number of the product, from 1. */
  index: number;
  colourHex: string;
  shape: ShapeName;
  /** The accessible title (the product's name in the page's language); never drawn. */
  label: string;
}

const SIZE = 600;
const FALLBACK_COLOUR = '#9da0a3';
const BACKGROUNDS = ['#f7f4ef', '#f1f4f7', '#f4f1f7', '#f2f6f1', '#f8f1ee'];

/** Escapes text for XML content and attribute values, dropping characters XML 1.0 forbids. */
export function escapeXml(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing these characters is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

export type Rgb = [number, number, number];

/** Only #rgb / #rrggbb reach the markup; anything else falls back to grey. */
export function parseHex(hex: string): Rgb {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  const digits = match?.[1] ?? FALLBACK_COLOUR.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

export const toHex = (rgb: Rgb) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
export const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * t) as Rgb;

/** Small deterministic hash (mulberry32 step) for layout variation. */
export function hash(...parts: number[]): number {
  let h = 0x2f6b1d3;
  for (const part of parts) {
    h = Math.imul(h ^ (part | 0), 0x5bd1e995);
    h ^= h >>> 15;
  }
  let t = (h + 0x6d2b79f5) | 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return (t ^ (t >>> 14)) >>> 0;
}

/** Each picture of a product frames the silhouette differently: whole, close-up, tilted, small. */
const FRAMINGS = [
  '',
  'translate(300 290) scale(1.25) translate(-300 -290)',
  'rotate(-8 300 300)',
  'translate(300 280) scale(0.78) translate(-300 -280)',
];

/** A silhouette's colours: the product colour, a highlight and a darker outline. */
export function paintOf(colour: Rgb): Paint {
  return {
    fill: toHex(colour),
    light: toHex(mix(colour, [255, 255, 255], 0.55)),
    stroke: toHex(mix(colour, [20, 20, 24], 0.38)),
  };
}

export function renderProductImage(input: ProductImageInput): string {
  const colour = parseHex(input.colourHex);
  const seed = hash(input.productId, input.index);
  const background = mix(parseHex(BACKGROUNDS[hash(input.productId) % BACKGROUNDS.length]!), colour, 0.12);
  const paint = paintOf(colour);
  const shape = SHAPES[input.shape] ?? SHAPES.box;
  const framing = FRAMINGS[(((input.index - 1) % FRAMINGS.length) + FRAMINGS.length) % FRAMINGS.length];

  const dots = Array.from({ length: 7 }, (_, i) => {
    const h = hash(seed, i);
    const x = 30 + (h % 540);
    const y = 30 + ((h >>> 10) % 420);
    const r = 6 + ((h >>> 20) % 22);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${paint.fill}" opacity="0.12"/>`;
  }).join('');

  const title = escapeXml(input.label);

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-label="${title}">` +
    `<title>${title}</title>` +
    `<rect width="${SIZE}" height="${SIZE}" fill="${toHex(background)}"/>` +
    dots +
    `<circle cx="300" cy="290" r="215" fill="${toHex(mix(background, colour, 0.1))}"/>` +
    `<ellipse cx="300" cy="462" rx="160" ry="16" fill="#000000" opacity="0.08"/>` +
    `<g${framing ? ` transform="${framing}"` : ''}>${shape(paint)}</g>` +
    `</svg>`
  );
}
