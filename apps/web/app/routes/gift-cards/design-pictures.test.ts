// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  GIFT_CARD_DESIGNS,
  GIFT_CARD_IMAGE,
  giftCardDesignImage,
  giftCardDesignSrcSet,
} from '@storefront/domain/gift-cards';
import { describe, expect, it } from 'vitest';

const PUBLIC = fileURLToPath(new URL('../../../public', import.meta.url));

/** Width and height of a WebP file (lossy `VP8 `, lossless `VP8L` or extended `VP8X`). */
function webpSize(file: string): { width: number; height: number } {
  const b = readFileSync(file);
  expect(b.toString('ascii', 0, 4)).toBe('RIFF');
  expect(b.toString('ascii', 8, 12)).toBe('WEBP');
  const chunk = b.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
}

describe('gift-card design pictures', () => {
  it.each(GIFT_CARD_DESIGNS)('%s is a photograph served in every size its srcset names', (design) => {
    const src = giftCardDesignImage(design);
    const srcSet = giftCardDesignSrcSet(src);
    expect(srcSet).toBeDefined();
    const candidates = (srcSet ?? '').split(', ').map((entry) => entry.split(' ') as [string, string]);
    expect(candidates.map(([url]) => url)).toContain(src);
    for (const [url, w] of candidates) {
      const width = Number(w.replace('w', ''));
      expect(webpSize(`${PUBLIC}${url}`)).toEqual({
        width,
        height: (width * GIFT_CARD_IMAGE.height) / GIFT_CARD_IMAGE.width,
      });
    }
  });

  it('answers no srcset for a picture without sizes (a drawn fallback)', () => {
    expect(giftCardDesignSrcSet('/gift-cards/thanks.svg')).toBeUndefined();
  });
});
