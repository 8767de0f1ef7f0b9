import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { envelope } from '../../lib/schemas.ts';
import { declareAccess } from '../../plugins/access.ts';
import { layoutQuery, layoutSchema } from './layout.schemas.ts';
import { getLayout } from './layout.service.ts';

export const layoutRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  declareAccess(app, 'public');
  app.get(
    '/layout',
    {
      schema: {
        tags: ['layout'],
        summary: 'Layout data (user block, menus, currency, phone masks, location) and page meta',
        querystring: layoutQuery,
        response: { 200: envelope(layoutSchema) },
      },
    },
    async (request) => ({
      data: await getLayout(
        {
          db,
          config,
          variant: request.variant,
          locale: request.locale,
          session: await request.currentSession(),
          isMobileApp: request.headers['x-mobile-app'] === '1',
        },
        request.query,
      ),
    }),
  );
};
