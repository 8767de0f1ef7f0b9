import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { envelope, errorEnvelope } from '../../lib/schemas.ts';
import { declareAccess } from '../../plugins/access.ts';
import { requireUser } from '../identity/require-user.ts';
import { shopperScope } from '../identity/shopper.ts';
import {
  checkoutQuery,
  checkoutQuoteSchema,
  giftCardBody,
  giftCardParams,
  paymentMethodBody,
  promoCodeBody,
} from './checkout.schemas.ts';
import {
  applyGiftCard,
  applyPromoCode,
  type CheckoutInput,
  removeGiftCard,
  removePromoCode,
  setPaymentMethod,
} from './checkout.service.ts';
import { checkoutQuote } from './checkout-quote.ts';

const tags = ['checkout'];
const answers = { 200: envelope(checkoutQuoteSchema), 400: errorEnvelope, 401: errorEnvelope };

export const checkoutRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  declareAccess(app, 'shopper');
  async function checkoutInput(request: FastifyRequest, legalEntity: boolean | undefined): Promise<CheckoutInput> {
    const { session, user } = await requireUser(request);
    // Without the query, a user who buys as a legal entity gets the legal entity's quote.
    return {
      user,
      scope: shopperScope(session, request),
      legalEntity: legalEntity ?? user.legalEntity,
      locale: request.locale,
    };
  }

  app.get(
    '/checkout',
    {
      schema: {
        tags,
        summary:
          'The checkout quote (authorized): ready delivery groups with prices, per-line discount, totals, applied gift cards, payment methods, promo code, the recipient prefilled from the profile and what blocks placing',
        querystring: checkoutQuery,
        response: answers,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await checkoutQuote(db, await checkoutInput(request, request.query.legalEntity)) };
    },
  );

  app.put(
    '/checkout/promo-code',
    {
      schema: {
        tags,
        summary:
          'Apply a promo code (only after a delivery method is chosen). 400 on field `code`: promoUnknown, promoExpired, promoMinSum (params.min), promoUsed, promoExhausted, promoNeedsDelivery',
        querystring: checkoutQuery,
        body: promoCodeBody,
        response: answers,
      },
    },
    async (request) => ({
      data: await applyPromoCode(db, await checkoutInput(request, request.query.legalEntity), request.body.code),
    }),
  );

  app.delete(
    '/checkout/promo-code',
    { schema: { tags, summary: 'Remove the promo code', querystring: checkoutQuery, response: answers } },
    async (request) => ({ data: await removePromoCode(db, await checkoutInput(request, request.query.legalEntity)) }),
  );

  app.post(
    '/checkout/gift-cards',
    {
      schema: {
        tags,
        summary:
          'Apply a gift card by number and PIN (switches payment to online; the balance is charged only when the order is placed). 400 on field `number`: giftCardIncomplete, giftCardNotFound (also a wrong PIN), giftCardEmpty, giftCardAlreadyApplied, giftCardNeedsOnline (legal entity); 429 after too many attempts',
        querystring: checkoutQuery,
        body: giftCardBody,
        response: { ...answers, 429: errorEnvelope },
      },
    },
    async (request) => ({
      data: await applyGiftCard(db, await checkoutInput(request, request.query.legalEntity), request.body),
    }),
  );

  app.delete(
    '/checkout/gift-cards/:id',
    {
      schema: {
        tags,
        summary: 'Remove an applied gift card (a card not applied changes nothing)',
        querystring: checkoutQuery,
        params: giftCardParams,
        response: answers,
      },
    },
    async (request) => ({
      data: await removeGiftCard(db, await checkoutInput(request, request.query.legalEntity), request.params.id),
    }),
  );

  app.put(
    '/checkout/payment-method',
    {
      schema: {
        tags,
        summary:
          'Choose online or on-receipt payment. 400 on field `method` with paymentMethodUnavailable: on receipt with gift cards applied, online for a legal entity',
        querystring: checkoutQuery,
        body: paymentMethodBody,
        response: answers,
      },
    },
    async (request) => ({
      data: await setPaymentMethod(db, await checkoutInput(request, request.query.legalEntity), request.body.method),
    }),
  );
};
