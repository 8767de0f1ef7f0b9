import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { envelope } from '../../lib/schemas.ts';
import { declareAccess } from '../../plugins/access.ts';
import { requireUser } from '../identity/require-user.ts';
import { shopperScope } from '../identity/shopper.ts';
import {
  waitingListBody,
  waitingListPage,
  waitingListParams,
  waitingListQuery,
  waitingSkuIds,
} from './waiting-list.schemas.ts';
import { addToWaitingList, listWaitingList, removeFromWaitingList } from './waiting-list.service.ts';

export const waitingListRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  declareAccess(app, 'shopper');
  app.get(
    '/users/waiting-list',
    {
      schema: {
        tags: ['waiting-list'],
        summary: 'The user’s waiting list, a page at a time, with what the city can supply now (authorized)',
        querystring: waitingListQuery,
        response: { 200: envelope(waitingListPage) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { session, user } = await requireUser(request);
      return { data: await listWaitingList(db, user.id, shopperScope(session, request), request.query) };
    },
  );

  app.post(
    '/users/waiting-list',
    {
      schema: {
        tags: ['waiting-list'],
        summary: 'Ask for an arrival notice of a SKU (authorized; asking twice changes nothing)',
        body: waitingListBody,
        response: { 200: envelope(waitingSkuIds) },
      },
    },
    async (request) => {
      const { session, user } = await requireUser(request);
      return { data: await addToWaitingList(db, user.id, shopperScope(session, request), request.body.productId) };
    },
  );

  app.delete(
    '/users/waiting-list/:skuId',
    {
      schema: {
        tags: ['waiting-list'],
        summary: 'Stop waiting for a SKU (authorized; a SKU not on the user’s list is 404)',
        params: waitingListParams,
        response: { 200: envelope(waitingSkuIds) },
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      return { data: await removeFromWaitingList(db, user.id, request.params.skuId) };
    },
  );
};
