/**
 * `npm run bench:import`: the catalogue import's throughput and memory at 100,000 new products.
 *
 * Seeds a small demo catalogue (for its categories, brands, colours, materials and warehouses) into a
 * fresh database of the PostgreSQL server DATABASE_URL names (dropped at the end), writes a CSV of
 * BENCH_IMPORT_ROWS new products (one size each, a price and a warehouse's stock), and runs the
 * import job on it in this process: checking and applying (all rows in one transaction, the listing
 * rows rebuilt), then the same file again (nothing to change). The baseline in the same run is
 * PostgreSQL's own COPY of the same file into a table of its columns (server-side, so the file must be
 * readable by the server: run it against a local server). Peak memory is this process's resident
 * size, sampled every 20 ms, above what it was before the import.
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { queryRows } from '../apps/api/src/db/query-rows.ts';
import type { JobQueue } from '../apps/api/src/jobs/queue.ts';
import {
  createImport,
  getImport,
  type ImportSettings,
  runImport,
} from '../apps/api/src/modules/catalog-staff/catalog-import.ts';
import { seedDatabase } from '../apps/api/src/seed/seed.ts';
import { admin, measured, urlFor } from './support.ts';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const SEED = 200;

async function main() {
  const name = `bench_import_${process.pid}`;
  await admin((c) => c.query(`create database ${name}`));
  const database = await openDatabase({ url: urlFor(name), poolSize: 4 });
  try {
    await database.migrate();
    await seedDatabase(database.db, { products: SEED });
    const [ref] = await queryRows<{ category: string; brand: string; colour: string; material: string; store: number }>(
      database.db,
      sql`select (select path from categories where depth = 2 order by id limit 1) as category,
        (select code from brands order by id limit 1) as brand, (select code from colours order by id limit 1) as colour,
        (select code from materials order by id limit 1) as material,
        (select id from stores where kind = 'warehouse' order by id limit 1) as store`,
    );
    if (!ref) throw new Error('the seed made no reference data');
    const header = `article,size,name_ru,category,brand,colour,material,price_ru,stock_${ref.store}`;
    const lines = [header];
    for (let i = 1; i <= ROWS; i++) {
      lines.push(
        `BENCH-${i},,Товар для замера ${i},${ref.category},${ref.brand},${ref.colour},${ref.material},${(100 + (i % 9000)).toString()},${i % 50}`,
      );
    }
    const file = Buffer.from(`${lines.join('\n')}\n`, 'utf8');
    const path = join(tmpdir(), `${name}.csv`);
    writeFileSync(path, file, { mode: 0o644 });

    // The job itself runs here; the queue only has to take the enqueue.
    const jobs = { enqueue: async () => {} } as unknown as JobQueue;
    // A CSV names no pictures: nothing is stored.
    const settings: ImportSettings = {
      oldPriceTypes: [],
      storage: {
        get: async () => null,
        put: async () => {
          throw new Error('a CSV import stores no pictures');
        },
      },
    };
    const run = async () => {
      const id = await createImport(database.db, jobs, { fileName: 'bench.csv', bytes: file, staffId: null });
      await runImport(database.db, id, settings);
      return getImport(database.db, id);
    };
    const first = await measured(run);
    if (first.value.status !== 'done')
      throw new Error(`import failed: ${JSON.stringify(first.value.errors.slice(0, 3))}`);
    const again = await measured(run);

    const copyDb = await openDatabase({ url: urlFor(name), poolSize: 1 });
    const columns = header
      .split(',')
      .map((c) => `"${c}" text`)
      .join(', ');
    await copyDb.db.execute(sql.raw(`create table bench_copy (${columns})`));
    const copied = await measured(() =>
      copyDb.db.execute(sql.raw(`copy bench_copy from '${path}' with (format csv, header true)`)),
    );
    await copyDb.close();

    const rate = (seconds: number) => Math.round(ROWS / seconds).toLocaleString('en-US');
    const row = (
      label: string,
      m: { seconds: number; heapMb: number; rssMb: number } | null,
      seconds: number,
      extra: string,
    ) =>
      `| ${label} | ${seconds.toFixed(1)} | ${rate(seconds)} | ${m ? Math.round(m.heapMb) : '—'} | ${m ? Math.round(m.rssMb) : '—'} | ${extra} |`;
    console.log(
      `\n${ROWS.toLocaleString('en-US')} rows (${(file.length / 2 ** 20).toFixed(1)} MB), ${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.versions.node}, load ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}\n`,
    );
    console.log('| run | seconds | rows/s | peak heap MB above start | peak RSS MB | |');
    console.log('| --- | ---: | ---: | ---: | ---: | --- |');
    const times = (m: { seconds: number }) => `${(m.seconds / copied.seconds).toFixed(0)}× the COPY`;
    console.log(row('PostgreSQL `COPY` of the file into a table (baseline)', null, copied.seconds, '1×'));
    console.log(
      row('import, creating the products', first, first.seconds, `${times(first)}; ${first.value.changed} products`),
    );
    console.log(row('the same file again', again, again.seconds, `${times(again)}; ${again.value.changed} changed`));
  } finally {
    await database.close();
    await admin((c) => c.query(`drop database if exists ${name} with (force)`));
  }
}

await main();
