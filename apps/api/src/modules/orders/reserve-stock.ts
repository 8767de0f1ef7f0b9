/**
 * Taking an order's goods off the shelves inside the placing transaction. Each shop or warehouse
 * row is locked before it is decremented, so racing shoppers queue on it and the later one sees
 * what is left; the check constraint keeps stock ≥ 0 regardless.
 */
import type { DeliveryMethod } from '@storefront/domain/checkout';
import { and, asc, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities, stock, stores } from '../../db/schema/geo.ts';
import { orderReservations } from '../../db/schema/orders.ts';
import { refreshCatalogStock } from '../catalog/catalog-refresh.ts';

export interface ReserveLine {
  skuId: number;
  quantity: number;
  method: DeliveryMethod;
  /** pickup: the chosen shop, the only source. */
  storeId: number | null;
}

/**
 * The stores a line may take from, in order: the chosen shop for pickup; otherwise the country's
 * warehouses, then the city's shops.
 */
async function sourcesOf(tx: Db, line: ReserveLine, cityId: number): Promise<number[]> {
  if (line.method === 'pickup') return line.storeId ? [line.storeId] : [];
  const country = tx.select({ country: cities.country }).from(cities).where(eq(cities.id, cityId));
  const rows = await tx
    .select({ storeId: stores.id })
    .from(stock)
    .innerJoin(stores, eq(stores.id, stock.storeId))
    .innerJoin(cities, eq(cities.id, stores.cityId))
    .where(
      and(
        eq(stock.skuId, line.skuId),
        gt(stock.quantity, 0),
        or(
          and(eq(stores.kind, 'warehouse'), sql`${cities.country} = (${country})`),
          and(eq(stores.kind, 'shop'), eq(stores.cityId, cityId)),
        ),
      ),
    )
    .orderBy(desc(sql`${stores.kind} = 'warehouse'`), asc(stores.id));
  return rows.map((r) => r.storeId);
}

/** Takes up to `need` pieces from one store; answers how many it got. */
async function takeFrom(tx: Db, storeId: number, skuId: number, need: number): Promise<number> {
  const where = and(eq(stock.storeId, storeId), eq(stock.skuId, skuId));
  const [row] = await tx.select({ quantity: stock.quantity }).from(stock).where(where).for('update');
  const take = Math.min(row?.quantity ?? 0, need);
  if (take <= 0) return 0;
  await tx
    .update(stock)
    .set({ quantity: sql`${stock.quantity} - ${take}` })
    .where(and(where, sql`${stock.quantity} >= ${take}`));
  return take;
}

/**
 * Reserves every line for the order and records where it came from. Answers the SKU ids that
 * could not be had in full; the caller then rolls the whole transaction back. Lines go in SKU
 * order so concurrent orders lock rows in the same order and cannot deadlock on each other.
 */
export async function reserveStock(
  tx: Db,
  orderId: number,
  lines: readonly ReserveLine[],
  cityId: number,
): Promise<number[]> {
  const short: number[] = [];
  for (const line of [...lines].sort((a, b) => a.skuId - b.skuId)) {
    let need = line.quantity;
    for (const storeId of await sourcesOf(tx, line, cityId)) {
      if (need === 0) break;
      const took = await takeFrom(tx, storeId, line.skuId, need);
      if (took > 0) {
        need -= took;
        await tx.insert(orderReservations).values({ orderId, storeId, skuId: line.skuId, quantity: took });
      }
    }
    if (need > 0) short.push(line.skuId);
  }
  if (short.length === 0)
    await refreshCatalogStock(
      tx,
      lines.map((l) => l.skuId),
    );
  return short;
}
