import { contentLang } from '@storefront/domain/i18n/translate';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { envelope } from '../../lib/schemas.ts';
import { declareAccess } from '../../plugins/access.ts';
import { requireUser } from '../identity/require-user.ts';
import { addressBody, addressListSchema, addressParams, addressPatchBody, addressSchema } from './addresses.schemas.ts';
import { addAddress, deleteAddress, listAddresses, updateAddress } from './addresses.service.ts';

export const addressesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  declareAccess(app, 'shopper');
  app.get(
    '/users/addresses',
    {
      schema: {
        tags: ['addresses'],
        summary: 'The user’s saved delivery addresses (authorized)',
        response: { 200: envelope(addressListSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = await requireUser(request);
      return { data: await listAddresses(db, user.id, contentLang(request.locale)) };
    },
  );

  app.post(
    '/users/addresses',
    {
      schema: {
        tags: ['addresses'],
        summary:
          'Save a delivery address (authorized). A house is required (validation.addressNoHouse), an apartment unless privateHouse; at most MAX_ADDRESSES (validation.maxAddresses)',
        body: addressBody,
        response: { 201: envelope(addressSchema) },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(request);
      const address = await addAddress(db, user.id, contentLang(request.locale), request.body);
      return reply.status(201).send({ data: address });
    },
  );

  app.patch(
    '/users/addresses/:id',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Change a saved address (authorized; another user’s address is 404)',
        params: addressParams,
        body: addressPatchBody,
        response: { 200: envelope(addressSchema) },
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      return {
        data: await updateAddress(db, user.id, contentLang(request.locale), request.params.id, request.body),
      };
    },
  );

  app.delete(
    '/users/addresses/:id',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Delete a saved address (authorized; another user’s address is 404); answers the remaining ones',
        params: addressParams,
        response: { 200: envelope(addressListSchema) },
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      return { data: await deleteAddress(db, user.id, contentLang(request.locale), request.params.id) };
    },
  );
};
