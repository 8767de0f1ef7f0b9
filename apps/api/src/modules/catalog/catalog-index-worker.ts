/**
 * A full build of the facet index off the event loop (decision 043): reads catalog_products from
 * PostgreSQL in pages, fills the typed-array columns and hands them to the thread that started it by
 * transferring their buffers. Started by buildInWorker (catalog-index.ts) for each build.
 */
import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';
import { type CatalogRow, catalogPageSql, IndexBuilder, transferables } from './catalog-index-data.ts';

/** Rows per statement: the worker's own thread waits on them, so pages are large. */
const PAGE_ROWS = 20_000;

async function buildIndexData(url: string) {
  const client = new pg.Client({ connectionString: url, application_name: 'catalogue index build' });
  await client.connect();
  try {
    const { rows: counted } = await client.query<{ n: number }>('select count(*)::int as n from catalog_products');
    const builder = new IndexBuilder(counted[0]?.n ?? 0);
    let after = 0;
    for (;;) {
      const { rows } = await client.query<CatalogRow>(catalogPageSql(after, PAGE_ROWS));
      for (const row of rows) builder.add(row);
      const last = rows[rows.length - 1];
      if (!last || rows.length < PAGE_ROWS) break;
      after = last.product_id;
    }
    return builder.done();
  } finally {
    await client.end();
  }
}

const { url } = workerData as { url: string };
buildIndexData(url).then(
  (data) => parentPort?.postMessage({ data }, transferables(data)),
  (error: unknown) => parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) }),
);
