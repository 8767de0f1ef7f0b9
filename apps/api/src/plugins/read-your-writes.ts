/**
 * Read-your-writes over a read replica: after a write request (a method other than GET, HEAD or
 * OPTIONS, answered below 400, on a route that does not say `readsOwnWrites: false`), its sender's
 * catalogue and content reads go to the primary for a while, so a shopper or an editor sees what
 * they have just changed even while the replica has not replayed it yet. The mark is kept twice
 * (decision 042): in this process's memory by session token, for the page an action renders in the
 * same request before the browser holds a cookie; and in a short-lived cookie holding when the
 * mark ends, which every process honours.
 */
import { COOKIES } from '@storefront/domain/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import type { ReadReplica } from '../db/read-replica.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: a beacon whose sender never reads its write back; it does not send their reads to the primary. */
    readsOwnWrites?: boolean;
  }
}

/** The API's own cookie (the web never reads it, and no page varies on it): when the mark ends, in epoch ms. */
export const PRIMARY_READS_COOKIE = 'primary_reads_until';

/** How a catalogue or content route reads: `read` on the replica when this request may, else on the primary. */
export type ReadDb = <T>(request: FastifyRequest, read: (db: Db) => Promise<T>) => Promise<T>;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Marks kept in memory at most; past it the oldest go first (the cookie still carries them). */
const MAX_MARKS = 10_000;

/**
 * When a cookie's mark ends, if it is one this server could have set: a value further ahead than
 * the window is not honoured (a client cannot keep its reads on the primary).
 */
export function cookieMarkEnd(value: string | undefined, nowMs: number, windowMs: number): number {
  const end = Number(value);
  return Number.isSafeInteger(end) && end > nowMs && end <= nowMs + windowMs ? end : 0;
}

export function registerReadYourWrites(
  app: FastifyInstance,
  replica: ReadReplica,
  windowS: number,
  now: () => number = Date.now,
): ReadDb {
  if (replica.status() === 'none') return (_request, read) => replica.read(true, read);
  const windowMs = windowS * 1000;
  const marks = new Map<string, number>();
  const mark = (token: string, end: number) => {
    marks.delete(token);
    marks.set(token, end);
    for (const [oldest, oldestEnd] of marks) {
      if (marks.size <= MAX_MARKS && oldestEnd > now()) break;
      marks.delete(oldest);
    }
  };
  app.addHook('onSend', async (request, reply, payload) => {
    if (READS.has(request.method) || reply.statusCode >= 400) return payload;
    if (request.routeOptions.config?.readsOwnWrites === false) return payload;
    const end = now() + windowMs;
    const token = request.cookies[COOKIES.session.name];
    if (token) mark(token, end);
    reply.setCookie(PRIMARY_READS_COOKIE, String(end), {
      path: '/',
      maxAge: windowS,
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
    });
    return payload;
  });
  const wroteRecently = (request: FastifyRequest) => {
    const at = now();
    if (cookieMarkEnd(request.cookies[PRIMARY_READS_COOKIE], at, windowMs) > 0) return true;
    const token = request.cookies[COOKIES.session.name];
    return token !== undefined && (marks.get(token) ?? 0) > at;
  };
  return (request, read) => replica.read(wroteRecently(request), read);
}
