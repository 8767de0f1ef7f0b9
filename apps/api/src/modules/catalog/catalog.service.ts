/** `GET catalog`: a category or search listing with facets, in one SQL statement per request. */
import {
  type CatalogFilters,
  FLAG_FILTER_KEYS,
  LIST_FILTER_KEYS,
  type ListFilterKey,
  normalizeCount,
  orderFilterGroups,
  pageOffset,
  parseListing,
  SORT_OPTIONS,
  STOCK_LEVELS,
} from '@storefront/domain/catalog-query';
import { DEFAULT_CATALOG_SORT } from '@storefront/domain/constants';
import type { Translate } from '@storefront/domain/i18n/translate';
import { buildPath } from '@storefront/domain/routes';
import { type Alternate, alternatesOf } from '@storefront/domain/seo';
import { trimChar } from '@storefront/domain/trim-char';
import { VARIANTS, type VariantKey } from '@storefront/domain/variants';
import type { Db } from '../../db/client.ts';
import { invalid, notFound } from '../../errors.ts';
import type { CatalogAnswer, CatalogQueryInput, FilterGroup } from './catalog.schemas.ts';
import {
  ancestors,
  type CatalogDictionary,
  type CategoryNode,
  catalogDictionary,
  type NamedCode,
} from './catalog-dictionary.ts';
import { runListing } from './catalog-engine.ts';
import { catalogIndex } from './catalog-index.ts';
import type { ListingInput, ResolvedFilters } from './catalog-sql.ts';
import { categoryBanner } from './category-pictures.ts';
import { type ContentLang, toCards } from './product-card.ts';
import { queryWords } from './search/query-understanding.ts';
import { type SearchListing, searchListing } from './search/search-listing.ts';

const MINOR = 100;

export interface CatalogContext {
  variant: VariantKey;
  lang: ContentLang;
  t: Translate;
  cityId: number | null;
  ownerKey: string | null;
  /** Where a listing's cards and a search's words are read (a replica, decision 042); else the primary `db`. */
  cardsDb?: Db;
}

/** Words of a query, lower-cased: what the tsquery is built from. */
export const queryTokens = queryWords;

/** The category path a catalogue url names ('/kz/catalog/a/b/' → 'a/b'), lower-cased; '' for the whole catalogue. */
export function catalogPathOfUrl(url: string | undefined): string {
  const path = ((url ?? '').split(/[?#]/)[0] ?? '').replace(/^\/(kz|ae)(?=\/)/i, '').replace(/^\/?catalog(\/|$)/, '');
  return trimChar(path, '/').toLowerCase();
}

/** The category a catalogue url names ('/kz/catalog/a/b/', 'a/b'), null for the whole catalogue. */
export function categoryOfUrl(dictionary: CatalogDictionary, url: string | undefined): CategoryNode | null {
  const path = catalogPathOfUrl(url);
  if (!path) return null;
  const node = dictionary.byPath.get(path);
  if (!node) throw notFound(`Category not found: ${path}`);
  return node;
}

function codeIds(map: Map<number, NamedCode>, codes: string[] | undefined): number[] | undefined {
  if (!codes) return undefined;
  const wanted = new Set(codes);
  return [...map.values()].filter((v) => wanted.has(v.code)).map((v) => v.id);
}

function resolveFilters(d: CatalogDictionary, f: CatalogFilters): ResolvedFilters {
  const v = f.values;
  const out: ResolvedFilters = {
    brand: codeIds(d.brands, v.brand),
    colour: codeIds(d.colours, v.colour),
    material: codeIds(d.materials, v.material),
    size: v.size,
    collection: v.collection,
    line: v.line,
    stock: v.stock,
    stores_in_city: v.stores_in_city?.map(Number),
    price: f.price
      ? {
          min: f.price.min === null ? null : f.price.min * MINOR,
          max: f.price.max === null ? null : f.price.max * MINOR,
        }
      : undefined,
    is_new: f.flags.is_new,
    sale: f.flags.sale,
    available: f.flags.available,
  };
  for (const key of Object.keys(out) as (keyof ResolvedFilters)[]) if (out[key] === undefined) delete out[key];
  return out;
}

export async function getCatalog(db: Db, input: CatalogQueryInput, ctx: CatalogContext): Promise<CatalogAnswer> {
  const params = new URLSearchParams(input.filterParams ?? '');
  for (const key of [
    'query',
    'sort',
    'order',
    'page',
    'q',
    'ord',
    'count_items',
    'items',
    'page_number',
    'PAGEN_1',
  ] as const) {
    const value = input[key];
    if (value !== undefined) params.set(key, value);
  }
  const listing = parseListing(params);
  if (listing.errors.length) throw invalid(listing.errors);

  const dictionary = await catalogDictionary(db);
  const isSearch = input.type === 'search';
  const node = categoryOfUrl(dictionary, input.url);
  const count = normalizeCount(input.count);
  const relevance = listing.query !== '' && listing.sort === DEFAULT_CATALOG_SORT.sort;
  const cityId = ctx.cityId ?? VARIANTS[ctx.variant].defaultCityId;
  const withStatic = input.needStatic !== false && !input.onlyFilters;

  const base: ListingInput = {
    variant: ctx.variant,
    cityId,
    categoryIds: node ? node.subtreeIds : null,
    tokens: queryTokens(listing.query),
    rawQuery: listing.query,
    filters: resolveFilters(dictionary, listing.filters),
    sort: listing.sort,
    order: listing.order,
    relevance,
    limit: count,
    offset: pageOffset(listing.page, count),
    withItems: !input.onlyFilters,
    withFacets: !input.onlyProducts,
    card: { variant: ctx.variant, lang: ctx.lang, cityId, ownerKey: ctx.ownerKey },
  };
  const found = await listingOf(db, base, dictionary, isSearch ? listing.query : null, input.asTyped === true, ctx);
  const { result } = found;

  const facetCounts = groupFacets(result.facets ?? []);
  const title = isSearch
    ? listing.query
      ? ctx.t('search.resultsFor', { query: found.shown })
      : ctx.t('search.title')
    : node
      ? node.name[ctx.lang]
      : ctx.t('catalog.title');
  return {
    title,
    query: listing.query,
    items: toCards(result.items, ctx.variant),
    totalItems: result.total,
    page: listing.page,
    count,
    breadcrumbs: breadcrumbs(dictionary, node, ctx),
    alternates: isSearch ? [] : await listingAlternates(db, node),
    sections: sections(dictionary, node, facetCounts.get('category'), ctx),
    filters: input.onlyProducts
      ? null
      : {
          total: result.total,
          data: filterGroups(dictionary, listing.filters, facetCounts, result.price_range, cityId, ctx),
        },
    sort: {
      items: SORT_OPTIONS.map((o) => ({ ...o, title: ctx.t(`catalog.sort.${o.sort}.${o.order}`) })),
      defaultSort: { ...DEFAULT_CATALOG_SORT },
      current: { sort: listing.sort, order: listing.order },
    },
    banner: withStatic && node && node.depth <= 1 ? banner(node, ctx) : null,
    seo: withStatic && node && !isSearch ? seo(dictionary, node, result.total, facetCounts.get('brand'), ctx) : null,
    initFilter: listing.filters,
    currency: VARIANTS[ctx.variant].currency,
    searchCorrection: found.correction,
    queryFilters: found.chips,
    redirect: found.redirect,
  };
}

/**
 * The listing: a search's with its query understood (search/search-listing.ts), nothing for an
 * empty search (`query` ''), a category's (`query` null) with the words of its own query if any.
 */
async function listingOf(
  db: Db,
  base: ListingInput,
  dictionary: CatalogDictionary,
  query: string | null,
  asTyped: boolean,
  ctx: CatalogContext,
): Promise<SearchListing> {
  const { variant, lang, t } = ctx;
  if (query) return searchListing(db, base, dictionary, { query, asTyped, lang, variant, t, cardsDb: ctx.cardsDb });
  const result =
    query === '' ? { total: 0, items: [], facets: [], price_range: null } : await runListing(db, base, [], ctx.cardsDb);
  return { result, shown: base.rawQuery, correction: null, chips: [], redirect: null };
}

/** The category's listing in each variant selling a product of it (the whole catalogue for none). */
async function listingAlternates(db: Db, node: CategoryNode | null): Promise<Alternate[]> {
  const index = await catalogIndex(db);
  const sells = (variant: VariantKey): boolean => {
    const price = index.price[variant];
    if (!node) return price.some((p) => p >= 0);
    return node.subtreeIds.some((id) => index.rowsOfCategory(id).some((row) => (price[row] ?? -1) >= 0));
  };
  return alternatesOf((v) => (sells(v) ? buildPath('CatalogIndex', v, { '*': node?.path ?? '' }) : null));
}

function groupFacets(rows: [string, string, number][]): Map<string, Map<string, number>> {
  const groups = new Map<string, Map<string, number>>();
  for (const [key, value, n] of rows) {
    const group = groups.get(key) ?? new Map<string, number>();
    groups.set(key, group);
    group.set(value, Number(n));
  }
  return groups;
}

function breadcrumbs(d: CatalogDictionary, node: CategoryNode | null, ctx: CatalogContext) {
  const root = { text: ctx.t('catalog.title'), url: buildPath('CatalogIndex', ctx.variant, { '*': '' }) };
  const chain = node ? ancestors(d, node) : [];
  return [
    root,
    ...chain.map((n) => ({ text: n.name[ctx.lang], url: buildPath('CatalogIndex', ctx.variant, { '*': n.path }) })),
  ];
}

function sections(
  d: CatalogDictionary,
  node: CategoryNode | null,
  counts: Map<string, number> | undefined,
  ctx: CatalogContext,
) {
  const children = node ? node.children : d.roots;
  return children
    .map((child) => ({
      text: child.name[ctx.lang],
      url: buildPath('CatalogIndex', ctx.variant, { '*': child.path }),
      count: child.subtreeIds.reduce((sum, id) => sum + (counts?.get(String(id)) ?? 0), 0),
    }))
    .filter((s) => s.count > 0);
}

/** One collator for every sort: creating one per comparison (localeCompare with options) is slow. */
const collator = new Intl.Collator(undefined, { numeric: true });
const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);

function filterGroups(
  d: CatalogDictionary,
  filters: CatalogFilters,
  facets: Map<string, Map<string, number>>,
  priceRange: [number | null, number | null] | null,
  cityId: number,
  ctx: CatalogContext,
): FilterGroup[] {
  const { lang, t } = ctx;
  const named = (map: Map<number, NamedCode>) => (id: string) => {
    const item = map.get(Number(id));
    return item ? { searchCode: item.code, name: item.name[lang], ...(item.hex ? { hex: item.hex } : {}) } : null;
  };
  const shops = new Map(d.shops.filter((s) => s.cityId === cityId).map((s) => [String(s.id), s]));
  const describe: Record<
    ListFilterKey,
    (value: string) => Omit<FilterGroup['values'][number], 'code' | 'count' | 'selected'> | null
  > = {
    brand: named(d.brands),
    colour: named(d.colours),
    material: named(d.materials),
    size: (v) => ({ searchCode: v, name: v }),
    collection: (v) => ({ searchCode: v, name: v }),
    line: (v) => ({ searchCode: v, name: v }),
    stock: (v) => ({ searchCode: v, name: t(`catalog.stock.${v}`) }),
    stores_in_city: (v) => {
      const shop = shops.get(v);
      return shop ? { searchCode: v, name: shop.name[lang], storeId: shop.id, metro: shop.metro } : null;
    },
  };
  const groups: FilterGroup[] = [];
  for (const key of LIST_FILTER_KEYS) {
    const counts = facets.get(key) ?? new Map<string, number>();
    const selected = new Set(filters.values[key] ?? []);
    const values: FilterGroup['values'] = [];
    for (const [code, count] of counts) {
      const info = describe[key](code);
      if (info) values.push({ ...info, code, count, selected: selected.has(info.searchCode) });
    }
    // A chosen value that no longer matches anything stays visible (with 0) so it can be removed.
    for (const searchCode of selected) {
      if (!values.some((v) => v.searchCode === searchCode)) {
        values.push({ searchCode, code: searchCode, name: searchCode, count: 0, selected: true });
      }
    }
    if (!values.length) continue;
    if (key === 'stock')
      values.sort((a, b) => STOCK_LEVELS.indexOf(a.code as never) - STOCK_LEVELS.indexOf(b.code as never));
    else values.sort(byName);
    groups.push({ key, title: t(`catalog.filter.${key}`), type: 'list', values });
  }
  const [min, max] = priceRange ?? [null, null];
  if ((min !== null && max !== null) || filters.price) {
    groups.push({
      key: 'price',
      title: t('catalog.filter.price'),
      type: 'range',
      values: [],
      range: [Math.floor((min ?? 0) / MINOR), Math.ceil((max ?? 0) / MINOR)],
      selectedRange: filters.price ?? { min: null, max: null },
    });
  }
  for (const key of FLAG_FILTER_KEYS) {
    const count = facets.get(key)?.get('true') ?? 0;
    const selected = filters.flags[key] === true;
    if (!count && !selected) continue;
    groups.push({
      key,
      title: t(`catalog.filter.${key}`),
      type: 'flag',
      values: [{ searchCode: 'true', code: key, name: t(`catalog.filter.${key}`), count, selected }],
    });
  }
  return orderFilterGroups(groups);
}

function banner(node: CategoryNode, ctx: CatalogContext): CatalogAnswer['banner'] {
  return {
    title: node.name[ctx.lang],
    image: categoryBanner(node.id, node.picture),
    url: buildPath('CatalogIndex', ctx.variant, { '*': node.path }),
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A short generated description and links to the sibling categories. */
function seo(
  d: CatalogDictionary,
  node: CategoryNode,
  total: number,
  brandCounts: Map<string, number> | undefined,
  ctx: CatalogContext,
): CatalogAnswer['seo'] {
  const topBrands = [...(brandCounts ?? new Map<string, number>())]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([id]) => d.brands.get(Number(id))?.name[ctx.lang])
    .filter((n): n is string => Boolean(n));
  const siblings = node.parentId ? (d.byId.get(node.parentId)?.children ?? []) : d.roots;
  return {
    html: `<p>${escapeHtml(ctx.t('catalog.seo.text', { name: node.name[ctx.lang], count: total, brands: topBrands.join(', ') }))}</p>`,
    links: siblings
      .filter((s) => s.id !== node.id)
      .slice(0, 12)
      .map((s) => ({ text: s.name[ctx.lang], url: buildPath('CatalogIndex', ctx.variant, { '*': s.path }) })),
  };
}
