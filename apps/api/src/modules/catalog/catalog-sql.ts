/**
 * The SQL a listing runs: the full-text match (soft, with guarded typo correction) and the page of cards.
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
  /** The tokens with what may stand for each (synonyms); plainTerms(tokens) when absent. */
  terms?: SearchTerm[];
  /** The raw query, for the exact article match. */
  rawQuery: string;
  /** Products staff pinned to the query. */
  pins?: readonly SearchPin[];
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

/** One word of the query with what may stand for it; a listing matches terms softly (searchSql). */
export interface SearchTerm {
  /** The word as typed (lower case), first of `alternatives`. */
  word: string;
  /** The word and its synonyms / spellings, any of which matches (never empty; [word] at least). */
  alternatives: string[];
}

/** A product staff pinned to the query: the larger `boost`, the earlier it stands. */
export interface SearchPin {
  productId: number;
  boost: number;
}

/** Query words with nothing standing for them but themselves. */
export const plainTerms = (words: readonly string[]): SearchTerm[] =>
  words.map((word) => ({ word, alternatives: [word] }));

/**
 * A term counts half in a partial match when it is a number or a letter or two (a size, "3 л"):
 * "кастрюля 7" lists saucepans, not everything with a 7 in its name.
 */
const termWeight = (word: string): number => (/\d/.test(word) || word.length < 3 ? 0.5 : 1);

/** ts_rank weights of D, C, B, A: the name far above the brand and colour, the category far below. */
const RANK_WEIGHTS = sql.raw(`'{0.05, 0.1, 0.4, 1.0}'::float4[]`);

/**
 * A tsquery without its weight restrictions, for matching. The search text holds a product's own words at
 * A and B only and its category's marked words (`~…`) at C only (migration 0051), so the restrictions never
 * drop a match; but a weighted query makes the GIN index's answer a candidate each row's vector is read and
 * tested again for, while without them the index's answer is the match. Ranks keep the weighted queries.
 */
const unweighted = (q: SQL) =>
  sql`regexp_replace(regexp_replace((${q})::text, ':\\*[ABCD]+', ':*', 'g'), ':[ABCD]+', '', 'g')::tsquery`;

/**
 * Each term's tsqueries, built in SQL, as `terms (term, weight, own, anywhere, marked_match, typed)`: `own`
 * matches the product's own words (weights A, B), `anywhere` its category's too (C, marked lexemes: migration
 * 0051), `marked_match` its category's words alone (unweighted, built once rather than per category tested),
 * `typed` the words as typed or corrected. A typed word is known when
 * some catalogue word starts with it (a range of catalog_words_prefix_idx) or is its stem; a synonym
 * (not the typed word) counts as given. A typed word the catalogue lacks is corrected to its nearest
 * catalogue words under the typo guard; a stop word, or a word neither known nor correctable, drops
 * out of the query, so it never empties the answer, and a query of such words alone finds nothing.
 *
 * The typo guard: only a word of four letters or more, without digits, is corrected, and only to
 * words of the catalogue at most one edit away (two from a word of eight letters or more) among
 * its trigram neighbours (similarity ≥ 0.3, index-backed), the fewest edits first, three at most.
 * One edit in a short word is a typo (кастрля → кастрюля); two are another word of another kind
 * (кофта → кофе would list French presses for a jumper), so that word drops out instead.
 */
function termsSql(terms: readonly SearchTerm[]): SQL {
  const rows = terms.flatMap((t, term) =>
    t.alternatives.map((alt, i) => ({ alt, term, i, typed: i === 0, weight: termWeight(t.word) })),
  );
  return sql`words as (
      select t.term, t.i, t.weight, t.alt, t.typed,
        not t.typed
          or exists (select 1 from catalog_words w
            where w.word collate "C" >= t.alt and w.word collate "C" < t.alt || chr(1114111))
          -- By the primary key: joined to unnest(), the planner took the trigram index for =, 2–3 ms a stem.
          or exists (select 1 from catalog_words w where w.word = any(catalog_stems(t.alt)))
          as known
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as t(term int, i int, weight real, alt text, typed boolean)
      where not catalog_stop_word(t.alt)),
    resolved as (
      select term, i, 0::bigint as k, weight, alt as word, typed from words where known
      union all
      select w.term, w.i, c.k, w.weight, c.word, true from words w cross join lateral (
        select n.word, row_number() over (order by n.distance, n.word) as k from (
          select s.word, s.distance, s.edits, min(s.edits) over () as fewest from (
            select cw.word, cw.word <-> w.alt as distance, levenshtein(cw.word, w.alt) as edits
            from catalog_words cw
            where cw.word % w.alt and cw.word !~ '[0-9]'
            order by cw.word <-> w.alt limit 20) s
          where s.edits <= case when char_length(w.alt) >= 8 then 2 else 1 end) n
        where n.edits = n.fewest
        order by n.distance, n.word limit 3) c
      where not w.known and char_length(w.alt) >= 4 and w.alt !~ '[0-9]'),
    -- Materialized: each word's query built once, though read twice below.
    queried as materialized (select term, i, k, weight, typed, catalog_token_query(word, 'AB') as query from resolved),
    -- Each term's alternatives in one order (the known ones as given, then corrections by closeness) whatever
    -- order the plan reads them in: ts_rank weighs a query by its shape.
    owned as (
      select term, max(weight) as weight, catalog_tsquery_or(query order by k > 0, i, k) as own,
        catalog_tsquery_or(query order by k > 0, i, k) filter (where typed) as typed
      from queried group by term),
    marked as materialized (select term, weight, own, catalog_marked_query(own) as marked, typed from owned),
    terms as (select term, weight, own, own || marked as anywhere, ${unweighted(sql`marked`)} as marked_match, typed
      from marked)`;
}

/**
 * Products matching a query (words, the exact article, staff's pins), with their rank. Matching is
 * soft, in two tiers, the second only when the first finds nothing:
 * 1. products having every term in their own words (name, brand, colour, material, line, sizes),
 *    and, in categories where no product has, those having every term once the names of their
 *    category and its parents count: "текстиль" lists home textiles beside textile plimsolls, while
 *    "пледы" lists the throws of «Пледы и покрывала», not its bedspreads;
 * 2. the products having the most terms in their own words (a number counting half, termWeight).
 * So a word the catalogue does not know never empties the answer, and the products listed are those
 * matching the most of the query. ts_rank orders them by weight; a match by category names alone
 * ranks 0, after every match by own words (and by popularity among its like).
 * Pinned products join the answer with their boost added to their rank.
 */
export function searchSql(terms: readonly SearchTerm[], rawQuery: string, pins: readonly SearchPin[] = []): SQL {
  const extras = [
    sql`select product_id, 0::real as rank, true as exact from catalog_products
      where lower(article) = ${rawQuery.toLowerCase()}`,
  ];
  if (pins.length)
    extras.push(
      sql`select product_id, boost, false from jsonb_to_recordset(${JSON.stringify(
        pins.map((p) => ({ product_id: p.productId, boost: p.boost })),
      )}::jsonb) as p(product_id int, boost real)`,
    );
  const extra = sql`select product_id, sum(rank)::real as rank, bool_or(exact) as exact
    from (${sql.join(extras, sql` union all `)}) a group by product_id`;
  if (!terms.length) return extra;
  // The tiers never list a product twice; only the few extras are grouped and joined to them.
  return sql`with ${tiersSql(terms)}, extra as (${extra})
    select coalesce(t.product_id, x.product_id) as product_id, (coalesce(t.rank, 0) + coalesce(x.rank, 0))::real as rank,
      coalesce(x.exact, false) as exact
    from (select product_id, rank from own_hits
      union all select product_id, rank from category_hits
      union all select product_id, rank from partial_hits) t
    full join extra x on x.product_id = t.product_id`;
}

/** The tiers of searchSql as CTEs: `own_hits` and `category_hits` (the first), `partial_hits`, each with a rank. */
function tiersSql(terms: readonly SearchTerm[]): SQL {
  // The words as typed (or corrected) rank again above their synonyms: "mugs" lists mugs before cups.
  const rank = (q: string) => sql`ts_rank(${RANK_WEIGHTS}, cp.search_vector, (select ${sql.raw(q)} from q))
    + coalesce(ts_rank(${RANK_WEIGHTS}, cp.search_vector, (select typed from q)), 0)`;
  return sql`${termsSql(terms)},
    -- In the query's word order, whatever order the plan reads the terms in (as the alternatives above).
    q as (select catalog_tsquery_and(own order by term) as own, catalog_tsquery_and(anywhere order by term) as every,
      catalog_tsquery_or(own order by term) as either, catalog_tsquery_or(typed order by term) as typed from terms),
    m as (select ${unweighted(sql`own`)} as own, ${unweighted(sql`every`)} as every,
      ${unweighted(sql`either`)} as either from q),
    own_hits as materialized (
      select cp.product_id, cp.category_id, ${rank('every')} as rank
      from catalog_products cp where cp.search_vector @@ (select own from m)),
    -- A product matches by its category's words only in a category without own matches whose words name
    -- a term; a category's words are the same in each of its products, so one product tells.
    named_categories as (
      select c.id from categories c
      cross join lateral (select search_vector from catalog_products where category_id = c.id limit 1) r
      where c.id not in (select category_id from own_hits)
        and exists (select 1 from terms t where r.search_vector @@ t.marked_match)),
    category_hits as (
      select cp.product_id, 0::real as rank from catalog_products cp
      where exists (select 1 from named_categories) and cp.category_id in (select id from named_categories)
        and cp.search_vector @@ (select every from m)),
    partial_hits as (
      select c.product_id, ${rank('either')} as rank from (
        select cp.product_id, k.coverage, max(k.coverage) over () as best
        from catalog_products cp
        cross join lateral (select sum(t.weight) as coverage from terms t where cp.search_vector @@ t.own) k
        where not exists (select 1 from own_hits) and not exists (select 1 from category_hits)
          and cp.search_vector @@ (select either from m)) c
      -- Ranked once known to be among the best: a broad word may match thousands.
      join catalog_products cp on cp.product_id = c.product_id
      where c.coverage = c.best)`;
}

/** The cards of products in the given order, as one JSON array. */
export function cardsOfIdsSql(ids: readonly number[], card: CardContext): SQL {
  const array = ids.length ? sql`array[${list(ids)}]::int[]` : sql`'{}'::int[]`;
  return sql`select ${cardsSql(array, card)} as items`;
}
