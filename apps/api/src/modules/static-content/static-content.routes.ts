import { contentLang } from '@storefront/domain/i18n/translate';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { envelope } from '../../lib/schemas.ts';
import { declareAccess } from '../../plugins/access.ts';
import { declareRevalidated } from '../../plugins/revalidation.ts';
import { staticContentKey, staticContentSchema } from './static-content.schemas.ts';
import { getStaticContent } from './static-content.service.ts';

export const staticContentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  declareAccess(app, 'public');
  declareRevalidated(app, 'content');
  app.get(
    '/static/content/:key',
    {
      schema: {
        tags: ['content'],
        summary: 'An information block (delivery, payment, return, for business): the text of its document',
        params: z.object({ key: staticContentKey }),
        response: { 200: envelope(staticContentSchema) },
      },
    },
    async (request) => ({
      data: await getStaticContent(
        { db, variant: request.variant, lang: contentLang(request.locale) },
        request.params.key,
      ),
    }),
  );
};
