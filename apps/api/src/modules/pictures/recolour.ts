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
 *
 * Matte cloth has no such reflections: the lit face of a navy pillow is navy, and giving it lightness
 * back paints a pale smear across it. So a mask may say, pixel by pixel, how glossy the colour part is
 * (`gloss`, 255 a glaze, 0 linen): a matte pixel is the colour times its shading, the shading's
 * contrast raised the darker the colour is (MATTE_CONTRAST), which keeps the hue and never whitens.
 */

/** The share of the colour part's lightness below which nothing is a highlight. */
const HIGHLIGHT_QUANTILE = 0.6;
/** How much of the lightness the colour took a full highlight gets back. */
const HIGHLIGHT_RETURN = 0.5;
/** How much a black's shading contrast is raised on matte cloth (none for white). */
const MATTE_CONTRAST = 2.5;
/** The darkest a matte colour is taken as: black cloth photographed is never a hole (#000 keeps its folds). */
const MATTE_FLOOR = 0.06;

export interface RecolourInput {
  /** The picture, RGB, 8 bits a channel. */
  rgb: Uint8Array;
  /** One channel a pixel: 255 where the colour goes, 0 where it does not, between for glass and edges. */
  mask: Uint8Array;
  /** One channel a pixel: the picture's lightness, blurred. */
  lightness: Uint8Array;
  /** The colour, 6 hex digits. */
  hex: string;
  /** One channel a pixel: how much of the highlights is given back there (255 all, 0 none); all when absent. */
  gloss?: Uint8Array;
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
 * A glossy pixel becomes value × (1 − mask × (1 − colour) × (1 − highlight)): the colour inside the
 * mask, part of it given back where the shading is a highlight; a matte one value × (1 − mask × (1 −
 * colour × lift)). Both factors depend only on the pixel's mask and lightness, so each is tabled for
 * the 256 × 256 pairs first, and a pixel's factor is the two blended by its gloss: the loop over the
 * pixels (on the recolouring thread, recolour-thread.ts) is then lookups and a multiply per channel.
 */
export function recolour({ rgb, mask, lightness, hex, gloss }: RecolourInput, threshold: number): Uint8Array {
  const colour = [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  /** The tables' entries: a factor for each mask, lightness and channel, from the channel's tint at that lightness. */
  const table = (tint: (c: number, l: number) => number) => {
    const factors = new Uint32Array(256 * 256 * 3);
    for (let l = 0; l < 256; l++) {
      const tints = colour.map((c) => tint(c, l));
      for (let m = 0; m < 256; m++)
        for (let k = 0; k < 3; k++)
          factors[((m << 8) | l) * 3 + k] = Math.round(FIXED * (1 - (m / 255) * (1 - (tints[k] as number))));
    }
    return factors;
  };
  const span = Math.max(1, 255 - threshold);
  const glossy = table((c, l) => 1 - (1 - c) * (1 - HIGHLIGHT_RETURN * smoothstep((l - threshold) / span)));
  // Matte: the shading's contrast raised for a dark colour, as a photographer exposes for a black jumper.
  const contrast = MATTE_CONTRAST * (1 - (0.2126 * colour[0] + 0.7152 * colour[1] + 0.0722 * colour[2]));
  const matte = gloss
    ? table((c, l) => Math.min(1, Math.max(c, MATTE_FLOOR) * (Math.max(1, l) / Math.max(1, threshold)) ** contrast))
    : glossy;
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
    const g = gloss ? (gloss[i] as number) : 255;
    const table = g === 0 ? matte : glossy;
    let red = table[f] as number;
    let green = table[f + 1] as number;
    let blue = table[f + 2] as number;
    if (g !== 0 && g !== 255) {
      // Blended by the gloss, in integers: factors are at most FIXED, so the sums stay below 2^25.
      red = ((red * g + (matte[f] as number) * (255 - g) + 127) / 255) | 0;
      green = ((green * g + (matte[f + 1] as number) * (255 - g) + 127) / 255) | 0;
      blue = ((blue * g + (matte[f + 2] as number) * (255 - g) + 127) / 255) | 0;
    }
    out[at] = ((rgb[at] as number) * red + FIXED / 2) >>> 16;
    out[at + 1] = ((rgb[at + 1] as number) * green + FIXED / 2) >>> 16;
    out[at + 2] = ((rgb[at + 2] as number) * blue + FIXED / 2) >>> 16;
  }
  return out;
}
