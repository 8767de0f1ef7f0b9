/**
 * Reconciliation (decision 035): payments still pending here some minutes after they started are
 * asked about at their provider, and a final status found there is applied by applyPaymentResult,
 * the webhook's own path, under the event id the webhook carries. So a webhook lost on purpose or
 * by accident still pays the order; whichever of the two comes second, or a second process
 * reconciling at the same moment, changes nothing; and a success for an order cancelled meanwhile
 * lands in the late-payment queue exactly as a webhook's would. A queue job every few minutes.
 */
import { and, asc, eq, gt, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { payments } from '../../db/schema/orders.ts';
import {
  finalStatusEventId,
  type PaymentProvider,
  PaymentProviderUnavailable,
  WebhookRejected,
} from '../../providers/payment/payment-gateway.ts';
import type { OrderNotices } from '../notices/order-notices.ts';
import { applyPaymentResult, type PaymentDeps } from './payment.service.ts';

export interface ReconcileDeps extends Pick<PaymentDeps, 'db' | 'log' | 'giftCardPinKey'> {
  notices: OrderNotices;
  /** The providers payments may be pending at; a payment of any other is left alone. */
  providers: readonly PaymentProvider[];
  /** Minutes a payment is left to its webhook before the provider is asked (PAYMENT_RECONCILE_AFTER_MIN). */
  afterMin: number;
}

/** Payments asked about per run, the longest unasked first; the rest wait for the next run. */
const BATCH = 100;
/** Providers end an unpaid payment within hours (YooKassa: one hour); older ones are not asked about. */
const LOOKBACK_MS = 2 * 24 * 3_600_000;

export interface ReconcileResult {
  checked: number;
  applied: number;
}

export async function reconcilePayments(deps: ReconcileDeps, now = new Date()): Promise<ReconcileResult> {
  const { db } = deps;
  const byKind = new Map(deps.providers.map((provider) => [provider.kind as string, provider]));
  const lastAsked = sql`coalesce(${payments.checkedAt}, ${payments.createdAt})`;
  const due = await db
    .select({ id: payments.id, provider: payments.provider, providerPaymentId: payments.providerPaymentId })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'pending'),
        isNotNull(payments.providerPaymentId),
        inArray(payments.provider, [...byKind.keys()]),
        lt(lastAsked, new Date(now.getTime() - deps.afterMin * 60_000)),
        gt(payments.createdAt, new Date(now.getTime() - LOOKBACK_MS)),
      ),
    )
    .orderBy(asc(lastAsked))
    .limit(BATCH);
  let applied = 0;
  for (const payment of due) {
    const provider = byKind.get(payment.provider)!;
    if (await reconcileOne(deps, provider, payment.providerPaymentId!)) applied += 1;
    await db.update(payments).set({ checkedAt: now }).where(eq(payments.id, payment.id));
  }
  return { checked: due.length, applied };
}

/** Asks about one payment and applies a final status; true when it changed the payment here. */
async function reconcileOne(deps: ReconcileDeps, provider: PaymentProvider, providerPaymentId: string) {
  const where = { provider: provider.kind, providerPaymentId };
  try {
    const found = await provider.getPayment(providerPaymentId);
    if (found.status === 'pending') return false;
    const { result } = await applyPaymentResult(deps, provider.kind, {
      eventId: finalStatusEventId(providerPaymentId, found.status),
      providerPaymentId,
      status: found.status,
      amount: found.amount,
      currency: found.currency,
    });
    if (result === 'applied') deps.log.info({ ...where, status: found.status }, 'payment reconciled with its provider');
    return result === 'applied';
  } catch (error) {
    if (error instanceof PaymentProviderUnavailable || error instanceof WebhookRejected) {
      deps.log.warn({ ...where, reason: error.message }, 'payment not reconciled');
      return false;
    }
    throw error;
  }
}
