/** Basket groups and their delivery choices (docs/decisions/004, "Basket and delivery"). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../lib/schemas.ts';
import { declareAccess } from '../../plugins/access.ts';
import { ownerKeyOf } from '../identity/owner-key.ts';
import { ensureSession, type SessionDeps } from '../identity/session-cookie.ts';
import { shopperScope } from '../identity/shopper.ts';
import {
  basketGroupBody,
  basketGroupParams,
  basketLineBody,
  basketLineParams,
  basketSchema,
  courierSlotsSchema,
  groupPlacesSchema,
} from './basket.schemas.ts';
import { clearDeliveryChoices, getBasket } from './basket.service.ts';
import { chooseGroupDelivery, courierSlots, groupPlaces, updateLine } from './delivery-choice.service.ts';

const placesParams = z.object({ method: z.enum(['pickup', 'pvz', 'pickup_later']) });

export const basketDeliveryRoutes: FastifyPluginAsyncZod<SessionDeps> = async (app, deps) => {
  declareAccess(app, 'public');
  const { db, config } = deps;

  app.patch(
    '/basket/lines/:skuId',
    {
      schema: {
        tags: ['basket'],
        summary:
          'Postpone or restore a line, or move it into a delivery method’s group (null: back to the remaining goods); answers the basket',
        params: basketLineParams,
        body: basketLineBody,
        response: { 200: envelope(basketSchema) },
      },
    },
    async (request) => {
      const session = await request.currentSession();
      const key = ownerKeyOf(session);
      const scope = shopperScope(session, request);
      const now = new Date();
      await updateLine(db, key, scope, request.params.skuId, request.body, now);
      return { data: await getBasket(db, key, scope, now) };
    },
  );

  app.put(
    '/basket/groups/:method',
    {
      schema: {
        tags: ['basket'],
        summary:
          'Choose a group’s delivery: the shop (pickup, pickup_later), pickup point (pvz), or saved address and date/slot (courier; an address needs login). The remaining goods the method can serve move into the group on its first choice or with takeRemaining. A date before the nearest time is refused with checkout.error.dateTooEarly and the nearest date and slot in the field’s params',
        params: basketGroupParams,
        body: basketGroupBody,
        response: { 200: envelope(basketSchema) },
      },
    },
    async (request, reply) => {
      const session = await ensureSession(deps, request, reply);
      const key = ownerKeyOf(session) as string;
      const scope = shopperScope(session, request);
      const now = new Date();
      await chooseGroupDelivery(db, key, scope, request.params.method, request.body, { now, locale: request.locale });
      return { data: await getBasket(db, key, scope, now) };
    },
  );

  app.get(
    '/basket/groups/:method/places',
    {
      schema: {
        tags: ['basket'],
        summary:
          'Places for a group: shops holding all its goods (pickup; empty: shops not found), every shop of the city (pickup_later), or the city’s pickup points (pvz)',
        params: placesParams,
        response: { 200: envelope(groupPlacesSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await request.currentSession();
      const places = await groupPlaces(
        db,
        ownerKeyOf(session),
        shopperScope(session, request),
        request.params.method,
        new Date(),
        config.MAPS_API_KEY ?? null,
      );
      return { data: places };
    },
  );

  app.get(
    '/basket/groups/courier/slots',
    {
      schema: {
        tags: ['basket'],
        summary:
          'Courier times in the city’s time zone: the nearest, the next days with their slots (Monday–Friday 10:00–18:00), and whether “within 3 hours” is on offer',
        response: { 200: envelope(courierSlotsSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await request.currentSession();
      return { data: await courierSlots(db, ownerKeyOf(session), shopperScope(session, request), new Date()) };
    },
  );

  app.delete(
    '/basket/delivery',
    {
      schema: {
        tags: ['basket'],
        summary:
          'Reset the delivery settings: every group’s choice is cleared and the goods go back to the remaining ones',
        response: { 200: envelope(basketSchema) },
      },
    },
    async (request) => {
      const session = await request.currentSession();
      const key = ownerKeyOf(session);
      const scope = shopperScope(session, request);
      if (key) await clearDeliveryChoices(db, key);
      return { data: await getBasket(db, key, scope) };
    },
  );
};
