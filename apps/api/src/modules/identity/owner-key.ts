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

/**
 * A one-row FROM item with the session JSON expression as `j`, for statements that read it more than
 * once (its owner key, city, user). `offset 0` keeps the planner from pulling the subquery up: it would
 * put a copy of the session's lookup (sessionSql) in each place `j` is read, planned and run apiece
 * (the shopper's context held fourteen copies: 5 ms to plan instead of 0.4).
 */
export function sessionRowSql(session: SQL): SQL {
  return sql`(select ${session} as j offset 0)`;
}

/** The user an owner key belongs to ('u:<id>'), or null for a guest session's key. */
export function userIdOfKey(ownerKey: string | null): number | null {
  return ownerKey?.startsWith('u:') ? Number(ownerKey.slice(2)) : null;
}
