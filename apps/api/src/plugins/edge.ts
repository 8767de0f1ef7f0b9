/**
 * What every server process puts in front of its routes: the address bounds (refusals.ts), load
 * shedding (load-shedding.ts), security headers and the cross-site check (security-headers.ts),
 * ETags and 304s for cacheable API answers (revalidation.ts), compression of pages and API answers,
 * and its metrics: every answer counted (http-metrics.ts) and `GET /metrics` (metrics-endpoint.ts).
 */
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { registerHttpMetrics } from './http-metrics.ts';
import { registerLoadShedding } from './load-shedding.ts';
import { registerMetricsRoute } from './metrics-endpoint.ts';
import { registerRefusals } from './refusals.ts';
import { registerRevalidation } from './revalidation.ts';
import { registerSecurity } from './security-headers.ts';

export async function registerEdge(
  app: FastifyInstance,
  config: Pick<
    Config,
    | 'isProduction'
    | 'PUBLIC_URL'
    | 'MAPS_API_KEY'
    | 'liveChat'
    | 'MAX_EVENT_LOOP_DELAY_MS'
    | 'HOST_MAP'
    | 'METRICS_TOKEN'
    | 'METRICS_LISTEN'
    | 'HTTP_CACHE_S_MAXAGE_S'
    | 'HTTP_CACHE_STALE_S'
  >,
): Promise<void> {
  // First of all hooks: nothing runs for a refused address, or for a request shed under load.
  registerRefusals(app);
  registerLoadShedding(app, config.MAX_EVENT_LOOP_DELAY_MS);
  registerSecurity(app, config);
  // Before compression: ETags are of the answer's own bytes.
  registerRevalidation(app, {
    sMaxAgeS: config.HTTP_CACHE_S_MAXAGE_S,
    staleWhileRevalidateS: config.HTTP_CACHE_STALE_S,
  });
  registerHttpMetrics(app, config.HOST_MAP);
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  registerMetricsRoute(app, config);
}
