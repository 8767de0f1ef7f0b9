/**
 * The facet index: the filterable columns of catalog_products held in memory per process, as
 * column arrays, plus shop stock per city loaded on first use. Counting facets over a large
 * category is a tight loop here (a few milliseconds for 30,000 products) where PostgreSQL needs a
 * dozen aggregates over a materialised set; the benchmark in bench/catalog.ts shows the difference.
 * It is rebuilt in the background when the change feed (catalog-changes.ts) sees a committed
 * catalogue change, and every few minutes (listings never wait for a rebuild), so any number of
 * server processes converge on the same data within seconds of a change and minutes of a reseed.
 * A build reads the rows in pages and adds them in time slices (lib/time-slices.ts), so requests
 * and health checks go on while it runs (`npm run bench:catalog-index` measures the event loop's delay).
 */
import { VARIANT_KEYS, type VariantKey } from '@storefront/domain/variants';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { outsideStatementScope } from '../../db/statement-count.ts';
import { forEachInSlices, nextTurn, SLICE_MS } from '../../lib/time-slices.ts';
import { startIndexBuild } from '../../observability/metrics.ts';
import { dropCatalogDictionary } from './catalog-dictionary.ts';

export interface CityStock {
  /** Total pieces in the city's shops, by row. */
  quantity: Int32Array;
  /** Shops of the city holding the product, by row (null: none). */
  stores: (number[] | null)[];
  /** The largest shop id seen, to size count arrays. */
  maxStoreId: number;
}

/** Strings ↔ dense integer codes, so counting is array indexing. */
export class Interner {
  readonly list: string[] = [];
  private readonly codes = new Map<string, number>();
  code(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.list.length;
      this.list.push(value);
      this.codes.set(value, code);
    }
    return code;
  }
  find(value: string): number | undefined {
    return this.codes.get(value);
  }
}

export interface CatalogIndex {
  size: number;
  productId: Int32Array;
  categoryId: Int32Array;
  brandId: Int32Array;
  colourId: Int32Array;
  materialId: Int32Array;
  /** Collections, lines and sizes as codes into the `names` lists (-1: none). */
  collection: Int32Array;
  line: Int32Array;
  /** Size codes of row r: sizeCodes[sizeStart[r] .. sizeStart[r + 1]). */
  sizeStart: Int32Array;
  sizeCodes: Int32Array;
  names: { collection: Interner; line: Interner; size: Interner };
  popularity: Int32Array;
  createdAt: Float64Array;
  isNew: Uint8Array;
  /** Minor units; -1 where the variant has no price (the product is not sold there). */
  price: Record<VariantKey, Int32Array>;
  discount: Record<VariantKey, Int16Array>;
  warehouse: Record<VariantKey, Int32Array>;
  rowOf: Map<number, number>;
  rowsByCategory: Map<number, number[]>;
  /** The largest brand, colour, material and category ids, to size count arrays. */
  maxId: { brand: number; colour: number; material: number; category: number };
  cityStock(cityId: number): Promise<CityStock>;
}

const REFRESH_MS = 5 * 60 * 1000;
const START_RETRY_MS = 2_000;

interface Entry {
  at: number;
  current: Promise<CatalogIndex>;
  next?: Promise<CatalogIndex>;
  /** A change was committed while `next` was being built: build once more when it is done. */
  stale?: boolean;
  /** Told when a rebuilt index replaces the one in use (what was cached from it is stale): the apps serving it. */
  refreshed: Set<() => void>;
}

const cache = new WeakMap<Db, Entry>();
/** Databases an index has been built of. */
const built = new WeakSet<Db>();
/**
 * A build serves every request: the statements of the request that happens to start it are not its own.
 * Each is timed for the process's metrics.
 */
const build = (db: Db) => {
  const end = startIndexBuild();
  const index = outsideStatementScope(() => buildCatalogIndex(db));
  index.then(
    () => end('ok'),
    () => end('failed'),
  );
  return index;
};

/** Builds a new index in the background; listings keep the current one until it is ready. */
function rebuild(db: Db, entry: Entry): void {
  if (entry.next) {
    entry.stale = true;
    return;
  }
  entry.stale = false;
  const next = build(db);
  entry.next = next;
  const settle = () => {
    entry.next = undefined;
    if (entry.stale) rebuild(db, entry);
  };
  next.then(() => {
    entry.current = next;
    entry.at = Date.now();
    built.add(db);
    for (const listener of entry.refreshed) listener();
    settle();
  }, settle);
}

/** A catalogue change was committed (the change feed saw it): rebuild the index of `db` now. */
export function catalogIndexChanged(db: Db): void {
  dropCatalogDictionary(db);
  const entry = cache.get(db);
  if (entry) rebuild(db, entry);
}

/** The index of a database: built on first use, then refreshed in the background. */
export function catalogIndex(db: Db): Promise<CatalogIndex> {
  const entry = cache.get(db);
  if (!entry) {
    const current = build(db);
    cache.set(db, { at: Date.now(), current, refreshed: new Set() });
    current.then(
      () => built.add(db),
      () => cache.delete(db),
    );
    return current;
  }
  if (Date.now() - entry.at > REFRESH_MS) rebuild(db, entry);
  return entry.current;
}

/**
 * Builds the index of `db` as the app starts, so the first listing does not wait for it and the
 * readiness check can tell (catalogIndexReady); a failed build (the database away) is tried again
 * every START_RETRY_MS. Once built, `onRefresh` is called whenever a rebuilt index replaces it (the
 * app emits its `catalogChanged`). Answers a stop function, which waits for a build under way.
 */
export function prepareCatalogIndex(
  db: Db,
  onError: (error: unknown) => void,
  onRefresh: () => void = () => {},
): () => Promise<void> {
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let attempt: Promise<void> = Promise.resolve();
  const start = () => {
    attempt = catalogIndex(db).then(
      () => {
        if (!stopped) cache.get(db)?.refreshed.add(onRefresh);
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
    cache.get(db)?.refreshed.delete(onRefresh);
  };
}

/** Whether an index of `db` has been built: until then listings would wait for it. */
export function catalogIndexReady(db: Db): boolean {
  return built.has(db);
}

/** A row of catalog_products as the index reads it. */
export type CatalogRow = {
  product_id: number;
  category_id: number;
  brand_id: number;
  colour_id: number;
  material_id: number;
  collection: string | null;
  line: string | null;
  sizes: string[];
  popularity: number;
  created_at: number;
  is_new: boolean;
} & Record<`${'price' | 'discount' | 'warehouse'}_${VariantKey}`, number | null>;

/**
 * How a build reads and works: rows per statement and the longest stretch of work between turns
 * of the event loop. A statement's rows are parsed in one go as they arrive: 100,000 at once held
 * the loop for 150-500 ms; on a busy 2-core machine, pages of 1,000 and 5 ms slices delayed it by
 * at most 12 ms of the build's own work, pages of 4,000 by 34 (`npm run bench:catalog-index`).
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
 * (raising the catalogue's version) brings another build.
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

type NumberArray = Int32Array | Int16Array | Uint8Array | Float64Array;

const perVariant = <T>(make: (v: VariantKey) => T) =>
  Object.fromEntries(VARIANT_KEYS.map((v) => [v, make(v)])) as Record<VariantKey, T>;

/** The per-row typed arrays of the index; `sizeEnd[r]` is `sizeStart[r + 1]`. */
type Columns = Pick<
  CatalogIndex,
  | 'productId'
  | 'categoryId'
  | 'brandId'
  | 'colourId'
  | 'materialId'
  | 'collection'
  | 'line'
  | 'popularity'
  | 'createdAt'
  | 'isNew'
  | 'price'
  | 'discount'
  | 'warehouse'
> & { sizeEnd: Int32Array };

function newColumns(length: number): Columns {
  return {
    productId: new Int32Array(length),
    categoryId: new Int32Array(length),
    brandId: new Int32Array(length),
    colourId: new Int32Array(length),
    materialId: new Int32Array(length),
    collection: new Int32Array(length),
    line: new Int32Array(length),
    sizeEnd: new Int32Array(length),
    popularity: new Int32Array(length),
    createdAt: new Float64Array(length),
    isNew: new Uint8Array(length),
    price: perVariant(() => new Int32Array(length)),
    discount: perVariant(() => new Int16Array(length)),
    warehouse: perVariant(() => new Int32Array(length)),
  };
}

/** `a` at another length: a copy, cut or padded with zeros. */
function resized<T extends NumberArray>(a: T, length: number): T {
  if (a.length === length) return a;
  const b = new (a.constructor as new (length: number) => T)(length);
  b.set(a.length > length ? (a.subarray(0, length) as T) : a);
  return b;
}

function resizedColumns(c: Columns, length: number): Columns {
  const r = <T extends NumberArray>(a: T) => resized(a, length);
  return {
    productId: r(c.productId),
    categoryId: r(c.categoryId),
    brandId: r(c.brandId),
    colourId: r(c.colourId),
    materialId: r(c.materialId),
    collection: r(c.collection),
    line: r(c.line),
    sizeEnd: r(c.sizeEnd),
    popularity: r(c.popularity),
    createdAt: r(c.createdAt),
    isNew: r(c.isNew),
    price: perVariant((v) => r(c.price[v])),
    discount: perVariant((v) => r(c.discount[v])),
    warehouse: perVariant((v) => r(c.warehouse[v])),
  };
}

/** The row's column names per variant, made once rather than per row. */
const VARIANT_FIELDS = VARIANT_KEYS.map((v) => [v, `price_${v}`, `discount_${v}`, `warehouse_${v}`] as const);

/**
 * The index's columns as the rows come, sized for the rows counted before reading them: products
 * added meanwhile double the arrays, products removed leave them to be cut at the end.
 */
export class IndexBuilder {
  private columns: Columns;
  private sizeCodes: Int32Array;
  private readonly names = { collection: new Interner(), line: new Interner(), size: new Interner() };
  private readonly rowOf = new Map<number, number>();
  private readonly rowsByCategory = new Map<number, number[]>();
  private readonly maxId = { brand: 0, colour: 0, material: 0, category: 0 };
  private size = 0;
  private sizeAt = 0;

  constructor(expectedRows: number) {
    this.columns = newColumns(Math.max(expectedRows, 1));
    this.sizeCodes = new Int32Array(Math.max(expectedRows, 1) * 2);
  }

  add(r: CatalogRow): void {
    const i = this.size++;
    if (i === this.columns.productId.length) this.columns = resizedColumns(this.columns, i * 2);
    const c = this.columns;
    c.productId[i] = r.product_id;
    c.categoryId[i] = r.category_id;
    c.brandId[i] = r.brand_id;
    c.colourId[i] = r.colour_id;
    c.materialId[i] = r.material_id;
    c.collection[i] = r.collection === null ? -1 : this.names.collection.code(r.collection);
    c.line[i] = r.line === null ? -1 : this.names.line.code(r.line);
    for (const size of r.sizes) {
      if (this.sizeAt === this.sizeCodes.length) this.sizeCodes = resized(this.sizeCodes, this.sizeAt * 2);
      this.sizeCodes[this.sizeAt++] = this.names.size.code(size);
    }
    c.sizeEnd[i] = this.sizeAt;
    c.popularity[i] = r.popularity;
    c.createdAt[i] = Number(r.created_at);
    c.isNew[i] = r.is_new ? 1 : 0;
    for (const [v, price, discount, warehouse] of VARIANT_FIELDS) {
      c.price[v][i] = r[price] ?? -1;
      c.discount[v][i] = r[discount] ?? 0;
      c.warehouse[v][i] = r[warehouse] ?? 0;
    }
    this.rowOf.set(r.product_id, i);
    const list = this.rowsByCategory.get(r.category_id);
    if (list) list.push(i);
    else this.rowsByCategory.set(r.category_id, [i]);
    const max = this.maxId;
    if (r.brand_id > max.brand) max.brand = r.brand_id;
    if (r.colour_id > max.colour) max.colour = r.colour_id;
    if (r.material_id > max.material) max.material = r.material_id;
    if (r.category_id > max.category) max.category = r.category_id;
  }

  done(): CatalogIndex {
    const n = this.size;
    const { sizeEnd, ...columns } = resizedColumns(this.columns, n);
    const sizeStart = new Int32Array(n + 1);
    sizeStart.set(sizeEnd, 1);
    return {
      ...columns,
      size: n,
      sizeStart,
      sizeCodes: resized(this.sizeCodes, this.sizeAt),
      names: this.names,
      rowOf: this.rowOf,
      rowsByCategory: this.rowsByCategory,
      maxId: this.maxId,
      cityStock: () => Promise.reject(new Error('not ready')),
    };
  }
}

/** Reads catalog_products into a new index, a page of rows at a time, without holding the event loop. */
export async function buildCatalogIndex(db: Db, pace: BuildPace = BUILD_PACE): Promise<CatalogIndex> {
  // Sized once: doubling 20 arrays of 100,000 rows as they came cost more than a slice each time.
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from catalog_products`);
  const builder = new IndexBuilder(count?.n ?? 0);
  await eachRow<CatalogRow>(
    db,
    (after, limit) => sql`select product_id, category_id, brand_id, colour_id, material_id, collection, line, sizes,
        popularity, extract(epoch from created_at)::float8 as created_at, is_new,
        price_ru, price_kz, price_com, discount_ru, discount_kz, discount_com, warehouse_ru, warehouse_kz, warehouse_com
      from catalog_products where product_id > ${after} order by product_id limit ${limit}`,
    (row) => builder.add(row),
    pace,
  );
  const index = builder.done();
  const cities = new Map<number, Promise<CityStock>>();
  index.cityStock = (cityId) => {
    let stock = cities.get(cityId);
    if (!stock) {
      stock = outsideStatementScope(() => loadCityStock(db, index, cityId, pace));
      cities.set(cityId, stock);
      stock.catch(() => cities.delete(cityId));
    }
    return stock;
  };
  return index;
}

async function loadCityStock(db: Db, index: CatalogIndex, cityId: number, pace: BuildPace): Promise<CityStock> {
  const stock: CityStock = {
    quantity: new Int32Array(index.size),
    stores: new Array(index.size).fill(null),
    maxStoreId: 0,
  };
  await eachRow<{ product_id: number; quantity: number; store_ids: number[] }>(
    db,
    (after, limit) => sql`select product_id, quantity, store_ids from catalog_city_stock
      where city_id = ${cityId} and product_id > ${after} order by product_id limit ${limit}`,
    (r) => {
      const row = index.rowOf.get(r.product_id);
      if (row === undefined) return;
      stock.quantity[row] = r.quantity;
      stock.stores[row] = r.store_ids;
      for (const id of r.store_ids) stock.maxStoreId = Math.max(stock.maxStoreId, id);
    },
    pace,
  );
  return stock;
}
