/**
 * A demo packshot recoloured to a colour variant's colour, pixel by pixel (pure; picture-sizes.ts reads
 * and writes the pictures).
 *
 * The studio renders the colour part light grey, so there the picture is its shading times that grey
 * plus the reflections of the soft boxes. Multiplying by the colour alone keeps a light colour right but
 * darkens the reflections with the body, and a black mug, cake tin or boot reads as a flat silhouette:
 * a dark glaze or leather still reflects the lights. So the lightest part of the colour part's shading
 * (above its HIGHLIGHT_QUANTILE, taken from a blurred copy so that grain and render noise do not
 * sparkle) gets back HIGHLIGHT_RETURN of the lightness the colour took away. White gives back nothing,
 * and the darker the colour the more its highlights show.
 */

/** The share of the colour part's lightness below which nothing is a highlight. */
const HIGHLIGHT_QUANTILE = 0.6;
/** How much of the lightness the colour took a full highlight gets back. */
const HIGHLIGHT_RETURN = 0.5;

export interface RecolourInput {
  /** The picture, RGB, 8 bits a channel. */
  rgb: Uint8Array;
  /** One channel a pixel: 255 where the colour goes, 0 where it does not, between for glass and edges. */
  mask: Uint8Array;
  /** One channel a pixel: the picture's lightness, blurred. */
  lightness: Uint8Array;
  /** The colour, 6 hex digits. */
  hex: string;
}

/** The lightness above which the colour part is a highlight: a quantile of it where the mask is full. */
export function highlightThreshold(mask: Uint8Array, lightness: Uint8Array): number {
  const counts = new Uint32Array(256);
  let inside = 0;
  for (let i = 0; i < mask.length; i++) {
    if ((mask[i] as number) < 128) continue;
    counts[lightness[i] as number] = (counts[lightness[i] as number] as number) + 1;
    inside++;
  }
  if (inside === 0) return 255;
  let seen = 0;
  for (let level = 0; level < 256; level++) {
    seen += counts[level] as number;
    if (seen > inside * HIGHLIGHT_QUANTILE) return level;
  }
  return 255;
}

const smoothstep = (x: number) => (x <= 0 ? 0 : x >= 1 ? 1 : x * x * (3 - 2 * x));

/** Fixed-point one: a factor of FIXED leaves a channel as it is. */
const FIXED = 65536;

/**
 * The recoloured picture, RGB. `threshold` from highlightThreshold (of a smaller copy will do).
 * A pixel becomes value × (1 − mask × (1 − colour) × (1 − highlight)): the colour inside the mask, part
 * of it given back where the shading is a highlight. The factor depends only on the pixel's mask and
 * lightness, so it is tabled for the 256 × 256 pairs first: the loop over the pixels (on the recolouring
 * thread, recolour-thread.ts) is then a lookup and a multiply per channel.
 */
export function recolour({ rgb, mask, lightness, hex }: RecolourInput, threshold: number): Uint8Array {
  const colour = [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const span = Math.max(1, 255 - threshold);
  const factors = new Uint32Array(256 * 256 * 3);
  for (let l = 0; l < 256; l++) {
    const kept = 1 - HIGHLIGHT_RETURN * smoothstep((l - threshold) / span);
    for (let m = 0; m < 256; m++) {
      for (let k = 0; k < 3; k++) {
        const darkening = (m / 255) * (1 - (colour[k] as number)) * kept;
        factors[((m << 8) | l) * 3 + k] = Math.round(FIXED * (1 - darkening));
      }
    }
  }
  const out = new Uint8Array(rgb.length);
  for (let i = 0; i < mask.length; i++) {
    const at = 3 * i;
    const m = mask[i] as number;
    if (m === 0) {
      out[at] = rgb[at] as number;
      out[at + 1] = rgb[at + 1] as number;
      out[at + 2] = rgb[at + 2] as number;
      continue;
    }
    const f = ((m << 8) | (lightness[i] as number)) * 3;
    out[at] = ((rgb[at] as number) * (factors[f] as number) + FIXED / 2) >>> 16;
    out[at + 1] = ((rgb[at + 1] as number) * (factors[f + 1] as number) + FIXED / 2) >>> 16;
    out[at + 2] = ((rgb[at + 2] as number) * (factors[f + 2] as number) + FIXED / 2) >>> 16;
  }
  return out;
}
