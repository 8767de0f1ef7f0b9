/** Server-side sessions: the cookie carries a random token, the table keeps its SHA-256. */
import { createHash } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
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

/** The live session a cookie token names, with its user, or null. */
export async function findSession(db: Db, token: string | undefined): Promise<CurrentSession | null> {
  if (!token || token.length > 200) return null;
  const id = hashToken(token);
  const [row] = await db
    .select({
      id: sessions.id,
      cityId: sessions.cityId,
      user: {
        id: users.id,
        phone: users.phone,
        email: users.email,
        firstName: users.firstName,
        subscribe: users.subscribe,
        legalEntity: users.legalEntity,
        timeZone: users.timeZone,
        roles: users.roles,
      },
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row) return null;
  return { id: row.id, cityId: row.cityId, user: row.user?.id ? (row.user as SessionUser) : null };
}
