/**
 * The back office's shop pages (content editors): list, read and edit a shop page's text, photos and
 * hours (a pending change), preview it as the shop page, publish or discard it; unpublish the page or
 * publish it again.
 */
import { contentLang } from '@storefront/domain/i18n/translate';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { listPageSchema } from '../../lib/list-query.ts';
import { envelope, errorEnvelope } from '../../lib/schemas.ts';
import { settleRoutes } from '../../lib/settle-routes.ts';
import { declareAccess } from '../../plugins/access.ts';
import { ownerKeyOf } from '../identity/owner-key.ts';
import { requireStaff } from '../identity/require-user.ts';
import { shopDetailSchema } from './shops.schemas.ts';
import {
  discardShopDraft,
  getShopPage,
  listShopPages,
  previewShopPage,
  publishShopPage,
  setShopPagePublished,
  shopCities,
  updateShopPage,
} from './shops.staff.ts';
import {
  shopIdParams,
  shopPageEdit,
  shopPageListQuery,
  shopPageStatus,
  shopPreviewQuery,
  staffShopCitiesSchema,
  staffShopSchema,
} from './shops.staff-schemas.ts';

export const shopsStaffRoutes: FastifyPluginAsyncZod<{ db: Db; mapsApiKey: string | null }> = async (
  app,
  { db, mapsApiKey },
) => {
  declareAccess(app, 'staff:content');
  const tags = ['staff'];
  /** A change from the editor's copy: the page as saved, or why not (409 when that copy is stale). */
  const savedResponses = {
    200: envelope(staffShopSchema),
    400: errorEnvelope,
    404: errorEnvelope,
    409: errorEnvelope,
  };

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
          'Saves a shop page’s text per language, photos in order and opening hours as its pending change (shoppers see it once published); 400 naming a faulty day’s time; 409 when someone saved it after updatedAt',
        params: shopIdParams,
        body: shopPageEdit,
        response: savedResponses,
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      await db.transaction((tx) => updateShopPage(tx, request.params.id, request.body, staff.id));
      return { data: await getShopPage(db, request.params.id, contentLang(request.locale)) };
    },
  );

  app.get(
    '/staff/shops/:id/preview',
    {
      schema: {
        tags,
        summary:
          'The shop page with its pending change, as shoppers will see it, in the shop’s variant and the language asked for (the request’s when the variant has it); 404 in another variant',
        params: shopIdParams,
        querystring: shopPreviewQuery,
        response: { 200: envelope(shopDetailSchema), 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const ctx = { db, mapsApiKey, ownerKey: ownerKeyOf(await request.currentSession()) };
      return { data: await previewShopPage(ctx, request.params.id, request.query, request.locale) };
    },
  );

  for (const { outcome, method, url, summary } of settleRoutes('/staff/shops/:id', {
    publish: 'Publishes the shop page’s pending change: shoppers see it; 404 when there is none',
    discard: 'Discards the shop page’s pending change (the published page stays); 404 when there is none',
  })) {
    app.route({
      method,
      url,
      schema: {
        tags,
        summary,
        params: shopIdParams,
        response: { 200: envelope(staffShopSchema), 400: errorEnvelope, 404: errorEnvelope },
      },
      handler: async (request) => {
        const staff = await requireStaff(request);
        const settle = outcome === 'publish' ? publishShopPage : discardShopDraft;
        await db.transaction((tx) => settle(tx, request.params.id, staff.id));
        if (outcome === 'publish') app.events.emit('contentChanged');
        return { data: await getShopPage(db, request.params.id, contentLang(request.locale)) };
      },
    });
  }

  for (const published of [false, true]) {
    app.post(
      `/staff/shops/:id/${published ? 'republish' : 'unpublish'}`,
      {
        schema: {
          tags,
          summary: published
            ? 'Publishes the shop’s unpublished page again: shoppers open it, the sitemap and the shops list link it; 409 when someone saved it after updatedAt'
            : 'Unpublishes the shop’s page (its pending change stays pending): shoppers get 404, the sitemap and the shops list drop its link, the shop still takes pickups; 409 when someone saved it after updatedAt',
          params: shopIdParams,
          body: shopPageStatus,
          response: savedResponses,
        },
      },
      async (request) => {
        const staff = await requireStaff(request);
        const { id } = request.params;
        const seen = request.body.updatedAt;
        const changed = await db.transaction((tx) => setShopPagePublished(tx, id, published, seen, staff.id));
        if (changed) app.events.emit('contentChanged');
        return { data: await getShopPage(db, id, contentLang(request.locale)) };
      },
    );
  }
};
