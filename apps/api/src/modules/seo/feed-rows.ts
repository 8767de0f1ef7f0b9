/**
 * The products a variant's feeds list, read in keyset batches (id order) so a feed of any size
 * holds one batch in memory: products on sale in the variant with their price there, texts in the
 * variant's language, brand, colour, material, sizes, the storage keys of its own pictures, and whether
 * any shop or warehouse of the variant's country holds a piece, of the product and of each size.
 */
import { contentLang } from '@storefront/domain/i18n/translate';
import { VARIANTS, type VariantKey } from '@storefront/domain/variants';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import {
  brands,
  colours,
  materials,
  productSkus,
  products,
  productVariantPrices,
  skuVariantPrices,
} from '../../db/schema/catalog.ts';
import { cities, stock, stores } from '../../db/schema/geo.ts';
import { type PictureRow, picturesSql } from '../catalog/product-pictures.ts';

/** A size of a product (its SKU) and whether a shop or warehouse of the variant's country holds one. */
export interface FeedSize {
  skuId: number;
  size: string;
  /** The size's own price in the variant (sku_variant_prices), minor units. */
  price: number;
  oldPrice: number | null;
  available: boolean;
}

export interface FeedProduct {
  id: number;
  slug: string;
  article: string;
  name: string;
  description: string;
  modelKey: string;
  /** Drawn pictures, listed only when the product has none of its own. */
  imageCount: number;
  /** The product's last change in whole seconds: the version of its drawn pictures' PNG addresses. */
  drawnVersion: number;
  /** The product's own pictures, in order; null when it has none. */
  pictures: PictureRow[] | null;
  categoryId: number;
  line: string | null;
  collection: string | null;
  /** Minor units of the variant's currency. */
  price: number;
  oldPrice: number | null;
  brand: string;
  colour: string;
  material: string;
  /** The sizes with their SKUs, in the product page's order; empty for a product not sold by size. */
  skus: FeedSize[];
  characteristics: { label: string; value: string }[];
  available: boolean;
}

/** Products per statement: large enough to keep round trips few, small enough to keep memory flat. */
export const FEED_BATCH = 1_000;

/**
 * Runs a batch's statement with PostgreSQL's JIT compilation off. The planner's estimate for a batch (a
 * thousand products, each with its SKUs' prices and stock looked up by index) passes the JIT threshold,
 * and compiling took 270 ms of a 540 ms batch at 100,000 products: a feed would pay it once per batch.
 */
async function withoutJit<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return run(tx as unknown as Db);
  });
}

export async function* feedProducts(db: Db, variant: VariantKey, batch = FEED_BATCH): AsyncGenerator<FeedProduct[]> {
  const lang = contentLang(VARIANTS[variant].locale);
  const country = VARIANTS[variant].country;
  let after = 0;
  for (;;) {
    const rows = await withoutJit(db, (tx) =>
      queryRows<FeedProduct>(
        tx,
        sql`select p.id, p.slug, p.article, p.name->>${lang} as name, p.description->>${lang} as description,
        p.model_key as "modelKey", p.image_count as "imageCount", p.category_id as "categoryId",
        floor(extract(epoch from p.updated_at))::int as "drawnVersion",
        ${picturesSql(sql`p.id`)} as pictures,
        p.line, p.collection, pp.price, pp.old_price as "oldPrice",
        b.name as brand, co.name->>${lang} as colour, m.name->>${lang} as material,
        (select coalesce(json_agg(json_build_object('label', a->'label'->>${lang}, 'value', a->>'value')), '[]')
          from jsonb_array_elements(p.attributes) a) as characteristics,
        held.skus, coalesce(held.available, false) as available
      from ${products} p
      join ${productVariantPrices} pp on pp.product_id = p.id and pp.variant = ${variant}
      join ${brands} b on b.id = p.brand_id
      join ${colours} co on co.id = p.colour_id
      join ${materials} m on m.id = p.material_id
      -- Each SKU's first piece in the country, looked up by the SKU: its size's availability, and the
      -- product's (any SKU's). Written as an exists over the product's SKUs, the planner may instead hash
      -- every product stocked in the country, once per batch: a feed then costs batches × the country's
      -- stock (7-9× a plain read in Kazakhstan and the Emirates).
      left join lateral (select bool_or(piece.held) as available,
          coalesce(json_agg(json_build_object('skuId', k.id, 'size', k.size, 'price', v.price,
              'oldPrice', v.old_price, 'available', piece.held is not null)
            order by k.position, k.id) filter (where k.size is not null), '[]') as skus
        from ${productSkus} k
        join ${skuVariantPrices} v on v.sku_id = k.id and v.variant = ${variant}
        left join lateral (select true as held from ${stock} st
          where st.sku_id = k.id and st.quantity > 0 and st.store_id = any (array(select so.id from ${stores} so
            join ${cities} c on c.id = so.city_id and c.country = ${country})) limit 1) piece on true
        where k.product_id = p.id) held on true
      where p.published and p.id > ${after}
      order by p.id limit ${batch}`,
      ),
    );
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batch) return;
    after = rows[rows.length - 1]?.id ?? after;
  }
}
