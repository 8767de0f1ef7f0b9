/**
 * Public API answers an HTTP cache in front (Varnish, a CDN) may keep (decision 041): a revalidated
 * GET's 200 answer to a guest — no session cookie, not a shared render's call, setting no cookie —
 * gets `s-maxage` and `stale-while-revalidate`, the headers it varies on and its surrogate keys:
 * the families its routes declare (`declareRevalidated(app, 'catalog')`) and what the handler names
 * (`tagAnswer`). Anything else keeps the private Cache-Control revalidation.ts gives it.
 */
import type {} from '@fastify/cookie';
import { COOKIES } from '@storefront/domain/constants';
import {
  SHARED_API_VARY,
  type SharedCacheTimes,
  SURROGATE_FAMILIES,
  sharedCacheControl,
  surrogateKeyHeaders,
} from '@storefront/domain/http-cache';
import { SHARED_RENDER_HEADER } from '@storefront/web-host/shared-render';
import type { FastifyReply, FastifyRequest } from 'fastify';

const named = new WeakMap<FastifyReply, Set<string>>();

/** Adds the keys of the products, categories or content an answer shows (surrogateKey in the domain). */
export function tagAnswer(reply: FastifyReply, keys: Iterable<string>): void {
  let set = named.get(reply);
  if (!set) {
    set = new Set();
    named.set(reply, set);
  }
  for (const key of keys) set.add(key);
}

/** Whether nothing of a shopper shapes the request's answer: no session cookie, not a shared render's call. */
export function isGuestRequest(request: FastifyRequest): boolean {
  return request.cookies?.[COOKIES.session.name] === undefined && request.headers[SHARED_RENDER_HEADER] === undefined;
}

/**
 * Marks a revalidated answer shareable when it is a guest's and shared caching is on (`sMaxAgeS` > 0);
 * answers whether it did.
 */
export function markShared(request: FastifyRequest, reply: FastifyReply, times: SharedCacheTimes): boolean {
  if (times.sMaxAgeS <= 0 || !isGuestRequest(request) || reply.hasHeader('set-cookie')) return false;
  const families = request.routeOptions.config?.surrogateFamilies ?? [];
  const keys = [SURROGATE_FAMILIES.all, ...families, ...(named.get(reply) ?? [])];
  reply.header('cache-control', sharedCacheControl(times));
  reply.header('vary', SHARED_API_VARY);
  for (const [name, value] of Object.entries(surrogateKeyHeaders(keys))) reply.header(name, value);
  return true;
}
