import { describe, expect, it } from 'vitest';
import type { StoredPicture } from '../modules/pictures/picture-store.ts';
import { buildCatalogReference } from './catalog-reference.ts';
import type { DemoPictures } from './demo-pictures.ts';
import { generateProducts } from './product-generator.ts';
import { photographProducts } from './product-photos.ts';

const packshot = (n: number): StoredPicture => ({
  id: `00000000000000${n}0`,
  width: 1200,
  height: 1500,
  placeholder: '#f4f2ef',
});

/** The studio as if it had rendered saucepans only (three packshots, recolourable). */
const studio: DemoPictures = {
  productPictures: (shape, hex) =>
    shape === 'saucepan' ? [1, 2, 3].map((n) => ({ ...packshot(n), id: `${packshot(n).id}-${hex?.slice(1)}` })) : [],
  scene: () => null,
  sceneNames: () => [],
};

describe('photographProducts', () => {
  it('gives a product of a kind the studio rendered its packshots in its colour, and leaves the others drawn', () => {
    const reference = buildCatalogReference();
    const chunk = [...generateProducts(400, reference)];
    const drawnCounts = new Map(chunk.map(({ product }) => [product.id, product.imageCount]));
    const rows = photographProducts(chunk, reference, studio);
    const photographed = new Set(rows.map((r) => r.productId));
    expect(photographed.size).toBeGreaterThan(0);
    expect(photographed.size).toBeLessThan(chunk.length);
    const hexOf = new Map(reference.colourRows.map((c) => [c.id, c.hex.slice(1)]));
    for (const { product } of chunk) {
      const own = rows.filter((r) => r.productId === product.id);
      if (!photographed.has(product.id)) {
        expect(product.imageCount).toBe(drawnCounts.get(product.id));
        continue;
      }
      expect(product.imageCount).toBe(3);
      expect(own.map((r) => [r.position, r.key, r.width, r.height, r.placeholder])).toEqual(
        [1, 2, 3].map((n, i) => [i, `${packshot(n).id}-${hexOf.get(product.colourId)}`, 1200, 1500, '#f4f2ef']),
      );
    }
  });
});
