import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../lib/schemas.ts';
import { declareAccess } from '../../plugins/access.ts';
import { ownerKeyOf } from '../identity/owner-key.ts';
import { ensureSession, type SessionDeps } from '../identity/session-cookie.ts';
import { shopperScope } from '../identity/shopper.ts';
import { basketItemBody, basketItemResult, basketSchema } from './basket.schemas.ts';
import { getBasket, setBasketItem } from './basket.service.ts';
import { basketDeliveryRoutes } from './basket-delivery.routes.ts';

export const basketRoutes: FastifyPluginAsyncZod<SessionDeps> = async (app, deps) => {
  declareAccess(app, 'public');
  app.patch(
    '/basket/item',
    {
      schema: {
        tags: ['basket'],
        summary:
          'Set the quantity of a basket line (guests get a session). `productId` is the SKU id; quantity is capped by what is available in the city',
        body: basketItemBody,
        response: { 200: envelope(basketItemResult) },
      },
    },
    async (request, reply) => {
      const session = await ensureSession(deps, request, reply);
      const key = ownerKeyOf(session) as string;
      return { data: await setBasketItem(deps.db, key, shopperScope(session, request), request.body) };
    },
  );

  app.get(
    '/basket',
    {
      schema: {
        tags: ['basket'],
        summary:
          'The basket lines with product data and what is available in the shopper’s city, grouped by delivery, and whether checkout can start',
        response: { 200: envelope(basketSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await request.currentSession();
      return { data: await getBasket(deps.db, ownerKeyOf(session), shopperScope(session, request)) };
    },
  );

  await app.register(basketDeliveryRoutes, deps);
};
