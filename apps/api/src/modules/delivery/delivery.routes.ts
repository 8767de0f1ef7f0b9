import { contentLang } from '@storefront/domain/i18n/translate';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { envelope } from '../../lib/schemas.ts';
import { declareAccess } from '../../plugins/access.ts';
import { cityIdOf } from '../identity/shopper.ts';
import { pickupPointSchema, storeItemSchema, storesListQuery } from './delivery.schemas.ts';
import { pickupList, storesList } from './delivery.service.ts';

export const deliveryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  declareAccess(app, 'public');
  app.get(
    '/delivery/pickup-list',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Pickup points of delivery partners in the shopper’s city',
        response: { 200: envelope(z.object({ pickupList: z.array(pickupPointSchema) })) },
      },
    },
    async (request) => {
      const cityId = cityIdOf(await request.currentSession(), request.variant);
      return { data: { pickupList: await pickupList(db, cityId, contentLang(request.locale)) } };
    },
  );

  app.get(
    '/delivery/stores-list',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Shops of the shopper’s city where an item can be collected in the quantity asked, and when',
        querystring: storesListQuery,
        response: { 200: envelope(z.object({ storesList: z.array(storeItemSchema) })) },
      },
    },
    async (request) => {
      const cityId = cityIdOf(await request.currentSession(), request.variant);
      return { data: { storesList: await storesList(db, cityId, contentLang(request.locale), request.query) } };
    },
  );
};
