/** `request.currentSession()`: the shopper's server-side session, read once per request. */
import { AsyncLocalStorage } from 'node:async_hooks';
import { COOKIES } from '@storefront/domain/constants';
import { SHARED_RENDER_HEADER, sharedRender } from '@storefront/web-host/shared-render';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
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

/** Sessions looked up while one page is read, by cookie token (see sharingSessionLookups). */
type Lookups = Map<string, Promise<CurrentSession | null>>;
const pageLookups = new AsyncLocalStorage<Lookups>();

/**
 * Runs `read` (a page's loaders, reading the API in-process) with one session lookup per cookie
 * token for all its API calls: a page's layout, listing and other calls would each look the same
 * session up. Only for reading a page (GET): an action may change the session between its calls.
 */
export function sharingSessionLookups<T>(read: () => T): T {
  return pageLookups.run(new Map(), read);
}

/** A shared render's session: no one's, in the city; it owns nothing (owner-key.ts). */
function sharedSession(cityId: number | null): CurrentSession {
  return { id: '', cityId, user: null };
}

export function registerSession(app: FastifyInstance, db: Db): void {
  // A shared render's header comes only from this process's own page renders (web-host shared-render.ts).
  app.addHook('onRequest', async (request) => {
    const header = request.headers[SHARED_RENDER_HEADER];
    if (header !== undefined && sharedRender(header) === null) delete request.headers[SHARED_RENDER_HEADER];
  });
  app.decorateRequest('currentSession', function (this: WithCache) {
    if (this[CACHE]) return this[CACHE];
    const render = sharedRender(this.headers[SHARED_RENDER_HEADER]);
    if (render) {
      this[CACHE] = Promise.resolve(sharedSession(render.cityId));
      return this[CACHE];
    }
    const token = this.cookies[COOKIES.session.name];
    const shared = token === undefined ? undefined : pageLookups.getStore();
    let session = shared?.get(token as string);
    if (!session) {
      session = findSession(db, token);
      shared?.set(token as string, session);
    }
    this[CACHE] = session;
    return session;
  });
  app.decorateRequest('sessionSql', function (this: WithCache) {
    const render = sharedRender(this.headers[SHARED_RENDER_HEADER]);
    if (render) return sql`json_build_object('id', '', 'cityId', ${render.cityId}::int, 'user', null)`;
    return sessionSql(this.cookies[COOKIES.session.name]);
  });
  app.decorateRequest('adoptSession', function (this: WithCache, session: CurrentSession | null) {
    this[CACHE] = Promise.resolve(session);
    const token = this.cookies[COOKIES.session.name];
    if (token !== undefined) pageLookups.getStore()?.set(token, this[CACHE]);
    return session;
  });
}
