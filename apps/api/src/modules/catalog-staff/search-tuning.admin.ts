/**
 * Search tuning in the back office: synonyms per language, products pinned to a query, and the
 * report of searches that found nothing or little. A change is audited and raises the catalogue's
 * version in its transaction, so every process reloads synonyms and pins and drops the listings it
 * cached (catalog/search/synonyms.ts); the route drops its own process's copy once committed.
 */
import type { CatalogueLang } from '@storefront/domain/catalog-ops';
import type { FieldError } from '@storefront/domain/errors';
import {
  LOW_CLICKS,
  LOW_RESULTS,
  SEARCH_TUNING_MESSAGES,
  type SearchReportKind,
  synonymErrors,
} from '@storefront/domain/search-tuning';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { invalid, notFound } from '../../errors.ts';
import { likePattern } from '../../lib/list-query.ts';
import { intArray, textArray } from '../../lib/sql-values.ts';
import { recordAudit } from '../audit/audit.ts';
import { markCatalogChanged } from '../catalog/catalog-changes.ts';
import { normalizeQuery, normalizeWord } from '../catalog/search/synonyms-words.ts';
import type {
  Pins,
  PinsBody,
  SearchReport,
  SearchReportQuery,
  Synonym,
  SynonymBody,
  SynonymListQuery,
} from './search-tuning.schemas.ts';

const synonymColumns = sql`id, lang, terms, target, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "updatedAt"`;

export async function listSynonyms(db: Db, query: SynonymListQuery): Promise<Synonym[]> {
  const like = query.q ? likePattern(normalizeWord(query.q)) : null;
  return queryRows<Synonym>(
    db,
    sql`select ${synonymColumns} from search_synonyms
    where (${query.lang ?? null}::text is null or lang = ${query.lang ?? null})
      and (${like}::text is null or target like ${like} or exists (select 1 from unnest(terms) t where t like ${like}))
    order by lang, terms[1], id`,
  );
}

/** The rule as stored: words normalised, repeated terms once; refused with the fields at fault. */
function normalizedRule(body: SynonymBody): SynonymBody {
  const rule = {
    ...body,
    terms: body.terms.map(normalizeWord),
    target: body.target === null ? null : normalizeWord(body.target),
  };
  const errors = synonymErrors(rule);
  if (errors.length > 0) throw invalid(errors);
  return { ...rule, terms: [...new Set(rule.terms)] };
}

export async function createSynonym(tx: Db, body: SynonymBody, staffId: number | null): Promise<Synonym> {
  const rule = normalizedRule(body);
  const [row] = await queryRows<Synonym>(
    tx,
    sql`insert into search_synonyms (lang, terms, target) values (${rule.lang}, ${textArray(rule.terms)}, ${rule.target})
    returning ${synonymColumns}`,
  );
  const created = row as Synonym;
  await recordAudit(tx, {
    staffId,
    action: 'search.synonym.create',
    entity: { type: 'search_synonym', id: created.id },
    before: null,
    after: rule,
  });
  await markCatalogChanged(tx);
  return created;
}

export async function updateSynonym(tx: Db, id: number, body: SynonymBody, staffId: number | null): Promise<Synonym> {
  const rule = normalizedRule(body);
  const before = await lockedSynonym(tx, id);
  const [row] = await queryRows<Synonym>(
    tx,
    sql`update search_synonyms set lang = ${rule.lang}, terms = ${textArray(rule.terms)}, target = ${rule.target},
      updated_at = now() where id = ${id} returning ${synonymColumns}`,
  );
  await recordAudit(tx, {
    staffId,
    action: 'search.synonym.update',
    entity: { type: 'search_synonym', id },
    before: { lang: before.lang, terms: before.terms, target: before.target },
    after: rule,
  });
  await markCatalogChanged(tx);
  return row as Synonym;
}

export async function deleteSynonym(tx: Db, id: number, staffId: number | null): Promise<void> {
  const before = await lockedSynonym(tx, id);
  await tx.execute(sql`delete from search_synonyms where id = ${id}`);
  await recordAudit(tx, {
    staffId,
    action: 'search.synonym.delete',
    entity: { type: 'search_synonym', id },
    before: { lang: before.lang, terms: before.terms, target: before.target },
    after: null,
  });
  await markCatalogChanged(tx);
}

async function lockedSynonym(tx: Db, id: number): Promise<Synonym> {
  const [row] = await queryRows<Synonym>(
    tx,
    sql`select ${synonymColumns} from search_synonyms where id = ${id} for update`,
  );
  if (!row) throw notFound('No such synonym');
  return row;
}

/** Every query with pins (or just `query`), its products first pin first. */
export async function listPins(db: Db, lang: CatalogueLang, query?: string): Promise<Pins[]> {
  const only = query === undefined ? null : normalizeQuery(query);
  return queryRows<Pins>(
    db,
    sql`select sp.query, json_agg(json_build_object('productId', p.id, 'article', p.article,
        'name', p.name->>${lang}, 'published', p.published) order by sp.position) as products
    from search_pins sp join products p on p.id = sp.product_id
    where ${only}::text is null or sp.query = ${only}
    group by sp.query order by sp.query`,
  );
}

/**
 * Pins the products of `articles` to the query, in their order, replacing its pins (none: unpinned).
 * Articles are matched without regard to case; an unknown one is refused on its own field.
 */
export async function setPins(tx: Db, body: PinsBody, staffId: number | null, lang: CatalogueLang): Promise<Pins> {
  const query = normalizeQuery(body.query);
  const articles = [...new Set(body.articles.map((a) => a.trim()))];
  const found = await queryRows<{ id: number; key: string }>(
    tx,
    sql`select id, lower(article) as key from products where lower(article) = any(${textArray(articles.map((a) => a.toLowerCase()))})`,
  );
  const ids = new Map(found.map((r) => [r.key, r.id]));
  const errors: FieldError[] = [];
  if (query === '') errors.push({ name: 'query', message: SEARCH_TUNING_MESSAGES.query });
  articles.forEach((article, i) => {
    if (!ids.has(article.toLowerCase()))
      errors.push({ name: `articles.${i}`, message: SEARCH_TUNING_MESSAGES.unknownArticle });
  });
  if (errors.length > 0) throw invalid(errors);
  const productIds = articles.map((a) => ids.get(a.toLowerCase()) as number);
  // Two saves of one query's pins take turns: each replaces the whole list.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`search_pins:${query}`}))`);
  const before = await queryRows<{ product_id: number }>(
    tx,
    sql`delete from search_pins where query = ${query} returning product_id`,
  );
  if (productIds.length > 0)
    await tx.execute(sql`insert into search_pins (query, product_id, position)
      select ${query}, id, ord - 1 from unnest(${intArray(productIds)}) with ordinality as u(id, ord)`);
  await recordAudit(tx, {
    staffId,
    action: 'search.pins.set',
    entity: { type: 'search_query', id: query },
    before: { productIds: before.map((r) => r.product_id) },
    after: { productIds },
  });
  await markCatalogChanged(tx);
  const [pins] = await listPins(tx, lang, query);
  return pins ?? { query, products: [] };
}

/** The report's rows of each kind: a search's result count is its latest known one. */
const REPORT_KINDS: Record<SearchReportKind, SQL> = {
  zero: sql`results = 0`,
  low: sql`results between 1 and ${LOW_RESULTS}`,
  lowClicks: sql`results > 0 and searches >= ${LOW_CLICKS.searches} and clicks <= searches * ${LOW_CLICKS.share}::float`,
};

/**
 * The searches of the last `days` days that found nothing, little, or what shoppers did not open,
 * most searched first: what to add a synonym, a product or a pin for. Clicks count at most one per
 * search, so a repeated beacon cannot hide a query from the low-click report for long.
 */
export async function searchReport(db: Db, query: SearchReportQuery): Promise<SearchReport> {
  const rows = await queryRows<SearchReport['rows'][number]>(
    db,
    sql`select query, variant, searches, results, clicks, "lastAt" from (
      select query, variant, sum(searches)::int as searches, least(sum(clicks), sum(searches))::int as clicks,
        (array_agg(results order by day desc) filter (where results is not null))[1] as results,
        to_char(max(last_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "lastAt"
      from search_queries
      where day > current_date - ${query.days}::int
        and (${query.variant ?? null}::text is null or variant = ${query.variant ?? null})
      group by query, variant) q
    where ${REPORT_KINDS[query.results]}
    order by searches desc, query
    limit 200`,
  );
  return { days: query.days, results: query.results, rows };
}
