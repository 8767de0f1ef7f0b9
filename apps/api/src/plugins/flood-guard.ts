/**
 * A coarse flood guard on the API: at most `perMinute` requests per client address and minute,
 * counted in this process (decision 006: the precise limits — codes, PINs, reviews, newsletter —
 * are counted in PostgreSQL and hold across processes; this one only stops a single client from
 * flooding a process, so it stays in memory and costs nothing per request). 429 with Retry-After.
 * Requests the web process makes while rendering a page count against the shopper's address.
 */
import { ERROR_CODES } from '@storefront/domain/errors';
import type { FastifyInstance } from 'fastify';
import { memoryWindowLimit } from '../lib/memory-window-limit.ts';

export function registerFloodGuard(app: FastifyInstance, perMinute: number): void {
  if (perMinute <= 0) return;
  const limit = memoryWindowLimit(perMinute, 60_000);
  app.addHook('onRequest', async (request, reply) => {
    const retryAfterS = limit.hit(request.ip);
    if (retryAfterS === 0) return;
    return reply
      .status(429)
      .header('retry-after', String(retryAfterS))
      .send({ error: { code: ERROR_CODES.rateLimited, message: `Too many requests, retry in ${retryAfterS} s` } });
  });
}
