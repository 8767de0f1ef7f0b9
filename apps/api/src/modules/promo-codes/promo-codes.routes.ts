/** The back office's promo codes (content editors): list with uses, one code with its orders and shoppers, create and edit. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { listPageSchema } from '../../lib/list-query.ts';
import { envelope, errorEnvelope } from '../../lib/schemas.ts';
import { declareAccess } from '../../plugins/access.ts';
import { requireStaff } from '../identity/require-user.ts';
import { createPromoCode, getPromoCode, listPromoCodes, updatePromoCode } from './promo-codes.admin.ts';
import {
  promoCodeBody,
  promoCodeParams,
  promoCodeSchema,
  promoDetailSchema,
  promoListQuery,
} from './promo-codes.schemas.ts';

export const promoCodesStaffRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  declareAccess(app, 'staff:content');
  const tags = ['staff'];

  app.get(
    '/staff/promo-codes',
    {
      schema: {
        tags,
        summary: 'Promo codes with their use counts: search by code, filter by state and variant, sort, pages',
        querystring: promoListQuery,
        response: { 200: listPageSchema(promoCodeSchema), 400: errorEnvelope },
      },
    },
    async (request) => ({ data: await listPromoCodes(db, request.query) }),
  );

  app.get(
    '/staff/promo-codes/:code',
    {
      schema: {
        tags,
        summary: 'A promo code with every order placed with it and who placed it',
        params: promoCodeParams,
        response: { 200: envelope(promoDetailSchema), 404: errorEnvelope },
      },
    },
    async (request) => ({ data: await getPromoCode(db, request.params.code) }),
  );

  app.post(
    '/staff/promo-codes',
    {
      schema: {
        tags,
        summary: 'Creates a promo code; 400 with field errors (percent 1–100, dates in order, code taken…)',
        body: promoCodeBody,
        response: { 201: envelope(promoDetailSchema), 400: errorEnvelope },
      },
    },
    async (request, reply) => {
      const staff = await requireStaff(request);
      await db.transaction((tx) => createPromoCode(tx, request.body, staff.id));
      return reply.status(201).send({ data: await getPromoCode(db, request.body.code) });
    },
  );

  app.put(
    '/staff/promo-codes/:code',
    {
      schema: {
        tags,
        summary: 'New terms for a promo code (its name stays); 400 with field errors',
        params: promoCodeParams,
        body: promoCodeBody,
        response: { 200: envelope(promoDetailSchema), 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      await db.transaction((tx) => updatePromoCode(tx, request.params.code, request.body, staff.id));
      return { data: await getPromoCode(db, request.params.code) };
    },
  );
};
