/** Server-side sessions: the cookie carries a random token, the table keeps its SHA-256. */
import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { sessions, users } from '../../db/schema/identity.ts';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SessionUser {
  id: number;
  phone: string;
  email: string | null;
  firstName: string | null;
  subscribe: boolean;
  legalEntity: boolean;
  timeZone: string;
  roles: string[];
}

export interface CurrentSession {
  id: string;
  cityId: number | null;
  user: SessionUser | null;
}

/** Whether a cookie value can name a session at all (anything else names none, with nothing read). */
export const isSessionToken = (token: string | undefined): token is string =>
  Boolean(token) && (token as string).length <= 200;

/**
 * The live session a cookie token names, with its user, as a JSON-valued SQL expression (null
 * when there is none), so a request's first statement can look the session up itself.
 */
export function sessionSql(token: string | undefined): SQL {
  if (!isSessionToken(token)) return sql`null::json`;
  return sessionByIdSql(sql`${hashToken(token)}`);
}

/** sessionSql over the session's id (a token's hash) as SQL: a value, or a prepared statement's placeholder. */
export function sessionByIdSql(id: SQL): SQL {
  return sql`(select json_build_object('id', s.id, 'cityId', s.city_id, 'user', case when u.id is not null then
      json_build_object('id', u.id, 'phone', u.phone, 'email', u.email, 'firstName', u.first_name,
        'subscribe', u.subscribe, 'legalEntity', u.legal_entity, 'timeZone', u.time_zone, 'roles', u.roles) end)
    from ${sessions} s left join ${users} u on u.id = s.user_id
    where s.id = ${id} and s.expires_at > now()
    limit 1)`;
}

/** The live session a cookie token names, with its user, or null. */
export async function findSession(db: Db, token: string | undefined): Promise<CurrentSession | null> {
  if (!isSessionToken(token)) return null;
  const [row] = await queryRows<{ session: CurrentSession | null }>(db, sql`select ${sessionSql(token)} as session`);
  return row?.session ?? null;
}

/** A known session as a JSON-valued SQL expression, in sessionSql's shape: for a statement that reads around it. */
export function sessionLiteralSql(session: CurrentSession | null): SQL {
  return session ? sql`${JSON.stringify(session)}::json` : sql`null::json`;
}
