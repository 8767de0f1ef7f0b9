/**
 * `npx tsx bench/search-memo.ts` (not part of CI): searches while orders change stock. Starts the
 * production API server on BENCH_DATABASE (seeded beforehand, kept), without the answer cache
 * (CATALOG_CACHE_TTL_S=0: every request reaches the listing), and asks the exact-word queries of
 * bench/search-queries.ts in turn, twice: with no writes, then while a writer changes one SKU's shop
 * stock every STOCK_EVERY_MS (default 250) through refreshCatalogStock, an order's path (its recount
 * logs the product to the change feed, which the server applies to its index). Prints SQL statements per
 * search over 40 sequential searches after 40 to warm up (bench/count-sql.ts; the feed's polls, about 4
 * statements a second while stock changes, count too), latency and requests/s, and the load average:
 * run it from a copy of each build to compare them.
 */
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { queryRows } from '../apps/api/src/db/query-rows.ts';
import { refreshCatalogStock } from '../apps/api/src/modules/catalog/catalog-refresh.ts';
import { QUERY_CLASSES } from './search-queries.ts';
import { benchServerEnv, LOAD_METHOD, load, startProcess, statementsPerRequest, urlFor } from './support.ts';

const DATABASE = process.env.BENCH_DATABASE;
const STOCK_EVERY_MS = Number(process.env.STOCK_EVERY_MS ?? 250);

const queries = (QUERY_CLASSES.find((c) => c.name === 'exact words')?.queries ?? []).filter((q) => !q.variant);
let asked = 0;
const nextSearch = () =>
  `/api/v1/catalog?type=search&query=${encodeURIComponent(queries[asked++ % queries.length]!.query)}`;

/** Changes shop stock of SKUs in turn (one more piece, then one fewer) until stopped; answers the changes made. */
function stockWriter(url: string) {
  const database = openDatabase({ url, poolSize: 2 });
  let stopped = false;
  let changes = 0;
  const done = (async () => {
    const { db } = await database;
    const held = await queryRows<{ sku_id: number; store_id: number }>(
      db,
      sql`select st.sku_id, st.store_id from stock st join stores so on so.id = st.store_id and so.kind = 'shop'
        where st.quantity > 0 order by st.sku_id limit 500`,
    );
    while (!stopped && held.length > 0) {
      const { sku_id, store_id } = held[changes % held.length]!;
      const delta = Math.floor(changes / held.length) % 2 === 0 ? 1 : -1;
      await db.transaction(async (tx) => {
        await tx.execute(sql`update stock set quantity = quantity + ${delta}
          where sku_id = ${sku_id} and store_id = ${store_id}`);
        await refreshCatalogStock(tx, [sku_id]);
      });
      changes += 1;
      await new Promise((resolve) => setTimeout(resolve, STOCK_EVERY_MS));
    }
    await (await database).close();
  })();
  return async () => {
    stopped = true;
    await done;
    return changes;
  };
}

const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

async function main(): Promise<void> {
  if (!DATABASE) throw new Error('BENCH_DATABASE: a seeded database to search');
  const server = await startProcess(
    ['--import', './bench/count-sql-preload.mjs', 'apps/api/src/server.ts'],
    { ...benchServerEnv(DATABASE, 'seeded'), SERVE: 'api', CATALOG_CACHE_TTL_S: '0' },
    '/api/v1/health',
    Number(process.env.BENCH_READY_TIMEOUT_S ?? 180) * 1000,
  );
  const lines = [
    `Searches (${queries.length} queries in turn); ${LOAD_METHOD}; load average ${loadAverage()} at the start.`,
  ];
  try {
    const url = `${server.base}${nextSearch()}`;
    for (const writes of [false, true]) {
      const stop = writes ? stockWriter(urlFor(DATABASE)) : null;
      // The first round asks each query for the first time in the server: counted, then counted again.
      await statementsPerRequest(server.counter, url, {}, nextSearch);
      const statements = await statementsPerRequest(server.counter, url, {}, nextSearch);
      const measure = await load(url, {}, nextSearch);
      const changes = (await stop?.()) ?? 0;
      lines.push(
        `${writes ? `stock changed every ${STOCK_EVERY_MS} ms (${changes} changes)` : 'no writes'}: ` +
          `SQL/search ${statements.toFixed(2)}, p50 ${measure.p50.toFixed(1)} ms, p99 ${measure.p99.toFixed(1)} ms, ` +
          `${Math.round(measure.rps)} req/s, errors ${measure.errors}`,
      );
    }
  } finally {
    server.stop();
  }
  lines.push(`Load average ${loadAverage()} at the end.`);
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
