/**
 * Stock as the shopper sees it: what the shops of their city hold, and what the warehouses of
 * their country can bring to a shop. Levels come from the domain rule (`stockLevelOf`).
 */
import { type StockLevel, stockLevelOf } from '@storefront/domain/catalog-query';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities, stock, stores } from '../../db/schema/geo.ts';

export interface SkuStock {
  /** Pieces in the shops of the shopper's city. */
  inShops: number;
  /** Pieces in the warehouses of the city's country. */
  inWarehouses: number;
}

export const stockLevel = ({ inShops, inWarehouses }: SkuStock): StockLevel => stockLevelOf(inShops, inWarehouses);

/** The most a shopper can order of a SKU: the city's shops plus what the warehouses can bring. */
export const maxAvailable = (s: SkuStock): number => s.inShops + s.inWarehouses;

/** Stock per SKU id for a city (SKUs with no rows get zeros). */
export async function stockForCity(db: Db, skuIds: number[], cityId: number): Promise<Map<number, SkuStock>> {
  const result = new Map<number, SkuStock>(skuIds.map((id) => [id, { inShops: 0, inWarehouses: 0 }]));
  if (skuIds.length === 0) return result;
  const country = db.select({ country: cities.country }).from(cities).where(eq(cities.id, cityId));
  const rows = await db
    .select({
      skuId: stock.skuId,
      inShops: sql<number>`coalesce(sum(${stock.quantity}) filter (where ${stores.kind} = 'shop' and ${stores.cityId} = ${cityId}), 0)::int`,
      inWarehouses: sql<number>`coalesce(sum(${stock.quantity}) filter (where ${stores.kind} = 'warehouse'), 0)::int`,
    })
    .from(stock)
    .innerJoin(stores, eq(stores.id, stock.storeId))
    .innerJoin(cities, eq(cities.id, stores.cityId))
    .where(and(inArray(stock.skuId, skuIds), sql`${cities.country} = (${country})`))
    .groupBy(stock.skuId);
  for (const r of rows) result.set(r.skuId, { inShops: Number(r.inShops), inWarehouses: Number(r.inWarehouses) });
  return result;
}
