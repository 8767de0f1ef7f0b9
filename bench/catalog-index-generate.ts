/**
 * Rows like the seed's for the 1,000,000-product index benchmark, made in memory (seeding a database
 * that big takes longer than the benchmark): 400 categories, 60 brands, 30 colours, 20 materials, 3
 * sizes on average, prices in every variant, warehouse stock on four products in five.
 */
import { type CatalogRow, IndexBuilder, transferables } from '../apps/api/src/modules/catalog/catalog-index-data.ts';

const SIZES = ['XS', 'S', 'M', 'L', 'XL', '36', '38', '40', '42', '44', '1.5 л', '2 л'];

export function generatedRow(id: number): CatalogRow {
  const h = (id * 2_654_435_761) >>> 0;
  const sizes = SIZES.slice(h % 6, (h % 6) + (h % 5));
  return {
    product_id: id,
    category_id: 1 + (h % 400),
    brand_id: 1 + (h % 60),
    colour_id: 1 + ((h >>> 8) % 30),
    material_id: 1 + ((h >>> 12) % 20),
    collection: h % 3 === 0 ? `collection ${h % 40}` : null,
    line: h % 4 === 0 ? `line ${h % 25}` : null,
    sizes,
    popularity: h % 10_000,
    created_at: 1_700_000_000 + (h % 30_000_000),
    is_new: h % 10 === 0,
    words_hash: h | 0,
    price_ru: 10_000 + (h % 2_000_000),
    price_kz: 50_000 + (h % 9_000_000),
    price_com: h % 7 === 0 ? null : 500 + (h % 90_000),
    discount_ru: h % 5 === 0 ? h % 50 : 0,
    discount_kz: 0,
    discount_com: 0,
    warehouse_ru: h % 5 === 0 ? 0 : h % 40,
    warehouse_kz: h % 3,
    warehouse_com: h % 2,
  };
}

export function generateIndexData(products: number) {
  const builder = new IndexBuilder(products);
  for (let id = 1; id <= products; id++) builder.add(generatedRow(id));
  const data = builder.done();
  return { data, buffers: transferables(data) };
}
