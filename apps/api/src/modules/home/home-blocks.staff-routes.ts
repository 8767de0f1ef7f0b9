/**
 * The back office's home page blocks (content editors): list per variant, create, edit, move, delete,
 * publish or discard a block's pending change or a variant's pending order, preview the page.
 */

import { contentLang } from '@storefront/domain/i18n/translate';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { envelope, errorEnvelope } from '../../lib/schemas.ts';
import { settleRoutes } from '../../lib/settle-routes.ts';
import { declareAccess } from '../../plugins/access.ts';
import { requireStaff } from '../identity/require-user.ts';
import { homeSchema } from './home.routes.ts';
import { getHomePage } from './home.service.ts';
import {
  createHomeBlock,
  deleteHomeBlock,
  discardHomeBlockDraft,
  getHomeBlock,
  getHomeBlockOrder,
  listHomeBlocks,
  moveHomeBlock,
  productCollections,
  publishHomeBlock,
  settleHomeBlockOrder,
  updateHomeBlock,
} from './home-blocks.staff.ts';
import {
  homeBlockBody,
  homeBlockEdit,
  homeBlockIdParams,
  homeBlockListQuery,
  homeBlockMove,
  homeBlockOrderParams,
  homeBlockOrderSchema,
  homeBlockOrderSeen,
  staffHomeBlockSchema,
} from './home-blocks.staff-schemas.ts';

export const homeBlocksStaffRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  declareAccess(app, 'staff:content');
  const tags = ['staff'];
  const oneBlock = { 200: envelope(staffHomeBlockSchema), 400: errorEnvelope, 404: errorEnvelope };

  app.get(
    '/staff/home-blocks/preview',
    {
      schema: {
        tags,
        summary:
          'The home page of the request’s variant and language with every block, hidden ones too, and the pending changes of published ones, as shoppers would see it once published',
        response: { 200: envelope(homeSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await getHomePage(db, request.variant, contentLang(request.locale), true) };
    },
  );

  app.get(
    '/staff/home-blocks',
    {
      schema: {
        tags,
        summary: 'A variant’s home page blocks, published or not, in page order',
        querystring: homeBlockListQuery,
        response: { 200: envelope(z.array(staffHomeBlockSchema)), 400: errorEnvelope },
      },
    },
    async (request) => ({ data: await listHomeBlocks(db, request.query.variant) }),
  );

  app.get(
    '/staff/home-blocks/collections',
    {
      schema: {
        tags,
        summary: 'The product collections a collection block may show',
        response: { 200: envelope(z.array(z.string())) },
      },
    },
    async () => ({ data: await productCollections(db) }),
  );

  app.get(
    '/staff/home-blocks/:id',
    { schema: { tags, summary: 'One home page block', params: homeBlockIdParams, response: oneBlock } },
    async (request) => ({ data: await getHomeBlock(db, request.params.id) }),
  );

  app.post(
    '/staff/home-blocks',
    {
      schema: {
        tags,
        summary:
          'Adds a block at the end of its variant’s page; 400 with field errors (a title the shop needs, a banner without picture, a link outside the shop, an unknown collection)',
        body: homeBlockBody,
        response: { 201: envelope(staffHomeBlockSchema), 400: errorEnvelope },
      },
    },
    async (request, reply) => {
      const staff = await requireStaff(request);
      const id = await db.transaction((tx) => createHomeBlock(tx, request.body, staff.id));
      app.events.emit('contentChanged');
      return reply.status(201).send({ data: await getHomeBlock(db, id) });
    },
  );

  app.put(
    '/staff/home-blocks/:id',
    {
      schema: {
        tags,
        summary:
          'Saves an edit (the variant stays): a published block’s edit waits as its pending change until it is published (shoppers keep the published block), a hidden block’s is saved directly; 409 when someone saved it after updatedAt',
        params: homeBlockIdParams,
        body: homeBlockEdit,
        response: { ...oneBlock, 409: errorEnvelope },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      const pending = await db.transaction((tx) => updateHomeBlock(tx, request.params.id, request.body, staff.id));
      if (!pending) app.events.emit('contentChanged');
      return { data: await getHomeBlock(db, request.params.id) };
    },
  );

  for (const { outcome, method, url, summary } of settleRoutes('/staff/home-blocks/:id', {
    publish: 'Publishes the block’s pending change: shoppers see it; 404 when there is none',
    discard: 'Discards the block’s pending change (the published block stays); 404 when there is none',
  })) {
    app.route({
      method,
      url,
      schema: {
        tags,
        summary,
        params: homeBlockIdParams,
        response: oneBlock,
      },
      handler: async (request) => {
        const staff = await requireStaff(request);
        const settle = outcome === 'publish' ? publishHomeBlock : discardHomeBlockDraft;
        await db.transaction((tx) => settle(tx, request.params.id, staff.id));
        if (outcome === 'publish') app.events.emit('contentChanged');
        return { data: await getHomeBlock(db, request.params.id) };
      },
    });
  }

  app.post(
    '/staff/home-blocks/:id/move',
    {
      schema: {
        tags,
        summary:
          'Swaps the block with the one above or below it in the order editors see (nothing when it is first or last): a swap of two shown blocks, or any move while an order is pending, waits in the variant’s pending order (shoppers keep the published order); 409 when the order is not the one the editor saw',
        params: homeBlockIdParams,
        body: homeBlockMove,
        response: { ...oneBlock, 409: errorEnvelope },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      const { direction, seen } = request.body;
      // Shoppers' page never changes: a move that would change it waits as the pending order.
      await db.transaction((tx) => moveHomeBlock(tx, request.params.id, direction, staff.id, seen));
      return { data: await getHomeBlock(db, request.params.id) };
    },
  );

  const oneOrder = { 200: envelope(homeBlockOrderSchema), 400: errorEnvelope };
  app.get(
    '/staff/home-blocks/order/:variant',
    {
      schema: {
        tags,
        summary: 'A variant’s order of blocks as editors see it, the published one, and whether a move is pending',
        params: homeBlockOrderParams,
        response: oneOrder,
      },
    },
    async (request) => ({ data: await getHomeBlockOrder(db, request.params.variant) }),
  );

  for (const { outcome, method, url, summary } of settleRoutes('/staff/home-blocks/order/:variant', {
    publish:
      'Publishes the variant’s pending order: shoppers see the blocks in it; 404 when there is none, 409 when it is not the order the editor saw',
    discard:
      'Discards the variant’s pending order (the published order stays); 404 when there is none, 409 when it is not the order the editor saw',
  })) {
    app.route({
      method,
      url,
      schema: {
        tags,
        summary,
        params: homeBlockOrderParams,
        querystring: homeBlockOrderSeen,
        response: { ...oneOrder, 404: errorEnvelope, 409: errorEnvelope },
      },
      handler: async (request) => {
        const staff = await requireStaff(request);
        const seen = request.query.seen?.split(',').map(Number);
        await db.transaction((tx) => settleHomeBlockOrder(tx, request.params.variant, outcome, staff.id, seen));
        if (outcome === 'publish') app.events.emit('contentChanged');
        return { data: await getHomeBlockOrder(db, request.params.variant) };
      },
    });
  }

  app.delete(
    '/staff/home-blocks/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a block (it leaves the pending order too)',
        params: homeBlockIdParams,
        response: { 200: envelope(z.object({ deleted: z.number().int() })), 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      await db.transaction((tx) => deleteHomeBlock(tx, request.params.id, staff.id));
      app.events.emit('contentChanged');
      return { data: { deleted: request.params.id } };
    },
  );
};
