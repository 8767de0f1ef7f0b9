/**
 * Taking an order's goods off the shelves inside the placing transaction, as CTEs of the statement
 * that writes the order (whatever the number of lines): every source row of every line is locked
 * (in SKU order, then warehouses first, so concurrent orders lock in the same order and cannot
 * deadlock on each other) and read as it is once the lock is held; each line takes what it needs
 * from its sources in that order (a running sum), the stock is lowered and the reservations
 * recorded; the lines' products are queued for the catalogue's recount after the commit
 * (`recountPendingCatalogStock`). Racing shoppers queue on the stock rows and the later one sees
 * what is left; the check constraint keeps stock ≥ 0 regardless.
 */
import type { DeliveryMethod } from '@storefront/domain/checkout';
import { type SQL, sql } from 'drizzle-orm';
import { cities, stock, stores } from '../../db/schema/geo.ts';
import { orderReservations } from '../../db/schema/orders.ts';

export interface ReserveLine {
  skuId: number;
  /** The SKU's product, queued for the catalogue's recount. */
  productId: number;
  quantity: number;
  method: DeliveryMethod;
  /** pickup: the chosen shop, the only source. */
  storeId: number | null;
}

/** The lines as reserveStockCtes's `lines` takes them (a jsonb text). */
export const reserveLinesJson = (lines: readonly ReserveLine[]): string =>
  JSON.stringify(
    lines.map((l) => ({
      sku_id: l.skuId,
      product_id: l.productId,
      method: l.method,
      store_id: l.storeId ?? 0,
      need: l.quantity,
    })),
  );

/**
 * The CTEs (reserve_lines, reserve_sources, reserve_takes, reserve_stock, reserve_rows,
 * reserve_catalog) that reserve every line for the order. The stores a line may take from: the
 * chosen shop for pickup; otherwise the country's warehouses, then the city's shops. One line per SKU
 * (the basket's key). The statement must select `reserveCheckSql`, which fails it when a line is not
 * to be had in full.
 *
 * Read committed: a source row changed by a transaction that committed after this statement began
 * is locked and read in its latest version, and the update lowers that version. The order's id, the
 * lines (`reserveLinesJson`) and the city are SQL: values, or placeholders of a statement rendered once.
 */
export function reserveStockCtes(orderId: SQL, lines: SQL, cityId: SQL): SQL {
  return sql`reserve_lines as (
      select * from jsonb_to_recordset(${lines}::jsonb) as n(sku_id int, product_id int, method text, store_id int, need int)),
    reserve_sources as (
      select n.sku_id, n.need, st.store_id, st.quantity, so.kind = 'warehouse' as warehouse
      from reserve_lines n
      join ${stock} st on st.sku_id = n.sku_id
      join ${stores} so on so.id = st.store_id
      join ${cities} c on c.id = so.city_id
      where st.quantity > 0 and case when n.method = 'pickup' then st.store_id = n.store_id
        else (so.kind = 'warehouse' and c.country = (select country from ${cities} where id = ${cityId}))
          or (so.kind = 'shop' and so.city_id = ${cityId}) end
      order by n.sku_id, so.kind = 'warehouse' desc, so.id
      for update of st),
    reserve_takes as (
      select sku_id, store_id,
        least(quantity, greatest(0, need - (sum(quantity) over w - quantity)))::int as take
      from reserve_sources
      window w as (partition by sku_id order by warehouse desc, store_id rows between unbounded preceding and current row)),
    reserve_stock as (
      update ${stock} s set quantity = s.quantity - t.take
      from reserve_takes t where t.take > 0 and s.store_id = t.store_id and s.sku_id = t.sku_id),
    reserve_rows as (
      insert into ${orderReservations} (order_id, store_id, sku_id, quantity)
      select ${orderId}, store_id, sku_id, take from reserve_takes where take > 0),
    reserve_catalog as (
      insert into catalog_stock_pending (product_id) select distinct product_id from reserve_lines)`;
}

/** The SKU ids of the lines their sources could not fill (an int array, empty when all could be had). */
const reserveShortSql = sql`array(select n.sku_id from reserve_lines n
  where n.need > coalesce((select sum(t.take) from reserve_takes t where t.sku_id = n.sku_id), 0)
  order by n.sku_id)`;

/** What the refusal's text starts with, before the SKU ids (see reserveCheckSql). */
const OUT_OF_STOCK = 'out-of-stock';

/**
 * A column the statement must select: null when every line could be had in full, otherwise the
 * statement fails, so nothing of it stays and a `commit` sent with it (COMMIT_WITH_STATEMENT) is
 * skipped. SQL has no `raise` outside a function: the failure is a cast of 'out-of-stock 12 31' to
 * int (SQLSTATE 22P02), whose message quotes the SKU ids; `shortSkusOf` reads them back.
 */
export const reserveCheckSql = sql`(select case when cardinality(s.ids) > 0
    then (${sql.raw(`'${OUT_OF_STOCK} '`)} || array_to_string(s.ids, ' '))::int end
  from (select ${reserveShortSql} as ids) s)`;

/** The refused cast's value in PostgreSQL's message: the SKU ids after the marker. */
export const SHORT_SKUS_MESSAGE = new RegExp(`"${OUT_OF_STOCK} ([0-9 ]+)"`);

/** The SKU ids a statement with reserveCheckSql refused, or null for any other failure. */
export function shortSkusOf(error: unknown): number[] | null {
  for (let e = error; e instanceof Error; e = e.cause) {
    const found = SHORT_SKUS_MESSAGE.exec(e.message);
    if (found) return found[1]!.split(' ').map(Number);
  }
  return null;
}
