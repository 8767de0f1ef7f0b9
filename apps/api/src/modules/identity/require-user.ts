/**
 * The signed-in user of a request. Routes declare `shopper` or `staff` access (plugins/access.ts),
 * whose hook calls these before validation; handlers call them again to get the user (the session is
 * read once per request).
 */
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../errors.ts';
import type { CurrentSession, SessionUser } from './session.service.ts';

export const STAFF_ROLE = 'staff';

/** A guest (or no session) gets 401. */
export async function requireUser(request: FastifyRequest): Promise<{ session: CurrentSession; user: SessionUser }> {
  const session = await request.currentSession();
  if (!session?.user) throw unauthorized();
  return { session, user: session.user };
}

/** A guest gets 401, a signed-in shopper without the staff role 403. */
export async function requireStaff(request: FastifyRequest): Promise<SessionUser> {
  const { user } = await requireUser(request);
  if (!user.roles.includes(STAFF_ROLE)) throw forbidden('Staff only');
  return user;
}
