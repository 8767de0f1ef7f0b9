/** Staff-only endpoints: a guest gets 401, a logged-in shopper without the 'staff' role 403. */
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../errors.ts';
import type { SessionUser } from '../identity/session.service.ts';

export const STAFF_ROLE = 'staff';

export async function requireStaff(request: FastifyRequest): Promise<SessionUser> {
  const user = (await request.currentSession())?.user;
  if (!user) throw unauthorized();
  if (!user.roles.includes(STAFF_ROLE)) throw forbidden('Staff only');
  return user;
}
