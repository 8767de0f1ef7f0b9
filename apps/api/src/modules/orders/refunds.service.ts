/**
 * Refunds from the back office (docs/decisions/014-refunds.md): the whole order, some pieces of its
 * lines, or a late payment. One request runs in three steps:
 * 1. with the order's row locked, the Idempotency-Key is looked up (a repeat answers the refund it
 *    made) or the refund is planned against what is left of the payment and recorded as pending —
 *    a pending refund already counts, so racing requests can never give back more than was paid;
 * 2. the process holding the refund's lease asks the provider for the online part (idempotence key:
 *    the refund's id), so the provider is asked once however many requests repeat it;
 * 3. its success completes the refund in one transaction: the card part back on the gift cards with
 *    their history lines, the order's history (cancelled once everything went back), the audit entry
 *    and the shopper's notice.
 */
import { createHash, randomBytes } from 'node:crypto';
import { ERROR_CODES } from '@storefront/domain/errors';
import { createTranslator } from '@storefront/domain/i18n/translate';
import { formatMoney, type Money } from '@storefront/domain/money';
import { REFUND_MESSAGES } from '@storefront/domain/order-refunds';
import { canTransition } from '@storefront/domain/order-status';
import type { FiscalOverrides } from '@storefront/domain/payments/receipt-settings';
import { type CurrencyCode, DEFAULT_VARIANT, isVariantKey, VARIANTS } from '@storefront/domain/variants';
import { and, asc, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  giftCardTransactions,
  orderLines,
  orders,
  payments,
  type RefundKind,
  refundLines,
  refunds,
} from '../../db/schema/orders.ts';
import { AppError, conflict, invalid, notFound } from '../../errors.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { type PaymentProvider, PaymentProviderUnavailable } from '../../providers/payment/payment-gateway.ts';
import type { PaymentProviders } from '../../providers/payment/payment-provider.ts';
import { recordAudit } from '../audit/audit.ts';
import { refundToGiftCards } from '../gift-card-ledger/gift-card-ledger.ts';
import type { OrderNotices } from '../notices/order-notices.ts';
import { recordStatusChange } from '../order-history/order-history.ts';
import {
  markReceipt,
  receiptStatusOf,
  recordGiftCardRefundReceipt,
  recordRefundReceipt,
  refundReceiptOf,
} from '../payments/receipts.ts';
import { releaseOrder } from './cancel-order.ts';
import { type Paid, type PlanLine, planRefund, type RefundPlan } from './refund-plan.ts';

export type RefundRequest = (
  | { kind: 'full' }
  | { kind: 'lines'; lines: { skuId: number; quantity: number }[] }
  | { kind: 'latePayment'; paymentId: string }
) & { reason?: string | undefined };

export interface RefundDeps {
  db: Db;
  /** The refund goes to the gateway that took the payment. */
  providers: Pick<PaymentProviders, 'ofKind'>;
  notices: Pick<OrderNotices, 'enqueue'>;
  log: FastifyBaseLogger;
  /** FISCAL_SETTINGS: the configuration's changes to the domain's receipt settings. */
  fiscal?: FiscalOverrides | undefined;
  /** Where the receipt of what a refund gives back to gift cards is queued when it completes. */
  jobs?: JobQueue | undefined;
}

/** How long a process may take over the provider's call before another request may try again. */
const LEASE_MS = 60_000;

type Tx = Db;
type OrderRow = typeof orders.$inferSelect;

const KIND_OF: Record<RefundRequest['kind'], RefundKind> = {
  full: 'full',
  lines: 'lines',
  latePayment: 'late_payment',
};

/**
 * The request in one spelling (lines merged by SKU and sorted, no reason), hashed to tell a repeat
 * from another request: a repeat with other words for the reason is the same refund.
 */
function normalise(request: RefundRequest): RefundRequest {
  if (request.kind === 'full') return { kind: 'full' };
  if (request.kind === 'latePayment') return { kind: 'latePayment', paymentId: request.paymentId };
  const bySku = new Map<number, number>();
  for (const l of request.lines) bySku.set(l.skuId, (bySku.get(l.skuId) ?? 0) + l.quantity);
  return {
    kind: 'lines',
    lines: [...bySku].sort(([a], [b]) => a - b).map(([skuId, quantity]) => ({ skuId, quantity })),
  };
}

const hashOf = (request: RefundRequest) => createHash('sha256').update(JSON.stringify(request)).digest('hex');

/**
 * Makes (or repeats) the refund the key names and answers its id; `created` is false for a repeat.
 * Throws 400 (nothing left, more than paid, a line or quantity the order lacks), 409 (unpaid order,
 * the key used for another request) and 503 (the provider cannot be reached: the same request later
 * tries again).
 */
export async function refundOrder(
  deps: RefundDeps,
  number: string,
  staffId: number,
  key: string,
  asked: RefundRequest,
): Promise<{ refundId: string; created: boolean }> {
  const request = normalise(asked);
  const requestHash = hashOf(request);
  const now = new Date();
  const reserved = await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.number, number)).for('update');
    if (!order) throw notFound('Order not found');
    const [known] = await tx
      .select({ id: refunds.id, requestHash: refunds.requestHash })
      .from(refunds)
      .where(and(eq(refunds.orderId, order.id), eq(refunds.idempotencyKey, key)));
    if (known) {
      if (known.requestHash !== requestHash) throw conflict(REFUND_MESSAGES.keyReused);
      return { id: known.id, created: false };
    }
    const { plan, paymentId } = await planFor(tx, order, request);
    const id = randomBytes(18).toString('base64url');
    await tx.insert(refunds).values({
      id,
      orderId: order.id,
      paymentId,
      kind: KIND_OF[request.kind],
      amount: plan.amount,
      cardAmount: plan.cardAmount,
      onlineAmount: plan.onlineAmount,
      currency: order.currency,
      idempotencyKey: key,
      requestHash,
      staffId,
      reason: asked.reason ?? null,
      leaseUntil: new Date(now.getTime() + LEASE_MS),
    });
    if (plan.lines.length) await tx.insert(refundLines).values(plan.lines.map((l) => ({ refundId: id, ...l })));
    const refund = { id, orderId: order.id, paymentId, kind: KIND_OF[request.kind], ...plan };
    await recordRefundReceipt(tx, refund, deps.fiscal);
    // Nothing to ask the provider: the gift cards get their part at once.
    if (plan.onlineAmount === 0) await completeRefund(tx, deps, id, null);
    return { id, created: true };
  });
  await settleAtProvider(deps, reserved.id, reserved.created);
  return { refundId: reserved.id, created: reserved.created };
}

/**
 * What the refund asked would give back, and how it splits, without making it: the amount a
 * manager confirms before the refund is made. Refuses as refundOrder would.
 */
export async function previewRefund(db: Db, number: string, asked: RefundRequest) {
  const [order] = await db.select().from(orders).where(eq(orders.number, number));
  if (!order) throw notFound('Order not found');
  const { plan } = await planFor(db, order, normalise(asked));
  const money = (amount: number) => ({ amount, currency: order.currency as CurrencyCode });
  return { amount: money(plan.amount), toGiftCards: money(plan.cardAmount), toPayment: money(plan.onlineAmount) };
}

/** Paid amounts, what went back already and the plan; refuses what cannot be refunded. */
async function planFor(tx: Tx, order: OrderRow, request: RefundRequest) {
  const counted = and(eq(refunds.orderId, order.id), ne(refunds.status, 'failed'));
  if (request.kind === 'latePayment') {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.id, request.paymentId), eq(payments.orderId, order.id), eq(payments.late, true)));
    if (payment?.status !== 'succeeded') {
      throw invalid([{ name: 'paymentId', message: REFUND_MESSAGES.notLatePayment }], REFUND_MESSAGES.notLatePayment);
    }
    const [given] = await tx
      .select({ sum: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
      .from(refunds)
      .where(and(counted, eq(refunds.paymentId, payment.id)));
    const amount = payment.amount - (given?.sum ?? 0);
    if (amount <= 0)
      throw invalid([{ name: 'amount', message: REFUND_MESSAGES.nothingLeft }], REFUND_MESSAGES.nothingLeft);
    const plan: RefundPlan = { amount, cardAmount: 0, onlineAmount: amount, lines: [] };
    return { plan, paymentId: payment.id };
  }
  if (!order.paidAt) throw conflict(REFUND_MESSAGES.notPaid);
  const state = await refundState(tx, order.id);
  const result = planRefund(state.lines, state.paid, state.refunded, request.kind === 'lines' ? request.lines : null);
  if (!('plan' in result)) {
    throw invalid([{ name: result.field, message: REFUND_MESSAGES[result.error] }], REFUND_MESSAGES[result.error]);
  }
  return { plan: result.plan, paymentId: result.plan.onlineAmount > 0 ? state.paymentId : null };
}

/**
 * What an order's refunds stand on: what its gift cards and its (not late) online payment paid, what
 * pending and succeeded refunds gave back of each, and each line's pieces and money given back.
 */
export async function refundState(
  db: Db,
  orderId: number,
): Promise<{ paid: Paid; refunded: Paid; lines: PlanLine[]; paymentId: string | null }> {
  const counted = and(eq(refunds.orderId, orderId), ne(refunds.status, 'failed'));
  // One after another: inside a transaction the queries share one connection.
  const [onlinePayment] = await db
    .select({ id: payments.id, amount: payments.amount })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded'), eq(payments.late, false)))
    .orderBy(asc(payments.createdAt))
    .limit(1);
  const [charges] = await db
    .select({ sum: sql<number>`coalesce(-sum(${giftCardTransactions.amount}), 0)::int` })
    .from(giftCardTransactions)
    .where(and(eq(giftCardTransactions.orderId, orderId), eq(giftCardTransactions.kind, 'charge')));
  const [given] = await db
    .select({
      card: sql<number>`coalesce(sum(${refunds.cardAmount}), 0)::int`,
      online: sql<number>`coalesce(sum(${refunds.onlineAmount}), 0)::int`,
    })
    .from(refunds)
    .where(and(counted, ne(refunds.kind, 'late_payment')));
  const lines = await db
    .select({
      id: orderLines.id,
      skuId: orderLines.skuId,
      price: orderLines.price,
      quantity: orderLines.quantity,
      discount: orderLines.discount,
      refundedQuantity: sql<number>`coalesce(sum(${refundLines.quantity}) filter (where ${refunds.id} is not null), 0)::int`,
      refundedAmount: sql<number>`coalesce(sum(${refundLines.amount}) filter (where ${refunds.id} is not null), 0)::int`,
    })
    .from(orderLines)
    .leftJoin(refundLines, eq(refundLines.orderLineId, orderLines.id))
    .leftJoin(refunds, and(eq(refunds.id, refundLines.refundId), ne(refunds.status, 'failed')))
    .where(eq(orderLines.orderId, orderId))
    .groupBy(orderLines.id)
    .orderBy(asc(orderLines.id));
  return {
    paid: { card: charges?.sum ?? 0, online: onlinePayment?.amount ?? 0 },
    refunded: { card: given?.card ?? 0, online: given?.online ?? 0 },
    lines,
    paymentId: onlinePayment?.id ?? null,
  };
}

/**
 * Asks the provider for a pending refund's online part, if this process holds (or can take) its
 * lease; a repeat while another process asks answers the refund as it stands.
 */
async function settleAtProvider(deps: RefundDeps, refundId: string, leased: boolean): Promise<void> {
  const { db } = deps;
  const now = new Date();
  const claimed = await db
    .update(refunds)
    .set({ leaseUntil: new Date(now.getTime() + LEASE_MS) })
    .where(
      and(
        eq(refunds.id, refundId),
        eq(refunds.status, 'pending'),
        leased ? undefined : or(isNull(refunds.leaseUntil), lt(refunds.leaseUntil, now)),
      ),
    )
    .returning();
  const refund = claimed[0];
  if (!refund) return;
  const [row] = await db
    .select({
      provider: payments.provider,
      providerPaymentId: payments.providerPaymentId,
      number: orders.number,
      variant: orders.variant,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.id, refund.paymentId ?? ''));
  if (!row?.providerPaymentId) throw new Error(`refund ${refundId} has no provider payment`);
  const t = createTranslator(VARIANTS[isVariantKey(row.variant) ? row.variant : DEFAULT_VARIANT].locale);
  const receipt = await refundReceiptOf(db, refund.id);
  let result: Awaited<ReturnType<PaymentProvider['refund']>>;
  try {
    const provider = deps.providers.ofKind(row.provider);
    if (!provider) throw new PaymentProviderUnavailable(`payment provider ${row.provider} is not configured`);
    result = await provider.refund({
      providerPaymentId: row.providerPaymentId,
      amount: refund.onlineAmount,
      currency: refund.currency,
      description: t('refunds.description', { number: row.number }),
      idempotenceKey: refund.id,
      ...(receipt ? { receipt } : {}),
    });
  } catch (error) {
    // Free the lease: the same request may try again at once.
    await db.update(refunds).set({ leaseUntil: null }).where(eq(refunds.id, refundId));
    deps.log.error({ err: error, refundId }, 'refund not made at the provider');
    if (error instanceof PaymentProviderUnavailable) {
      throw new AppError(ERROR_CODES.unavailable, 'The payment provider is unavailable, try again later');
    }
    throw error;
  }
  // A refused refund returns no money, so its receipt is refused with it.
  await markReceipt(
    db,
    { refundId },
    result.status === 'failed'
      ? { status: 'failed', error: 'the provider refused the refund' }
      : { status: receiptStatusOf(result.receipt) },
  );
  if (result.status === 'succeeded') {
    await db.transaction((tx) => completeRefund(tx, deps, refundId, result.providerRefundId));
  } else if (result.status === 'failed') {
    await db
      .update(refunds)
      .set({ status: 'failed', completedAt: new Date(), leaseUntil: null })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')));
  } else {
    // The provider finishes it later; the same request asks again.
    await db
      .update(refunds)
      .set({ providerRefundId: result.providerRefundId, leaseUntil: null })
      .where(eq(refunds.id, refundId));
  }
}

/**
 * Completes a pending refund once: gift cards (with the receipt of what they get back), history
 * (cancelled when nothing is left), audit, notice.
 */
async function completeRefund(
  tx: Tx,
  { notices, ...deps }: Pick<RefundDeps, 'notices' | 'fiscal' | 'jobs'>,
  refundId: string,
  providerRefundId: string | null,
): Promise<void> {
  const now = new Date();
  // The order's lock first, as every refund step takes it, then the refund moves from pending once.
  const [pending] = await tx.select({ orderId: refunds.orderId }).from(refunds).where(eq(refunds.id, refundId));
  if (!pending) return;
  const [order] = await tx.select().from(orders).where(eq(orders.id, pending.orderId)).for('update');
  const [refund] = await tx
    .update(refunds)
    .set({ status: 'succeeded', completedAt: now, leaseUntil: null, providerRefundId })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
    .returning();
  if (!refund || !order) return;
  if (refund.cardAmount > 0) {
    await refundToGiftCards(tx, order.id, refund.id, refund.cardAmount);
    await recordGiftCardRefundReceipt(tx, refund, deps);
  }

  const done = and(eq(refunds.orderId, order.id), eq(refunds.status, 'succeeded'), ne(refunds.kind, 'late_payment'));
  const [sums] = await tx
    .select({ refunded: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
    .from(refunds)
    .where(done);
  const refunded = sums?.refunded ?? 0;
  const everything = refund.kind !== 'late_payment' && refunded >= order.total;
  const cancel = everything && canTransition(order.status, 'cancelled', 'staff');
  const locale = VARIANTS[isVariantKey(order.variant) ? order.variant : DEFAULT_VARIANT].locale;
  const amount = formatMoney({ amount: refund.amount, currency: refund.currency } as Money, locale);
  const said = createTranslator(locale)('refunds.historyNote', { amount });
  const note = refund.reason ? `${said}: ${refund.reason}` : said;
  if (cancel) {
    await tx
      .update(orders)
      .set({
        status: 'cancelled',
        cancelledAt: now,
        cancellationReason: 'refunded',
        cancellationRequested: false,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id));
    await releaseOrder(tx, order.id, now);
  } else if (everything && order.cancellationRequested) {
    await tx.update(orders).set({ cancellationRequested: false, updatedAt: now }).where(eq(orders.id, order.id));
  }
  const to = cancel ? 'cancelled' : order.status;
  await recordStatusChange(tx, {
    orderId: order.id,
    from: order.status,
    to,
    actor: 'staff',
    staffId: refund.staffId,
    note,
  });
  const lines = await tx
    .select({ skuId: orderLines.skuId, quantity: refundLines.quantity })
    .from(refundLines)
    .innerJoin(orderLines, eq(orderLines.id, refundLines.orderLineId))
    .where(eq(refundLines.refundId, refund.id))
    .orderBy(asc(orderLines.id));
  const before = refund.kind === 'late_payment' ? refunded : refunded - refund.amount;
  await recordAudit(tx, {
    staffId: refund.staffId,
    action: 'order.refund',
    entity: { type: 'order', id: order.number },
    before: { status: order.status, refunded: before },
    after: {
      status: to,
      refunded,
      refund: {
        kind: refund.kind,
        amount: refund.amount,
        cardAmount: refund.cardAmount,
        onlineAmount: refund.onlineAmount,
        ...(lines.length ? { lines } : {}),
        ...(refund.paymentId ? { paymentId: refund.paymentId } : {}),
        ...(refund.reason ? { reason: refund.reason } : {}),
      },
    },
  });
  await notices.enqueue(tx, order.id, 'refunded');
}
