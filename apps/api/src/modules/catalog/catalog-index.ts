/**
 * The facet index: the filterable columns of catalog_products held in memory per process, as
 * column arrays, plus shop stock per city loaded on first use. Counting facets over a large
 * category is a tight loop here (a few milliseconds for 30,000 products) where PostgreSQL needs a
 * dozen aggregates over a materialised set; the benchmark in bench/catalog.ts shows the difference.
 * It is rebuilt in the background when the change feed (catalog-changes.ts) sees a committed
 * catalogue change, and every few minutes (listings never wait for a rebuild), so any number of
 * server processes converge on the same data within seconds of a change and minutes of a reseed.
 */
import { VARIANT_KEYS, type VariantKey } from '@storefront/domain/variants';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dropCatalogDictionary } from './catalog-dictionary.ts';
import { queryRows } from './catalog-sql.ts';

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

interface Entry {
  at: number;
  current: Promise<CatalogIndex>;
  next?: Promise<CatalogIndex>;
  /** A change was committed while `next` was being built: build once more when it is done. */
  stale?: boolean;
}

const cache = new WeakMap<Db, Entry>();
const refreshListeners = new Set<() => void>();

/** Calls `listener` whenever a rebuilt index replaces the one in use (what was cached from it is stale). */
export function onCatalogIndexRefresh(listener: () => void): () => void {
  refreshListeners.add(listener);
  return () => refreshListeners.delete(listener);
}

/** Builds a new index in the background; listings keep the current one until it is ready. */
function rebuild(db: Db, entry: Entry): void {
  if (entry.next) {
    entry.stale = true;
    return;
  }
  entry.stale = false;
  const next = buildIndex(db);
  entry.next = next;
  const settle = () => {
    entry.next = undefined;
    if (entry.stale) rebuild(db, entry);
  };
  next.then(() => {
    entry.current = next;
    entry.at = Date.now();
    for (const listener of refreshListeners) listener();
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
    const current = buildIndex(db);
    cache.set(db, { at: Date.now(), current });
    current.catch(() => cache.delete(db));
    return current;
  }
  if (Date.now() - entry.at > REFRESH_MS) rebuild(db, entry);
  return entry.current;
}

type Row = {
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

async function buildIndex(db: Db): Promise<CatalogIndex> {
  const rows = await queryRows<Row>(
    db,
    sql`select product_id, category_id, brand_id, colour_id, material_id, collection, line, sizes, popularity,
      extract(epoch from created_at)::float8 as created_at, is_new,
      price_ru, price_kz, price_com, discount_ru, discount_kz, discount_com, warehouse_ru, warehouse_kz, warehouse_com
    from catalog_products order by product_id`,
  );
  const n = rows.length;
  const perVariant = <T>(make: () => T) =>
    Object.fromEntries(VARIANT_KEYS.map((v) => [v, make()])) as Record<VariantKey, T>;
  const index: CatalogIndex = {
    size: n,
    productId: new Int32Array(n),
    categoryId: new Int32Array(n),
    brandId: new Int32Array(n),
    colourId: new Int32Array(n),
    materialId: new Int32Array(n),
    collection: new Int32Array(n),
    line: new Int32Array(n),
    sizeStart: new Int32Array(n + 1),
    sizeCodes: new Int32Array(rows.reduce((sum, r) => sum + r.sizes.length, 0)),
    names: { collection: new Interner(), line: new Interner(), size: new Interner() },
    popularity: new Int32Array(n),
    createdAt: new Float64Array(n),
    isNew: new Uint8Array(n),
    price: perVariant(() => new Int32Array(n)),
    discount: perVariant(() => new Int16Array(n)),
    warehouse: perVariant(() => new Int32Array(n)),
    rowOf: new Map(),
    rowsByCategory: new Map(),
    maxId: {
      brand: rows.reduce((m, r) => Math.max(m, r.brand_id), 0),
      colour: rows.reduce((m, r) => Math.max(m, r.colour_id), 0),
      material: rows.reduce((m, r) => Math.max(m, r.material_id), 0),
      category: rows.reduce((m, r) => Math.max(m, r.category_id), 0),
    },
    cityStock: () => Promise.reject(new Error('not ready')),
  };
  let sizeAt = 0;
  rows.forEach((r, i) => {
    index.productId[i] = r.product_id;
    index.categoryId[i] = r.category_id;
    index.brandId[i] = r.brand_id;
    index.colourId[i] = r.colour_id;
    index.materialId[i] = r.material_id;
    index.collection[i] = r.collection === null ? -1 : index.names.collection.code(r.collection);
    index.line[i] = r.line === null ? -1 : index.names.line.code(r.line);
    index.sizeStart[i] = sizeAt;
    for (const size of r.sizes) index.sizeCodes[sizeAt++] = index.names.size.code(size);
    index.sizeStart[i + 1] = sizeAt;
    index.popularity[i] = r.popularity;
    index.createdAt[i] = Number(r.created_at);
    index.isNew[i] = r.is_new ? 1 : 0;
    for (const v of VARIANT_KEYS) {
      index.price[v][i] = r[`price_${v}`] ?? -1;
      index.discount[v][i] = r[`discount_${v}`] ?? 0;
      index.warehouse[v][i] = r[`warehouse_${v}`] ?? 0;
    }
    index.rowOf.set(r.product_id, i);
    const list = index.rowsByCategory.get(r.category_id);
    if (list) list.push(i);
    else index.rowsByCategory.set(r.category_id, [i]);
  });

  const cities = new Map<number, Promise<CityStock>>();
  index.cityStock = (cityId) => {
    let stock = cities.get(cityId);
    if (!stock) {
      stock = loadCityStock(db, index, cityId);
      cities.set(cityId, stock);
      stock.catch(() => cities.delete(cityId));
    }
    return stock;
  };
  return index;
}

async function loadCityStock(db: Db, index: CatalogIndex, cityId: number): Promise<CityStock> {
  const rows = await queryRows<{ product_id: number; quantity: number; store_ids: number[] }>(
    db,
    sql`select product_id, quantity, store_ids from catalog_city_stock where city_id = ${cityId}`,
  );
  const stock: CityStock = {
    quantity: new Int32Array(index.size),
    stores: new Array(index.size).fill(null),
    maxStoreId: 0,
  };
  for (const r of rows) {
    const row = index.rowOf.get(r.product_id);
    if (row === undefined) continue;
    stock.quantity[row] = r.quantity;
    stock.stores[row] = r.store_ids;
    for (const id of r.store_ids) stock.maxStoreId = Math.max(stock.maxStoreId, id);
  }
  return stock;
}
