/**
 * The demo products' photographs: each product gets the studio's packshots of its kind of goods
 * (the shape its drawn pictures would have), recoloured to its colour, as product_images rows; a
 * product whose kind the studio has not rendered keeps its drawn pictures. Only ids are written:
 * each colour's sizes are derived from the packshot and its mask when a page first asks for them.
 */
import type { productImages } from '../db/schema/catalog.ts';
import { shapeFor } from '../modules/images/product-shapes.ts';
import type { CatalogReference } from './catalog-reference.ts';
import type { DemoPictures } from './demo-pictures.ts';
import type { GeneratedProduct } from './product-generator.ts';

export type ProductImageRow = typeof productImages.$inferInsert;

/**
 * Gives each product of `chunk` its photographs: sets its picture count and answers the rows to
 * insert. Deterministic: the same studio pictures give the same rows.
 */
export function photographProducts(
  chunk: readonly GeneratedProduct[],
  reference: CatalogReference,
  demo: DemoPictures,
): ProductImageRow[] {
  const paths = new Map(reference.categoryRows.map((c) => [c.id, c.path]));
  const hexes = new Map(reference.colourRows.map((c) => [c.id, c.hex]));
  const rows: ProductImageRow[] = [];
  for (const { product } of chunk) {
    // The shape follows the English name first ('skirt' in 'Trousers & skirts'), as the drawings do.
    const shape = shapeFor(paths.get(product.categoryId) ?? '', product.name.en);
    const pictures = demo.productPictures(shape, hexes.get(product.colourId) ?? null);
    if (pictures.length === 0) continue;
    product.imageCount = pictures.length;
    pictures.forEach((picture, position) => {
      rows.push({
        productId: product.id,
        position,
        key: picture.id,
        width: picture.width,
        height: picture.height,
        placeholder: picture.placeholder,
        alt: {},
        source: null,
      });
    });
  }
  return rows;
}
