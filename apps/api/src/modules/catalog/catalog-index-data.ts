/**
 * The facet index's data, free of the database: typed-array columns (one element per row) with room
 * to grow, built from rows of catalog_products (IndexBuilder) in the server's thread or in a worker
 * thread (catalog-index-worker.ts), which hands the arrays over by transferring their buffers: no copy,
 * no serialisation of a million rows on the event loop (decision 043). Lookups from product and
 * category to rows are arrays too (binary search over the build's rows, which come in product order;
 * rows grouped by category), with small maps for the rows changes added since.
 *
 * Changes of single products (applyProductRows) are written in place, or, when a product moves to
 * another category or gains sizes, its row is retired (no price in any variant: every listing skips
 * it) and a new one appended. Retired rows stay until the next full build.
 */
import { VARIANT_KEYS, type VariantKey } from '@storefront/domain/variants';

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
  /** A hash of what the search statement reads of the product (searchSql): its search text and article. */
  words_hash: number;
} & Record<`${'price' | 'discount' | 'warehouse'}_${VariantKey}`, number | null>;

/**
 * The columns of catalog_products a build or a change reads, in the order of CatalogRow. The words hash
 * prints each search text (about 850 characters in the seed's): it made a 20,000-row page statement
 * about 2.7 times as costly (150–185 → 440–500 ms at load average 17), paid once per build and not by a
 * search statement after every order.
 */
export const CATALOG_ROW_COLUMNS = `product_id, category_id, brand_id, colour_id, material_id, collection, line, sizes,
  popularity, extract(epoch from created_at)::float8 as created_at, is_new,
  hashtext(search_vector::text || ' ' || article) as words_hash,
  price_ru, price_kz, price_com, discount_ru, discount_kz, discount_com, warehouse_ru, warehouse_kz, warehouse_com`;

/** The statement reading a page of catalog_products after a product id (keyset, product order). */
export const catalogPageSql = (after: number, limit: number) =>
  `select ${CATALOG_ROW_COLUMNS} from catalog_products where product_id > ${Number(after)} order by product_id limit ${Number(limit)}`;

/** Strings ↔ dense integer codes, so counting is array indexing. */
export class Interner {
  readonly list: string[];
  private readonly codes = new Map<string, number>();
  constructor(list: string[] = []) {
    this.list = list;
    for (const [code, value] of list.entries()) this.codes.set(value, code);
  }
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

type NumberArray = Int32Array | Int16Array | Uint8Array | Float64Array;

/** The per-row typed arrays; every one has `capacity` elements, the first `size` in use. */
export interface Columns {
  productId: Int32Array;
  categoryId: Int32Array;
  brandId: Int32Array;
  colourId: Int32Array;
  materialId: Int32Array;
  /** Collections, lines and sizes as codes into the `names` lists (-1: none). */
  collection: Int32Array;
  line: Int32Array;
  /** Size codes of row r: sizeCodes[sizeStart[r] .. sizeEnd[r]). */
  sizeStart: Int32Array;
  sizeEnd: Int32Array;
  popularity: Int32Array;
  createdAt: Float64Array;
  isNew: Uint8Array;
  /** CatalogRow's words_hash: a change applied tells by it whether the product's words changed. */
  wordsHash: Int32Array;
  /** Minor units; -1 where the variant has no price (the product is not sold there, or the row is retired). */
  price: Record<VariantKey, Int32Array>;
  discount: Record<VariantKey, Int16Array>;
  warehouse: Record<VariantKey, Int32Array>;
}

/** The largest brand, colour, material and category ids, to size count arrays. */
export interface MaxIds {
  brand: number;
  colour: number;
  material: number;
  category: number;
}

/** What a build hands over: typed arrays and short lists only, so a worker can transfer it. */
export interface IndexData extends Columns {
  size: number;
  sizeCodes: Int32Array;
  /** Elements of sizeCodes in use. */
  sizeCodesUsed: number;
  names: { collection: string[]; line: string[]; size: string[] };
  /** The built rows grouped by category: categoryRows[categoryStart[c] .. categoryStart[c + 1]). */
  categoryRows: Int32Array;
  categoryStart: Int32Array;
  maxId: MaxIds;
}

const perVariant = <T>(make: (v: VariantKey) => T) =>
  Object.fromEntries(VARIANT_KEYS.map((v) => [v, make(v)])) as Record<VariantKey, T>;

function newColumns(length: number): Columns {
  return {
    productId: new Int32Array(length),
    categoryId: new Int32Array(length),
    brandId: new Int32Array(length),
    colourId: new Int32Array(length),
    materialId: new Int32Array(length),
    collection: new Int32Array(length),
    line: new Int32Array(length),
    sizeStart: new Int32Array(length),
    sizeEnd: new Int32Array(length),
    popularity: new Int32Array(length),
    createdAt: new Float64Array(length),
    isNew: new Uint8Array(length),
    wordsHash: new Int32Array(length),
    // Rows not in use have no price, so nothing reading past `size` counts them.
    price: perVariant(() => new Int32Array(length).fill(-1)),
    discount: perVariant(() => new Int16Array(length)),
    warehouse: perVariant(() => new Int32Array(length)),
  };
}

/** `a` at another length: a copy, cut or padded with zeros. */
export function resized<T extends NumberArray>(a: T, length: number): T {
  if (a.length === length) return a;
  const b = new (a.constructor as new (length: number) => T)(length);
  b.set(a.length > length ? (a.subarray(0, length) as T) : a);
  return b;
}

/** Every column at another length (the same object, its arrays replaced). */
function resizeColumns(c: Columns, length: number): void {
  const r = <T extends NumberArray>(a: T) => resized(a, length);
  c.productId = r(c.productId);
  c.categoryId = r(c.categoryId);
  c.brandId = r(c.brandId);
  c.colourId = r(c.colourId);
  c.materialId = r(c.materialId);
  c.collection = r(c.collection);
  c.line = r(c.line);
  c.sizeStart = r(c.sizeStart);
  c.sizeEnd = r(c.sizeEnd);
  c.popularity = r(c.popularity);
  c.createdAt = r(c.createdAt);
  c.isNew = r(c.isNew);
  c.wordsHash = r(c.wordsHash);
  for (const v of VARIANT_KEYS) {
    const old = c.price[v].length;
    c.price[v] = r(c.price[v]);
    if (length > old) c.price[v].fill(-1, old);
    c.discount[v] = r(c.discount[v]);
    c.warehouse[v] = r(c.warehouse[v]);
  }
}

/** Every buffer of the data, for a worker's transfer list. */
export function transferables(data: IndexData): ArrayBuffer[] {
  const arrays: NumberArray[] = [
    data.productId,
    data.categoryId,
    data.brandId,
    data.colourId,
    data.materialId,
    data.collection,
    data.line,
    data.sizeStart,
    data.sizeEnd,
    data.popularity,
    data.createdAt,
    data.isNew,
    data.wordsHash,
    data.sizeCodes,
    data.categoryRows,
    data.categoryStart,
    ...VARIANT_KEYS.flatMap((v) => [data.price[v], data.discount[v], data.warehouse[v]]),
  ];
  return arrays.map((a) => a.buffer as ArrayBuffer);
}

/** Rows a full index keeps free for products added after it was built, before its arrays grow. */
export const headroom = (rows: number) => Math.max(64, Math.ceil(rows / 64));

/** The row's column names per variant, made once rather than per row. */
const VARIANT_FIELDS = VARIANT_KEYS.map((v) => [v, `price_${v}`, `discount_${v}`, `warehouse_${v}`] as const);

/** Writes the columns of `r` into row `i` (its sizes at sizeStart[i], which the caller has set). */
function writeRow(c: Columns, i: number, r: CatalogRow, names: Record<keyof IndexData['names'], Interner>): void {
  c.productId[i] = r.product_id;
  c.categoryId[i] = r.category_id;
  c.brandId[i] = r.brand_id;
  c.colourId[i] = r.colour_id;
  c.materialId[i] = r.material_id;
  c.collection[i] = r.collection === null ? -1 : names.collection.code(r.collection);
  c.line[i] = r.line === null ? -1 : names.line.code(r.line);
  c.popularity[i] = r.popularity;
  c.createdAt[i] = Number(r.created_at);
  c.isNew[i] = r.is_new ? 1 : 0;
  c.wordsHash[i] = r.words_hash;
  for (const [v, price, discount, warehouse] of VARIANT_FIELDS) {
    c.price[v][i] = r[price] ?? -1;
    c.discount[v][i] = r[discount] ?? 0;
    c.warehouse[v][i] = r[warehouse] ?? 0;
  }
}

function raiseMax(max: MaxIds, r: CatalogRow): void {
  if (r.brand_id > max.brand) max.brand = r.brand_id;
  if (r.colour_id > max.colour) max.colour = r.colour_id;
  if (r.material_id > max.material) max.material = r.material_id;
  if (r.category_id > max.category) max.category = r.category_id;
}

/**
 * The index's columns as the rows come (in product order), sized for the rows counted before reading
 * them: products added meanwhile grow the arrays; what is left over is the index's headroom.
 */
export class IndexBuilder {
  private readonly columns: Columns;
  private sizeCodes: Int32Array;
  private readonly names = { collection: new Interner(), line: new Interner(), size: new Interner() };
  private readonly maxId: MaxIds = { brand: 0, colour: 0, material: 0, category: 0 };
  private size = 0;
  private sizeAt = 0;

  constructor(expectedRows: number) {
    const rows = expectedRows + headroom(expectedRows);
    this.columns = newColumns(rows);
    this.sizeCodes = new Int32Array(rows * 4);
  }

  add(r: CatalogRow): void {
    const i = this.size++;
    if (i === this.columns.productId.length) resizeColumns(this.columns, i + headroom(i) * 4);
    const c = this.columns;
    writeRow(c, i, r, this.names);
    c.sizeStart[i] = this.sizeAt;
    for (const size of r.sizes) {
      if (this.sizeAt === this.sizeCodes.length) this.sizeCodes = resized(this.sizeCodes, this.sizeAt * 2);
      this.sizeCodes[this.sizeAt++] = this.names.size.code(size);
    }
    c.sizeEnd[i] = this.sizeAt;
    raiseMax(this.maxId, r);
  }

  done(): IndexData {
    const n = this.size;
    const c = this.columns;
    const spare = headroom(n);
    if (c.productId.length < n + spare / 2 || c.productId.length > n + spare * 4) resizeColumns(c, n + spare);
    // Rows grouped by category, in row order within each: a counting sort.
    const categoryStart = new Int32Array(this.maxId.category + 2);
    for (let i = 0; i < n; i++) categoryStart[(c.categoryId[i] as number) + 1]! += 1;
    for (let k = 1; k < categoryStart.length; k++) categoryStart[k]! += categoryStart[k - 1] as number;
    const next = categoryStart.slice(0, -1);
    const categoryRows = new Int32Array(n);
    for (let i = 0; i < n; i++) categoryRows[next[c.categoryId[i] as number]!++] = i;
    return {
      ...c,
      size: n,
      sizeCodes: resized(this.sizeCodes, Math.max(this.sizeAt + spare * 4, 16)),
      sizeCodesUsed: this.sizeAt,
      names: { collection: this.names.collection.list, line: this.names.line.list, size: this.names.size.list },
      categoryRows,
      categoryStart,
      maxId: this.maxId,
    };
  }
}

/** A city's shop stock by row; its arrays grow with the index's. */
export interface CityStock {
  /** Total pieces in the city's shops, by row. */
  quantity: Int32Array;
  /** Shops of the city holding the product, by row (null: none). */
  stores: (number[] | null)[];
  /** The largest shop id seen, to size count arrays. */
  maxStoreId: number;
}

/** The shop stock of one product in one city, as catalog_city_stock holds it. */
export interface CityStockRow {
  city_id: number;
  product_id: number;
  quantity: number;
  store_ids: number[];
}

/**
 * The index in use: the built data plus the lookups that follow changes. Reading code takes the
 * arrays it needs at the start of its (synchronous) work: a change may replace them when they grow.
 */
export class IndexState implements Omit<IndexData, 'names'> {
  size: number;
  productId: Int32Array;
  categoryId: Int32Array;
  brandId: Int32Array;
  colourId: Int32Array;
  materialId: Int32Array;
  collection: Int32Array;
  line: Int32Array;
  sizeStart: Int32Array;
  sizeEnd: Int32Array;
  popularity: Int32Array;
  createdAt: Float64Array;
  isNew: Uint8Array;
  wordsHash: Int32Array;
  price: Record<VariantKey, Int32Array>;
  discount: Record<VariantKey, Int16Array>;
  warehouse: Record<VariantKey, Int32Array>;
  sizeCodes: Int32Array;
  sizeCodesUsed: number;
  categoryRows: Int32Array;
  categoryStart: Int32Array;
  maxId: MaxIds;
  readonly names: { collection: Interner; line: Interner; size: Interner };
  /** Rows the build made (product order): found by binary search. */
  private readonly builtRows: number;
  /** Products whose built row was retired, and the rows appended since the build. */
  private readonly retired = new Set<number>();
  private readonly appended = new Map<number, number>();
  private readonly appendedByCategory = new Map<number, number[]>();
  /** Raised by every change: what was worked out from the index before is stale. */
  generation = 0;
  /**
   * Raised only by a change that may change what a search statement finds or the rows its answer maps to
   * (searchSql reads product ids, categories, search texts and articles; catalog_words gains words only
   * with a product's new search text): a product added, removed, moved to another row (another category),
   * or whose words hash differs. Stock, prices, discounts, popularity and flags leave it, so searches
   * remembered by it (catalog-engine.ts) outlive an order's stock. A 32-bit hash may miss a change
   * (a collision, or words changed and back between two polls while a search read the middle state);
   * a remembered search lasts 10 s at most, which bounds that as it bounds a replica's lag.
   */
  wordsGeneration = 0;
  /** Shop stock of the cities loaded so far, kept in step with the rows. */
  readonly cities = new Map<number, CityStock>();

  constructor(data: IndexData) {
    this.size = data.size;
    this.productId = data.productId;
    this.categoryId = data.categoryId;
    this.brandId = data.brandId;
    this.colourId = data.colourId;
    this.materialId = data.materialId;
    this.collection = data.collection;
    this.line = data.line;
    this.sizeStart = data.sizeStart;
    this.sizeEnd = data.sizeEnd;
    this.popularity = data.popularity;
    this.createdAt = data.createdAt;
    this.isNew = data.isNew;
    this.wordsHash = data.wordsHash;
    this.price = data.price;
    this.discount = data.discount;
    this.warehouse = data.warehouse;
    this.sizeCodes = data.sizeCodes;
    this.sizeCodesUsed = data.sizeCodesUsed;
    this.categoryRows = data.categoryRows;
    this.categoryStart = data.categoryStart;
    this.maxId = data.maxId;
    this.names = {
      collection: new Interner(data.names.collection),
      line: new Interner(data.names.line),
      size: new Interner(data.names.size),
    };
    this.builtRows = data.size;
  }

  get capacity(): number {
    return this.productId.length;
  }

  /** The row of a product, or undefined when the index has none. */
  rowOf(productId: number): number | undefined {
    const added = this.appended.get(productId);
    if (added !== undefined) return added;
    if (this.retired.has(productId)) return undefined;
    let lo = 0;
    let hi = this.builtRows - 1;
    const ids = this.productId;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const id = ids[mid] as number;
      if (id === productId) return mid;
      if (id < productId) lo = mid + 1;
      else hi = mid - 1;
    }
    return undefined;
  }

  /** The rows of a category (retired ones included: they have no price). */
  rowsOfCategory(categoryId: number): number[] {
    const out: number[] = [];
    if (categoryId >= 0 && categoryId + 1 < this.categoryStart.length) {
      const end = this.categoryStart[categoryId + 1] as number;
      for (let k = this.categoryStart[categoryId] as number; k < end; k++) out.push(this.categoryRows[k] as number);
    }
    const added = this.appendedByCategory.get(categoryId);
    if (added) out.push(...added);
    return out;
  }

  /** The sizes of a row as codes. */
  sizesOf(row: number): Int32Array {
    return this.sizeCodes.subarray(this.sizeStart[row], this.sizeEnd[row]);
  }

  /** Adds a city's shop stock (loaded for the current rows); rows changed while it loaded are the caller's to replay. */
  addCity(cityId: number, stock: CityStock): void {
    this.fitCity(stock);
    this.cities.set(cityId, stock);
  }

  /** Forgets a city's shop stock: it is loaded again when next asked for. */
  dropCity(cityId: number): void {
    this.cities.delete(cityId);
  }

  /** Grows a city's stock arrays to the rows' capacity (rows appended since it was sized). */
  private fitCity(stock: CityStock): void {
    if (stock.quantity.length < this.capacity) {
      stock.quantity = resized(stock.quantity, this.capacity);
      while (stock.stores.length < this.capacity) stock.stores.push(null);
    }
  }

  /**
   * Sets the products' shop stock in one city (`stock`, loaded or still loading) to `rows`, their
   * current catalog_city_stock rows there (none: no stock), at the rows the products have now.
   */
  setCityStock(stock: CityStock, productIds: Iterable<number>, rows: readonly CityStockRow[]): void {
    this.fitCity(stock);
    for (const id of productIds) {
      const row = this.rowOf(id);
      if (row === undefined) continue;
      stock.quantity[row] = 0;
      stock.stores[row] = null;
    }
    for (const r of rows) {
      const row = this.rowOf(r.product_id);
      if (row === undefined) continue;
      stock.quantity[row] = r.quantity;
      stock.stores[row] = r.store_ids;
      for (const id of r.store_ids) if (id > stock.maxStoreId) stock.maxStoreId = id;
    }
  }

  private retire(row: number, productId: number): void {
    for (const v of VARIANT_KEYS) this.price[v][row] = -1;
    if (this.appended.get(productId) === row) this.appended.delete(productId);
    else this.retired.add(productId);
    for (const stock of this.cities.values()) {
      stock.quantity[row] = 0;
      stock.stores[row] = null;
    }
  }

  private append(productId: number, categoryId: number): number {
    if (this.size === this.capacity) {
      const length = this.capacity + headroom(this.capacity) * 4;
      resizeColumns(this, length);
      for (const stock of this.cities.values()) {
        stock.quantity = resized(stock.quantity, length);
        while (stock.stores.length < length) stock.stores.push(null);
      }
    }
    const row = this.size++;
    this.appended.set(productId, row);
    const list = this.appendedByCategory.get(categoryId);
    if (list) list.push(row);
    else this.appendedByCategory.set(categoryId, [row]);
    return row;
  }

  private placeSizes(row: number, sizes: readonly string[], inPlace: boolean): void {
    if (!inPlace) {
      if (this.sizeCodesUsed + sizes.length > this.sizeCodes.length) {
        this.sizeCodes = resized(this.sizeCodes, (this.sizeCodesUsed + sizes.length) * 2);
      }
      this.sizeStart[row] = this.sizeCodesUsed;
      this.sizeCodesUsed += sizes.length;
    }
    const start = this.sizeStart[row] as number;
    sizes.forEach((size, k) => {
      this.sizeCodes[start + k] = this.names.size.code(size);
    });
    this.sizeEnd[row] = start + sizes.length;
  }

  /**
   * Brings the index to `rows` (the current catalog_products rows of the products `productIds`; a
   * product without one is removed). Their shop stock is the caller's to set (setCityStock): a product
   * given a new row has none in any city until then. Answers the categories whose listings changed:
   * the products' old and new ones.
   */
  apply(productIds: Iterable<number>, rows: readonly CatalogRow[]): Set<number> {
    const categories = new Set<number>();
    const byId = new Map(rows.map((r) => [r.product_id, r]));
    let words = false;
    for (const id of productIds) {
      const r = byId.get(id);
      let row = this.rowOf(id);
      if (row !== undefined) categories.add(this.categoryId[row] as number);
      if (!r) {
        if (row !== undefined) {
          this.retire(row, id);
          words = true;
        }
        continue;
      }
      categories.add(r.category_id);
      const room = row === undefined ? -1 : (this.sizeEnd[row] as number) - (this.sizeStart[row] as number);
      let inPlace = row !== undefined && this.categoryId[row] === r.category_id;
      // A new row (a product added or moved) or other words: a search answered before may be wrong now.
      words ||= !inPlace || this.wordsHash[row as number] !== r.words_hash;
      if (row !== undefined && !inPlace) this.retire(row, id);
      if (row === undefined || !inPlace) {
        row = this.append(id, r.category_id);
        inPlace = false;
      }
      writeRow(this, row, r, this.names);
      this.placeSizes(row, r.sizes, inPlace && r.sizes.length <= room);
      raiseMax(this.maxId, r);
    }
    this.generation += 1;
    if (words) this.wordsGeneration += 1;
    return categories;
  }
}
