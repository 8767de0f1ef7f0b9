/**
 * `npx tsx bench/catalog-feed-latency.ts`: how long an order's stock change takes to reach another
 * process's facet index (decision 043). Two connection pools on one seeded database stand for two
 * processes: "A" commits what an order's statement does (the stock lowered, the product queued in
 * catalog_stock_pending) and schedules its recount; "B" holds an index with a city's stock loaded and
 * polls the change feed every CATALOG_CHANGE_POLL_MS (default 1,000). The time is from A's commit to
 * B's index showing the product without stock. BENCH_DATABASE names the database (a copy of a seeded
 * one, migrated here); BENCH_CHANGES (default 10) changes, one after another, each restored after.
 */
import { VARIANTS } from '@storefront/domain/variants';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { queryRows } from '../apps/api/src/db/query-rows.ts';
import { watchCatalogChanges } from '../apps/api/src/modules/catalog/catalog-changes.ts';
import { catalogIndex } from '../apps/api/src/modules/catalog/catalog-index.ts';
import { refreshCatalogStock, scheduleCatalogRecount } from '../apps/api/src/modules/catalog/catalog-refresh.ts';
import { machine, median, urlFor } from './support.ts';

const CITY = VARIANTS.ru.defaultCityId;
const POLL_MS = Number(process.env.CATALOG_CHANGE_POLL_MS ?? 1_000);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 10);
const name = process.env.BENCH_DATABASE;
if (!name) throw new Error('BENCH_DATABASE: a seeded database to change');

const a = await openDatabase({ url: urlFor(name), poolSize: 2 });
const b = await openDatabase({ url: urlFor(name), poolSize: 2 });
try {
  await a.migrate();
  const fail = (error: unknown) => console.error(error);
  const stop = await watchCatalogChanges(b.db, POLL_MS, fail);
  const index = await catalogIndex(b.db);
  await index.cityStock(CITY);
  const products = await queryRows<{ product_id: number; skus: number[] }>(
    a.db,
    sql`select cp.product_id, array_agg(s.id) as skus from catalog_products cp join product_skus s on s.product_id = cp.product_id
      where cp.warehouse_ru > 0 group by cp.product_id order by cp.product_id limit ${CHANGES}`,
  );
  const times: number[] = [];
  for (const { product_id, skus } of products) {
    const saved = await queryRows<{ store_id: number; sku_id: number; quantity: number }>(
      a.db,
      sql`select store_id, sku_id, quantity from stock where sku_id = any(${`{${skus.join(',')}}`}::int[])`,
    );
    // What an order's statement commits: the stock taken and the product queued for its recount.
    await a.db.transaction(async (tx) => {
      await tx.execute(sql`update stock set quantity = 0 where sku_id = any(${`{${skus.join(',')}}`}::int[])`);
      await tx.execute(sql`insert into catalog_stock_pending (product_id) values (${product_id})`);
    });
    const committed = performance.now();
    scheduleCatalogRecount(a.db, fail);
    for (;;) {
      const current = await catalogIndex(b.db);
      const row = current.rowOf(product_id);
      if (row !== undefined && current.warehouse.ru[row] === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    times.push(performance.now() - committed);
    console.error(`product ${product_id}: ${times[times.length - 1]!.toFixed(0)} ms`);
    await a.db.transaction(async (tx) => {
      for (const s of saved)
        await tx.execute(
          sql`update stock set quantity = ${s.quantity} where store_id = ${s.store_id} and sku_id = ${s.sku_id}`,
        );
      await refreshCatalogStock(tx, skus);
    });
  }
  stop();
  console.log(
    `Order's stock → another process's facet index, ${machine()}; poll ${POLL_MS} ms, recount delay 200 ms, ${times.length} changes: median ${median(times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms.`,
  );
} finally {
  await a.close();
  await b.close();
}
