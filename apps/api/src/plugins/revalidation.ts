/**
 * Conditional GETs for the API's cacheable answers (catalogue, product, content, locations and the
 * like): a plugin declares its GET routes `declareRevalidated(app)`, and one hook gives their 200
 * answers an ETag (a hash of the body) and answers `304 Not Modified` to a matching If-None-Match.
 * The browser keeps the answer and asks again each time (`no-cache`): an unchanged listing costs
 * its computation on the server but none of its bytes on the wire. Answers to a request with a
 * session are `private` (a shopper's city and favourites may shape them); a guest's may be kept by a
 * shared cache in front (shared-caching.ts).
 */
import { createHash } from 'node:crypto';
import type { SharedCacheTimes, SurrogateFamily } from '@storefront/domain/http-cache';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isGuestRequest, markShared } from './shared-caching.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The GET answer gets an ETag and honours If-None-Match; see plugins/revalidation.ts. */
    revalidated?: boolean;
    /** What the answers are built from: the surrogate keys a purge of that data names (shared-caching.ts). */
    surrogateFamilies?: readonly SurrogateFamily[];
  }
}

/**
 * Marks every GET route this plugin (and the plugins it registers) adds as revalidated, its answers
 * built from `families` (the catalogue, the content or both).
 */
export function declareRevalidated(app: FastifyInstance, ...families: SurrogateFamily[]): void {
  app.addHook('onRoute', (route) => {
    const methods = ([] as string[]).concat(route.method);
    if (!methods.includes('GET')) return;
    route.config = { ...route.config, revalidated: true, surrogateFamilies: families };
  });
}

/** A weak tag: the same bytes may come gzipped or plain, and either is the same answer. */
export function etagOf(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Whether an If-None-Match header names the tag (a list, `*`, weak or strong forms alike). */
export function matchesTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}

/**
 * Registered before compression (plugins/edge.ts): the tag is of the answer's own bytes. `shared`:
 * how long a shared cache may keep a guest's answer (s-maxage 0: not at all).
 */
export function registerRevalidation(
  app: FastifyInstance,
  shared: SharedCacheTimes = { sMaxAgeS: 0, staleWhileRevalidateS: 0 },
): void {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (request.method !== 'GET' || !request.routeOptions.config?.revalidated || reply.statusCode !== 200) {
      return payload;
    }
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = etagOf(payload);
    // A shopper's, or a shared render's in a city: never one for everyone.
    const personal = !isGuestRequest(request);
    reply.header('etag', etag);
    if (!reply.hasHeader('cache-control') && !markShared(request, reply, shared)) {
      reply.header('cache-control', personal ? 'private, no-cache' : 'public, no-cache');
    }
    if (!matchesTag(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    reply.removeHeader('content-length');
    reply.removeHeader('content-encoding');
    return '';
  });
}
