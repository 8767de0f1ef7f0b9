/**
 * The rate limits (decision 006), all in PostgreSQL so they hold however many server processes
 * share the database, and atomic under concurrent requests:
 *
 * - `hitRateLimit`: a fixed-window counter, one atomic upsert per attempt (reviews, gift card
 *   PINs, newsletter sign-ups).
 * - `lockLimitKeys`: transaction-scoped advisory locks for limits that count a history of their
 *   own (login codes per phone and per IP, 1C's wrong exchange passwords per address and per login):
 *   check and record happen while the keys are held, so parallel requests are counted one after another.
 *
 * Both refuse with `RateLimitedError`: 429 with Retry-After. `slidingWindowWait` is how the latter
 * tell the wait from their history.
 */
import { and, desc, gt, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema/reviews.ts';
import { RateLimitedError } from '../errors.ts';

export interface RateLimit {
  max: number;
  windowS: number;
}

/** Counts one attempt under `key`; throws a 429 when the window's allowance is used up. */
export async function hitRateLimit(db: Db, key: string, limit: RateLimit, now = new Date()): Promise<void> {
  const windowMs = limit.windowS * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { hits: sql`${rateLimitCounters.hits} + 1` },
    })
    .returning({ hits: rateLimitCounters.hits });
  // Old windows are useless; dropping them here keeps the table small without a job.
  await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStart, new Date(windowStart.getTime() - windowMs)));
  if ((row?.hits ?? 0) > limit.max) {
    const retryS = Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000);
    throw new RateLimitedError(retryS, `Too many attempts, retry in ${retryS} s`);
  }
}

/**
 * Holds the keys until the transaction ends (in a stable order, so two requests never wait for
 * each other crosswise). Another request taking one of them waits until this one commits.
 */
export async function lockLimitKeys(tx: Db, keys: string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  }
}

/** Events a limit counts: rows of `table` at the times `at`, those `where` keeps. */
export interface LimitEvents {
  table: PgTable;
  at: PgColumn;
  where?: SQL;
}

/**
 * The seconds until fewer than `limit.max` of the events fall within the sliding window, or 0 when
 * fewer do already: the max-th latest one leaving the window frees the limit.
 */
export async function slidingWindowWait(
  db: Db,
  events: LimitEvents,
  limit: RateLimit,
  now = new Date(),
): Promise<number> {
  const windowMs = limit.windowS * 1000;
  const [edge] = await db
    .select({ at: events.at })
    .from(events.table)
    .where(and(gt(events.at, new Date(now.getTime() - windowMs)), events.where))
    .orderBy(desc(events.at))
    .limit(1)
    .offset(limit.max - 1);
  return edge ? Math.max(1, Math.ceil(((edge.at as Date).getTime() + windowMs - now.getTime()) / 1000)) : 0;
}
