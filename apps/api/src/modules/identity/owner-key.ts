/** The key baskets and favourites are stored under: the user when logged in, else the guest session. */
import { type SQL, sql } from 'drizzle-orm';
import type { CurrentSession } from './session.service.ts';

export const userOwnerKey = (userId: number) => `u:${userId}`;

export function ownerKeyOf(session: CurrentSession | null): string | null {
  if (!session) return null;
  if (session.user) return userOwnerKey(session.user.id);
  // A shared render's session (plugins/session.ts) is no one's: it owns nothing.
  return session.id ? `s:${session.id}` : null;
}

/** `ownerKeyOf` in SQL, over a session JSON expression (sessionSql's shape): text, or null. */
export function ownerKeySql(session: SQL): SQL {
  return sql`case when ${session} is null or coalesce(${session}->>'id', '') = '' and ${session}->'user'->>'id' is null then null
    when ${session}->'user'->>'id' is not null then 'u:' || (${session}->'user'->>'id')
    else 's:' || (${session}->>'id') end`;
}

/** The user an owner key belongs to ('u:<id>'), or null for a guest session's key. */
export function userIdOfKey(ownerKey: string | null): number | null {
  return ownerKey?.startsWith('u:') ? Number(ownerKey.slice(2)) : null;
}
