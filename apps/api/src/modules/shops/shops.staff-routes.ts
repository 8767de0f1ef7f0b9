/** The back office's shop pages (content editors): list, read and edit a shop page's text and photos. */
import { contentLang } from '@storefront/domain/i18n/translate';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { listPageSchema } from '../../lib/list-query.ts';
import { envelope, errorEnvelope } from '../../lib/schemas.ts';
import { declareAccess } from '../../plugins/access.ts';
import { contentChanged } from '../content/content.staff.ts';
import { requireStaff } from '../identity/require-user.ts';
import { getShopPage, listShopPages, shopCities, updateShopPage } from './shops.staff.ts';
import {
  shopIdParams,
  shopPageEdit,
  shopPageListQuery,
  staffShopCitiesSchema,
  staffShopSchema,
} from './shops.staff-schemas.ts';

export const shopsStaffRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  declareAccess(app, 'staff:content');
  const tags = ['staff'];

  app.get(
    '/staff/shops',
    {
      schema: {
        tags,
        summary: 'The shops’ pages: search by name, address or city, variant and city filters, sort, pages',
        querystring: shopPageListQuery,
        response: { 200: listPageSchema(staffShopSchema), 400: errorEnvelope },
      },
    },
    async (request) => ({ data: await listShopPages(db, request.query, contentLang(request.locale)) }),
  );

  app.get(
    '/staff/shops/cities',
    {
      schema: {
        tags,
        summary: 'The cities with shops, for the list’s filter',
        response: { 200: envelope(staffShopCitiesSchema) },
      },
    },
    async (request) => ({ data: await shopCities(db, contentLang(request.locale)) }),
  );

  app.get(
    '/staff/shops/:id',
    {
      schema: {
        tags,
        summary: 'One shop’s page',
        params: shopIdParams,
        response: { 200: envelope(staffShopSchema), 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => ({ data: await getShopPage(db, request.params.id, contentLang(request.locale)) }),
  );

  app.put(
    '/staff/shops/:id',
    {
      schema: {
        tags,
        summary:
          'Saves a shop page’s text per language and its photos in order (live at once); 409 when someone saved it after updatedAt',
        params: shopIdParams,
        body: shopPageEdit,
        response: {
          200: envelope(staffShopSchema),
          400: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
        },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      await db.transaction((tx) => updateShopPage(tx, request.params.id, request.body, staff.id));
      contentChanged();
      return { data: await getShopPage(db, request.params.id, contentLang(request.locale)) };
    },
  );
};
