/** The back office's orders (the `orders` role): list, one order in full, and status moves. */
import { DELIVERY_METHODS, ORDER_STATUSES } from '@storefront/domain/checkout';
import { contentLang } from '@storefront/domain/i18n/translate';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { dayParam, listPageSchema, listQuery } from '../../lib/list-query.ts';
import { envelope, errorEnvelope, moneySchema } from '../../lib/schemas.ts';
import { declareAccess } from '../../plugins/access.ts';
import { requireStaff } from '../identity/require-user.ts';
import type { OrderNotices } from '../notices/order-notices.ts';
import { moveOrder } from './order-transitions.ts';
import { orderSchema } from './orders.schemas.ts';
import { listStaffOrders, staffOrderDetail } from './staff-orders.service.ts';

const staffOrderRow = z.object({
  number: z.string(),
  date: z.string(),
  status: z.enum(ORDER_STATUSES),
  phone: z.string(),
  name: z.string(),
  legalEntity: z.boolean(),
  methods: z.array(z.enum(DELIVERY_METHODS)),
  total: moneySchema,
  cancellationRequested: z.boolean(),
});

const staffOrderDetailSchema = z.object({
  order: orderSchema,
  shopper: z
    .object({ id: z.number().int(), phone: z.string(), firstName: z.string().nullable(), email: z.string().nullable() })
    .nullable(),
  invoiceNumber: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  payments: z.array(
    z.object({ id: z.string(), provider: z.string(), status: z.string(), amount: moneySchema, at: z.string() }),
  ),
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
});

const numberParams = z.object({ number: z.string().regex(/^\d{1,20}$/) });

export const staffOrdersRoutes: FastifyPluginAsyncZod<{ db: Db; notices: OrderNotices }> = async (
  app,
  { db, notices },
) => {
  declareAccess(app, 'staff:orders');

  app.get(
    '/staff/orders',
    {
      schema: {
        tags: ['staff'],
        summary: 'Orders: search by number or phone, filter by status, delivery method and days (UTC); orders',
        querystring: listQuery(['date', 'total', 'number']).extend({
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
      await moveOrder(db, notices, request.params.number, { staffId: staff.id, ...request.body });
      return { data: await staffOrderDetail(db, request.params.number, contentLang(request.locale)) };
    },
  );
};
