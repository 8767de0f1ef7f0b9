/**
 * The facet index: the filterable columns of catalog_products held in memory per process, as
 * typed-array columns (catalog-index-data.ts), plus shop stock per city loaded on first use. Counting
 * facets over a large category is a tight loop here (a few milliseconds for 30,000 products) where
 * PostgreSQL needs a dozen aggregates over a materialised set; bench/catalog.ts shows the difference.
 *
 * Changes reach it two ways (decision 043). The change feed (catalog-changes.ts) names the products a
 * committed change touched, prices and stock from orders included: their rows are read again and
 * written into the index in place (applyCatalogChanges), one change at a time. A full build (at start,
 * after a change of the whole catalogue such as the category tree or search tuning, and every few
 * minutes as a safety net) runs in a worker thread when the database is PostgreSQL (its arrays come
 * back transferred, not copied) and otherwise in pages and time slices on the event loop; the new index
 * takes the changes applied meanwhile before it replaces the old one, so listings never wait and never
 * go back in time. `npm run bench:catalog-index` measures both.
 */
import { Worker } from 'node:worker_threads';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { outsideStatementScope } from '../../db/statement-count.ts';
import type { CatalogChangeScope } from '../../lib/app-events.ts';
import { intArray } from '../../lib/sql-values.ts';
import { forEachInSlices, nextTurn, SLICE_MS } from '../../lib/time-slices.ts';
import { workerEntry } from '../../lib/worker-entry.ts';
import { startIndexBuild } from '../../observability/metrics.ts';
import { catalogDictionary, dropCatalogDictionary } from './catalog-dictionary.ts';
import {
  CATALOG_ROW_COLUMNS,
  type CatalogRow,
  type CityStock,
  type CityStockRow,
  catalogPageSql,
  IndexBuilder,
  type IndexData,
  IndexState,
} from './catalog-index-data.ts';

export type { CatalogRow, CityStock } from './catalog-index-data.ts';
export { IndexBuilder, Interner } from './catalog-index-data.ts';

/** The index in use: the data and the lookups (catalog-index-data.ts), and the cities' shop stock. */
export class CatalogIndex extends IndexState {
  private readonly loading = new Map<number, Promise<CityStock>>();
  /** Products changed while a city's stock loaded: read again for it once it is in. */
  readonly cityReplays = new Map<number, Set<number>>();

  constructor(
    data: IndexData,
    private readonly db: Db,
    private readonly pace: BuildPace,
  ) {
    super(data);
  }

  /** A city's shop stock, loaded on first use (in pages and time slices) and then kept in step by changes. */
  cityStock(cityId: number): Promise<CityStock> {
    const loaded = this.cities.get(cityId);
    if (loaded) return Promise.resolve(loaded);
    let stock = this.loading.get(cityId);
    if (!stock) {
      const replay = new Set<number>();
      this.cityReplays.set(cityId, replay);
      stock = outsideStatementScope(async () => {
        const s = await loadCityStock(this.db, this, cityId, this.pace);
        // Changes applied while it loaded, and while those are read again, until none is left: the
        // city is then added in the same turn, and every later change finds it loaded.
        while (replay.size > 0) {
          const ids = [...replay];
          replay.clear();
          this.setCityStock(s, ids, await cityRowsOf(this.db, ids, [cityId]));
        }
        this.cityReplays.delete(cityId);
        this.addCity(cityId, s);
        this.loading.delete(cityId);
        return s;
      });
      this.loading.set(cityId, stock);
      stock.catch(() => {
        this.loading.delete(cityId);
        this.cityReplays.delete(cityId);
      });
    }
    return stock;
  }
}

/** What changed in a listing's terms: products, and the categories (with their ancestors) listing them. */
export interface IndexChange {
  productIds: number[];
  categoryIds: number[];
}

/** The safety net: a full build this long after the last one, on the next listing. */
const REFRESH_MS = 5 * 60 * 1000;
const START_RETRY_MS = 2_000;
/** Products read again per statement when a change names many (an import). */
const APPLY_BATCH = 2_000;

/** What the listeners of an index hear: a change of some products, or a new full index (`refresh`: the periodic one). */
export type IndexEvent = { change: IndexChange } | { rebuilt: 'change' | 'refresh' };

/** The app event's scope of an index event: products and categories, the periodic refresh, or (undefined) everything. */
export function changeScopeOf(event: IndexEvent): CatalogChangeScope | undefined {
  if ('change' in event) return { products: event.change.productIds, categories: event.change.categoryIds };
  return event.rebuilt === 'refresh' ? { refresh: true } : undefined;
}

interface Entry {
  at: number;
  current: Promise<CatalogIndex>;
  next?: Promise<CatalogIndex>;
  /** A change of the whole catalogue was committed while `next` was being built: build once more when it is done. */
  stale?: boolean;
  /** Why `next` is being built. */
  reason: 'change' | 'refresh';
  /** Products changed while `next` was being built: applied to it before it replaces `current`. */
  changedDuringBuild: Set<number>;
  /** Changes are applied one at a time, in the order the feed saw them. */
  applying: Promise<void>;
  /** Told of every change to the index in use (what was cached from it is stale): the apps serving it. */
  listeners: Set<(event: IndexEvent) => void>;
}

const cache = new WeakMap<Db, Entry>();
/** Databases an index has been built of. */
const built = new WeakSet<Db>();
/** PostgreSQL databases' connection strings: their full builds run in a worker thread when large enough. */
const workerSources = new WeakMap<Db, { url: string; minRows: number }>();

/**
 * Below this many products a build in the server's thread takes a few slices of milliseconds, less than
 * starting a worker thread: the worker is for the catalogues whose builds would take seconds of slices.
 */
export const WORKER_MIN_ROWS = 20_000;

/**
 * Full builds of `db` run in a worker thread connecting to `url` (PostgreSQL) once the catalogue has
 * `minRows` products; PGlite's (no url) stay in the thread.
 */
export function buildCatalogIndexInWorker(db: Db, url: string | undefined, minRows = WORKER_MIN_ROWS): void {
  if (url) workerSources.set(db, { url, minRows });
  else workerSources.delete(db);
}

/** Builds in a worker when `db` has one configured and the catalogue is large enough. */
async function buildAnywhere(db: Db): Promise<CatalogIndex> {
  const worker = workerSources.get(db);
  if (worker) {
    const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from catalog_products`);
    if ((count?.n ?? 0) >= worker.minRows) return new CatalogIndex(await buildInWorker(worker.url), db, BUILD_PACE);
  }
  return buildCatalogIndex(db);
}

/**
 * A build serves every request: the statements of the request that happens to start it are not its own.
 * Each is timed for the process's metrics.
 */
const build = (db: Db) => {
  const end = startIndexBuild();
  const index = outsideStatementScope(() => buildAnywhere(db));
  index.then(
    () => end('ok'),
    () => end('failed'),
  );
  return index;
};

/** Runs `work` after the changes queued before it (a failure is the caller's, not the queue's). */
function queued<T>(entry: Entry, work: () => Promise<T>): Promise<T> {
  const result = entry.applying.then(work);
  entry.applying = result.then(
    () => {},
    () => {},
  );
  return result;
}

/** Builds a new index in the background; listings keep the current one until it is ready. */
function rebuild(db: Db, entry: Entry, reason: 'change' | 'refresh'): void {
  if (entry.next) {
    if (reason === 'change') entry.stale = true;
    return;
  }
  entry.stale = false;
  entry.reason = reason;
  entry.changedDuringBuild = new Set();
  const next = build(db);
  entry.next = next;
  const settle = () => {
    entry.next = undefined;
    if (entry.stale) rebuild(db, entry, 'change');
  };
  next.then(
    (index) =>
      queued(entry, async () => {
        // What changed while it was read, and the cities the old index had loaded, before it is used.
        const changed = [...entry.changedDuringBuild];
        if (changed.length > 0) await applyChangesTo(db, index, changed);
        const old = await entry.current.catch(() => null);
        if (old) await Promise.all([...old.cities.keys()].map((city) => index.cityStock(city)));
        entry.current = Promise.resolve(index);
        entry.at = Date.now();
        built.add(db);
        for (const listener of entry.listeners) listener({ rebuilt: entry.reason });
      }).finally(settle),
    settle,
  );
}

/** A change of the whole catalogue was committed (the change feed saw it): rebuild the index of `db` now. */
export function catalogIndexChanged(db: Db): void {
  dropCatalogDictionary(db);
  const entry = cache.get(db);
  if (entry) rebuild(db, entry, 'change');
}

/**
 * Committed changes of some products (the change feed saw them): their rows are read again and written
 * into the index in use (and into one being built, once it is done). Resolves once applied.
 */
export function applyCatalogChanges(db: Db, productIds: readonly number[]): Promise<void> {
  const entry = cache.get(db);
  if (!entry || productIds.length === 0) return Promise.resolve();
  if (entry.next) for (const id of productIds) entry.changedDuringBuild.add(id);
  return queued(entry, async () => {
    const index = await entry.current;
    const { categories, names } = await applyChangesTo(db, index, productIds);
    let dictionary = await catalogDictionary(db).catch(() => null);
    // A product naming a brand, colour, material or category the tree does not know: new ones were added.
    const known = (map: Map<number, unknown> | undefined, ids: Set<number>) => [...ids].every((id) => map?.has(id));
    if (
      dictionary &&
      !(
        known(dictionary.byId, categories) &&
        known(dictionary.brands, names.brand) &&
        known(dictionary.colours, names.colour) &&
        known(dictionary.materials, names.material)
      )
    ) {
      dropCatalogDictionary(db);
      dictionary = await catalogDictionary(db).catch(() => null);
    }
    const withAncestors = new Set<number>();
    for (const id of categories) {
      for (let node = dictionary?.byId.get(id); node; node = dictionary?.byId.get(node.parentId ?? -1)) {
        withAncestors.add(node.id);
      }
      withAncestors.add(id);
    }
    const change = { productIds: [...productIds], categoryIds: [...withAncestors] };
    for (const listener of entry.listeners) listener({ change });
  });
}

/** The current shop stock rows of some products in some cities. */
function cityRowsOf(db: Db, productIds: readonly number[], cityIds: readonly number[]): Promise<CityStockRow[]> {
  return queryRows<CityStockRow>(
    db,
    sql`select city_id, product_id, quantity, store_ids from catalog_city_stock
      where product_id = any(${intArray(productIds)}) and city_id = any(${intArray(cityIds)})`,
  );
}

/** Sets the products' stock in `cities` (loaded ones) to `rows`, their current rows there. */
function setStockIn(
  index: CatalogIndex,
  cities: readonly number[],
  ids: readonly number[],
  rows: readonly CityStockRow[],
) {
  for (const city of cities) {
    const stock = index.cities.get(city);
    if (stock)
      index.setCityStock(
        stock,
        ids,
        rows.filter((r) => r.city_id === city),
      );
  }
}

/** Reads the products' rows (and loaded cities' stock) and writes them into `index`; answers their categories and names. */
export async function applyChangesTo(db: Db, index: CatalogIndex, productIds: readonly number[]) {
  const categories = new Set<number>();
  const names = { brand: new Set<number>(), colour: new Set<number>(), material: new Set<number>() };
  for (let i = 0; i < productIds.length; i += APPLY_BATCH) {
    const ids = productIds.slice(i, i + APPLY_BATCH);
    let cities = [...index.cities.keys()];
    const [rows, cityRows] = await outsideStatementScope(() =>
      Promise.all([
        queryRows<CatalogRow>(
          db,
          sql`select ${sql.raw(CATALOG_ROW_COLUMNS)} from catalog_products where product_id = any(${intArray(ids)})`,
        ),
        cities.length > 0 ? cityRowsOf(db, ids, cities) : Promise.resolve([]),
      ]),
    );
    for (const id of index.apply(ids, rows)) categories.add(id);
    // Cities still loading read the products again once loaded (they may have moved to new rows).
    for (const replay of index.cityReplays.values()) for (const id of ids) replay.add(id);
    setStockIn(index, cities, ids, cityRows);
    // A city that finished loading while the rows were read has them as they were when it read them,
    // at the rows they had: read again for it.
    for (;;) {
      const late = [...index.cities.keys()].filter((city) => !cities.includes(city));
      if (late.length === 0) break;
      const lateRows = await outsideStatementScope(() => cityRowsOf(db, ids, late)).catch((error: unknown) => {
        // The change is not read again (the feed has moved on): those cities load afresh when next asked.
        for (const city of late) index.dropCity(city);
        throw error;
      });
      setStockIn(index, late, ids, lateRows);
      // Answers counted from the index since apply() (kept by its generation) saw their stock before this.
      index.generation += 1;
      cities = [...cities, ...late];
    }
    for (const row of rows) {
      names.brand.add(row.brand_id);
      names.colour.add(row.colour_id);
      names.material.add(row.material_id);
    }
  }
  return { categories, names };
}

/** The index of a database: built on first use, then refreshed in the background. */
export function catalogIndex(db: Db): Promise<CatalogIndex> {
  const entry = cache.get(db);
  if (!entry) {
    const current = build(db);
    cache.set(db, {
      at: Date.now(),
      current,
      reason: 'change',
      changedDuringBuild: new Set(),
      applying: Promise.resolve(),
      listeners: new Set(),
    });
    current.then(
      () => built.add(db),
      () => cache.delete(db),
    );
    return current;
  }
  if (Date.now() - entry.at > REFRESH_MS) rebuild(db, entry, 'refresh');
  return entry.current;
}

/**
 * Builds the index of `db` as the app starts, so the first listing does not wait for it and the
 * readiness check can tell (catalogIndexReady); a failed build (the database away) is tried again
 * every START_RETRY_MS. Once built, `onChange` hears every change of the index in use (the app emits
 * its `catalogChanged`). Answers a stop function, which waits for a build under way.
 */
export function prepareCatalogIndex(
  db: Db,
  onError: (error: unknown) => void,
  onChange: (event: IndexEvent) => void = () => {},
): () => Promise<void> {
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let attempt: Promise<void> = Promise.resolve();
  const start = () => {
    attempt = catalogIndex(db).then(
      () => {
        if (!stopped) cache.get(db)?.listeners.add(onChange);
      },
      (error: unknown) => {
        if (stopped) return;
        onError(error);
        retry = setTimeout(start, START_RETRY_MS);
        retry.unref();
      },
    );
  };
  start();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await attempt;
    const entry = cache.get(db);
    entry?.listeners.delete(onChange);
    await entry?.next?.catch(() => {});
    await entry?.applying;
  };
}

/** Whether an index of `db` has been built: until then listings would wait for it. */
export function catalogIndexReady(db: Db): boolean {
  return built.has(db);
}

/**
 * How a build in the server's thread reads and works: rows per statement and the longest stretch of
 * work between turns of the event loop. A statement's rows are parsed in one go as they arrive:
 * 100,000 at once held the loop for 150-500 ms; on a busy 2-core machine, pages of 1,000 and 5 ms
 * slices delayed it by at most 12 ms of the build's own work, pages of 4,000 by 34 (`npm run bench:catalog-index`).
 */
export interface BuildPace {
  pageRows: number;
  sliceMs: number;
}

export const BUILD_PACE: BuildPace = { pageRows: 1_000, sliceMs: SLICE_MS };

/**
 * Hands every row of `page` to `add`, reading product_id order in pages (keyset: `page` selects
 * the rows after a product id) and adding them in time slices. The pages are separate statements,
 * not one snapshot: a product changed meanwhile is read before or after its change, and the change
 * feed applies it to the new index before it is used.
 */
async function eachRow<R extends { product_id: number }>(
  db: Db,
  page: (afterProductId: number, limit: number) => SQL,
  add: (row: R) => void,
  pace: BuildPace,
): Promise<void> {
  let after = 0;
  for (;;) {
    const rows = await queryRows<R>(db, page(after, pace.pageRows));
    // The page was parsed in the task that resolved the query: the next one gets a turn first.
    await nextTurn();
    await forEachInSlices(rows.length, (i) => add(rows[i] as R), pace.sliceMs);
    const last = rows[rows.length - 1];
    if (!last || rows.length < pace.pageRows) return;
    after = last.product_id;
  }
}

/** Reads catalog_products into a new index in this thread, a page of rows at a time, without holding the event loop. */
export async function buildCatalogIndex(db: Db, pace: BuildPace = BUILD_PACE): Promise<CatalogIndex> {
  // Sized once: doubling 20 arrays of 100,000 rows as they came cost more than a slice each time.
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from catalog_products`);
  const builder = new IndexBuilder(count?.n ?? 0);
  await eachRow<CatalogRow>(
    db,
    (after, limit) => sql.raw(catalogPageSql(after, limit)),
    (row) => builder.add(row),
    pace,
  );
  return new CatalogIndex(builder.done(), db, pace);
}

const WORKER_URL = workerEntry('catalog-index-worker', import.meta.url);

/** Builds the index's data in a worker thread of its own, which reads PostgreSQL at `url` and transfers the arrays back. */
export function buildInWorker(url: string): Promise<IndexData> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_URL, { workerData: { url } });
    let settled = false;
    worker.once('message', (message: { data?: IndexData; error?: string }) => {
      settled = true;
      if (message.data) resolve(message.data);
      else reject(new Error(`catalogue index worker: ${message.error}`));
      void worker.terminate();
    });
    worker.once('error', (error) => {
      if (!settled) reject(error);
      settled = true;
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`catalogue index worker exited with ${code}`));
      settled = true;
    });
  });
}

async function loadCityStock(db: Db, index: CatalogIndex, cityId: number, pace: BuildPace): Promise<CityStock> {
  const stock: CityStock = {
    quantity: new Int32Array(index.capacity),
    stores: new Array(index.capacity).fill(null),
    maxStoreId: 0,
  };
  await eachRow<{ product_id: number; quantity: number; store_ids: number[] }>(
    db,
    (after, limit) => sql`select product_id, quantity, store_ids from catalog_city_stock
      where city_id = ${cityId} and product_id > ${after} order by product_id limit ${limit}`,
    (r) => {
      const row = index.rowOf(r.product_id);
      if (row === undefined) return;
      stock.quantity[row] = r.quantity;
      stock.stores[row] = r.store_ids;
      for (const id of r.store_ids) stock.maxStoreId = Math.max(stock.maxStoreId, id);
    },
    pace,
  );
  return stock;
}
