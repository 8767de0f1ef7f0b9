/**
 * Fiscal receipts of payments and refunds (docs/decisions/034-fiscal-receipts.md): the order as the
 * domain's receipt rules read it, the receipt rows (what was sent and where it stands), sending a
 * receipt on its own (the gift cards' part of a payment, staff's resend of a failed one) and what
 * the provider tells of them. The card payment's and the refund's receipts travel with their
 * provider calls (payment.service.ts, refunds.service.ts).
 */
import { randomBytes } from 'node:crypto';
import { createTranslator } from '@storefront/domain/i18n/translate';
import { lineTotal } from '@storefront/domain/money';
import {
  type FiscalReceipt,
  handoverReceipt,
  paymentReceipts,
  RECEIPT_MESSAGES,
  type ReceiptLine,
  type ReceiptOrder,
  type ReceiptRefund,
  receiptTotal,
  refundReceipts,
} from '@storefront/domain/payments/receipt';
import {
  type FiscalOverrides,
  type FiscalSettings,
  fiscalSettingsFor,
} from '@storefront/domain/payments/receipt-settings';
import { DEFAULT_VARIANT, isVariantKey, VARIANTS, type VariantKey } from '@storefront/domain/variants';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { categories, products } from '../../db/schema/catalog.ts';
import { giftCardPurchases, orderLines, orders, payments, refundLines, refunds } from '../../db/schema/orders.ts';
import { type ReceiptPurpose, type ReceiptStatus, receipts } from '../../db/schema/receipts.ts';
import { conflict, notFound } from '../../errors.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { ReceiptRegistration } from '../../providers/payment/payment-gateway.ts';
import type { PaymentProviders } from '../../providers/payment/payment-provider.ts';
import { moneyMoved } from './receipt-views.ts';

export interface ReceiptDeps {
  db: Db;
  /** A receipt goes to the gateway that took its payment; one without a payment, to its order's variant's. */
  providers: Pick<PaymentProviders, 'ofKind' | 'forVariant'>;
  log: FastifyBaseLogger;
  /** FISCAL_SETTINGS: the configuration's changes to the domain's receipt settings. */
  fiscal?: FiscalOverrides | undefined;
}

declare module '../../jobs/queue.ts' {
  interface JobPayloads {
    'send-receipt': { receiptId: string };
  }
}

type ReceiptRow = typeof receipts.$inferSelect;

const newReceiptId = () => randomBytes(18).toString('base64url');

/** The order's lines as receipts name them: goods with their category, or the gift cards it sells. */
async function receiptLines(
  tx: Db,
  order: typeof orders.$inferSelect,
  t: ReturnType<typeof createTranslator>,
): Promise<ReceiptLine[]> {
  if (order.kind === 'gift_cards') {
    const [purchase] = await tx
      .select({ quantity: giftCardPurchases.quantity })
      .from(giftCardPurchases)
      .where(eq(giftCardPurchases.orderId, order.id));
    const description = t('notices.receipt.giftCard');
    const amount = order.total - order.deliveryTotal;
    return [{ id: 0, description, quantity: purchase?.quantity ?? 1, amount, kind: 'giftCard', categoryPath: null }];
  }
  const rows = await tx
    .select({
      id: orderLines.id,
      name: orderLines.name,
      size: orderLines.size,
      quantity: orderLines.quantity,
      price: orderLines.price,
      discount: orderLines.discount,
      categoryPath: categories.path,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.id));
  return rows.map((l) => ({
    id: l.id,
    description: l.size ? `${l.name}, ${l.size}` : l.name,
    quantity: l.quantity,
    amount: lineTotal(l),
    kind: 'goods',
    categoryPath: l.categoryPath,
  }));
}

/** The order as receipts read it, with its variant's settings; null when the variant makes no receipts. */
export async function receiptOrderOf(
  tx: Db,
  orderId: number,
  overrides: FiscalOverrides = {},
): Promise<{ order: ReceiptOrder; settings: FiscalSettings } | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!row) return null;
  const variant = isVariantKey(row.variant) ? row.variant : DEFAULT_VARIANT;
  const settings = fiscalSettingsFor(variant, overrides);
  if (!settings) return null;
  const t = createTranslator(VARIANTS[variant].locale);
  return {
    settings,
    order: {
      currency: row.currency,
      lines: await receiptLines(tx, row, t),
      delivery:
        row.deliveryTotal > 0 ? { description: t('notices.receipt.delivery'), amount: row.deliveryTotal } : null,
      giftCardsPaid: row.giftCardsPaid,
      recipient: { email: row.recipient.email, phone: row.recipient.phone },
      legalEntity: row.legalEntity ? { companyName: row.legalEntity.companyName, inn: row.legalEntity.inn } : null,
    },
  };
}

async function insertReceipt(
  tx: Db,
  at: { orderId: number; paymentId: string | null; refundId?: string; purpose?: ReceiptPurpose },
  receipt: FiscalReceipt,
): Promise<{ id: string; receipt: FiscalReceipt }> {
  const id = newReceiptId();
  await tx
    .insert(receipts)
    .values({
      id,
      orderId: at.orderId,
      paymentId: at.paymentId,
      refundId: at.refundId ?? null,
      type: receipt.type,
      settlement: receipt.settlement,
      purpose: at.purpose ?? 'payment',
      status: 'pending',
      amount: receiptTotal(receipt),
      currency: receipt.currency,
      receipt,
    })
    // A receipt of that kind already made for the payment (a racing run) stays the only one.
    .onConflictDoNothing();
  return { id, receipt };
}

/**
 * The receipt of the card money of a payment being started, recorded as pending in the payment's
 * transaction; null when the variant makes none. Its total is the payment's amount, or the payment
 * is not started: a receipt naming other money than was taken is not one the law accepts.
 */
export async function recordPaymentReceipt(
  tx: Db,
  payment: { id: string; orderId: number; amount: number },
  overrides: FiscalOverrides | undefined,
): Promise<{ id: string; receipt: FiscalReceipt } | null> {
  const read = await receiptOrderOf(tx, payment.orderId, overrides);
  const card = read && paymentReceipts(read.order, read.settings).card;
  if (!card) return null;
  if (receiptTotal(card) !== payment.amount) {
    throw new Error(`receipt of payment ${payment.id} names ${receiptTotal(card)}, the payment ${payment.amount}`);
  }
  return insertReceipt(tx, { orderId: payment.orderId, paymentId: payment.id }, card);
}

/**
 * The receipt of a refund's card part, recorded as pending with the refund: the pieces it gives
 * back, or for a late payment the payment's own receipt returned whole. None without a card part,
 * or when the variant (or the late payment) made none.
 */
export async function recordRefundReceipt(
  tx: Db,
  refund: {
    id: string;
    orderId: number;
    paymentId: string | null;
    kind: 'full' | 'lines' | 'late_payment';
    amount: number;
    onlineAmount: number;
    lines: readonly { orderLineId: number; quantity: number; amount: number }[];
  },
  overrides: FiscalOverrides | undefined,
): Promise<void> {
  if (refund.onlineAmount <= 0 || !refund.paymentId) return;
  const at = { orderId: refund.orderId, paymentId: refund.paymentId, refundId: refund.id };
  if (refund.kind === 'late_payment') {
    const [paid] = await tx.select({ receipt: receipts.receipt }).from(receipts).where(cardReceiptOf(refund.paymentId));
    if (paid && receiptTotal(paid.receipt) === refund.onlineAmount) {
      await insertReceipt(tx, at, { ...paid.receipt, type: 'refund' });
    }
    return;
  }
  const read = await receiptOrderOf(tx, refund.orderId, overrides);
  if (!read) return;
  const pieces = refund.lines.map((l) => ({ lineId: l.orderLineId, quantity: l.quantity, amount: l.amount }));
  const receipt = refundReceipts(
    read.order,
    read.settings,
    { pieces, amount: refund.amount, online: refund.onlineAmount },
    { handedOver: await handedOver(tx, refund.orderId) },
  ).card;
  if (receipt) await insertReceipt(tx, at, receipt);
}

/** Whether the order's prepaid goods were handed over: its prepayment offset receipt exists. */
async function handedOver(tx: Db, orderId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: receipts.id })
    .from(receipts)
    .where(and(eq(receipts.orderId, orderId), eq(receipts.purpose, 'handover')));
  return row !== undefined;
}

/**
 * The receipt of what a refund gives back to the gift cards (decision 046): the pieces it names
 * with the gift cards' share of their money, settled as a prepayment, recorded and queued for
 * sending in the transaction that completes the refund (the cards get their money back there).
 * Once per refund: the unique index keeps a second run's insert out, and nothing is queued twice.
 */
export async function recordGiftCardRefundReceipt(
  tx: Db,
  refund: {
    id: string;
    orderId: number;
    paymentId: string | null;
    amount: number;
    cardAmount: number;
    onlineAmount: number;
  },
  deps: { fiscal?: FiscalOverrides | undefined; jobs?: JobQueue | undefined },
): Promise<void> {
  if (!deps.jobs || refund.cardAmount <= 0) return;
  const read = await receiptOrderOf(tx, refund.orderId, deps.fiscal);
  if (!read) return;
  const pieces = await tx
    .select({ lineId: refundLines.orderLineId, quantity: refundLines.quantity, amount: refundLines.amount })
    .from(refundLines)
    .where(eq(refundLines.refundId, refund.id))
    .orderBy(asc(refundLines.orderLineId));
  const receipt = refundReceipts(read.order, read.settings, {
    pieces,
    amount: refund.amount,
    online: refund.onlineAmount,
  }).giftCards;
  if (!receipt) return;
  if (receiptTotal(receipt) !== refund.cardAmount) {
    throw new Error(
      `gift-card receipt of refund ${refund.id} names ${receiptTotal(receipt)}, not ${refund.cardAmount}`,
    );
  }
  await queueReceipt(
    tx,
    deps.jobs,
    { orderId: refund.orderId, paymentId: refund.paymentId, refundId: refund.id },
    receipt,
  );
}

/** Records a receipt to send on its own and queues its sending, unless the same receipt was made already. */
async function queueReceipt(
  tx: Db,
  jobs: JobQueue,
  at: Parameters<typeof insertReceipt>[1],
  receipt: FiscalReceipt,
): Promise<void> {
  const { id } = await insertReceipt(tx, at, receipt);
  const [made] = await tx.select({ id: receipts.id }).from(receipts).where(eq(receipts.id, id));
  if (made) await jobs.enqueue('send-receipt', { receiptId: id }, { tx });
}

/**
 * The receipt of an order paid wholly by gift cards (decision 046), recorded and queued for
 * sending in the transaction that places it: no card payment to go with, the goods settled from the
 * advance the cards were. None where the variant makes no receipts.
 */
export async function recordGiftCardsOnlyReceipt(
  tx: Db,
  orderId: number,
  deps: { fiscal?: FiscalOverrides | undefined; jobs?: JobQueue | undefined },
): Promise<void> {
  if (!deps.jobs) return;
  const read = await receiptOrderOf(tx, orderId, deps.fiscal);
  const receipt = read && paymentReceipts(read.order, read.settings).giftCards;
  if (!receipt) return;
  await queueReceipt(tx, deps.jobs, { orderId, paymentId: null }, receipt);
}

/**
 * The prepayment offset of goods paid in advance, made when they are handed over (the order
 * completes; decision 046), in the transaction that moves the order: the card money the order
 * still holds, over the pieces not given back, mode full_payment. Once per order however the move
 * is repeated: the order's row lock orders racing moves and the unique index keeps a second out.
 * None where the variant settles goods on payment, or nothing paid by card is left.
 */
export async function recordHandoverReceipt(
  tx: Db,
  orderId: number,
  deps: { fiscal?: FiscalOverrides | undefined; jobs?: JobQueue | undefined },
): Promise<void> {
  if (!deps.jobs) return;
  const [payment] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded'), eq(payments.late, false)))
    .orderBy(asc(payments.createdAt))
    .limit(1);
  if (!payment) return;
  const read = await receiptOrderOf(tx, orderId, deps.fiscal);
  if (!read) return;
  const before = await tx
    .select({ id: refunds.id, amount: refunds.amount, online: refunds.onlineAmount })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), ne(refunds.status, 'failed'), ne(refunds.kind, 'late_payment')))
    .orderBy(asc(refunds.createdAt));
  const given: ReceiptRefund[] = [];
  for (const refund of before) {
    const pieces = await tx
      .select({ lineId: refundLines.orderLineId, quantity: refundLines.quantity, amount: refundLines.amount })
      .from(refundLines)
      .where(eq(refundLines.refundId, refund.id));
    given.push({ pieces, amount: refund.amount, online: refund.online });
  }
  const receipt = handoverReceipt(read.order, read.settings, given);
  if (!receipt) return;
  await queueReceipt(tx, deps.jobs, { orderId, paymentId: payment.id, purpose: 'handover' }, receipt);
}

const cardReceiptOf = (paymentId: string) =>
  and(
    eq(receipts.paymentId, paymentId),
    eq(receipts.settlement, 'cashless'),
    eq(receipts.purpose, 'payment'),
    isNull(receipts.refundId),
  );

/** The receipt of a refund's card money: the one sent with the provider's refund. */
const refundCardReceiptOf = (refundId: string) =>
  and(eq(receipts.refundId, refundId), eq(receipts.settlement, 'cashless'));

/** The refund's receipt to send with it, if it has one. */
export async function refundReceiptOf(db: Db, refundId: string): Promise<FiscalReceipt | undefined> {
  const [row] = await db.select({ receipt: receipts.receipt }).from(receipts).where(refundCardReceiptOf(refundId));
  return row?.receipt;
}

/** Where a receipt sent with its payment or refund stands now; a receipt already final stays so. */
export async function markReceipt(
  db: Db,
  which: { id: string } | { refundId: string } | { paymentId: string },
  outcome: { status: ReceiptStatus; error?: string | null; providerReceiptId?: string | null },
): Promise<void> {
  const where =
    'id' in which
      ? eq(receipts.id, which.id)
      : 'refundId' in which
        ? refundCardReceiptOf(which.refundId)
        : cardReceiptOf(which.paymentId);
  await db
    .update(receipts)
    .set({
      status: outcome.status,
      error: outcome.error ?? null,
      ...(outcome.providerReceiptId ? { providerReceiptId: outcome.providerReceiptId } : {}),
      updatedAt: new Date(),
    })
    .where(and(where, inArray(receipts.status, ['pending', 'sent'])));
}

/** The receipt status a provider's registration state means. */
export function receiptStatusOf(registration: ReceiptRegistration | undefined): ReceiptStatus {
  if (registration === 'succeeded' || registration === 'failed') return registration;
  return 'sent';
}

/** The provider's word on a payment's receipt, with the payment's final status (a webhook's event). */
export async function noteReceiptRegistration(
  tx: Db,
  paymentId: string,
  registration: ReceiptRegistration | undefined,
): Promise<void> {
  if (!registration || registration === 'pending') return;
  const error = registration === 'failed' ? 'the provider reported the receipt was not registered' : null;
  await markReceipt(tx, { paymentId }, { status: registration, error });
}

/**
 * Sends a claimed receipt on its own and records the answer: registered, sent (the provider
 * finishes it later) or failed with the reason. A provider that registers receipts only with
 * payments, or that cannot be reached, leaves it failed: staff see it and send it again.
 */
async function sendAlone(deps: ReceiptDeps, row: ReceiptRow): Promise<ReceiptStatus> {
  const fail = async (error: string) => {
    await markReceipt(deps.db, { id: row.id }, { status: 'failed', error });
    return 'failed' as const;
  };
  const [payment] = row.paymentId
    ? await deps.db
        .select({
          provider: payments.provider,
          providerPaymentId: payments.providerPaymentId,
          providerRefundId: refunds.providerRefundId,
        })
        .from(payments)
        .leftJoin(refunds, eq(refunds.id, row.refundId ?? ''))
        .where(eq(payments.id, row.paymentId))
    : [];
  if (row.paymentId && !payment?.providerPaymentId) return fail('the payment never reached the provider');
  // Without a payment (gift cards paid it all), the order's variant's gateway registers it.
  const [order] = payment
    ? []
    : await deps.db.select({ variant: orders.variant }).from(orders).where(eq(orders.id, row.orderId));
  const provider = payment
    ? deps.providers.ofKind(payment.provider)
    : deps.providers.forVariant(isVariantKey(order?.variant ?? '') ? (order!.variant as VariantKey) : DEFAULT_VARIANT);
  if (!provider) return fail(`payment provider ${payment?.provider} is not configured`);
  if (!provider.sendReceipt) return fail('the payment provider registers receipts only with payments');
  try {
    const sent = await provider.sendReceipt({
      receipt: row.receipt,
      ...(payment?.providerPaymentId ? { providerPaymentId: payment.providerPaymentId } : {}),
      ...(payment?.providerRefundId ? { providerRefundId: payment.providerRefundId } : {}),
      // A new key per attempt: the provider would answer a refused attempt again for its old key.
      idempotenceKey: `${row.id}.${row.attempts}`,
    });
    const status = receiptStatusOf(sent.status);
    await markReceipt(
      deps.db,
      { id: row.id },
      { status, error: sent.error ?? null, providerReceiptId: sent.providerReceiptId },
    );
    return status;
  } catch (error) {
    deps.log.error({ err: error, receiptId: row.id }, 'receipt not sent to the provider');
    return fail((error as Error).message);
  }
}

/**
 * Staff's "send again" for a failed receipt of order `number` whose money did move: claimed once
 * (a second press while it is sent finds it no longer failed: 409) and sent on its own with the
 * lines it was made with.
 */
export async function resendReceipt(deps: ReceiptDeps, number: string, receiptId: string): Promise<ReceiptStatus> {
  const [known] = await deps.db
    .select({
      status: receipts.status,
      paymentStatus: payments.status,
      refundStatus: refunds.status,
      paidAt: orders.paidAt,
    })
    .from(receipts)
    .innerJoin(orders, eq(orders.id, receipts.orderId))
    .leftJoin(payments, eq(payments.id, receipts.paymentId))
    .leftJoin(refunds, eq(refunds.id, receipts.refundId))
    .where(and(eq(receipts.id, receiptId), eq(orders.number, number)));
  if (!known) throw notFound('Receipt not found');
  if (!moneyMoved(known.paymentStatus ?? (known.paidAt ? 'succeeded' : 'pending'), known.refundStatus)) {
    throw conflict(RECEIPT_MESSAGES.notResendable);
  }
  const [claimed] = await deps.db
    .update(receipts)
    .set({ status: 'pending', error: null, attempts: sql`${receipts.attempts} + 1`, updatedAt: new Date() })
    .where(and(eq(receipts.id, receiptId), eq(receipts.status, 'failed')))
    .returning();
  if (!claimed) throw conflict(RECEIPT_MESSAGES.notFailed);
  return sendAlone(deps, claimed);
}

/**
 * The receipt of what gift cards paid of a payment that just succeeded, recorded as pending and
 * queued for sending in the payment's transaction: it exists, and is sent, only if the payment
 * commits. Without a queue (tests of other parts) none is made.
 */
export async function recordGiftCardReceipt(
  tx: Db,
  payment: { id: string; orderId: number },
  deps: { fiscal?: FiscalOverrides | undefined; jobs?: JobQueue | undefined },
): Promise<void> {
  if (!deps.jobs) return;
  const read = await receiptOrderOf(tx, payment.orderId, deps.fiscal);
  const receipt = read && paymentReceipts(read.order, read.settings).giftCards;
  if (!receipt) return;
  await queueReceipt(tx, deps.jobs, { orderId: payment.orderId, paymentId: payment.id }, receipt);
}

/** Sends a pending receipt on its own, once: a job run again finds it claimed and does nothing. */
export async function sendPendingReceipt(deps: ReceiptDeps, receiptId: string): Promise<ReceiptStatus | null> {
  const [claimed] = await deps.db
    .update(receipts)
    .set({ attempts: sql`${receipts.attempts} + 1`, status: 'sent', updatedAt: new Date() })
    .where(and(eq(receipts.id, receiptId), eq(receipts.status, 'pending')))
    .returning();
  return claimed ? sendAlone(deps, claimed) : null;
}

/** The job sending a receipt queued with its payment; a failure is recorded on it, for staff to resend. */
export function defineReceiptJob(queue: JobQueue, deps: ReceiptDeps): void {
  queue.define('send-receipt', {
    run: async ({ receiptId }) => {
      await sendPendingReceipt(deps, receiptId);
    },
  });
}
