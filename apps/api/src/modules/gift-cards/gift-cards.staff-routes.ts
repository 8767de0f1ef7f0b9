/** The back office's gift cards (order managers): search, balance and history, block and unblock, the recipient's SMS again. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { listPageSchema } from '../../lib/list-query.ts';
import { envelope, errorEnvelope } from '../../lib/schemas.ts';
import { declareAccess } from '../../plugins/access.ts';
import { requireStaff } from '../identity/require-user.ts';
import {
  blockGiftCard,
  giftCardDetail,
  resendGiftCardSms,
  searchGiftCards,
  unblockGiftCard,
} from './gift-cards.staff.ts';
import {
  giftCardIdParams,
  staffGiftCardDetailSchema,
  staffGiftCardQuery,
  staffGiftCardSchema,
} from './gift-cards.staff-schemas.ts';

export const giftCardsStaffRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  declareAccess(app, 'staff:orders');
  const tags = ['staff'];

  app.get(
    '/staff/gift-cards',
    {
      schema: {
        tags,
        summary: 'Gift cards by digits of their number or of a phone (recipient or buyer), status; sorted, in pages',
        querystring: staffGiftCardQuery,
        response: { 200: listPageSchema(staffGiftCardSchema), 400: errorEnvelope },
      },
    },
    async (request) => ({ data: await searchGiftCards(db, request.query) }),
  );

  app.get(
    '/staff/gift-cards/:id',
    {
      schema: {
        tags,
        summary: 'A gift card with its balance and history: issue, spends and refunds with their orders',
        params: giftCardIdParams,
        response: { 200: envelope(staffGiftCardDetailSchema), 404: errorEnvelope },
      },
    },
    async (request) => ({ data: await giftCardDetail(db, request.params.id) }),
  );

  const actions = [
    ['block', blockGiftCard, 'Blocks an active card: checkout refuses it from then on; 409 when not active'],
    ['unblock', unblockGiftCard, 'Makes a blocked card usable again; 409 when not blocked'],
    [
      'resend-sms',
      resendGiftCardSms,
      'Schedules the recipient’s SMS with the present link again, due now (the SMS job sends it); 409 for a card without one or blocked',
    ],
  ] as const;
  for (const [action, change, summary] of actions) {
    app.post(
      `/staff/gift-cards/:id/${action}`,
      {
        schema: {
          tags,
          summary,
          params: giftCardIdParams,
          response: { 200: envelope(staffGiftCardDetailSchema), 404: errorEnvelope, 409: errorEnvelope },
        },
      },
      async (request) => {
        const staff = await requireStaff(request);
        await db.transaction((tx) => change(tx, request.params.id, staff.id));
        return { data: await giftCardDetail(db, request.params.id) };
      },
    );
  }
};
