/**
 * Removes rows whose time is up: expired sessions (with the baskets and favourites of expired
 * guest sessions, which nobody can reach any more), spent captcha proofs, old login codes and
 * rate-limit windows. Runs in every API process; the deletes are idempotent, so overlapping
 * runs on several processes are harmless.
 */
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions, smsCodes } from '../db/schema/identity.ts';
import { rateLimitCounters } from '../db/schema/reviews.ts';
import { captchaUses } from '../db/schema/security.ts';
import { basketItems, favourites } from '../db/schema/shopping.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function cleanupExpired(db: Db, now = new Date()): Promise<{ sessions: number }> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  return db.transaction(async (tx) => {
    const guestOwners = sql`(select 's:' || ${sessions.id} from ${sessions} where ${sessions.expiresAt} < ${now} and ${sessions.userId} is null)`;
    await tx.delete(basketItems).where(sql`${basketItems.ownerKey} in ${guestOwners}`);
    await tx.delete(favourites).where(sql`${favourites.ownerKey} in ${guestOwners}`);
    const gone = await tx.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
    await tx.delete(captchaUses).where(lt(captchaUses.expiresAt, now));
    // Login codes double as the history behind the hourly send limits: keep a day of them.
    await tx.delete(smsCodes).where(lt(smsCodes.createdAt, dayAgo));
    await tx.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, dayAgo));
    return { sessions: gone.length };
  });
}
