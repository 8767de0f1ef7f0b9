/**
 * Stock as the shopper sees it: what the shops of their city hold, and what the warehouses of
 * their country can bring to a shop. Levels come from the domain rule (`stockLevelOf`).
 */
import { type StockLevel, stockLevelOf } from '@storefront/domain/catalog-query';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { productSkus, products } from '../../db/schema/catalog.ts';
import { cities, stock, stores } from '../../db/schema/geo.ts';
import { intArray } from '../../lib/sql-values.ts';

export interface SkuStock {
  /** Pieces in the shops of the shopper's city. */
  inShops: number;
  /** Pieces in the warehouses of the city's country. */
  inWarehouses: number;
}

export const stockLevel = ({ inShops, inWarehouses }: SkuStock): StockLevel => stockLevelOf(inShops, inWarehouses);

/** The most a shopper can order of a SKU: the city's shops plus what the warehouses can bring. */
export const maxAvailable = (s: SkuStock): number => s.inShops + s.inWarehouses;

/**
 * Whether the SKU `skuId` (an SQL expression) is for sale: its product is published. An unpublished
 * product's stock counts as none, so it drops out of baskets and checkout like a sold-out one.
 */
export function onSaleSql(skuId: SQL): SQL {
  return sql`exists (select 1 from ${productSkus} ps join ${products} p on p.id = ps.product_id
    where ps.id = ${skuId} and p.published)`;
}

/**
 * Rows (sku_id, in_shops, in_warehouses) for the SKUs of `skuIds` (an int[] expression) in a city,
 * as a subquery to fold into larger statements; SKUs without stock (or not on sale) have no row.
 */
export function cityStockSql(skuIds: SQL, cityId: number | SQL): SQL {
  return sql`(select st.sku_id,
      coalesce(sum(st.quantity) filter (where so.kind = 'shop' and so.city_id = ${cityId}), 0)::int as in_shops,
      coalesce(sum(st.quantity) filter (where so.kind = 'warehouse'), 0)::int as in_warehouses
    from ${stock} st
    join ${stores} so on so.id = st.store_id
    join ${cities} c on c.id = so.city_id
    where st.sku_id = any(${skuIds}) and c.country = (select country from ${cities} where id = ${cityId})
      and ${onSaleSql(sql`st.sku_id`)}
    group by st.sku_id)`;
}

/** Stock per SKU id for a city (SKUs with no rows get zeros). */
export async function stockForCity(db: Db, skuIds: number[], cityId: number): Promise<Map<number, SkuStock>> {
  const result = new Map<number, SkuStock>(skuIds.map((id) => [id, { inShops: 0, inWarehouses: 0 }]));
  if (skuIds.length === 0) return result;
  const rows = await queryRows<{ sku_id: number; in_shops: number; in_warehouses: number }>(
    db,
    sql`select * from ${cityStockSql(intArray(skuIds), cityId)} s`,
  );
  for (const r of rows) result.set(r.sku_id, { inShops: r.in_shops, inWarehouses: r.in_warehouses });
  return result;
}
