import { describe, expect, it } from 'vitest';
import { highlightThreshold, recolour } from './recolour.ts';
import { recolourOffThread } from './recolour-thread.ts';

describe('recolouring on its own thread', () => {
  it('answers each of several pictures asked at once with the pixels recolour gives', async () => {
    const pictures = [0, 1, 2, 3].map((seed) => {
      const lightness = Uint8Array.from({ length: 4096 }, (_, i) => (i * 7 + seed * 31) % 256);
      return {
        rgb: Uint8Array.from([...lightness].flatMap((l) => [l, l, l])),
        mask: Uint8Array.from({ length: 4096 }, (_, i) => (i % 3 === 0 ? 0 : 255)),
        lightness,
        hex: ['1f1f1f', 'c2663f', 'd9c5a5', '3f7a50'][seed] as string,
      };
    });
    const answers = await Promise.all(
      pictures.map((p) => recolourOffThread(p, highlightThreshold(p.mask, p.lightness))),
    );
    answers.forEach((pixels, i) => {
      const p = pictures[i] as (typeof pictures)[number];
      expect(pixels).toEqual(recolour(p, highlightThreshold(p.mask, p.lightness)));
    });
  });
});
