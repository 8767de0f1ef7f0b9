/**
 * Issuing and ending sessions: the cookie holds a random token (httpOnly, SameSite=Lax, Secure in
 * production), the sessions table keeps its hash, so any server process can read it.
 */
import { randomBytes } from 'node:crypto';
import { COOKIES } from '@storefront/domain/constants';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/identity.ts';
import { type CurrentSession, hashToken } from './session.service.ts';
import { forgetSessionFacts } from './session-facts.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SessionDeps {
  db: Db;
  config: Config;
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(COOKIES.session.name, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
    maxAge: config.SESSION_TTL_DAYS * 24 * 60 * 60,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(COOKIES.session.name, { path: '/', httpOnly: true, sameSite: 'lax', secure: config.isProduction });
}

/** Inserts a session row and returns its cookie token. */
export async function insertSession(
  db: Db,
  config: Config,
  values: { userId: number | null; cityId: number | null },
): Promise<{ token: string; id: string }> {
  const token = randomBytes(32).toString('base64url');
  const id = hashToken(token);
  await db.insert(sessions).values({
    id,
    userId: values.userId,
    cityId: values.cityId,
    expiresAt: new Date(Date.now() + config.SESSION_TTL_DAYS * DAY_MS),
  });
  return { token, id };
}

/**
 * The shopper's session, creating a guest session (and its cookie) on the first write that needs
 * one: a basket line, a favourite, a city choice.
 */
export async function ensureSession(
  { db, config }: SessionDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<CurrentSession> {
  const existing = await request.currentSession();
  if (existing) return existing;
  const { token, id } = await insertSession(db, config, { userId: null, cityId: null });
  setSessionCookie(reply, config, token);
  return { id, cityId: null, user: null };
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
  forgetSessionFacts(sessionId);
}
