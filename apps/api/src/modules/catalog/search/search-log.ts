/**
 * The log of shoppers' searches behind the back office's zero-result, low-result and low-click
 * reports. A search
 * adds no statement to its request: it is counted in memory, per day, variant and normalised query,
 * and a timer writes what gathered with one upsert every few seconds (and on shutdown). The batch
 * is bounded; past the bound new queries wait for the next batch's room and are counted as dropped.
 * Upserts add to the day's row, so any number of processes log into the same rows correctly, and
 * each batch locks its rows in key order, so two processes' batches never deadlock. A click on a
 * search answer's card is counted the same way, and only into a row its search made: a click names
 * no new query, so clicks cannot fill the report with queries nobody searched.
 * (docs/decisions/031-search-log-in-batches.md)
 */
import type { VariantKey } from '@storefront/domain/variants';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { UpsertBatch, type UpsertBatchOptions } from '../../../lib/upsert-batch.ts';
import { normalizeQuery } from './synonyms-words.ts';

export interface SearchRecord {
  variant: VariantKey;
  /** As the shopper typed it; normalised here. */
  query: string;
  /** The answer's size; null when the answer came from the listing cache (its count was logged when worked out). */
  results: number | null;
}

interface Row {
  day: string;
  variant: VariantKey;
  query: string;
  searches: number;
  results: number | null;
  clicks: number;
  lastAt: string;
  /** The query as last typed (a search's, never a click's): null until a search of the row is counted. */
  typed: string | null;
}

/** The longest typed text kept (the normalised query is cut at the same length). */
const TYPED_MAX_LENGTH = 200;

/**
 * Text PostgreSQL keeps: no control characters (a NUL makes the batch's JSON unreadable to it) and no
 * half of a surrogate pair (a cut through an emoji), either of which would fail the whole batch.
 */
const storable = (text: string) => text.replace(/[\p{Cc}\p{Cs}]/gu, '');

/** A click's row carries no search: its time never moves the search's last time. */
const NO_SEARCH_AT = new Date(0).toISOString();

/** maxPending: distinct (day, variant, query) rows held between writes. */
export type SearchLogOptions = UpsertBatchOptions;

export const SEARCH_LOG_DEFAULTS: SearchLogOptions = { flushMs: 5_000, maxPending: 2_000 };

/** Days of the log kept; the report looks back 30 at most. */
export const SEARCH_LOG_DAYS = 90;

/** The filters a listing answer applied (catalog.schemas.ts `initFilter`). */
interface ListingFilters {
  values: Record<string, unknown>;
  price: unknown;
  flags: Record<string, unknown>;
}

export class SearchLog {
  private readonly batch: UpsertBatch<Row>;

  constructor(db: Db, onError: (error: unknown) => void, options: SearchLogOptions = SEARCH_LOG_DEFAULTS) {
    this.batch = new UpsertBatch<Row>(
      {
        write: (rows) => writeRows(db, rows),
        merge: (into, from) => {
          into.searches += from.searches;
          into.clicks += from.clicks;
          into.results ??= from.results;
          into.typed ??= from.typed;
          if (from.lastAt > into.lastAt) into.lastAt = from.lastAt;
        },
        size: (row) => row.searches,
        onError,
      },
      options,
    );
  }

  /** Searches and clicks not logged because the batch was full. */
  get dropped(): number {
    return this.batch.dropped;
  }

  record(search: SearchRecord, now = new Date()): void {
    const row = this.rowOf(search.variant, search.query, now);
    if (!row) return;
    row.searches += 1;
    row.results = search.results ?? row.results;
    row.typed = storable(search.query.trim().slice(0, TYPED_MAX_LENGTH));
    row.lastAt = now.toISOString();
  }

  /** A shopper opened a product from the answer to `query`; false when the batch had no room. */
  recordClick(click: { variant: VariantKey; query: string }, now = new Date()): boolean {
    const row = this.rowOf(click.variant, click.query, now);
    if (row) row.clicks += 1;
    return row !== null;
  }

  /** Writes what gathered (one statement); one write at a time. */
  flush(): Promise<void> {
    return this.batch.flush();
  }

  /** Stops the timer and writes the rest. */
  close(): Promise<void> {
    return this.batch.close();
  }

  /** The batch's row of a day's query, added when the bound has room (else counted as dropped). */
  private rowOf(variant: VariantKey, typed: string, now: Date): Row | null {
    const query = normalizeQuery(typed);
    if (query === '') return null;
    const day = now.toISOString().slice(0, 10);
    return this.batch.row(`${day}|${variant}|${query}`, () => ({
      day,
      variant,
      query,
      searches: 0,
      results: null,
      clicks: 0,
      lastAt: NO_SEARCH_AT,
      typed: null,
    }));
  }
}

/**
 * One statement adding the rows to the day's rows. A row of clicks alone adds to its search's row,
 * and is left out when there is none.
 */
async function writeRows(db: Db, rows: Row[]): Promise<void> {
  await db.execute(sql`insert into search_queries (day, variant, query, searches, results, clicks, last_at, typed)
    select day, variant, query, searches, results, clicks, "lastAt", typed
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as r(day date, variant text, query text, searches int, results int, clicks int, "lastAt" timestamptz, typed text)
    where r.searches > 0 or exists (select from search_queries q
      where q.day = r.day and q.variant = r.variant and q.query = r.query)
    on conflict (day, variant, query) do update set
      searches = search_queries.searches + excluded.searches,
      results = coalesce(excluded.results, search_queries.results),
      clicks = search_queries.clicks + excluded.clicks,
      last_at = greatest(search_queries.last_at, excluded.last_at),
      typed = coalesce(excluded.typed, search_queries.typed)`);
}

/**
 * The search a listing answer stands for, if it is one a shopper made: a search's first page with
 * no filters. Paging, filtering and the filter panel's counts ask again about the same search.
 */
export function loggedSearch(
  input: { type?: 'catalog' | 'search'; onlyFilters?: boolean },
  answer: { query: string; page: number; totalItems: number; initFilter: ListingFilters | null },
  variant: VariantKey,
): SearchRecord | null {
  if (input.type !== 'search' || input.onlyFilters || answer.query === '' || answer.page !== 1) return null;
  const filters = answer.initFilter;
  const filtered =
    filters !== null &&
    (Object.keys(filters.values).length > 0 || filters.price !== null || Object.keys(filters.flags).length > 0);
  return filtered ? null : { variant, query: answer.query, results: answer.totalItems };
}

/**
 * Each variant's `perVariant` searches asked most over the last `days` days whose latest answer found
 * something, as last typed: what a cache warm before a sale asks for (cache-warm.ts), so that the first
 * guests of the day's likely searches find them kept. The log counts by the normalised query, while the
 * search page's address carries the text as typed ("Френч-пресс"); a query typed several ways is warmed
 * as it was typed last (its normalised text for rows from before migration 0060).
 */
export async function mostAskedSearches(
  db: Db,
  { days, perVariant }: { days: number; perVariant: number },
): Promise<{ variant: VariantKey; query: string }[]> {
  return queryRows<{ variant: VariantKey; query: string }>(
    db,
    sql`select variant, query from (
      select variant, coalesce(typed, query) as query,
        row_number() over (partition by variant order by searches desc, query) as n
      from (select variant, query, sum(searches) as searches,
          (array_agg(results order by day desc) filter (where results is not null))[1] as results,
          (array_agg(typed order by day desc) filter (where typed is not null))[1] as typed
        from search_queries where day > current_date - ${days}::int
        group by variant, query) q
      where coalesce(results, 1) > 0) ranked
    where n <= ${perVariant}::int
    order by variant, n`,
  );
}

/** Removes days past SEARCH_LOG_DAYS (the periodic job); answers the rows removed. */
export async function pruneSearchLog(db: Db, days = SEARCH_LOG_DAYS): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`with gone as (delete from search_queries where day < current_date - ${days}::int returning 1)
      select count(*)::int as n from gone`,
  );
  return row?.n ?? 0;
}
