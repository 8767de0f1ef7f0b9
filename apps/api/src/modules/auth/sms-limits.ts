/**
 * How long a phone or an IP must wait before another code: a short resend pause per phone, and
 * hourly caps per phone and per IP. Answers the seconds to wait, or 0.
 */
import { and, asc, count, desc, eq, gt } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { smsCodes } from '../../db/schema/identity.ts';

const HOUR_MS = 60 * 60 * 1000;

type Column = typeof smsCodes.phone | typeof smsCodes.ip;

async function hourlyWait(db: Db, column: Column, value: string, limit: number, now: Date): Promise<number> {
  const since = new Date(now.getTime() - HOUR_MS);
  const where = and(eq(column, value), gt(smsCodes.createdAt, since));
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(smsCodes).where(where);
  if (n < limit) return 0;
  // The window frees up when the oldest code of the last hour leaves it.
  const [oldest] = await db
    .select({ at: smsCodes.createdAt })
    .from(smsCodes)
    .where(where)
    .orderBy(asc(smsCodes.createdAt))
    .limit(1);
  return oldest ? Math.max(1, Math.ceil((oldest.at.getTime() + HOUR_MS - now.getTime()) / 1000)) : 0;
}

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
