import { contentLang, createTranslator } from '@storefront/domain/i18n/translate';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { envelope, errorEnvelope } from '../../lib/schemas.ts';
import { ownerKeyOf } from '../identity/owner-key.ts';
import { catalogQuerySchema, catalogSchema, suggestionsQuerySchema, suggestionsSchema } from './catalog.schemas.ts';
import { getCatalog } from './catalog.service.ts';
import { getSuggestions } from './suggestions.service.ts';

export const catalogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/catalog',
    {
      schema: {
        tags: ['catalog'],
        summary: 'A category or search listing: cards, total, breadcrumbs, sections, facets, sorts, banner, SEO',
        querystring: catalogQuerySchema,
        response: { 200: envelope(catalogSchema), 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => {
      const session = await request.currentSession();
      return {
        data: await getCatalog(db, request.query, {
          variant: request.variant,
          lang: contentLang(request.locale),
          t: createTranslator(request.locale),
          cityId: session?.cityId ?? null,
          ownerKey: ownerKeyOf(session),
        }),
      };
    },
  );

  app.get(
    '/catalog/suggestions',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Type-ahead suggestions for the header search: categories and products',
        querystring: suggestionsQuerySchema,
        response: { 200: envelope(suggestionsSchema) },
      },
    },
    async (request) => ({
      data: await getSuggestions(db, request.query.query, {
        variant: request.variant,
        lang: contentLang(request.locale),
      }),
    }),
  );
};
