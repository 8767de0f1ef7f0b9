/** Routes for signed-in shoppers only: a guest (or no session) gets 401. */
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../errors.ts';
import type { CurrentSession, SessionUser } from './session.service.ts';

export async function requireUser(request: FastifyRequest): Promise<{ session: CurrentSession; user: SessionUser }> {
  const session = await request.currentSession();
  if (!session?.user) throw unauthorized();
  return { session, user: session.user };
}
