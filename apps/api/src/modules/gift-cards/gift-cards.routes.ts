import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorEnvelope } from '../../lib/schemas.ts';
import { declareAccess } from '../../plugins/access.ts';
import { requireUser } from '../identity/require-user.ts';
import { idempotencyHeaders } from '../orders/orders.schemas.ts';
import type { OrderDeps } from '../orders/place-order.ts';
import { placedAnswer, placingRequest } from '../orders/placing-request.ts';
import { placeGiftCardOrder } from './gift-card-orders.ts';
import type { GiftCardSmsDeps } from './gift-card-sms.ts';
import { accountQuietHours, sendGiftCardSms } from './gift-card-sms.ts';
import { checkBalance, ownedCards, presentView, revealPin } from './gift-card-views.ts';
import {
  balanceBody,
  balanceResult,
  giftCardOrderBody,
  giftCardOrderResult,
  ownedCardsResult,
  presentSchema,
  presentTokenParams,
} from './gift-cards.schemas.ts';

const tags = ['gift-cards'];

export interface GiftCardRoutesDeps extends OrderDeps {
  pinKey: string;
  sms: GiftCardSmsDeps;
  /** Lets tests run the scheduled SMS job at a given time (JOB_TRIGGER=true; never in a real shop). */
  jobTrigger: boolean;
}

export const giftCardsRoutes: FastifyPluginAsyncZod<GiftCardRoutesDeps> = async (app, deps) => {
  // The present page, PIN and balance are for whoever holds the link or the card; buying and the
  // profile's cards are for signed-in shoppers.
  declareAccess(app, 'public');
  app.post(
    '/gift-cards/orders',
    {
      config: { access: 'shopper' },
      schema: {
        tags,
        summary:
          'Buy a gift card (authorized, ru only): the five steps’ answers, checked with giftCardDraftErrors (fields design, amount, senderName, recipientName, recipientPhone, greeting, sendTime.date|time|timeZone, quantity, legalEntity.<field>). Placed like any order: Idempotency-Key (same key and body → the same order, 200; another body → 409), online payment with the payment timer; a legal entity (quantity up to 100) gets a manager-handled order. The cards are issued when the order is paid.',
        headers: idempotencyHeaders,
        body: giftCardOrderBody,
        response: {
          200: envelope(giftCardOrderResult),
          201: envelope(giftCardOrderResult),
          400: errorEnvelope,
          401: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const placing = await placingRequest(request, deps.config);
      const placed = await placeGiftCardOrder(deps, { ...placing, body: request.body });
      return placedAnswer(reply, placed);
    },
  );

  app.get(
    '/gift-cards/present/:token',
    {
      schema: {
        tags,
        summary:
          'The present page of a card by its link token (not its number): design, amounts, greeting, number; never the PIN. 404 for an unknown token',
        params: presentTokenParams,
        response: { 200: envelope(z.object({ card: presentSchema })), 404: errorEnvelope },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      reply.header('x-robots-tag', 'noindex');
      return { data: { card: await presentView(deps.db, request.params.token) } };
    },
  );

  app.post(
    '/gift-cards/present/:token/pin',
    {
      schema: {
        tags,
        summary: 'The card’s PIN, revealed when the holder of the link asks for it',
        params: presentTokenParams,
        response: { 200: envelope(z.object({ pin: z.string() })), 404: errorEnvelope },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: { pin: await revealPin(deps.db, request.params.token, deps.pinKey) } };
    },
  );

  app.post(
    '/gift-cards/balance',
    {
      schema: {
        tags,
        summary:
          'A card’s balance by number and PIN. Same limit and messages as the checkout’s PIN check: checkout.error.giftCardIncomplete, checkout.error.giftCardNotFound, 429 past the limit',
        body: balanceBody,
        response: { 200: envelope(balanceResult), 400: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = (await request.currentSession())?.user;
      const limitKey = user ? String(user.id) : `ip:${request.ip}`;
      return { data: await checkBalance(deps.db, { limitKey, ...request.body }) };
    },
  );

  app.get(
    '/users/gift-cards',
    {
      config: { access: 'shopper' },
      schema: {
        tags,
        summary:
          'The profile’s gift cards (authorized): bought (status awaiting_payment, paid, sent, delivered or cancelled) and received (sent to the user’s phone), with balance and history of use',
        response: { 200: envelope(ownedCardsResult), 401: errorEnvelope },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = await requireUser(request);
      return { data: await ownedCards(deps.db, user) };
    },
  );

  if (deps.jobTrigger) {
    app.post(
      '/testing/jobs/gift-card-sms',
      {
        schema: {
          tags: ['testing'],
          summary: 'Runs the scheduled gift-card SMS job now, as if the clock showed `at` (JOB_TRIGGER=true only)',
          body: z.object({ at: z.iso.datetime().optional() }),
          response: {
            200: envelope(
              z.object({ sent: z.number(), retried: z.number(), failed: z.number(), postponed: z.number() }),
            ),
          },
        },
      },
      async (request) => ({
        data: await sendGiftCardSms(
          { ...deps.sms, quietUntil: accountQuietHours(deps.db) },
          request.body.at ? new Date(request.body.at) : new Date(),
        ),
      }),
    );
  }
};
