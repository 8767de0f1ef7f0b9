/**
 * Fixed-window rate limiting in the database: one atomic upsert per attempt, so the limit holds
 * however many server processes share the database.
 */
import { ERROR_CODES } from '@storefront/domain/errors';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimitCounters } from '../../db/schema/reviews.ts';
import { AppError } from '../../errors.ts';

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
    throw new AppError(ERROR_CODES.rateLimited, `Too many attempts, retry in ${retryS} s`);
  }
}
