/** Test helper: a user with a live session, and the cookie that carries it. */
import { randomBytes } from 'node:crypto';
import { COOKIES } from '@storefront/domain/constants';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema/identity.ts';
import { hashToken } from '../modules/identity/session.service.ts';

export async function createUserSession(
  db: Db,
  user: { phone?: string; roles?: string[]; firstName?: string; email?: string } = {},
): Promise<{ userId: number; cookie: string }> {
  const [row] = await db
    .insert(users)
    .values({
      phone: user.phone ?? `7916${randomBytes(3).readUIntBE(0, 3).toString().padStart(7, '0')}`,
      roles: user.roles ?? [],
      firstName: user.firstName ?? 'Анна',
      email: user.email ?? 'anna@example.com',
    })
    .returning({ id: users.id });
  const token = randomBytes(24).toString('base64url');
  await db.insert(sessions).values({
    id: hashToken(token),
    userId: row!.id,
    expiresAt: new Date(Date.now() + 24 * 3600 * 1000),
  });
  return { userId: row!.id, cookie: `${COOKIES.session.name}=${token}` };
}
