/** `request.currentSession()`: the shopper's server-side session, read once per request. */
import { COOKIES } from '@storefront/domain/constants';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { type CurrentSession, findSession, sessionSql } from '../modules/identity/session.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    currentSession(): Promise<CurrentSession | null>;
    /**
     * The session lookup as a JSON-valued SQL expression, for a route that folds it into its first
     * statement; it hands the statement's answer to `adoptSession`, and later `currentSession()`
     * calls of the request take that answer without asking the database again.
     */
    sessionSql(): SQL;
    adoptSession(session: CurrentSession | null): CurrentSession | null;
  }
}

const CACHE = Symbol('session');
type WithCache = FastifyRequest & { [CACHE]?: Promise<CurrentSession | null> };

export function registerSession(app: FastifyInstance, db: Db): void {
  app.decorateRequest('currentSession', function (this: WithCache) {
    this[CACHE] ??= findSession(db, this.cookies[COOKIES.session.name]);
    return this[CACHE];
  });
  app.decorateRequest('sessionSql', function (this: WithCache) {
    return sessionSql(this.cookies[COOKIES.session.name]);
  });
  app.decorateRequest('adoptSession', function (this: WithCache, session: CurrentSession | null) {
    this[CACHE] = Promise.resolve(session);
    return session;
  });
}
