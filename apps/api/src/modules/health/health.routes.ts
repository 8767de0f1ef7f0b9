import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { envelope } from '../../lib/schemas.ts';
import { declareAccess } from '../../plugins/access.ts';

const health = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']) });

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  declareAccess(app, 'public');
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: envelope(health), 503: envelope(health) },
      },
    },
    async (_request, reply) => {
      const up = await database.ping();
      return reply
        .status(up ? 200 : 503)
        .send({ data: { status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down' } });
    },
  );
};
