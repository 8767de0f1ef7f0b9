import { contentLang } from '@storefront/domain/i18n/translate';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../lib/schemas.ts';
import { declareAccess } from '../../plugins/access.ts';
import type { ReadDb } from '../../plugins/read-your-writes.ts';
import { declareRevalidated } from '../../plugins/revalidation.ts';
import { staticContentKey, staticContentSchema } from './static-content.schemas.ts';
import { getStaticContent } from './static-content.service.ts';

export const staticContentRoutes: FastifyPluginAsyncZod<{ readDb: ReadDb }> = async (app, { readDb }) => {
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
      data: await readDb(request, (db) =>
        getStaticContent({ db, variant: request.variant, lang: contentLang(request.locale) }, request.params.key),
      ),
    }),
  );
};
