/**
 * `npm run bench:catalog-index`: how long building the catalogue's facet index holds the event loop.
 *
 * Seeds BENCH_INDEX_PRODUCTS products (default 100,000; the seed's own generator, in a process of its
 * own) into a fresh database on the PostgreSQL server DATABASE_URL names (dropped afterwards), or uses
 * the seeded database BENCH_DATABASE names (kept). Then builds the index in this process, alternately
 * as before (one statement for every row, one uninterrupted loop) and as the server does now (pages of
 * rows, time slices), and after each build loads the default city's shop stock the same way. During
 * each, perf_hooks.monitorEventLoopDelay (5 ms resolution) records how late the event loop's turns
 * came: its max is the longest stretch a request would have waited. The two builds must give
 * identical arrays. BENCH_ROUNDS (default 5) rounds after one warm-up round of each; after each
 * round the same measures over 2 s of doing nothing show the machine's own noise. BENCH_PAGE_ROWS
 * and BENCH_SLICE_MS try another pace than the server's.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isDeepStrictEqual } from 'node:util';
import { Worker } from 'node:worker_threads';
import { VARIANTS } from '@storefront/domain/variants';
import { sql } from 'drizzle-orm';
import { type Db, openDatabase } from '../apps/api/src/db/client.ts';
import { queryRows } from '../apps/api/src/db/query-rows.ts';
import { nextTurn } from '../apps/api/src/lib/time-slices.ts';
import { catalogDictionary } from '../apps/api/src/modules/catalog/catalog-dictionary.ts';
import {
  BUILD_PACE,
  type BuildPace,
  buildCatalogIndex,
  type CatalogIndex,
  type CityStock,
} from '../apps/api/src/modules/catalog/catalog-index.ts';
import { type IndexData, IndexState, transferables } from '../apps/api/src/modules/catalog/catalog-index-data.ts';
import { generatedRow, generateIndexData } from './catalog-index-generate.ts';
import { admin, machine, median, urlFor } from './support.ts';

const PRODUCTS = Number(process.env.BENCH_INDEX_PRODUCTS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const IDLE_MS = 2_000;
const CITY = VARIANTS.ru.defaultCityId;

/** The build before paging and slicing: one statement and one loop over every row. */
const AT_ONCE: BuildPace = { pageRows: 1_000_000_000, sliceMs: Number.POSITIVE_INFINITY };
/** The server's pace, or another one to try (BENCH_PAGE_ROWS, BENCH_SLICE_MS). */
const PACE: BuildPace = {
  pageRows: Number(process.env.BENCH_PAGE_ROWS ?? BUILD_PACE.pageRows),
  sliceMs: Number(process.env.BENCH_SLICE_MS ?? BUILD_PACE.sliceMs),
};
const PACES = { before: AT_ONCE, after: PACE };
type Mode = keyof typeof PACES;

interface Sample {
  ms: number;
  maxMs: number;
  p99Ms: number;
  p50Ms: number;
  /** The longest delay less the time this thread sat waiting for a CPU (Linux), or NaN. */
  ownMaxMs: number;
}

/** Linux: [ns on a CPU, ns runnable but waiting for one] of this thread; null elsewhere. */
function schedstat(): [number, number] | null {
  try {
    const [run, wait] = readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ').map(Number);
    return [run ?? 0, wait ?? 0];
  } catch {
    return null;
  }
}

/**
 * The delays of a 5 ms timer less the time the thread waited for a CPU meanwhile: on a machine
 * shared with other work the scheduler adds delays of its own that no code of this process causes.
 */
function ownDelays(): () => number {
  let max = Number.NaN;
  let last = performance.now();
  let lastWait = schedstat()?.[1];
  const timer = setInterval(() => {
    const now = performance.now();
    const wait = schedstat()?.[1];
    if (wait !== undefined && lastWait !== undefined) {
      const own = now - last - 5 - (wait - lastWait) / 1e6;
      max = Number.isNaN(max) ? own : Math.max(max, own);
    }
    [last, lastWait] = [now, wait];
  }, 5);
  return () => {
    clearInterval(timer);
    return max;
  };
}

/** Runs `work`, recording the event loop's delay meanwhile. */
async function sampled<T>(work: () => Promise<T>): Promise<{ value: T; sample: Sample }> {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  const own = ownDelays();
  await nextTurn();
  const started = performance.now();
  const value = await work();
  const ms = performance.now() - started;
  histogram.disable();
  const toMs = (ns: number) => ns / 1e6;
  return {
    value,
    sample: {
      ms,
      maxMs: toMs(histogram.max),
      p99Ms: toMs(histogram.percentile(99)),
      p50Ms: toMs(histogram.percentile(50)),
      ownMaxMs: own(),
    },
  };
}

async function seededDatabase(): Promise<{ name: string; drop: () => Promise<void> }> {
  if (process.env.BENCH_DATABASE) return { name: process.env.BENCH_DATABASE, drop: async () => {} };
  const name = `sf_bench_${randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`create database ${name}`));
  const drop = () => admin((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {});
  try {
    const started = performance.now();
    // Seeded by its own process, so this one's heap starts clean.
    execFileSync(process.execPath, ['--import', 'tsx', 'apps/api/src/seed/run.ts'], {
      cwd: new URL('../', import.meta.url).pathname,
      env: { ...process.env, DATABASE_URL: urlFor(name), SEED_PRODUCTS: String(PRODUCTS), LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    console.error(`seeded ${PRODUCTS} products in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } catch (error) {
    await drop();
    throw error;
  }
  return { name, drop };
}

/** The index and a city's stock as plain data, to compare two builds. */
const comparable = (index: CatalogIndex, stock: CityStock) => ({
  ...index,
  names: Object.fromEntries(Object.entries(index.names).map(([k, v]) => [k, v.list])),
  cityStock: null,
  stock,
});

async function main(): Promise<void> {
  const { name, drop } = await seededDatabase();
  const database = await openDatabase({ url: urlFor(name), poolSize: 2 });
  try {
    const db: Db = database.db;
    await db.execute(sql`vacuum analyze catalog_products, catalog_city_stock`);
    const [counts] = await queryRows<{ products: number; stock: number }>(
      db,
      sql`select (select count(*)::int from catalog_products) as products,
        (select count(*)::int from catalog_city_stock where city_id = ${CITY}) as stock`,
    );
    const samples = {
      idle: [] as Sample[],
      index: { before: [], after: [] } as Record<Mode, Sample[]>,
      stock: { before: [], after: [] } as Record<Mode, Sample[]>,
    };
    const built = {} as Record<Mode, ReturnType<typeof comparable>>;
    for (let round = 0; round <= ROUNDS; round++) {
      for (const mode of Object.keys(PACES) as Mode[]) {
        const index = await sampled(() => buildCatalogIndex(db, PACES[mode]));
        const stock = await sampled(() => index.value.cityStock(CITY));
        if (round === 0) {
          built[mode] = comparable(index.value, stock.value);
          continue;
        }
        samples.index[mode].push(index.sample);
        samples.stock[mode].push(stock.sample);
        console.error(
          `round ${round} ${mode}: index ${index.sample.ms.toFixed(0)} ms, max delay ${index.sample.maxMs.toFixed(0)} ms`,
        );
      }
      if (round > 0) samples.idle.push((await sampled(() => new Promise((r) => setTimeout(r, IDLE_MS)))).sample);
    }
    if (!isDeepStrictEqual(built.before, built.after))
      throw new Error('the paged build differs from the one-statement build');
    const dictionary = await sampled(() => catalogDictionary(db));

    const n = (v: number) => v.toLocaleString('en');
    const row = (label: string, how: string, list: Sample[]) => {
      const m = (pick: (s: Sample) => number) => median(list.map(pick)).toFixed(0);
      const worst = Math.max(...list.map((s) => s.maxMs)).toFixed(0);
      return `| ${label} | ${how} | ${worst} | ${m((s) => s.maxMs)} | ${m((s) => s.p99Ms)} | ${m((s) => s.p50Ms)} | ${m((s) => s.ownMaxMs)} | ${m((s) => s.ms)} |`;
    };
    const how = (mode: Mode) =>
      mode === 'before'
        ? 'before: one statement, one loop'
        : `after: ${n(PACE.pageRows)} rows a statement, ${PACE.sliceMs} ms slices`;
    const lines = [
      `Catalogue index build, ${machine()}; PostgreSQL on the same machine; ${ROUNDS} rounds after a warm-up round.`,
      '',
      '| work | how | worst max delay ms | max ms (median) | p99 ms | p50 ms | max less CPU wait ms | total ms |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...(['before', 'after'] as Mode[]).map((mode) =>
        row(`facet index, ${n(counts?.products ?? 0)} products`, how(mode), samples.index[mode]),
      ),
      ...(['before', 'after'] as Mode[]).map((mode) =>
        row(`shop stock of city ${CITY}, ${n(counts?.stock ?? 0)} rows`, how(mode), samples.stock[mode]),
      ),
      row("nothing (the machine's own noise)", `${IDLE_MS} ms idle`, samples.idle),
      '',
      `Event-loop delay from perf_hooks.monitorEventLoopDelay (5 ms resolution) during each build; medians over the rounds, and the worst max. "Max less CPU wait": a 5 ms timer's longest delay less the time this thread waited for a CPU meanwhile (/proc/thread-self/schedstat), i.e. the delay this process's own work caused. The two builds gave identical arrays. The search dictionary (categories, brands, colours, materials, shops) loaded in ${dictionary.sample.ms.toFixed(0)} ms with a max delay of ${dictionary.sample.maxMs.toFixed(0)} ms.`,
    ];
    console.log(lines.join('\n'));
  } finally {
    await database.close();
    await drop();
  }
}

/**
 * BENCH_INDEX_GENERATED products (e.g. 1,000,000) made in memory (bench/catalog-index-generate.ts), no
 * database: the full build in a worker thread with its arrays transferred back, the event loop's delay
 * meanwhile, the memory the index and one city's shop stock take in this process, and applying stock
 * changes in place; then the same build on the event loop in one go, as the old build would have held it.
 */
async function generatedScale(products: number): Promise<void> {
  const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
  const n = (v: number) => v.toLocaleString('en');
  const lines: string[] = [];
  for (let round = 1; round <= Math.min(ROUNDS, 3); round++) {
    gc();
    const built = await sampled(
      () =>
        new Promise<IndexData>((resolve, reject) => {
          const worker = new Worker(new URL('./catalog-index-generate.worker.mjs', import.meta.url), {
            workerData: { products },
          });
          worker.once('message', (data: IndexData) => {
            resolve(data);
            void worker.terminate();
          });
          worker.once('error', reject);
        }),
    );
    const swapped = performance.now();
    const state = new IndexState(built.value);
    const swapMs = performance.now() - swapped;
    const stock: CityStock = {
      quantity: new Int32Array(state.capacity),
      stores: new Array(state.capacity).fill(null),
      maxStoreId: 20,
    };
    for (let r = 0; r < state.size; r += 10) {
      stock.quantity[r] = 3;
      stock.stores[r] = [1 + (r % 20)];
    }
    state.addCity(CITY, stock);
    gc();
    const after = process.memoryUsage();
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
    // The index's arrays, and the city's: its quantities, its list of shop lists (a pointer a row) and those lists.
    const arrays = transferables(state as unknown as IndexData).reduce((sum, b) => sum + b.byteLength, 0);
    const lists = stock.stores.filter((s) => s !== null).length;
    const memory = arrays + stock.quantity.byteLength + stock.stores.length * 8 + lists * 48;
    // 10,000 stock changes in polls of 500 products, as the change feed applies them.
    let applyMaxMs = 0;
    const applied = performance.now();
    for (let at = 0; at < 10_000; at += 500) {
      const ids = Array.from({ length: 500 }, (_, i) => 1 + (((at + i) * 97) % products));
      const rows = ids.map((id) => ({ ...generatedRow(id), warehouse_ru: 0 }));
      const cityRows = ids.map((id) => ({ city_id: CITY, product_id: id, quantity: 0, store_ids: [] }));
      const started = performance.now();
      state.apply(ids, rows);
      state.setCityStock(stock, ids, cityRows);
      applyMaxMs = Math.max(applyMaxMs, performance.now() - started);
    }
    const applyMs = performance.now() - applied;
    lines.push(
      `| ${round} | ${n(state.size)} | ${(built.sample.ms / 1000).toFixed(1)} | ${built.sample.p99Ms.toFixed(0)} | ${built.sample.maxMs.toFixed(0)} | ${built.sample.ownMaxMs.toFixed(0)} | ${swapMs.toFixed(0)} | ${mb(memory)} | ${mb(after.rss)} | ${(applyMs / 20).toFixed(1)} / ${applyMaxMs.toFixed(1)} |`,
    );
    console.error(lines[lines.length - 1]);
  }
  const inThread = await sampled(async () => generateIndexData(products));
  console.log(
    [
      `Facet index of ${n(products)} generated products, ${machine()}.`,
      '',
      '| round | rows | worker build s | loop p99 ms | loop max ms | max less CPU wait ms | swap ms | index + 1 city MB | rss MB | apply 500 changes ms (mean / max) |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...lines,
      '',
      `The same build on the event loop in one go, for comparison: ${(inThread.sample.ms / 1000).toFixed(1)} s during which the loop turns not at all.`,
    ].join('\n'),
  );
}

if (process.env.BENCH_INDEX_GENERATED) await generatedScale(Number(process.env.BENCH_INDEX_GENERATED));
else await main();
