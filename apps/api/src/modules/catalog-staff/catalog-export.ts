/**
 * The catalogue as CSV records in the import's own format, so an export imported again changes
 * nothing (written by catalog-csv.ts's `writeCsv`).
 */
import {
  CATALOGUE_LANGS,
  CSV_PRODUCT_COLUMNS,
  CSV_REF_COLUMNS,
  CSV_SIZE_PRICE_COLUMNS,
} from '@storefront/domain/catalog-ops';
import { toMajorText } from '@storefront/domain/money';
import { VARIANT_KEYS, VARIANTS, type VariantKey } from '@storefront/domain/variants';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { loadRefs, REF_KEY } from './product-refs.ts';
import { loadProductStates, skuPriceKey, stockKey } from './product-state.ts';

const PAGE = 1000;

/** A price and old price as whole-currency cells (empty: none). */
const majors = (price: { price: number; oldPrice: number | null } | null | undefined, v: VariantKey) => {
  const major = (m: number | null | undefined) => (m == null ? '' : toMajorText(m, VARIANTS[v].currency));
  return [major(price?.price), major(price?.oldPrice)];
};

/** The header, then a record per SKU, products in id order, a page of products at a time (memory stays flat); `limit`: the first ones only. */
export async function* exportCatalogue(db: Db, limit = Number.POSITIVE_INFINITY): AsyncGenerator<string[]> {
  const stores = (await queryRows<{ id: number }>(db, sql`select id from stores order by id`)).map((s) => s.id);
  const refs = await loadRefs(db);
  yield ['article', 'size', ...CSV_PRODUCT_COLUMNS, ...CSV_SIZE_PRICE_COLUMNS, ...stores.map((id) => `stock_${id}`)];
  let after = 0;
  let left = limit;
  while (left > 0) {
    const ids = (
      await queryRows<{ id: number }>(
        db,
        sql`select id from products where id > ${after} order by id limit ${Math.min(PAGE, left)}`,
      )
    ).map((r) => r.id);
    if (ids.length === 0) return;
    after = ids[ids.length - 1] as number;
    left -= ids.length;
    const states = await loadProductStates(db, { ids });
    for (const id of ids) {
      const p = states.get(id);
      if (!p) continue;
      const product = [
        ...CATALOGUE_LANGS.flatMap((l) => [p.names[l], p.descriptions[l]]),
        ...CSV_REF_COLUMNS.map((column) => refs[REF_KEY[column]].code.get(p.refs[REF_KEY[column]]) ?? ''),
        p.published ? '1' : '0',
        ...VARIANT_KEYS.flatMap((v) => majors(p.prices[v], v)),
      ];
      for (const [size, skuId] of p.skus) {
        yield [
          p.article,
          size,
          ...product,
          ...VARIANT_KEYS.flatMap((v) => majors(p.skuPrices.get(skuPriceKey(skuId, v)), v)),
          ...stores.map((storeId) => String(p.stock.get(stockKey(skuId, storeId)) ?? 0)),
        ];
      }
    }
  }
}
