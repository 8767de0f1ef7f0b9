/**
 * Liveness and readiness for a load balancer or an orchestrator:
 *  - `GET /health`: the process answers (restart it when it does not); no database call, so an
 *    outage of the database does not make every process look dead at once;
 *  - `GET /health/ready`: the process can serve: the database answers, the job queue is connected
 *    and the catalogue's facet index is built, and it is not shedding load (send it traffic only
 *    then). 503 with the part that is down otherwise. The read replica is reported, not required:
 *    while it is behind or down its reads go to the primary.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { ReadReplica } from '../../db/read-replica.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { envelope } from '../../lib/schemas.ts';
import { declareAccess } from '../../plugins/access.ts';
import { catalogIndexReady } from '../catalog/catalog-index.ts';

const liveness = z.object({ status: z.literal('ok') });
const part = z.enum(['up', 'down']);
const readiness = z.object({
  status: z.enum(['ready', 'not-ready']),
  database: part,
  jobs: part,
  catalog: part,
  load: part,
  replica: z
    .enum(['none', 'up', 'lagging', 'down'])
    .describe('the read replica: none configured, serving, behind by more than the limit, or not answering'),
});

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; replica: ReadReplica; jobs: JobQueue }> = async (
  app,
  { database, replica, jobs },
) => {
  declareAccess(app, 'public');
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers',
        response: { 200: envelope(liveness) },
      },
    },
    async () => ({ data: { status: 'ok' as const } }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        summary:
          'Readiness: the database answers, the job queue is connected, the catalogue index is built and the process is not shedding load; 503 names what is down',
        response: { 200: envelope(readiness), 503: envelope(readiness) },
      },
    },
    async (_request, reply) => {
      const [databaseUp, jobsUp] = await Promise.all([database.ping(), jobs.ready()]);
      const catalogUp = catalogIndexReady(database.db);
      // A process shedding load asks the balancer to send its traffic elsewhere for now.
      const loadUp = !app.shedding();
      const ready = databaseUp && jobsUp && catalogUp && loadUp;
      return reply.status(ready ? 200 : 503).send({
        data: {
          status: ready ? 'ready' : 'not-ready',
          database: databaseUp ? 'up' : 'down',
          jobs: jobsUp ? 'up' : 'down',
          catalog: catalogUp ? 'up' : 'down',
          load: loadUp ? 'up' : 'down',
          replica: replica.status(),
        },
      });
    },
  );
};
