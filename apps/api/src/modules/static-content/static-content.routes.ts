import { contentLang } from '@storefront/domain/i18n/translate';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../lib/schemas.ts';
import { declareAccess } from '../../plugins/access.ts';
import { STATIC_CONTENT_KEYS } from './static-content.data.ts';
import { staticContentSchema } from './static-content.schemas.ts';
import { getStaticContent } from './static-content.service.ts';

export const staticContentRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAccess(app, 'public');
  app.get(
    '/static/content/:key',
    {
      schema: {
        tags: ['content'],
        summary: 'An information block (delivery, payment, return, for business) in the shopper’s language',
        params: z.object({ key: z.enum(STATIC_CONTENT_KEYS) }),
        response: { 200: envelope(staticContentSchema) },
      },
    },
    async (request) => ({ data: getStaticContent(request.params.key, contentLang(request.locale)) }),
  );
};
