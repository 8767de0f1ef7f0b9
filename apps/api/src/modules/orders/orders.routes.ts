import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestOrigin } from '../../lib/request-origin.ts';
import { envelope, errorEnvelope } from '../../lib/schemas.ts';
import { declareAccess } from '../../plugins/access.ts';
import { requireUser } from '../identity/require-user.ts';
import { shopperScope } from '../identity/shopper.ts';
import { paysOnPhone } from '../payments/paying-device.ts';
import { cancelByShopper, changePaymentMethod, payAgain } from './order-actions.ts';
import {
  cancelOrderBody,
  idempotencyHeaders,
  orderListQuery,
  orderListSchema,
  orderNumberParams,
  orderPaymentResult,
  orderSchema,
  payAgainBody,
  paymentMethodBody,
  placeOrderBody,
  placeOrderResult,
} from './orders.schemas.ts';
import { findUserOrder, listOrders, orderViews } from './orders.service.ts';
import { type OrderDeps, placeOrder } from './place-order.ts';
import { placedAnswer, placingRequestReadingSession } from './placing-request.ts';

const tags = ['orders'];
const errors = { 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };

export const ordersRoutes: FastifyPluginAsyncZod<OrderDeps> = async (app, deps) => {
  declareAccess(app, 'shopper');
  app.post(
    '/orders',
    {
      // The order's first statement reads the session (401 without a user): see place-order.ts.
      config: { sessionReadByHandler: true },
      schema: {
        tags,
        summary:
          'Place the order from the ready basket groups and the checkout (authorized), atomically and idempotently. 201 with the order (and the payment to go to for online orders); the same Idempotency-Key and body again answers the same order with 200, another body 409; 409 with outOfStock and fields lines.<skuId> when stock ran out; 400 with the checkout problems or field errors recipient.<field>, legalEntity.<field>',
        headers: idempotencyHeaders,
        body: placeOrderBody,
        response: { 200: envelope(placeOrderResult), 201: envelope(placeOrderResult), ...errors },
      },
    },
    async (request, reply) => {
      const placing = placingRequestReadingSession(request, deps.config);
      const placed = await placeOrder(deps, { ...placing, body: request.body });
      return placedAnswer(reply, placed);
    },
  );

  app.get(
    '/orders',
    {
      schema: {
        tags,
        summary: 'The user’s orders, newest first: actual (still going), completed (completed or cancelled) or all',
        querystring: orderListQuery,
        response: { 200: envelope(orderListSchema), 401: errorEnvelope },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { session, user } = await requireUser(request);
      const { lang } = shopperScope(session, request);
      return { data: { orders: await listOrders(deps.db, user.id, request.query.filter, lang) } };
    },
  );

  app.get(
    '/orders/:number',
    {
      schema: {
        tags,
        summary: 'One order of the user; 404 with checkout.error.orderNotFound for another user’s or an unknown number',
        params: orderNumberParams,
        response: { 200: envelope(z.object({ order: orderSchema })), 401: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { session, user } = await requireUser(request);
      const row = await findUserOrder(deps.db, user.id, request.params.number);
      const [order] = await orderViews(deps.db, [row], shopperScope(session, request).lang);
      return { data: { order: order! } };
    },
  );

  app.post(
    '/orders/:number/cancel',
    {
      schema: {
        tags,
        summary:
          'Cancel an unpaid order at once (stock and gift card balances are given back) or, once paid, ask for cancellation (cancellationRequested), with the shopper’s optional reason. Repeating it changes nothing; 409 for a completed order',
        params: orderNumberParams,
        body: cancelOrderBody,
        response: { 200: envelope(z.object({ order: orderSchema })), ...errors },
      },
    },
    async (request) => {
      const { session, user } = await requireUser(request);
      const shopper = { userId: user.id, lang: shopperScope(session, request).lang };
      const order = await cancelByShopper(deps, shopper, request.params.number, request.body ?? {});
      return { data: { order } };
    },
  );

  app.post(
    '/orders/:number/payment',
    {
      schema: {
        tags,
        summary:
          'A new online payment attempt while the payment timer runs, by card or SBP (409 when the order cannot be paid)',
        params: orderNumberParams,
        body: payAgainBody,
        response: { 200: envelope(orderPaymentResult), ...errors },
      },
    },
    async (request) => {
      const { session, user } = await requireUser(request);
      const shopper = {
        userId: user.id,
        lang: shopperScope(session, request).lang,
        origin: requestOrigin(request, deps.config),
        onPhone: paysOnPhone(request),
      };
      return { data: await payAgain(deps, shopper, request.params.number, request.body?.onlineMethod) };
    },
  );

  app.patch(
    '/orders/:number/payment-method',
    {
      schema: {
        tags,
        summary:
          'Change how an unpaid order is paid: online (the payment timer starts) or on receipt (the timer stops). 400 checkout.error.paymentMethodUnavailable when the order cannot change it (canChangePaymentMethod)',
        params: orderNumberParams,
        body: paymentMethodBody,
        response: { 200: envelope(z.object({ order: orderSchema })), ...errors },
      },
    },
    async (request) => {
      const { session, user } = await requireUser(request);
      const shopper = { userId: user.id, lang: shopperScope(session, request).lang };
      return {
        data: { order: await changePaymentMethod(deps, shopper, request.params.number, request.body.paymentMethod) },
      };
    },
  );
};
