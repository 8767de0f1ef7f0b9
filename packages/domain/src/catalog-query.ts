/**
 * The catalogue query rules of spec sections 2, 4 and 5, shared by the API (which parses
 * `filterParams`) and the web (which parses and builds listing URLs): one parser, one serializer.
 */
import { CATALOG_CHUNK, DEFAULT_CATALOG_SORT } from './constants.ts';
import type { FieldError } from './errors.ts';
import { MESSAGE_KEYS, normalizePage } from './validation/fields.ts';

export const CATALOG_SORTS = ['popular', 'price', 'new', 'discount'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];
export type SortOrder = 'asc' | 'desc';

/** The sort choices a listing offers, in display order. */
export const SORT_OPTIONS: readonly { sort: CatalogSort; order: SortOrder }[] = [
  { sort: 'popular', order: 'desc' },
  { sort: 'price', order: 'asc' },
  { sort: 'price', order: 'desc' },
  { sort: 'new', order: 'desc' },
  { sort: 'discount', order: 'desc' },
];

/** Filters that take a list of codes; `stores_in_city` takes shop ids. */
export const LIST_FILTER_KEYS = [
  'brand',
  'colour',
  'material',
  'size',
  'collection',
  'line',
  'stock',
  'stores_in_city',
] as const;
export type ListFilterKey = (typeof LIST_FILTER_KEYS)[number];

/** Boolean flags: new arrivals, discounted goods, available in the shopper's city. */
export const FLAG_FILTER_KEYS = ['is_new', 'sale', 'available'] as const;
export type FlagFilterKey = (typeof FLAG_FILTER_KEYS)[number];

export const PRICE_FILTER_KEY = 'price';

/**
 * The order of the filter groups: what shoppers narrow by first. Size leads where goods have sizes
 * (clothes), then price and colour; the long lists (brand, material…) and the flags follow.
 */
export const FILTER_GROUP_ORDER = [
  'size',
  PRICE_FILTER_KEY,
  'colour',
  'brand',
  'material',
  'collection',
  'line',
  'stock',
  'stores_in_city',
  ...FLAG_FILTER_KEYS,
] as const;

/** Groups sorted by FILTER_GROUP_ORDER (a key it does not name goes last, in its place). */
export function orderFilterGroups<G extends { key: string }>(groups: readonly G[]): G[] {
  const rank = (key: string) => {
    const i = (FILTER_GROUP_ORDER as readonly string[]).indexOf(key);
    return i < 0 ? FILTER_GROUP_ORDER.length : i;
  };
  return [...groups].sort((a, b) => rank(a.key) - rank(b.key));
}

export const STOCK_LEVELS = ['many', 'in_stock', 'few', 'delivered', 'none'] as const;
export type StockLevel = (typeof STOCK_LEVELS)[number];

/**
 * Stock as a shopper sees it, from the pieces in the shops of their city and in the warehouses of
 * its country: 10 and more is 'many', 3–9 'in_stock', 1–2 'few', only in a warehouse 'delivered'
 * (brought to a shop on order), nothing 'none'. (The catalogue's SQL card function repeats these
 * thresholds; change both together.)
 */
export function stockLevelOf(inShops: number, inWarehouses: number): StockLevel {
  if (inShops >= 10) return 'many';
  if (inShops >= 3) return 'in_stock';
  if (inShops >= 1) return 'few';
  return inWarehouses > 0 ? 'delivered' : 'none';
}

/** A chunk larger than this is capped: nobody needs more cards at once. */
export const MAX_CATALOG_COUNT = 96;
export const MAX_QUERY_LENGTH = 200;
/** The URL param that searches a query as typed (see ListingState.asTyped). */
export const AS_TYPED_PARAM = 'as_typed';
/** Legacy listing params: any of them resets to page 1 with the default sort; q is the query. */
export const LEGACY_PARAMS = ['q', 'ord', 'count_items', 'items', 'page_number', 'PAGEN_1'] as const;

/** A price range in whole currency units; a missing side is open. */
export interface PriceRange {
  min: number | null;
  max: number | null;
}

export interface CatalogFilters {
  values: Partial<Record<ListFilterKey, string[]>>;
  price: PriceRange | null;
  flags: Partial<Record<FlagFilterKey, true>>;
}

export interface ListingState {
  query: string;
  /** Search the query as typed (`as_typed=1`): no other keyboard layout or spelling of it is tried. */
  asTyped?: true;
  sort: CatalogSort;
  order: SortOrder;
  page: number;
  filters: CatalogFilters;
}

export interface ParsedListing extends ListingState {
  /** Legacy params were present: the caller should answer with the clean URL. */
  legacy: boolean;
  errors: FieldError[];
}

/** The part of URLSearchParams the parser reads (the domain package has no DOM types). */
export interface QueryParams {
  keys(): Iterable<string>;
  get(name: string): string | null;
  getAll(name: string): string[];
  has(name: string): boolean;
}

/** Query-string parsing without the DOM's URLSearchParams ('+' is a space, as in forms). */
export function parseQueryString(qs: string): QueryParams {
  const pairs: [string, string][] = [];
  const decode = (s: string) => {
    try {
      return decodeURIComponent(s.replace(/\+/g, ' '));
    } catch {
      return s;
    }
  };
  for (const part of qs.replace(/^\?/, '').split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    pairs.push(eq < 0 ? [decode(part), ''] : [decode(part.slice(0, eq)), decode(part.slice(eq + 1))]);
  }
  return {
    keys: () => pairs.map(([k]) => k),
    get: (name) => pairs.find(([k]) => k === name)?.[1] ?? null,
    getAll: (name) => pairs.filter(([k]) => k === name).map(([, v]) => v),
    has: (name) => pairs.some(([k]) => k === name),
  };
}

export const emptyFilters = (): CatalogFilters => ({ values: {}, price: null, flags: {} });

const VALUE_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} ._+/–-]{0,63}$/u;
const INT_PATTERN = /^\d{1,9}$/;

/** Comma-separated values, trimmed, empties and duplicates dropped. */
function splitValues(raw: string): string[] {
  return [
    ...new Set(
      raw
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ];
}

/** One side of a price range: empty or '0' means open; otherwise a non-negative integer. */
function priceSide(raw: string | undefined): number | null | 'bad' {
  const v = (raw ?? '').trim();
  if (v === '' || v === '0') return null;
  return INT_PATTERN.test(v) ? Number(v) : 'bad';
}

function isKey<T extends string>(keys: readonly T[], key: string): key is T {
  return (keys as readonly string[]).includes(key);
}

/**
 * Filters from URL-style params: comma-separated lists, 'true'/'false' flags, `price=min,max`.
 * Empty lists and an empty price range are dropped; unknown keys are ignored; malformed values
 * become field errors.
 */
export function parseFilters(params: QueryParams, errors: FieldError[] = []): CatalogFilters {
  const filters = emptyFilters();
  for (const key of new Set<string>(params.keys())) {
    // Each getAll is a pass over the query: only the few filter keys take one, not every key a client sends.
    if (!isKey(LIST_FILTER_KEYS, key) && !isKey(FLAG_FILTER_KEYS, key) && key !== PRICE_FILTER_KEY) continue;
    const raw = params.getAll(key).join(',');
    if (isKey(LIST_FILTER_KEYS, key)) {
      const values = splitValues(raw);
      const valid =
        key === 'stores_in_city'
          ? values.every((v) => INT_PATTERN.test(v))
          : key === 'stock'
            ? values.every((v) => isKey(STOCK_LEVELS, v))
            : values.every((v) => VALUE_PATTERN.test(v));
      if (!valid || values.length > 100) errors.push({ name: key, message: MESSAGE_KEYS.invalid });
      else if (values.length) filters.values[key] = values;
    } else if (isKey(FLAG_FILTER_KEYS, key)) {
      if (raw === 'true') filters.flags[key] = true;
      else if (raw !== 'false' && raw !== '') errors.push({ name: key, message: MESSAGE_KEYS.invalid });
    } else if (key === PRICE_FILTER_KEY) {
      const [minRaw, maxRaw, ...rest] = raw.split(',');
      const min = priceSide(minRaw);
      const max = priceSide(maxRaw);
      if (rest.length || min === 'bad' || max === 'bad' || (min !== null && max !== null && min > max)) {
        errors.push({ name: key, message: MESSAGE_KEYS.invalid });
      } else if (min !== null || max !== null) {
        filters.price = { min, max };
      }
    }
  }
  return filters;
}

/** The listing state of a URL's query string, with legacy params applied. */
export function parseListing(params: QueryParams): ParsedListing {
  const errors: FieldError[] = [];
  const legacy = LEGACY_PARAMS.some((p) => params.has(p));
  const query = (params.get('query') ?? params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  let sort: CatalogSort = DEFAULT_CATALOG_SORT.sort;
  let order: SortOrder = DEFAULT_CATALOG_SORT.order;
  const rawSort = params.get('sort');
  const rawOrder = params.get('order');
  if (rawSort !== null && rawSort !== '') {
    if (isKey(CATALOG_SORTS, rawSort)) sort = rawSort;
    else errors.push({ name: 'sort', message: MESSAGE_KEYS.invalid });
  }
  if (rawOrder !== null && rawOrder !== '') {
    if (rawOrder === 'asc' || rawOrder === 'desc') order = rawOrder;
    else errors.push({ name: 'order', message: MESSAGE_KEYS.invalid });
  } else if (rawSort === 'price') {
    order = 'asc';
  }
  const filters = parseFilters(params, errors);
  if (legacy) {
    return {
      query,
      sort: DEFAULT_CATALOG_SORT.sort,
      order: DEFAULT_CATALOG_SORT.order,
      page: 1,
      filters,
      legacy,
      errors,
    };
  }
  const asTyped = query !== '' && params.get(AS_TYPED_PARAM) === '1' ? { asTyped: true as const } : {};
  return {
    query,
    ...asTyped,
    sort,
    order,
    page: normalizePage(params.get('page') ?? undefined),
    filters,
    legacy,
    errors,
  };
}

export function isDefaultSort(sort: CatalogSort, order: SortOrder): boolean {
  return sort === DEFAULT_CATALOG_SORT.sort && order === DEFAULT_CATALOG_SORT.order;
}

export function hasFilters(filters: CatalogFilters): boolean {
  return Object.keys(filters.values).length > 0 || filters.price !== null || Object.keys(filters.flags).length > 0;
}

/** Filters as URL-style params, in a stable order so equal states give equal URLs. */
export function filterEntries(filters: CatalogFilters): [string, string][] {
  const entries: [string, string][] = [];
  for (const key of LIST_FILTER_KEYS) {
    const values = filters.values[key];
    if (values?.length) entries.push([key, values.join(',')]);
  }
  if (filters.price && (filters.price.min !== null || filters.price.max !== null)) {
    entries.push([PRICE_FILTER_KEY, `${filters.price.min ?? ''},${filters.price.max ?? ''}`]);
  }
  for (const key of FLAG_FILTER_KEYS) if (filters.flags[key]) entries.push([key, 'true']);
  return entries;
}

/** A query string of entries; commas stay readable. */
export function toQueryString(entries: readonly [string, string][]): string {
  const encode = (s: string) => encodeURIComponent(s).replace(/%2C/gi, ',');
  return entries.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
}

/** The canonical query string of a listing state (defaults omitted), without the '?'. */
export function listingSearch(state: Partial<ListingState>): string {
  const entries: [string, string][] = [];
  if (state.query) entries.push(['query', state.query]);
  if (state.query && state.asTyped) entries.push([AS_TYPED_PARAM, '1']);
  if (state.sort && state.order && !isDefaultSort(state.sort, state.order)) {
    entries.push(['sort', state.sort], ['order', state.order]);
  }
  if (state.filters) entries.push(...filterEntries(state.filters));
  if (state.page && state.page > 1) entries.push(['page', String(state.page)]);
  return toQueryString(entries);
}

/** Removes one value of a list filter, one side of the price range, or a flag (a filter tag's ×). */
export function removeFilter(filters: CatalogFilters, key: string, value?: string): CatalogFilters {
  const next: CatalogFilters = { values: { ...filters.values }, price: filters.price, flags: { ...filters.flags } };
  if (isKey(LIST_FILTER_KEYS, key)) {
    const rest = (next.values[key] ?? []).filter((v) => v !== value);
    if (rest.length) next.values[key] = rest;
    else delete next.values[key];
  } else if (isKey(FLAG_FILTER_KEYS, key)) {
    delete next.flags[key];
  } else if (key === PRICE_FILTER_KEY && next.price) {
    const price = { ...next.price, [value === 'max' ? 'max' : 'min']: null };
    next.price = price.min === null && price.max === null ? null : price;
  }
  return next;
}

/** The chunk size: 24 on mobile, 36 otherwise. */
export function catalogChunk(mobile: boolean): number {
  return mobile ? CATALOG_CHUNK.mobile : CATALOG_CHUNK.desktop;
}

/** An API `count`: the given chunk capped at MAX_CATALOG_COUNT, or the desktop chunk. */
export function normalizeCount(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : 0;
  return n >= 1 ? Math.min(n, MAX_CATALOG_COUNT) : CATALOG_CHUNK.desktop;
}

/** Page to prepend: ceil(skipped / chunk), or null when nothing was skipped. */
export function previousPage(skipped: number, chunk: number): number | null {
  return skipped > 0 ? Math.ceil(skipped / chunk) : null;
}

/** Page to append: floor((skipped + loaded) / chunk) + 1, or null when everything is loaded. */
export function nextPage(skipped: number, loaded: number, chunk: number, total: number): number | null {
  return skipped + loaded < total ? Math.floor((skipped + loaded) / chunk) + 1 : null;
}

/** Items before a page when it is loaded with a chunk size. */
export function pageOffset(page: number, chunk: number): number {
  return (Math.max(1, page) - 1) * chunk;
}
