import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { envelope } from '../../lib/schemas.ts';
import { declareAccess } from '../../plugins/access.ts';
import { requireUser } from '../identity/require-user.ts';
import { messageParams, messageSchema, messagesPage, messagesQuery } from './messages.schemas.ts';
import { listMessages, openMessage } from './messages.service.ts';

export const messagesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  declareAccess(app, 'shopper');
  app.get(
    '/users/messages',
    {
      schema: {
        tags: ['account'],
        summary: 'The user’s inbox: what the shop sent them, newest first, with the unread count (authorized)',
        querystring: messagesQuery,
        response: { 200: envelope(messagesPage) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = await requireUser(request);
      return { data: await listMessages(db, user.id, request.query.page) };
    },
  );

  app.post(
    '/users/messages/:id/read',
    {
      schema: {
        tags: ['account'],
        summary: 'Open a message: answers it and marks it read (authorized; another user’s message is 404)',
        params: messageParams,
        response: { 200: envelope(messageSchema) },
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      return { data: await openMessage(db, user.id, request.params.id) };
    },
  );
};
