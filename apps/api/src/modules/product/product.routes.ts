import { surrogateKey } from '@storefront/domain/http-cache';
import { contentLang } from '@storefront/domain/i18n/translate';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { envelope } from '../../lib/schemas.ts';
import { declareAccess } from '../../plugins/access.ts';
import type { ReadDb } from '../../plugins/read-your-writes.ts';
import { declareRevalidated } from '../../plugins/revalidation.ts';
import { isGuestRequest, tagAnswer } from '../../plugins/shared-caching.ts';
import { userOwnerKey } from '../identity/owner-key.ts';
import { requireUser } from '../identity/require-user.ts';
import type { CurrentSession, SessionUser } from '../identity/session.service.ts';
import { cityIdOf } from '../identity/shopper.ts';
import {
  productDetailQuery,
  productPageSchema,
  relatedQuery,
  relatedSchema,
  viewParams,
  viewSchema,
} from './product.schemas.ts';
import { getProductDetail, getProductRelated, type ProductContext } from './product.service.ts';
import { recordView, type ViewContext } from './related.ts';

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

/** Where a logged-in shopper's view is recorded: their history, the cards in their city's stock. */
function viewContext(db: Db, request: FastifyRequest, session: CurrentSession, user: SessionUser): ViewContext {
  return {
    db,
    variant: request.variant,
    lang: contentLang(request.locale),
    cityId: cityIdOf(session, request.variant),
    ownerKey: userOwnerKey(user.id),
  };
}

/** A transparent 1 × 1 GIF. */
const BLANK_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export const productRoutes: FastifyPluginAsyncZod<{ db: Db; readDb: ReadDb; mapsApiKey: string | null }> = async (
  app,
  { db, readDb, mapsApiKey },
) => {
  declareAccess(app, 'public');
  declareRevalidated(app, 'catalog', 'content');
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
      // Stock depends on a shopper's city: their answer is never kept; a guest's (the variant's city) may be.
      if (!isGuestRequest(request)) reply.header('cache-control', 'private, no-store');
      const detail = await readDb(request, (db) =>
        getProductDetail(contextOf(db, request), request.params.slug, request.query),
      );
      const cards = [...(detail.similarItems ?? []), ...(detail.purchasedTogetherItems ?? [])];
      tagAnswer(
        reply,
        [detail.product, ...cards].map((item) => surrogateKey.product(item.id)),
      );
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
      const { carousels, watched } = request.query;
      return { data: await getProductRelated(contextOf(db, request), request.params.slug, { carousels, watched }) };
    },
  );

  api.post(
    '/catalog/product/:id/view',
    {
      // Read back only by the watched carousel, which reads the primary anyway.
      config: { access: 'shopper', readsOwnWrites: false },
      schema: {
        tags: ['catalog'],
        summary:
          'Records that the logged-in shopper viewed the product (once per product: a view again moves it to the front of a history capped at 30) and answers their watched carousel for its page',
        description:
          'The product page calls it once it has loaded: reading the page records nothing, so the page can be one render for every shopper of a city. Other shoppers keep their history in the browser (guests: 401).',
        params: viewParams,
        response: { 200: envelope(viewSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { session, user } = await requireUser(request);
      const watchedItems = await recordView(viewContext(db, request, session, user), request.params.id);
      if (!watchedItems) throw notFound('Product not found');
      return { data: { watchedItems } };
    },
  );

  api.get(
    '/catalog/product/:id/view.gif',
    {
      config: { access: 'public', readsOwnWrites: false },
      schema: {
        tags: ['catalog'],
        summary: "Records a logged-in shopper's view from a page shown without scripts; answers a blank pixel",
        description:
          "The product page names it in a `<noscript>` picture, so only a browser that runs no scripts asks for it (one that does calls `POST …/view`). The session cookie is SameSite=Lax: another site's page cannot record a view in the shopper's name. A guest's view, or an unknown product's, records nothing; the answer is the same GIF.",
        params: viewParams,
        produces: ['image/gif'],
        response: { 200: z.any().describe('a transparent 1 × 1 GIF') },
      },
    },
    async (request, reply) => {
      const session = await request.currentSession();
      if (session?.user) {
        await recordView(viewContext(db, request, session, session.user), request.params.id, { carousel: false });
      }
      return reply.header('cache-control', 'no-store').type('image/gif').send(BLANK_GIF);
    },
  );
};
