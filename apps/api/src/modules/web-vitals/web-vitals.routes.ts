/**
 * POST /web-vitals: the browser's page-speed beacon (decision 040). Public and cheap: the
 * measurements are counted into the in-memory batch (vitals-batch.ts) and the request ends with
 * no statement; a client address sends at most WEB_VITALS_BEACON.perMinute a minute per process.
 */
import { WEB_VITALS_BEACON } from '@storefront/domain/web-vitals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { RateLimitedError } from '../../errors.ts';
import { memoryWindowLimit } from '../../lib/memory-window-limit.ts';
import { envelope } from '../../lib/schemas.ts';
import { declareAccess } from '../../plugins/access.ts';
import { createVitalsBatch, type VitalsMeasurement } from './vitals-batch.ts';
import { beaconBody } from './web-vitals.schemas.ts';

export interface WebVitalsDeps {
  db: Db;
  /** Also hands each measurement to the process's metrics (a histogram per metric, page type and variant). */
  observe?: (measurement: VitalsMeasurement) => void;
}

export const webVitalsRoutes: FastifyPluginAsyncZod<WebVitalsDeps> = async (app, { db, observe }) => {
  declareAccess(app, 'public');
  const vitals = createVitalsBatch(db, (error) => app.log.warn({ err: error }, 'web vitals batch'));
  app.addHook('onClose', () => vitals.batch.close());
  const limit = memoryWindowLimit(WEB_VITALS_BEACON.perMinute, 60_000);
  // navigator.sendBeacon posts a string as text/plain: a JSON type would ask for a preflight a
  // beacon cannot make. Its body is read as JSON here, within the beacon's size.
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: WEB_VITALS_BEACON.maxBytes },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(Object.assign(new Error('The body is not JSON'), { statusCode: 400 }), undefined);
      }
    },
  );
  app.post(
    '/web-vitals',
    {
      // A beacon: its sender never reads it back, so their reads stay where they were (read-your-writes.ts).
      config: { readsOwnWrites: false },
      bodyLimit: WEB_VITALS_BEACON.maxBytes,
      schema: {
        tags: ['web-vitals'],
        summary: `The browser's page-speed beacon: LCP, INP, CLS and TTFB of one page load and its page type (sent as text/plain or JSON, at most ${WEB_VITALS_BEACON.maxBytes} bytes); counted per day, variant and page type. ${WEB_VITALS_BEACON.perMinute} beacons per client address a minute (429 with Retry-After)`,
        body: beaconBody,
        response: { 200: envelope(z.object({ counted: z.number().int().describe('measurements counted') })) },
      },
    },
    async (request) => {
      const retryAfterS = limit.hit(request.ip);
      if (retryAfterS > 0) throw new RateLimitedError(retryAfterS, `Too many beacons, retry in ${retryAfterS} s`);
      const { pageType, metrics } = request.body;
      for (const { name, value } of metrics) {
        const measurement = { variant: request.variant, pageType, metric: name, value };
        vitals.record(measurement);
        observe?.(measurement);
      }
      return { data: { counted: metrics.length } };
    },
  );
};
