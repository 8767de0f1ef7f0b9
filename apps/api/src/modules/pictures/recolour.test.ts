import { describe, expect, it } from 'vitest';
import { highlightThreshold, recolour } from './recolour.ts';

/** A picture of `levels` grey pixels, all inside the mask unless `mask` says otherwise. */
function picture(levels: number[], mask = levels.map(() => 255)) {
  return {
    rgb: Uint8Array.from(levels.flatMap((l) => [l, l, l])),
    mask: Uint8Array.from(mask),
    lightness: Uint8Array.from(levels),
  };
}

const pixels = (rgb: Uint8Array) =>
  Array.from({ length: rgb.length / 3 }, (_, i) => [...rgb.subarray(3 * i, 3 * i + 3)]);

describe('recolour', () => {
  // A white mug's body at 200 and a reflection of the soft box at 250.
  const mug = picture([200, 200, 200, 200, 200, 200, 250, 250]);

  it('leaves a picture in white as it is, and every pixel outside the mask in any colour', () => {
    expect(recolour({ ...mug, hex: 'ffffff' }, highlightThreshold(mug.mask, mug.lightness))).toEqual(mug.rgb);
    const outside = picture([200, 250], [0, 0]);
    expect(recolour({ ...outside, hex: '1f1f1f' }, highlightThreshold(outside.mask, outside.lightness))).toEqual(
      outside.rgb,
    );
  });

  it('multiplies the body by the colour and keeps the reflections light on a dark colour', () => {
    const black = pixels(recolour({ ...mug, hex: '1f1f1f' }, highlightThreshold(mug.mask, mug.lightness)));
    const body = 200 * (0x1f / 255);
    expect(black[0]).toEqual([body, body, body].map(Math.round));
    // A plain multiply would give the reflection 30 of 255 and the shape would be gone.
    const reflection = black[7]?.[0] as number;
    expect(reflection).toBeGreaterThan(100);
    expect(reflection).toBeLessThan(250);
  });

  it('gives back less to a light colour than to a dark one, and keeps the hue', () => {
    const threshold = highlightThreshold(mug.mask, mug.lightness);
    const sand = pixels(recolour({ ...mug, hex: 'd8c3a0' }, threshold))[7] as number[];
    const navy = pixels(recolour({ ...mug, hex: '2b3a55' }, threshold))[7] as number[];
    expect(250 - (sand[0] as number)).toBeLessThan(30);
    expect(sand[0]).toBeGreaterThan(sand[2] as number);
    expect(navy[2]).toBeGreaterThan(navy[0] as number);
  });

  it('tints a flat picture by the colour alone: nothing there is a highlight', () => {
    const flat = picture([208, 208, 208, 208]);
    const red = pixels(recolour({ ...flat, hex: 'c13b33' }, highlightThreshold(flat.mask, flat.lightness)));
    expect(red[0]).toEqual([0xc1, 0x3b, 0x33].map((c) => Math.round((208 * c) / 255)));
  });

  it('keeps the hue on matte cloth: a lit face in navy is a lighter navy, never a paler grey', () => {
    const threshold = highlightThreshold(mug.mask, mug.lightness);
    const gloss = new Uint8Array(mug.mask.length);
    const matte = pixels(recolour({ ...mug, hex: '1f2a44', gloss }, threshold));
    const glossy = pixels(recolour({ ...mug, hex: '1f2a44' }, threshold));
    const [lit, body] = [matte[7] as number[], matte[0] as number[]];
    for (const pixel of [lit, body]) expect((pixel[2] as number) / (pixel[0] as number)).toBeCloseTo(0x44 / 0x1f, 1);
    expect(lit[2]).toBeGreaterThan(body[2] as number);
    expect((glossy[7]?.[0] as number) - (lit[0] as number)).toBeGreaterThan(30);
    // Pure black cloth keeps its folds: the lit face above the body, neither a hole.
    const black = pixels(recolour({ ...mug, hex: '000000', gloss }, threshold));
    expect(black[0]?.[0]).toBeGreaterThan(5);
    expect(black[7]?.[0]).toBeGreaterThan(black[0]?.[0] as number);
    // A white mask of full gloss is tinted as before the gloss existed.
    expect(recolour({ ...mug, hex: '1f2a44', gloss: new Uint8Array(8).fill(255) }, threshold)).toEqual(
      recolour({ ...mug, hex: '1f2a44' }, threshold),
    );
  });

  it('tints part way where the mask is grey', () => {
    const glass = picture([208], [128]);
    const [r, g] = pixels(recolour({ ...glass, hex: '000000' }, 255))[0] as number[];
    expect(r).toBe(Math.round(208 - (128 / 255) * 208));
    expect(g).toBe(r);
  });
});

describe('highlightThreshold', () => {
  it('is the lightness above which the lightest 40 % of the masked part lies', () => {
    const levels = Array.from({ length: 100 }, (_, i) => i);
    expect(highlightThreshold(Uint8Array.from(levels.map(() => 255)), Uint8Array.from(levels))).toBe(60);
    // Pixels outside the mask do not count.
    const half = levels.map((l) => (l < 50 ? 0 : 255));
    expect(highlightThreshold(Uint8Array.from(half), Uint8Array.from(levels))).toBe(80);
    expect(highlightThreshold(new Uint8Array(4), new Uint8Array(4))).toBe(255);
  });
});
