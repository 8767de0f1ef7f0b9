/**
 * Taking an order's goods off the shelves inside the placing transaction, in two statements
 * whatever the number of lines: the first locks every source row of every line (in SKU order, then
 * warehouses first, so concurrent orders lock in the same order and cannot deadlock on each
 * other) and reads what is left once the lock is held; the second takes the pieces and records
 * where they came from. Racing shoppers queue on the rows and the later one sees what is left; the
 * check constraint keeps stock ≥ 0 regardless.
 */
import type { DeliveryMethod } from '@storefront/domain/checkout';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities, stock, stores } from '../../db/schema/geo.ts';
import { orderReservations } from '../../db/schema/orders.ts';
import { intArray, textArray } from '../../lib/sql-values.ts';
import { refreshCatalogStock } from '../catalog/catalog-refresh.ts';
import { queryRows } from '../catalog/catalog-sql.ts';

export interface ReserveLine {
  skuId: number;
  quantity: number;
  method: DeliveryMethod;
  /** pickup: the chosen shop, the only source. */
  storeId: number | null;
}

interface Source {
  sku_id: number;
  store_id: number;
  quantity: number;
}

/**
 * The stores each line may take from, locked, in order: the chosen shop for pickup; otherwise the
 * country's warehouses, then the city's shops.
 */
async function lockSources(tx: Db, lines: readonly ReserveLine[], cityId: number): Promise<Source[]> {
  return queryRows<Source>(
    tx,
    sql`select n.sku_id, st.store_id, st.quantity
      from unnest(${intArray(lines.map((l) => l.skuId))}, ${textArray(lines.map((l) => l.method))},
        ${intArray(lines.map((l) => l.storeId ?? 0))}) as n(sku_id, method, store_id)
      join ${stock} st on st.sku_id = n.sku_id
      join ${stores} so on so.id = st.store_id
      join ${cities} c on c.id = so.city_id
      where st.quantity > 0 and case when n.method = 'pickup' then st.store_id = n.store_id
        else (so.kind = 'warehouse' and c.country = (select country from ${cities} where id = ${cityId}))
          or (so.kind = 'shop' and so.city_id = ${cityId}) end
      order by n.sku_id, so.kind = 'warehouse' desc, so.id
      for update of st`,
  );
}

/**
 * Reserves every line for the order and records where it came from. Answers the SKU ids that
 * could not be had in full; the caller then rolls the whole transaction back.
 */
export async function reserveStock(
  tx: Db,
  orderId: number,
  lines: readonly ReserveLine[],
  cityId: number,
): Promise<number[]> {
  if (lines.length === 0) return [];
  const sources = await lockSources(tx, lines, cityId);
  const takes: { storeId: number; skuId: number; quantity: number }[] = [];
  const short: number[] = [];
  for (const line of [...lines].sort((a, b) => a.skuId - b.skuId)) {
    let need = line.quantity;
    for (const source of sources) {
      if (need === 0) break;
      if (source.sku_id !== line.skuId) continue;
      const take = Math.min(source.quantity, need);
      need -= take;
      takes.push({ storeId: source.store_id, skuId: line.skuId, quantity: take });
    }
    if (need > 0) short.push(line.skuId);
  }
  if (short.length > 0) return short;
  await tx.execute(sql`with taken as (
      select * from unnest(${intArray(takes.map((t) => t.storeId))}, ${intArray(takes.map((t) => t.skuId))},
        ${intArray(takes.map((t) => t.quantity))}) as t(store_id, sku_id, quantity)),
    updated as (
      update ${stock} s set quantity = s.quantity - t.quantity
      from taken t where s.store_id = t.store_id and s.sku_id = t.sku_id)
    insert into ${orderReservations} (order_id, store_id, sku_id, quantity)
    select ${orderId}, store_id, sku_id, quantity from taken`);
  await refreshCatalogStock(
    tx,
    lines.map((l) => l.skuId),
  );
  return short;
}
