/**
 * `request.currentSession()`: the shopper's server-side session, read once per request (once per page
 * while a page is read); `request.shopperContext()`: the session with the shopper's context, in one statement.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { COOKIES } from '@storefront/domain/constants';
import { SHARED_RENDER_HEADER, sharedRender } from '@storefront/web-host/shared-render';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { preparedRows } from '../db/prepared.ts';
import {
  type CurrentSession,
  findSession,
  hashToken,
  isSessionToken,
  sessionLiteralSql,
  sessionSql,
} from '../modules/identity/session.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    currentSession(): Promise<CurrentSession | null>;
    /**
     * The session lookup as a JSON-valued SQL expression, for a route that folds it into its first
     * statement; it hands the statement's answer to `adoptSession`, and later `currentSession()`
     * calls of the request take that answer without asking the database again.
     */
    sessionSql(): SQL;
    /**
     * The session cookie's id (its token's hash), for a statement that reads the session by it as a
     * placeholder; null without a well-formed cookie, and in a shared render (no one's session).
     */
    sessionId(): string | null;
    adoptSession(session: CurrentSession | null): CurrentSession | null;
    /**
     * The session and the shopper's context (what `registerSession` was given reads: the user block's
     * lists and the like) in one statement, or none when the page's other API calls already read them.
     */
    shopperContext(): Promise<ShopperContextRead>;
  }
}

/** A shopper-context read's row: the session (null: none) and the context, as the read's statement answers them. */
export interface ShopperContextRead {
  session: CurrentSession | null;
  context: unknown;
}

/**
 * The statement reading a shopper's context around a session: given the session as a JSON-valued SQL
 * expression (the lookup itself, or a session already known), it answers one row, `session` and `context`.
 */
export type ShopperContextSql = (session: SQL, request: FastifyRequest) => SQL;

const CACHE = Symbol('session');
const CONTEXT = Symbol('shopper context');
type WithCache = FastifyRequest & {
  [CACHE]?: Promise<CurrentSession | null>;
  [CONTEXT]?: Promise<ShopperContextRead>;
};

/**
 * A page's read of one cookie token's shopper: the session with its context when that read was
 * for a page of `variant`, or the session alone (`variant` null: one a route adopted).
 */
interface PageRead {
  read: Promise<ShopperContextRead>;
  variant: string | null;
}
/** Shoppers read while one page is read, by cookie token (see sharingSessionLookups). */
type Lookups = Map<string, PageRead>;
const pageLookups = new AsyncLocalStorage<Lookups>();

/**
 * Runs `read` (a page's loaders, reading the API in-process) with one read of the shopper per cookie
 * token for all its API calls: the first call that wants the session reads it with the shopper's
 * context in one statement, for the layout's call and the page's own (the layout, listing, basket
 * and other calls would each look the same session up). Only for reading a page (GET): an action may
 * change the session, the basket or favourites between its calls.
 */
export function sharingSessionLookups<T>(read: () => T): T {
  return pageLookups.run(new Map(), read);
}

/** A shared render's session: no one's, in the city; it owns nothing (owner-key.ts). */
function sharedSession(cityId: number | null): CurrentSession {
  return { id: '', cityId, user: null };
}

export function registerSession(app: FastifyInstance, db: Db, contextSql: ShopperContextSql): void {
  // A shared render's header comes only from this process's own page renders (web-host shared-render.ts).
  app.addHook('onRequest', async (request) => {
    const header = request.headers[SHARED_RENDER_HEADER];
    if (header !== undefined && sharedRender(header) === null) delete request.headers[SHARED_RENDER_HEADER];
  });
  const readShopper = async (request: FastifyRequest, session: SQL): Promise<ShopperContextRead> => {
    const [row] = await preparedRows<ShopperContextRead>(db, 'shopper', contextSql(session, request));
    return row ?? { session: null, context: null };
  };
  /** The context around a session already known (or being read): one statement. */
  const aroundSession = async (request: FastifyRequest, session: Promise<CurrentSession | null>) =>
    readShopper(request, sessionLiteralSql(await session));
  /** The page's read of a cookie token's shopper, started by the first call that wants it. */
  const pageRead = (request: FastifyRequest, lookups: Lookups, token: string): PageRead => {
    let found = lookups.get(token);
    if (!found) {
      found = { read: readShopper(request, sessionSql(token)), variant: request.variant };
      lookups.set(token, found);
    }
    return found;
  };

  app.decorateRequest('currentSession', function (this: WithCache) {
    if (this[CACHE]) return this[CACHE];
    const render = sharedRender(this.headers[SHARED_RENDER_HEADER]);
    if (render) {
      this[CACHE] = Promise.resolve(sharedSession(render.cityId));
      return this[CACHE];
    }
    const token = this.cookies[COOKIES.session.name];
    const lookups = isSessionToken(token) ? pageLookups.getStore() : undefined;
    this[CACHE] = lookups
      ? pageRead(this, lookups, token as string).read.then((r) => r.session)
      : findSession(db, token);
    return this[CACHE];
  });
  app.decorateRequest('sessionSql', function (this: WithCache) {
    const render = sharedRender(this.headers[SHARED_RENDER_HEADER]);
    if (render) return sql`json_build_object('id', '', 'cityId', ${render.cityId}::int, 'user', null)`;
    return sessionSql(this.cookies[COOKIES.session.name]);
  });
  app.decorateRequest('sessionId', function (this: WithCache) {
    if (sharedRender(this.headers[SHARED_RENDER_HEADER])) return null;
    const token = this.cookies[COOKIES.session.name];
    return isSessionToken(token) ? hashToken(token) : null;
  });
  app.decorateRequest('adoptSession', function (this: WithCache, session: CurrentSession | null) {
    this[CACHE] = Promise.resolve(session);
    const token = this.cookies[COOKIES.session.name];
    const lookups = isSessionToken(token) ? pageLookups.getStore() : undefined;
    if (lookups && !lookups.has(token as string)) {
      lookups.set(token as string, { read: Promise.resolve({ session, context: null }), variant: null });
    }
    return session;
  });
  /** How a request's shopper context is read: see `shopperContext`. */
  const contextRead = (request: WithCache): Promise<ShopperContextRead> => {
    // A shared render's session is no one's: the context (the announcement) around it.
    if (sharedRender(request.headers[SHARED_RENDER_HEADER])) return aroundSession(request, request.currentSession());
    const token = request.cookies[COOKIES.session.name];
    const lookups = isSessionToken(token) ? pageLookups.getStore() : undefined;
    if (lookups) {
      // A page: the read its first call that wanted the shopper started, for the page's variant.
      const page = pageRead(request, lookups, token as string);
      if (page.variant === request.variant) return page.read;
      return aroundSession(
        request,
        page.read.then((r) => r.session),
      );
    }
    // The session already looked up (or being): the context around it; else both in one statement.
    if (request[CACHE]) return aroundSession(request, request[CACHE]);
    return readShopper(request, request.sessionSql());
  };
  app.decorateRequest('shopperContext', function (this: WithCache) {
    if (this[CONTEXT]) return this[CONTEXT];
    const read = contextRead(this);
    this[CONTEXT] = read;
    if (!this[CACHE]) {
      this[CACHE] = read.then((r) => r.session);
      // Whoever awaits the session hears of a failure; the context's caller hears of it anyway.
      this[CACHE].catch(() => undefined);
    }
    return read;
  });
}
