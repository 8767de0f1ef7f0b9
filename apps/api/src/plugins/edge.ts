/**
 * What every server process puts in front of its routes: security headers and the cross-site
 * check (security-headers.ts), ETags and 304s for cacheable API answers (revalidation.ts), compression of pages and API answers, and load shedding: while the
 * event loop lags or memory runs out the process answers 503 with Retry-After instead of queuing
 * requests it cannot serve in time.
 */
import fastifyCompress from '@fastify/compress';
import underPressure from '@fastify/under-pressure';
import { ERROR_CODES } from '@storefront/domain/errors';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { registerRevalidation } from './revalidation.ts';
import { registerSecurity } from './security-headers.ts';

const RETRY_AFTER_S = 10;

export async function registerEdge(
  app: FastifyInstance,
  config: Pick<Config, 'isProduction' | 'PUBLIC_URL' | 'MAPS_API_KEY' | 'liveChat' | 'MAX_EVENT_LOOP_DELAY_MS'>,
): Promise<void> {
  registerSecurity(app, config);
  // Before compression: ETags are of the answer's own bytes.
  registerRevalidation(app);
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  if (config.MAX_EVENT_LOOP_DELAY_MS > 0) {
    await app.register(underPressure, {
      maxEventLoopDelay: config.MAX_EVENT_LOOP_DELAY_MS,
      retryAfter: RETRY_AFTER_S,
      pressureHandler: (_request, reply, type, value) => {
        reply.log.warn({ type, value }, 'under pressure: request shed');
        void reply
          .status(503)
          .header('retry-after', String(RETRY_AFTER_S))
          .send({ error: { code: ERROR_CODES.unavailable, message: 'The shop is busy, retry in a few seconds' } });
      },
    });
  }
}
