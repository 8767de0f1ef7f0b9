/**
 * The signed-in user of a request. Routes declare `shopper` or `staff` access (plugins/access.ts),
 * whose hook calls these before validation; handlers call them again to get the user (the session is
 * read once per request).
 */
import { hasStaffRole, type StaffRole } from '@storefront/domain/staff';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../errors.ts';
import type { CurrentSession, SessionUser } from './session.service.ts';

/** A guest (or no session) gets 401. */
export async function requireUser(request: FastifyRequest): Promise<{ session: CurrentSession; user: SessionUser }> {
  const session = await request.currentSession();
  if (!session?.user) throw unauthorized();
  return { session, user: session.user };
}

/**
 * A guest gets 401; a user without `role` (or admin) 403. `null`: any staff role will do. Handlers
 * call it without a role to get the staff member the access hook has already checked.
 */
export async function requireStaff(request: FastifyRequest, role: StaffRole | null = null): Promise<SessionUser> {
  const { user } = await requireUser(request);
  if (!hasStaffRole(user.roles, role)) throw forbidden(role ? `Staff with the '${role}' role only` : 'Staff only');
  return user;
}
