/**
 * A listing over the facet index: candidates (category subtree, or the products a full-text
 * statement matched), every active filter evaluated once per product, then the total, the facet
 * counts, the price range and the sorted page in one pass. A facet group counts products that
 * pass every active filter except its own, so each value shows what a click would give.
 * Counting is array indexing over integer codes, so 100,000 products take milliseconds.
 * SQL per listing: the search statement when there is a query, and one statement for the cards;
 * a search's other reading (another keyboard layout, a Latin spelling) is one more statement, run
 * only when the query as typed found little (see ListingAlternative).
 */
import { STOCK_LEVELS, type StockLevel, stockLevelOf } from '@storefront/domain/catalog-query';
import type { Db } from '../../db/client.ts';
import { preparedRows } from '../../db/prepared.ts';
import { queryRows } from '../../db/query-rows.ts';
import { outsideStatementScope } from '../../db/statement-count.ts';
import { type CatalogIndex, type CityStock, catalogIndex, type Interner } from './catalog-index.ts';
import {
  cardsOfIdsSql,
  type ListingInput,
  type ListingResult,
  plainTerms,
  type ResolvedFilters,
  searchSql,
} from './catalog-sql.ts';
import type { CardRow } from './product-card.ts';

/** Stock level index into STOCK_LEVELS from the city's shop total and the country's warehouses. */
const levelIndex = (shopQty: number, warehouseQty: number): number =>
  STOCK_LEVELS.indexOf(stockLevelOf(shopQty, warehouseQty));
const NONE = STOCK_LEVELS.indexOf('none');

/** Facet groups by code; a row's failing filter is remembered by this code. */
const G = {
  brand: 0,
  colour: 1,
  material: 2,
  size: 3,
  collection: 4,
  line: 5,
  stock: 6,
  stores_in_city: 7,
  price: 8,
  is_new: 9,
  sale: 10,
  available: 11,
} as const;

interface Ctx {
  index: CatalogIndex;
  stock: CityStock;
  price: Int32Array;
  discount: Int16Array;
  warehouse: Int32Array;
}

type Test = (row: number, level: number) => boolean;

const inc = (counts: Int32Array, i: number) => {
  counts[i] = (counts[i] as number) + 1;
};

function codes(interner: Interner, values: readonly string[]): Set<number> {
  return new Set(values.map((v) => interner.find(v)).filter((c): c is number => c !== undefined));
}

/** The active filters as per-row tests, with their group codes. */
function filterTests(f: ResolvedFilters, c: Ctx): [number, Test][] {
  const { index, stock } = c;
  const out: [number, Test][] = [];
  const byId = (group: number, values: readonly number[] | undefined, column: Int32Array) => {
    if (!values) return;
    const set = new Set(values);
    out.push([group, (r) => set.has(column[r] as number)]);
  };
  byId(G.brand, f.brand, index.brandId);
  byId(G.colour, f.colour, index.colourId);
  byId(G.material, f.material, index.materialId);
  if (f.size) {
    const set = codes(index.names.size, f.size);
    out.push([
      G.size,
      (r) => {
        for (let i = index.sizeStart[r] as number; i < (index.sizeEnd[r] as number); i++) {
          if (set.has(index.sizeCodes[i] as number)) return true;
        }
        return false;
      },
    ]);
  }
  if (f.collection) byId(G.collection, [...codes(index.names.collection, f.collection)], index.collection);
  if (f.line) byId(G.line, [...codes(index.names.line, f.line)], index.line);
  if (f.stock) {
    const set = new Set(f.stock.map((s) => STOCK_LEVELS.indexOf(s as StockLevel)));
    out.push([G.stock, (_r, level) => set.has(level)]);
  }
  if (f.stores_in_city) {
    const set = new Set(f.stores_in_city);
    out.push([G.stores_in_city, (r) => (stock.stores[r] ?? []).some((s) => set.has(s))]);
  }
  if (f.price) {
    const min = f.price.min ?? Number.NEGATIVE_INFINITY;
    const max = f.price.max ?? Number.POSITIVE_INFINITY;
    out.push([G.price, (r) => (c.price[r] as number) >= min && (c.price[r] as number) <= max]);
  }
  if (f.is_new) out.push([G.is_new, (r) => index.isNew[r] === 1]);
  if (f.sale) out.push([G.sale, (r) => (c.discount[r] as number) > 0]);
  if (f.available) out.push([G.available, (_r, level) => level !== NONE]);
  return out;
}

/** Search rank and exact-article flags of the rows a search found; rows it did not find rank 0. */
interface Ranked {
  rank: Map<number, number>;
  exact: Set<number>;
}

interface Match {
  product_id: number;
  rank: number;
  exact: boolean;
}

/** What a search statement found, in index rows: every category's. */
interface Found {
  rows: number[];
  ranked: Ranked;
}

/**
 * Searches remembered per index and words generation (raised only by changes that may change what a
 * search statement finds or the rows it maps to: products added, removed, moved or given other words;
 * not by stock or prices, so orders keep them), like listings' counting passes: a query asked again costs
 * the counting over its rows, not the statement, whose cost grows with its matches (each ranked by its
 * words). Only a statement begun at the current words generation is kept, so a product changed since is
 * found by its new words; an answer is reused for SEARCH_MEMO_MS, which bounds how long one read from a
 * replica (decision 042) before it replayed a change lasts. Asked again within twice that, the answer is
 * still served while its statement runs again beside the request (one at a time per search): a search
 * asked steadily waits on its statement only the first time, and no answer served is older than
 * 2 × SEARCH_MEMO_MS.
 * At most SEARCH_MEMO_ROWS rows and SEARCH_MEMO_ENTRIES searches in all, the oldest dropped first: the
 * entries bound what queries finding nothing (any made-up words, each with its own key) can hold.
 */
const SEARCH_MEMO_MS = 10_000;
const SEARCH_MEMO_ROWS = 300_000;
const SEARCH_MEMO_ENTRIES = 2_000;
interface SearchMemo {
  wordsGeneration: number;
  found: Map<string, { at: number; found: Found }>;
  rows: number;
  /** The searches whose statement runs again beside the requests served their older answer. */
  refreshing: Set<string>;
}
/**
 * Per index and per database the statement ran on: a replica's answer may be behind the primary's, and a
 * shopper reading the primary (their own writes, a process allowing less lag) must not get it.
 */
const searchMemos = new WeakMap<CatalogIndex, WeakMap<Db, SearchMemo>>();

function searchMemo(index: CatalogIndex, db: Db): SearchMemo {
  let byReader = searchMemos.get(index);
  if (!byReader) {
    byReader = new WeakMap();
    searchMemos.set(index, byReader);
  }
  let memo = byReader.get(db);
  if (!memo || memo.wordsGeneration !== index.wordsGeneration) {
    memo = { wordsGeneration: index.wordsGeneration, found: new Map(), rows: 0, refreshing: new Set() };
    byReader.set(db, memo);
  }
  return memo;
}

function remember(memo: SearchMemo, key: string, found: Found): void {
  if (found.rows.length > SEARCH_MEMO_ROWS) return;
  // An expired answer asked again is replaced: its rows leave the count, and it moves to the newest.
  const expired = memo.found.get(key);
  if (expired) {
    memo.found.delete(key);
    memo.rows -= expired.found.rows.length;
  }
  memo.found.set(key, { at: Date.now(), found });
  memo.rows += found.rows.length;
  for (const [oldest, kept] of memo.found) {
    if (memo.rows <= SEARCH_MEMO_ROWS && memo.found.size <= SEARCH_MEMO_ENTRIES) break;
    memo.found.delete(oldest);
    memo.rows -= kept.found.rows.length;
  }
}

/** What a search statement depends on: its words, the raw query and the pins (never the variant, city or filters). */
const searchKey = (input: ListingInput) =>
  JSON.stringify([input.terms ?? input.tokens, input.rawQuery, input.pins ?? []]);

/** The search statement's matches as index rows, remembered while the index stays as it was. */
async function search(db: Db, input: ListingInput, index: CatalogIndex, key: string): Promise<Found> {
  const memo = searchMemo(index, db);
  const kept = memo.found.get(key);
  const age = kept ? Date.now() - kept.at : Number.POSITIVE_INFINITY;
  if (kept && age < SEARCH_MEMO_MS) return kept.found;
  if (kept && age < 2 * SEARCH_MEMO_MS) {
    if (!memo.refreshing.has(key)) {
      memo.refreshing.add(key);
      // Not the request's own work; a failure leaves the answer to age out, and the next ask after
      // that runs the statement itself and answers its error.
      outsideStatementScope(() => runSearch(db, input, index, memo, key))
        .catch(() => {})
        .finally(() => memo.refreshing.delete(key));
    }
    return kept.found;
  }
  return runSearch(db, input, index, memo, key);
}

async function runSearch(db: Db, input: ListingInput, index: CatalogIndex, memo: SearchMemo, key: string) {
  // Named: planning its common table expressions took longer than running them (bench/RESULTS.md).
  const matches = await preparedRows<Match>(
    db,
    'search',
    searchSql(input.terms ?? plainTerms(input.tokens), input.rawQuery, input.pins),
  );
  const found: Found = { rows: [], ranked: { rank: new Map(), exact: new Set() } };
  for (const m of matches) {
    const row = index.rowOf(m.product_id);
    if (row === undefined) continue;
    found.rows.push(row);
    if (m.rank) found.ranked.rank.set(row, m.rank);
    if (m.exact) found.ranked.exact.add(row);
  }
  if (memo === searchMemos.get(index)?.get(db) && memo.wordsGeneration === index.wordsGeneration) {
    remember(memo, key, found);
  }
  return found;
}

/** The search statements of one listing by query: forms of a search that differ only in filters share one. */
type Searches = Map<string, Promise<Found>>;

const isSearch = (input: Pick<ListingInput, 'tokens' | 'rawQuery'>) => input.tokens.length > 0 || input.rawQuery !== '';

/** The rows a listing starts from, with search rank and exact-article flags when searching. */
async function candidates(
  db: Db,
  input: ListingInput,
  index: CatalogIndex,
  searches: Searches,
): Promise<{ rows: number[]; found: Found | null }> {
  if (isSearch(input)) {
    const key = searchKey(input);
    let searching = searches.get(key);
    if (!searching) {
      searching = search(db, input, index, key);
      searches.set(key, searching);
    }
    const found = await searching;
    if (!input.categoryIds) return { rows: found.rows, found };
    const allowed = new Set(input.categoryIds);
    return { rows: found.rows.filter((row) => allowed.has(index.categoryId[row] as number)), found };
  }
  if (input.categoryIds) {
    return { rows: input.categoryIds.flatMap((id) => index.rowsOfCategory(id)), found: null };
  }
  return { rows: Array.from({ length: index.size }, (_, i) => i), found: null };
}

/** Listing order: relevance first when asked, then the sort key, then the product id. */
function comparator(input: ListingInput, c: Ctx, ranked: Ranked | null): (a: number, b: number) => number {
  const dir = input.order === 'asc' ? 1 : -1;
  const { index } = c;
  const key: ArrayLike<number> =
    input.sort === 'price'
      ? c.price
      : input.sort === 'new'
        ? index.createdAt
        : input.sort === 'discount'
          ? c.discount
          : index.popularity;
  const relevance = input.relevance && ranked ? ranked : null;
  return (a, b) => {
    if (relevance) {
      const exact = Number(relevance.exact.has(b)) - Number(relevance.exact.has(a));
      if (exact) return exact;
      const byRank = (relevance.rank.get(b) ?? 0) - (relevance.rank.get(a) ?? 0);
      if (byRank) return byRank;
    }
    const primary = ((key[a] as number) - (key[b] as number)) * dir;
    if (primary) return primary;
    if (input.sort === 'discount') {
      const pop = (index.popularity[b] as number) - (index.popularity[a] as number);
      if (pop) return pop;
    }
    return ((index.productId[a] as number) - (index.productId[b] as number)) * dir;
  };
}

/** The first `k` rows in order: a bounded insertion when k is small, a full sort otherwise. */
function firstK(rows: number[], k: number, compare: (a: number, b: number) => number): number[] {
  if (k * 8 >= rows.length) return rows.sort(compare).slice(0, k);
  const top: number[] = [];
  for (const row of rows) {
    if (top.length === k && compare(row, top[k - 1] as number) >= 0) continue;
    let lo = 0;
    let hi = top.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compare(row, top[mid] as number) < 0) hi = mid;
      else lo = mid + 1;
    }
    top.splice(lo, 0, row);
    if (top.length > k) top.pop();
  }
  return top;
}

/** What the counting pass yields for a candidate set and its filters, before paging. */
interface Counted {
  matched: number[];
  facets: [string, string, number][];
  priceRange: [number, number] | null;
}

/**
 * Listings without a search term depend only on the index and the city's stock, so their counting
 * pass is remembered per city stock (which is replaced, with the index, on refresh) and the index's
 * generation (raised by every change applied to it), together with their orders once sorted: a
 * popular category's pages then cost the page, not the category.
 */
const MEMO_ENTRIES = 300;
type Memo = Map<string, Counted & { sorted: Map<string, number[]> }>;
const memos = new WeakMap<CityStock, { generation: number; memo: Memo }>();

function memoFor(input: ListingInput, stock: CityStock, generation: number) {
  if (isSearch(input)) return null;
  let kept = memos.get(stock);
  if (!kept || kept.generation !== generation) {
    kept = { generation, memo: new Map() };
    memos.set(stock, kept);
  }
  return { memo: kept.memo, key: countKey(input) };
}

/** What a counting pass depends on besides its candidates, the city's stock and the index's generation. */
const countKey = (input: ListingInput) =>
  JSON.stringify([input.variant, input.categoryIds, input.filters, input.withFacets]);

/**
 * A remembered search's counting passes likewise, per city stock and index generation, each valid for its
 * answer (replaced when the search's statement runs again): a search asked again then costs its page, not
 * its matches. Per city stock at most SEARCH_COUNT_ROWS matched rows and SEARCH_COUNT_ENTRIES passes, the
 * oldest dropped first; a replaced index's stock takes its passes with it.
 */
const SEARCH_COUNT_ROWS = 100_000;
const SEARCH_COUNT_ENTRIES = 1_000;
interface SearchCounts {
  generation: number;
  rows: number;
  counts: Map<string, { found: Found; counted: Counted }>;
}
const searchCounts = new WeakMap<CityStock, SearchCounts>();

function countedSearch(found: Found, rows: number[], input: ListingInput, c: Ctx): Counted {
  let kept = searchCounts.get(c.stock);
  if (!kept || kept.generation !== c.index.generation) {
    kept = { generation: c.index.generation, rows: 0, counts: new Map() };
    searchCounts.set(c.stock, kept);
  }
  const key = `${searchKey(input)}|${countKey(input)}`;
  const entry = kept.counts.get(key);
  if (entry?.found === found) return entry.counted;
  const counted = countListing(rows, input, c);
  if (entry) {
    kept.counts.delete(key);
    kept.rows -= entry.counted.matched.length;
  }
  kept.counts.set(key, { found, counted });
  kept.rows += counted.matched.length;
  for (const [oldest, old] of kept.counts) {
    if (kept.rows <= SEARCH_COUNT_ROWS && kept.counts.size <= SEARCH_COUNT_ENTRIES) break;
    kept.counts.delete(oldest);
    kept.rows -= old.counted.matched.length;
  }
  return counted;
}

/**
 * Another form of a search (its words read in another keyboard layout, or without the filters its
 * words were read as), tried when the forms before it found fewer than `whenFewer` products.
 */
export interface ListingAlternative {
  input: Pick<ListingInput, 'tokens' | 'terms' | 'rawQuery' | 'pins' | 'filters' | 'categoryIds'>;
  whenFewer: number;
}

interface Tried {
  form: number;
  input: ListingInput;
  ranked: Ranked | null;
  counted: Counted;
}

/**
 * The form finding the most (the first on a tie), trying each alternative only while the best so
 * far finds too few. A form costs a search statement only when its words differ from those tried.
 */
async function bestForm(db: Db, input: ListingInput, alternatives: readonly ListingAlternative[], c: Ctx) {
  const searches: Searches = new Map();
  let best: Tried | null = null;
  const forms = [{ input, whenFewer: Number.POSITIVE_INFINITY }, ...alternatives];
  for (const [form, alternative] of forms.entries()) {
    if (best && best.counted.matched.length >= alternative.whenFewer) continue;
    const tried = { ...input, ...alternative.input };
    const { rows, found } = await candidates(db, tried, c.index, searches);
    const counted = found ? countedSearch(found, rows, tried, c) : countListing(rows, tried, c);
    if (!best || counted.matched.length > best.counted.matched.length) {
      best = { form, input: tried, ranked: found?.ranked ?? null, counted };
    }
  }
  return best as Tried;
}

/**
 * A listing, and which form of it was answered: 0 the input, i its alternative i - 1. The index is
 * the process's (built from `db`, the primary); a search's words and the page's cards may be read
 * from `cardsDb`, a replica (decision 042): a product the replica has not replayed yet is not found
 * by its words, and one it has that the index no longer holds is dropped.
 */
export async function runListing(
  db: Db,
  input: ListingInput,
  alternatives: readonly ListingAlternative[] = [],
  cardsDb: Db = db,
): Promise<ListingResult & { form: number }> {
  const index = await catalogIndex(db);
  const stock = await index.cityStock(input.cityId);
  const c: Ctx = {
    index,
    stock,
    price: index.price[input.variant],
    discount: index.discount[input.variant],
    warehouse: index.warehouse[input.variant],
  };
  // A remembered count stands for its input alone, not for whichever alternative would have won.
  const slot = alternatives.length ? null : memoFor(input, stock, index.generation);
  let entry = slot?.memo.get(slot.key);
  let tried: Tried;
  if (entry) {
    tried = { form: 0, input, ranked: null, counted: entry };
  } else {
    tried = await bestForm(cardsDb, input, alternatives, c);
    if (slot) {
      entry = { ...tried.counted, sorted: new Map() };
      slot.memo.set(slot.key, entry);
      if (slot.memo.size > MEMO_ENTRIES) slot.memo.delete(slot.memo.keys().next().value as string);
    }
  }
  const { matched } = tried.counted;

  let items: CardRow[] = [];
  if (input.withItems && input.offset < matched.length) {
    const compare = comparator(tried.input, c, tried.ranked);
    let ordered: number[];
    if (entry) {
      const sortKey = `${input.sort}|${input.order}`;
      const known = entry.sorted.get(sortKey);
      ordered = known ?? [...matched].sort(compare);
      if (!known) entry.sorted.set(sortKey, ordered);
    } else {
      ordered = firstK(matched, input.offset + input.limit, compare);
    }
    const page = ordered.slice(input.offset, input.offset + input.limit).map((r) => index.productId[r] as number);
    const [result] = await queryRows<{ items: CardRow[] }>(cardsDb, cardsOfIdsSql(page, input.card));
    items = result?.items ?? [];
  }
  const { facets, priceRange } = tried.counted;
  return { total: matched.length, items, facets, price_range: priceRange, form: tried.form };
}

/** The one pass over the candidates: what matches, and every facet group's counts. */
function countListing(rows: number[], input: ListingInput, c: Ctx): Counted {
  const { index, stock } = c;
  const tests = filterTests(input.filters, c);
  const facets = input.withFacets;

  const count = {
    category: new Int32Array(index.maxId.category + 1),
    brand: new Int32Array(index.maxId.brand + 1),
    colour: new Int32Array(index.maxId.colour + 1),
    material: new Int32Array(index.maxId.material + 1),
    size: new Int32Array(index.names.size.list.length),
    collection: new Int32Array(index.names.collection.list.length),
    line: new Int32Array(index.names.line.list.length),
    stock: new Int32Array(STOCK_LEVELS.length),
    stores: new Int32Array(stock.maxStoreId + 1),
    flags: new Int32Array(3),
  };
  let minPrice = Number.POSITIVE_INFINITY;
  let maxPrice = Number.NEGATIVE_INFINITY;
  const matched: number[] = [];

  for (const row of rows) {
    const price = c.price[row] as number;
    // No price in the variant, or a row added after this listing took the arrays (undefined).
    if (!(price >= 0)) continue;
    const level = levelIndex(stock.quantity[row] as number, c.warehouse[row] as number);
    let failed = 0;
    let failedGroup = -1;
    for (const [group, test] of tests) {
      if (!test(row, level)) {
        failed += 1;
        failedGroup = group;
        if (failed > 1) break;
      }
    }
    if (failed > 1) continue;
    if (failed === 0) {
      matched.push(row);
      inc(count.category, index.categoryId[row] as number);
    }
    if (!facets) continue;
    // A group counts this product when it passes every filter but (at most) the group's own.
    const all = failed === 0;
    if (all || failedGroup === G.brand) inc(count.brand, index.brandId[row] as number);
    if (all || failedGroup === G.colour) inc(count.colour, index.colourId[row] as number);
    if (all || failedGroup === G.material) inc(count.material, index.materialId[row] as number);
    if (all || failedGroup === G.size) {
      for (let i = index.sizeStart[row] as number; i < (index.sizeEnd[row] as number); i++) {
        inc(count.size, index.sizeCodes[i] as number);
      }
    }
    if ((all || failedGroup === G.collection) && (index.collection[row] as number) >= 0) {
      inc(count.collection, index.collection[row] as number);
    }
    if ((all || failedGroup === G.line) && (index.line[row] as number) >= 0) inc(count.line, index.line[row] as number);
    if (all || failedGroup === G.stock) inc(count.stock, level);
    if (all || failedGroup === G.stores_in_city) for (const s of stock.stores[row] ?? []) inc(count.stores, s);
    if ((all || failedGroup === G.is_new) && index.isNew[row] === 1) inc(count.flags, 0);
    if ((all || failedGroup === G.sale) && (c.discount[row] as number) > 0) inc(count.flags, 1);
    if ((all || failedGroup === G.available) && level !== NONE) inc(count.flags, 2);
    if (all || failedGroup === G.price) {
      if (price < minPrice) minPrice = price;
      if (price > maxPrice) maxPrice = price;
    }
  }

  const out: [string, string, number][] = [];
  const emit = (key: string, counts: Int32Array, name: (i: number) => string) => {
    counts.forEach((n, i) => {
      if (n > 0) out.push([key, name(i), n]);
    });
  };
  emit('category', count.category, String);
  if (facets) {
    emit('brand', count.brand, String);
    emit('colour', count.colour, String);
    emit('material', count.material, String);
    emit('size', count.size, (i) => index.names.size.list[i] as string);
    emit('collection', count.collection, (i) => index.names.collection.list[i] as string);
    emit('line', count.line, (i) => index.names.line.list[i] as string);
    emit('stock', count.stock, (i) => STOCK_LEVELS[i] as string);
    emit('stores_in_city', count.stores, String);
    (['is_new', 'sale', 'available'] as const).forEach((key, i) => {
      if ((count.flags[i] as number) > 0) out.push([key, 'true', count.flags[i] as number]);
    });
  }
  return { matched, facets: out, priceRange: facets && minPrice <= maxPrice ? [minPrice, maxPrice] : null };
}
