/**
 * Fiscal receipts (54-FZ) of payments and refunds (docs/decisions/034-fiscal-receipts.md): the
 * receipt as it was sent and where it stands at the provider.
 */
import type { FiscalReceipt, ReceiptSettlement } from '@storefront/domain/payments/receipt';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders, payments, refunds } from './orders.ts';

/** pending: not sent yet; sent: the provider has it; succeeded: registered; failed: refused or not sent. */
export type ReceiptStatus = 'pending' | 'sent' | 'succeeded' | 'failed';

/**
 * payment: money taken (by card, or the advance of gift cards) or given back; handover: goods paid
 * in advance handed over, the prepayment offset (decision 046).
 */
export type ReceiptPurpose = 'payment' | 'handover';

export const receipts = pgTable(
  'receipts',
  {
    /** Random; the provider's idempotence key when the receipt is sent on its own. */
    id: text('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /**
     * The provider payment the receipt belongs to (a refund's: the payment it goes back to); null for
     * an order paid wholly by gift cards, whose receipts go to its variant's gateway on their own.
     */
    paymentId: text('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    refundId: text('refund_id').references(() => refunds.id, { onDelete: 'cascade' }),
    type: text('type').$type<FiscalReceipt['type']>().notNull(),
    /** cashless: money taken by (or back to) the card; prepayment: what gift cards paid. */
    settlement: text('settlement').$type<ReceiptSettlement>().notNull(),
    purpose: text('purpose').$type<ReceiptPurpose>().notNull().default('payment'),
    status: text('status').$type<ReceiptStatus>().notNull(),
    /** The receipt's total: its items' prices times their pieces. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** The lines, buyer and tax system as sent: a resend sends exactly these. */
    receipt: jsonb('receipt').$type<FiscalReceipt>().notNull(),
    providerReceiptId: text('provider_receipt_id'),
    /** Why it failed, as the provider (or the failed call) said. */
    error: text('error'),
    /** Sends of it on its own (a resend's idempotence key counts them). */
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('receipts_order_idx').on(t.orderId),
    uniqueIndex('receipts_payment_once')
      .on(t.paymentId, t.settlement)
      .where(sql`${t.refundId} is null and ${t.purpose} = 'payment' and ${t.paymentId} is not null`),
    uniqueIndex('receipts_gift_cards_only_once')
      .on(t.orderId, t.settlement)
      .where(sql`${t.refundId} is null and ${t.purpose} = 'payment' and ${t.paymentId} is null`),
    uniqueIndex('receipts_handover_once').on(t.orderId).where(sql`${t.purpose} = 'handover'`),
    uniqueIndex('receipts_refund_once').on(t.refundId, t.settlement).where(sql`${t.refundId} is not null`),
    check(
      'receipts_type',
      sql`${t.type} in ('payment', 'refund') and (${t.refundId} is null) = (${t.type} = 'payment')`,
    ),
    check(
      'receipts_purpose',
      sql`${t.purpose} in ('payment', 'handover') and (${t.purpose} = 'payment' or ${t.refundId} is null)`,
    ),
    check('receipts_settlement', sql`${t.settlement} in ('cashless', 'prepayment')`),
    check('receipts_status', sql`${t.status} in ('pending', 'sent', 'succeeded', 'failed')`),
    check('receipts_amount', sql`${t.amount} > 0`),
  ],
);
