/**
 * An order's fiscal receipts and its payment provider's notifications as the back office's order
 * page shows them (decision 034), with whether a receipt may be sent again.
 */
import type { CurrencyCode } from '@storefront/domain/variants';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { orders, paymentEvents, payments, refunds } from '../../db/schema/orders.ts';
import { receipts } from '../../db/schema/receipts.ts';
import { moneySchema } from '../../lib/schemas.ts';

export const receiptViewSchema = z.object({
  id: z.string(),
  type: z.enum(['payment', 'refund']),
  settlement: z
    .enum(['cashless', 'prepayment'])
    .describe(
      'cashless: money taken by (or back to) the card; prepayment: settled from an advance (gift cards, or a prepayment at handover)',
    ),
  purpose: z
    .enum(['payment', 'handover'])
    .describe('payment: money taken or given back; handover: goods paid in advance handed over, the prepayment offset'),
  status: z
    .enum(['pending', 'sent', 'succeeded', 'failed'])
    .describe('pending: not sent yet; sent: the provider has it; succeeded: registered; failed: refused or not sent'),
  amount: moneySchema,
  paymentId: z.string().nullable().describe('null: an order paid wholly by gift cards'),
  refundId: z.string().nullable(),
  providerReceiptId: z.string().nullable(),
  error: z.string().nullable(),
  resendable: z.boolean().describe('failed, for money that did move: POST …/receipts/{id}/resend sends it again'),
  at: z.string(),
  updatedAt: z.string(),
  lines: z.array(
    z.object({
      description: z.string(),
      quantity: z.number().int(),
      price: moneySchema.describe('one piece, after every discount'),
      vatCode: z.number().int(),
      paymentSubject: z.enum(['commodity', 'service', 'payment']),
      paymentMode: z.enum(['full_prepayment', 'full_payment', 'advance']),
    }),
  ),
});

export const providerEventSchema = z.object({
  provider: z.string(),
  eventId: z.string(),
  paymentId: z.string(),
  type: z.string().describe('the payment status the notification proved: succeeded or failed'),
  at: z.string(),
});

/** The order's receipts (oldest first) and the provider notifications its payments received. */
export async function orderReceiptViews(
  db: Db,
  orderId: number,
): Promise<{ receipts: z.infer<typeof receiptViewSchema>[]; providerEvents: z.infer<typeof providerEventSchema>[] }> {
  const [rows, events] = await Promise.all([
    db
      .select({
        receipt: receipts,
        paymentStatus: payments.status,
        refundStatus: refunds.status,
        paidAt: orders.paidAt,
      })
      .from(receipts)
      .innerJoin(orders, eq(orders.id, receipts.orderId))
      .leftJoin(payments, eq(payments.id, receipts.paymentId))
      .leftJoin(refunds, eq(refunds.id, receipts.refundId))
      .where(eq(receipts.orderId, orderId))
      .orderBy(asc(receipts.createdAt), asc(receipts.id)),
    db
      .select({
        provider: paymentEvents.provider,
        eventId: paymentEvents.eventId,
        paymentId: paymentEvents.paymentId,
        type: paymentEvents.type,
        at: paymentEvents.receivedAt,
      })
      .from(paymentEvents)
      .innerJoin(payments, eq(payments.id, paymentEvents.paymentId))
      .where(eq(payments.orderId, orderId))
      .orderBy(asc(paymentEvents.receivedAt)),
  ]);
  return {
    receipts: rows.map(({ receipt: r, paymentStatus, refundStatus, paidAt }) => {
      const money = (amount: number) => ({ amount, currency: r.currency as CurrencyCode });
      return {
        id: r.id,
        type: r.type,
        settlement: r.settlement,
        purpose: r.purpose,
        status: r.status,
        amount: money(r.amount),
        paymentId: r.paymentId,
        refundId: r.refundId,
        providerReceiptId: r.providerReceiptId,
        error: r.error,
        // Without a payment, gift cards paid the order: their money moved when it was paid.
        resendable:
          r.status === 'failed' && moneyMoved(paymentStatus ?? (paidAt ? 'succeeded' : 'pending'), refundStatus),
        at: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
        lines: r.receipt.items.map((i) => ({ ...i, price: money(i.price) })),
      };
    }),
    providerEvents: events.map((e) => ({ ...e, at: e.at.toISOString() })),
  };
}

/** A receipt names money that moved: its payment succeeded, and a refund's refund too. */
export const moneyMoved = (paymentStatus: string, refundStatus: string | null): boolean =>
  refundStatus === null ? paymentStatus === 'succeeded' : refundStatus === 'succeeded';
