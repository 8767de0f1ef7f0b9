/** The back office's orders (the `orders` role): list and queues, one order in full, status moves, refunds, cancellation requests. */

import { SHOPPER_CANCEL_REASONS } from '@storefront/domain/cancel-reasons';
import { DELIVERY_METHODS, ORDER_STATUSES } from '@storefront/domain/checkout';
import { contentLang } from '@storefront/domain/i18n/translate';
import { ONLINE_PAYMENT_METHODS } from '@storefront/domain/online-payment';
import { ORDER_QUEUES } from '@storefront/domain/order-refunds';
import { PAID_WITH } from '@storefront/domain/paid-with';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { dayParam, listPageSchema, listQuery } from '../../lib/list-query.ts';
import { rowId } from '../../lib/number-schemas.ts';
import { envelope, errorEnvelope, moneySchema } from '../../lib/schemas.ts';
import { declareAccess } from '../../plugins/access.ts';
import { requireStaff } from '../identity/require-user.ts';
import type { OrderNotices } from '../notices/order-notices.ts';
import type { PaymentDeps } from '../payments/payment.service.ts';
import { providerEventSchema, receiptViewSchema } from '../payments/receipt-views.ts';
import { resendReceipt } from '../payments/receipts.ts';
import { answerCancellation } from './cancellation-requests.ts';
import { moveOrder } from './order-transitions.ts';
import { orderSchema } from './orders.schemas.ts';
import { previewRefund, refundOrder } from './refunds.service.ts';
import { listStaffOrders, staffOrderDetail } from './staff-orders.service.ts';

const orderClock = z
  .string()
  .describe(
    'the clock the order’s times are read on (IANA): its city’s (shop, pickup point or address), else its variant’s',
  );

const paidWithSchema = z
  .object({
    kinds: z.array(z.enum(PAID_WITH)).describe('gift cards first when they paid part, then the way of the rest'),
    provider: z.string().nullable().describe('the gateway of the online payment that counts'),
  })
  .describe('how the order is paid: card, SBP, gift cards, on receipt or by invoice, and through which gateway');

const staffOrderRow = z.object({
  number: z.string(),
  date: z.string(),
  status: z.enum(ORDER_STATUSES),
  phone: z.string(),
  name: z.string(),
  legalEntity: z.boolean(),
  methods: z.array(z.enum(DELIVERY_METHODS)),
  paidWith: paidWithSchema,
  total: moneySchema,
  cancellationRequested: z.boolean(),
  shopperCancelReason: z
    .enum(SHOPPER_CANCEL_REASONS)
    .nullable()
    .describe('what the shopper chose when asking to cancel'),
  shopperCancelNote: z.string().nullable(),
  timeZone: orderClock,
});

const staffOrderDetailSchema = z.object({
  order: orderSchema,
  timeZone: orderClock,
  shopper: z
    .object({ id: z.number().int(), phone: z.string(), firstName: z.string().nullable(), email: z.string().nullable() })
    .nullable(),
  invoiceNumber: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  paidWith: paidWithSchema,
  payments: z.array(
    z.object({
      id: z.string(),
      provider: z.string(),
      method: z.enum(ONLINE_PAYMENT_METHODS),
      status: z.string(),
      amount: moneySchema,
      at: z.string(),
      late: z.boolean().describe('succeeded after the order stopped awaiting payment: refund it (latePayment)'),
    }),
  ),
  refunds: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['full', 'lines', 'late_payment']),
      status: z.enum(['pending', 'succeeded', 'failed']),
      amount: moneySchema,
      toGiftCards: moneySchema,
      toPayment: moneySchema,
      at: z.string(),
      idempotencyKey: z.string().describe('send it again with the same request to retry a pending refund'),
      paymentId: z.string().nullable(),
      reason: z.string().nullable().describe('why the manager gave the money back'),
      lines: z.array(
        z.object({
          skuId: z.number().int(),
          name: z.string(),
          size: z.string().nullable(),
          quantity: z.number().int(),
        }),
      ),
    }),
  ),
  refundable: z
    .object({
      amount: moneySchema.describe('what is left of what was paid (gift cards and online)'),
      lines: z.array(z.object({ skuId: z.number().int(), quantity: z.number().int().describe('pieces left') })),
    })
    .describe('what a refund may still give back'),
  giftCards: z.array(
    z.object({ number: z.string(), kind: z.enum(['charge', 'refund']), amount: moneySchema, at: z.string() }),
  ),
  history: z.array(
    z.object({
      from: z.enum(ORDER_STATUSES).nullable(),
      to: z.enum(ORDER_STATUSES),
      actor: z.enum(['shopper', 'system', 'staff']),
      staffPhone: z.string().nullable(),
      note: z.string().nullable(),
      at: z.string(),
    }),
  ),
  notices: z.array(z.object({ kind: z.string(), title: z.string(), at: z.string() })),
  next: z.array(z.enum(ORDER_STATUSES)).describe('the statuses staff may move the order to'),
  receipts: z.array(receiptViewSchema).describe('fiscal receipts of its payments and refunds (54-FZ)'),
  providerEvents: z.array(providerEventSchema).describe('payment provider notifications its payments received'),
});

const numberParams = z.object({ number: z.string().regex(/^\d{1,20}$/) });

const receiptParams = numberParams.extend({ receiptId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

/** Why the manager refunds: kept with the refund, in the order's history and the audit; not part of what a repeat must match. */
const reason = z.string().trim().min(1).max(500).optional();

const refundBody = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('full').describe('everything left, delivery included'), reason }),
  z.strictObject({
    kind: z.literal('lines'),
    reason,
    lines: z
      .array(
        z.strictObject({
          skuId: rowId().describe('the line’s SKU (productId of the order view)'),
          quantity: z.number().int().positive().max(10_000),
        }),
      )
      .min(1)
      .max(200),
  }),
  z.strictObject({ kind: z.literal('latePayment'), paymentId: z.string().min(1).max(100), reason }),
]);

const refundHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(1)
    .max(200)
    .describe('one per refund the manager means: a repeat answers (or retries) the refund it made'),
});

export const staffOrdersRoutes: FastifyPluginAsyncZod<{
  db: Db;
  notices: OrderNotices;
  payments: Pick<PaymentDeps, 'providers' | 'fiscal' | 'jobs'>;
}> = async (app, { db, notices, payments }) => {
  declareAccess(app, 'staff:orders');
  // What a refund and a cancellation (which refunds) need to move money and write receipts.
  const moneyDeps = (log: FastifyBaseLogger) => ({ db, notices, log, ...payments });

  app.get(
    '/staff/orders',
    {
      schema: {
        tags: ['staff'],
        summary:
          'Orders: search by number or phone, filter by status, delivery method and days (on the staff clock); orders',
        querystring: listQuery(['date', 'total', 'number']).extend({
          queue: z
            .enum(ORDER_QUEUES)
            .optional()
            .describe(
              'cancellationRequests: paid orders the shopper asked to cancel; latePayments: unpaid past the payment window, or paid too late and not refunded',
            ),
          status: z.enum(ORDER_STATUSES).optional(),
          method: z.enum(DELIVERY_METHODS).optional(),
          from: dayParam.optional(),
          to: dayParam.optional(),
        }),
        response: { 200: listPageSchema(staffOrderRow) },
      },
    },
    async (request) => ({ data: await listStaffOrders(db, request.query) }),
  );

  app.get(
    '/staff/orders/:number',
    {
      schema: {
        tags: ['staff'],
        summary: 'One order with its shopper, payments, gift cards, status history, notices and next statuses; orders',
        params: numberParams,
        response: { 200: envelope(staffOrderDetailSchema), 404: errorEnvelope },
      },
    },
    async (request) => ({
      data: await staffOrderDetail(db, request.params.number, contentLang(request.locale)),
    }),
  );

  app.post(
    '/staff/orders/:number/transition',
    {
      schema: {
        tags: ['staff'],
        summary:
          'Moves the order to a status the state machine allows (409 otherwise); notifies the shopper; audited. manager_review → placed issues the invoice, → cancelled needs the reason; orders',
        params: numberParams,
        body: z.object({
          to: z.enum(ORDER_STATUSES),
          note: z.string().trim().min(1).max(500).optional(),
          invoiceNumber: z.string().trim().min(1).max(40).optional(),
        }),
        response: { 200: envelope(staffOrderDetailSchema), 404: errorEnvelope, 409: errorEnvelope },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      await moveOrder(db, notices, request.params.number, { staffId: staff.id, ...request.body }, payments);
      return { data: await staffOrderDetail(db, request.params.number, contentLang(request.locale)) };
    },
  );

  app.post(
    '/staff/orders/:number/refunds',
    {
      schema: {
        tags: ['staff'],
        summary:
          'Refunds the whole order, pieces of its lines or a late payment: gift cards get their share back, the rest goes back through the payment provider; cancels the order once everything is back; notifies the shopper; audited. Idempotent by the Idempotency-Key (201 made, 200 a repeat; another body 409). 400 with a field for a line, quantity or amount beyond what is left, 409 for an unpaid order, 503 when the provider cannot be reached (repeat later); orders',
        params: numberParams,
        headers: refundHeaders,
        body: refundBody,
        response: {
          200: envelope(staffOrderDetailSchema),
          201: envelope(staffOrderDetailSchema),
          400: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
          503: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const staff = await requireStaff(request);
      const { number } = request.params;
      const made = await refundOrder(
        moneyDeps(request.log),
        number,
        staff.id,
        request.headers['idempotency-key'],
        request.body,
      );
      reply.status(made.created ? 201 : 200);
      return { data: await staffOrderDetail(db, number, contentLang(request.locale)) };
    },
  );

  app.post(
    '/staff/orders/:number/refunds/preview',
    {
      schema: {
        tags: ['staff'],
        summary:
          'What the refund asked would give back and its split, without making it: the amount a manager confirms. Refuses as the refund would (400 at a field, 409 unpaid); orders',
        params: numberParams,
        body: refundBody,
        response: {
          200: envelope(z.object({ amount: moneySchema, toGiftCards: moneySchema, toPayment: moneySchema })),
          400: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
        },
      },
    },
    async (request) => {
      await requireStaff(request);
      return { data: await previewRefund(db, request.params.number, request.body) };
    },
  );

  app.post(
    '/staff/orders/:number/receipts/:receiptId/resend',
    {
      schema: {
        tags: ['staff'],
        summary:
          'Sends a failed fiscal receipt again, with the lines it was made with, for money that did move (its payment, or its refund, succeeded); answers the order with the receipt as it stands now (failed again with the provider’s reason, or sent). 409 when the receipt is not failed or its money never moved; orders',
        params: receiptParams,
        response: { 200: envelope(staffOrderDetailSchema), 404: errorEnvelope, 409: errorEnvelope },
      },
    },
    async (request) => {
      await requireStaff(request);
      const { number, receiptId } = request.params;
      await resendReceipt({ db, providers: payments.providers, log: request.log }, number, receiptId);
      return { data: await staffOrderDetail(db, number, contentLang(request.locale)) };
    },
  );

  app.post(
    '/staff/orders/:number/cancellation',
    {
      schema: {
        tags: ['staff'],
        summary:
          'Answers the shopper’s request to cancel a paid order: approve refunds it all (which cancels it; a repeat refunds nothing more), decline keeps it and tells the shopper the reason; audited. 409 when nothing was asked; orders',
        params: numberParams,
        body: z.discriminatedUnion('decision', [
          z.strictObject({ decision: z.literal('approve') }),
          z.strictObject({ decision: z.literal('decline'), note: z.string().trim().min(1).max(500) }),
        ]),
        response: {
          200: envelope(staffOrderDetailSchema),
          400: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
          503: errorEnvelope,
        },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      const { number } = request.params;
      await answerCancellation(moneyDeps(request.log), number, staff.id, request.body);
      return { data: await staffOrderDetail(db, number, contentLang(request.locale)) };
    },
  );
};
