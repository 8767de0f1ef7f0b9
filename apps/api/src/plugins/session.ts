/** `request.currentSession()`: the shopper's server-side session, read once per request. */
import { COOKIES } from '@storefront/domain/constants';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { type CurrentSession, findSession } from '../modules/identity/session.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    currentSession(): Promise<CurrentSession | null>;
  }
}

const CACHE = Symbol('session');

export function registerSession(app: FastifyInstance, db: Db): void {
  app.decorateRequest(
    'currentSession',
    function (this: { [CACHE]?: Promise<CurrentSession | null> } & import('fastify').FastifyRequest) {
      this[CACHE] ??= findSession(db, this.cookies[COOKIES.session.name]);
      return this[CACHE];
    },
  );
}
