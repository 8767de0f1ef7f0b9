import { contentLang } from '@storefront/domain/i18n/translate';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { envelope, errorEnvelope } from '../../lib/schemas.ts';
import { declareAccess } from '../../plugins/access.ts';
import type { ReadDb } from '../../plugins/read-your-writes.ts';
import { declareRevalidated } from '../../plugins/revalidation.ts';
import { ownerKeyOf } from '../identity/owner-key.ts';
import {
  shopDetailSchema,
  shopParams,
  shopStockQuery,
  shopStockSchema,
  shopsListSchema,
  shopsQuery,
} from './shops.schemas.ts';
import { getShop, listShops, type ShopsContext, shopStock } from './shops.service.ts';

export const shopsRoutes: FastifyPluginAsyncZod<{ readDb: ReadDb; mapsApiKey: string | null }> = async (
  app,
  { readDb, mapsApiKey },
) => {
  declareAccess(app, 'public');
  declareRevalidated(app, 'content');
  const context = async (request: FastifyRequest, db: Db): Promise<ShopsContext> => ({
    db,
    variant: request.variant,
    lang: contentLang(request.locale),
    mapsApiKey,
    ownerKey: ownerKeyOf(await request.currentSession()),
  });

  app.get(
    '/shops',
    {
      schema: {
        tags: ['shops'],
        summary: 'The variant’s cities with shops, and the shops of one city (or of all) with the map centre',
        querystring: shopsQuery,
        response: { 200: envelope(shopsListSchema), 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => ({
      data: await readDb(request, async (db) => listShops(await context(request, db), request.query.cityId)),
    }),
  );

  app.get(
    '/shops/:id',
    {
      schema: {
        tags: ['shops'],
        summary: 'A shop: address, hours, phone, metro, photos and where it is',
        params: shopParams,
        response: { 200: envelope(shopDetailSchema), 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => ({
      data: await readDb(request, async (db) => getShop(await context(request, db), request.params.id)),
    }),
  );

  app.get(
    '/shops/:id/stock',
    {
      schema: {
        tags: ['shops'],
        summary: 'Goods in stock in the shop, most popular first (page rules of the catalogue)',
        params: shopParams,
        querystring: shopStockQuery,
        response: { 200: envelope(shopStockSchema), 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => ({
      data: await readDb(request, async (db) =>
        shopStock(await context(request, db), request.params.id, request.query.page),
      ),
    }),
  );
};
