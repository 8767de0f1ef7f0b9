/**
 * The SQL a listing runs: the full-text match (with typo correction) and the page of cards.
 * Filters, facets and sorting happen over the facet index (catalog-engine.ts).
 */
import type { CatalogSort, SortOrder } from '@storefront/domain/catalog-query';
import type { VariantKey } from '@storefront/domain/variants';
import { type SQL, sql } from 'drizzle-orm';
import { type CardContext, type CardRow, cardsSql } from './product-card.ts';

/** Filters resolved to stored values (codes → ids); an empty list matches nothing. */
export interface ResolvedFilters {
  brand?: number[];
  colour?: number[];
  material?: number[];
  size?: string[];
  collection?: string[];
  line?: string[];
  stock?: string[];
  stores_in_city?: number[];
  /** Minor units. */
  price?: { min: number | null; max: number | null };
  is_new?: true;
  sale?: true;
  available?: true;
}

export interface ListingInput {
  variant: VariantKey;
  cityId: number;
  categoryIds: number[] | null;
  /** Lower-case word tokens of the full-text query. */
  tokens: string[];
  /** The raw query, for the exact article match. */
  rawQuery: string;
  filters: ResolvedFilters;
  sort: CatalogSort;
  order: SortOrder;
  /** Relevance first (a search in the default sort). */
  relevance: boolean;
  limit: number;
  offset: number;
  withItems: boolean;
  withFacets: boolean;
  card: CardContext;
}

export type ListingResult = {
  total: number;
  items: CardRow[];
  /** [group key, value, count] */
  facets: [string, string, number][];
  /** Minor units, over every filter but the price. */
  price_range: [number | null, number | null] | null;
};

const list = <T extends string | number>(values: readonly T[]): SQL =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * The query's tsquery, built in SQL: each token matches its stems or words it starts; a token no
 * word starts with (a typo) is replaced by the three most similar words of the catalogue.
 */
function tsquerySql(tokens: string[]): SQL {
  return sql`(select catalog_tsquery_and(x.q) from (
    select coalesce(
      case when exists (select 1 from catalog_words w where w.word like t.tok || '%') then catalog_token_query(t.tok) end,
      (select catalog_tsquery_or(catalog_token_query(s.word)) from (
         select w.word from catalog_words w where w.word % t.tok order by w.word <-> t.tok, w.word limit 3) s),
      catalog_token_query(t.tok)) as q
    from unnest(array[${list(tokens)}]::text[]) as t(tok)) x)`;
}

/** Products matching a query (words, or the exact article), with their rank. */
export function searchSql(tokens: string[], rawQuery: string): SQL {
  const article = sql`lower(cp.article) = ${rawQuery.toLowerCase()}`;
  if (!tokens.length)
    return sql`select cp.product_id, 0::real as rank, true as exact from catalog_products cp where ${article}`;
  return sql`with tsq as (select ${tsquerySql(tokens)} as q)
    select cp.product_id, ts_rank(cp.search_vector, (select q from tsq)) as rank, ${article} as exact
    from catalog_products cp
    where cp.search_vector @@ (select q from tsq) or ${article}`;
}

/** The cards of products in the given order, as one JSON array. */
export function cardsOfIdsSql(ids: readonly number[], card: CardContext): SQL {
  const array = ids.length ? sql`array[${list(ids)}]::int[]` : sql`'{}'::int[]`;
  return sql`select ${cardsSql(array, card)} as items`;
}
