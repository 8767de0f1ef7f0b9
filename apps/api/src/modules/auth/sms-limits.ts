/**
 * How long a phone or an IP must wait before another code: a short resend pause per phone, and
 * hourly caps per phone and per IP. Answers the seconds to wait, or 0.
 *
 * A code for an action of a logged-in user (account removal) has limits of its own under its own
 * key (`ownCodeWait`): an hourly cap counted apart from the login codes, so a shopper who has just
 * logged in is not held up by the login code's resend pause.
 */
import { desc, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { smsCodes } from '../../db/schema/identity.ts';
import { RateLimitedError } from '../../errors.ts';
import { hitRateLimit, slidingWindowWait } from '../../lib/rate-limit.ts';

const HOUR_MS = 60 * 60 * 1000;

type Column = typeof smsCodes.phone | typeof smsCodes.ip;

/** The wait until the codes sent to `value` within the last hour are fewer than `limit`. */
const hourlyWait = (db: Db, column: Column, value: string, limit: number, now: Date) =>
  slidingWindowWait(
    db,
    { table: smsCodes, at: smsCodes.createdAt, where: eq(column, value) },
    { max: limit, windowS: HOUR_MS / 1000 },
    now,
  );

export async function secondsToWait(
  db: Db,
  config: Config,
  phone: string,
  ip: string,
  now = new Date(),
): Promise<number> {
  const [last] = await db
    .select({ at: smsCodes.createdAt })
    .from(smsCodes)
    .where(eq(smsCodes.phone, phone))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  const resend = last ? Math.ceil((last.at.getTime() + config.SMS_RESEND_S * 1000 - now.getTime()) / 1000) : 0;
  const [perPhone, perIp] = await Promise.all([
    hourlyWait(db, smsCodes.phone, phone, config.SMS_PHONE_HOURLY, now),
    hourlyWait(db, smsCodes.ip, ip, config.SMS_IP_HOURLY, now),
  ]);
  return Math.max(0, resend, perPhone, perIp);
}

/**
 * Counts one code under `key` in the rate-limit counters, at most SMS_PHONE_HOURLY an hour; answers
 * the seconds to wait, or 0. (The client still waits SMS_RESEND_S between requests.)
 */
export async function ownCodeWait(db: Db, config: Config, key: string, now = new Date()): Promise<number> {
  try {
    await hitRateLimit(db, key, { max: config.SMS_PHONE_HOURLY, windowS: HOUR_MS / 1000 }, now);
    return 0;
  } catch (error) {
    if (error instanceof RateLimitedError) return Math.max(1, error.retryAfterS);
    throw error;
  }
}
