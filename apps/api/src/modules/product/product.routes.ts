import { contentLang } from '@storefront/domain/i18n/translate';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { envelope } from '../../lib/schemas.ts';
import { declareAccess } from '../../plugins/access.ts';
import { declareRevalidated } from '../../plugins/revalidation.ts';
import { productDetailQuery, productPageSchema, relatedQuery, relatedSchema } from './product.schemas.ts';
import { getProductDetail, getProductRelated, type ProductContext } from './product.service.ts';

/** The route table's slug rule; anything else cannot be a product. */
const slugParams = z.object({ slug: z.string().regex(/^[a-z0-9][a-z0-9-_.]{0,199}$/i) });

/** The shopper's context; the session is looked up by the page's own statement. */
function contextOf(db: Db, request: FastifyRequest): ProductContext {
  return {
    db,
    variant: request.variant,
    locale: request.locale,
    lang: contentLang(request.locale),
    sessionSql: request.sessionSql(),
    adoptSession: (session) => request.adoptSession(session),
  };
}

export const productRoutes: FastifyPluginAsyncZod<{ db: Db; mapsApiKey: string | null }> = async (
  app,
  { db, mapsApiKey },
) => {
  declareAccess(app, 'public');
  declareRevalidated(app);
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/catalog/product/:slug',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'Product detail by its url slug: product, sizes with stock in the shopper’s city, delivery, reviews, carousels, breadcrumbs and info blocks',
        params: slugParams,
        querystring: productDetailQuery,
        response: { 200: envelope(productPageSchema) },
      },
    },
    async (request, reply) => {
      // Stock and watched items depend on the shopper: never cache in shared caches.
      reply.header('cache-control', 'private, no-store');
      const detail = await getProductDetail(contextOf(db, request), request.params.slug, request.query);
      return { data: { ...detail, maps: { apiKey: mapsApiKey } } };
    },
  );

  api.get(
    '/catalog/product/:slug/related',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The product page carousels: similar, watched, purchased together, and the lookbook block',
        params: slugParams,
        querystring: relatedQuery,
        response: { 200: envelope(relatedSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await getProductRelated(contextOf(db, request), request.params.slug, request.query.watched) };
    },
  );
};
