import { APP_MODE_MARKERS, resolveAppMode } from '@storefront/domain/app-mode';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { envelope } from '../../lib/schemas.ts';
import { declareAccess } from '../../plugins/access.ts';
import { shopperOf } from '../user-block/user-block.ts';
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
    async (request, reply) => {
      const header = request.headers[APP_MODE_MARKERS.header];
      const { mode, setCookie } = resolveAppMode({
        header: typeof header === 'string' ? header : undefined,
        query: new URL(request.query.pageUrl, 'http://page').searchParams.get(APP_MODE_MARKERS.query),
        cookie: request.cookies[APP_MODE_MARKERS.cookie],
      });
      if (setCookie !== undefined) {
        const options = { path: '/', httpOnly: true, sameSite: 'lax', secure: config.isProduction } as const;
        if (setCookie) reply.setCookie(APP_MODE_MARKERS.cookie, setCookie, options);
        else reply.clearCookie(APP_MODE_MARKERS.cookie, options);
      }
      return {
        data: await getLayout(
          {
            db,
            config,
            variant: request.variant,
            locale: request.locale,
            shopper: await shopperOf(request),
            appMode: mode,
          },
          request.query,
        ),
      };
    },
  );
};
