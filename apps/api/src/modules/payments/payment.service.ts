/**
 * Payments of orders through the gateway of their variant: starting one for an order awaiting payment,
 * and applying the result a provider vouches for exactly once (decision 004).
 */
import { randomBytes } from 'node:crypto';
import { CHECKOUT_MESSAGES } from '@storefront/domain/checkout';
import { ERROR_CODES } from '@storefront/domain/errors';
import { createTranslator } from '@storefront/domain/i18n/translate';
import { type OnlinePaymentMethod, onlinePaymentMethods, sbpPaymentPath } from '@storefront/domain/online-payment';
import { paymentResultPath } from '@storefront/domain/order-links';
import type { FiscalOverrides } from '@storefront/domain/payments/receipt-settings';
import { DEFAULT_VARIANT, isVariantKey, VARIANTS, type VariantKey } from '@storefront/domain/variants';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { orders, paymentEvents, payments } from '../../db/schema/orders.ts';
import { AppError, conflict, invalid, notFound, unauthorized } from '../../errors.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import {
  type PaymentEvent,
  type PaymentProvider,
  PaymentProviderUnavailable,
  WebhookRejected,
  type WebhookRequest,
} from '../../providers/payment/payment-gateway.ts';
import type { PaymentProviders } from '../../providers/payment/payment-provider.ts';
import { issueGiftCards } from '../gift-card-ledger/gift-card-issue.ts';
import type { OrderNotices } from '../notices/order-notices.ts';
import { recordStatusChange } from '../order-history/order-history.ts';
import { markReceipt, noteReceiptRegistration, recordGiftCardReceipt, recordPaymentReceipt } from './receipts.ts';

export interface PaymentDeps {
  db: Db;
  /** Each variant's gateway for new payments, and every configured one by kind for what follows. */
  providers: PaymentProviders;
  /**
   * Absolute origin the provider returns the shopper to, e.g. https://shop.example (PUBLIC_URL);
   * empty when not configured: startPayment then uses the origin it is given, or a relative address.
   */
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Seals the PINs of gift cards issued when a gift-card order is paid (GIFT_CARD_PIN_KEY). */
  giftCardPinKey: string;
  /** FISCAL_SETTINGS: the configuration's changes to the domain's receipt settings. */
  fiscal?: FiscalOverrides | undefined;
  /** Where the receipt of what gift cards paid is queued when a payment succeeds. */
  jobs?: JobQueue | undefined;
}

export type PaymentStatus = (typeof payments.$inferSelect)['status'];

const variantOf = (value: string): VariantKey => (isVariantKey(value) ? value : DEFAULT_VARIANT);

/** A provider's refusal as the API's error: forged or unproven → 400/401, unreachable → 503. */
function providerError(error: unknown): unknown {
  if (error instanceof WebhookRejected) {
    return error.status === 401 ? unauthorized(error.message) : new AppError(ERROR_CODES.badRequest, error.message);
  }
  if (error instanceof PaymentProviderUnavailable) {
    return new AppError(ERROR_CODES.unavailable, 'The payment provider is unavailable, try again later');
  }
  return error;
}

export interface PaymentStartOptions {
  /** The request's origin, for the return address when PUBLIC_URL is not set. */
  origin?: string;
  /** Card (default) or SBP, where the order's variant offers it (400 paymentMethodUnavailable otherwise). */
  method?: OnlinePaymentMethod;
  /** A phone or the mobile app: SBP goes to the bank's app instead of our page with its QR code. */
  onPhone?: boolean;
}

/** The SBP method is offered by the variant, or a 400 on the field that chose it. */
export function checkOnlineMethod(variant: VariantKey, method: OnlinePaymentMethod | undefined): void {
  if (method && !onlinePaymentMethods(variant).includes(method)) {
    throw invalid([{ name: 'onlineMethod', message: CHECKOUT_MESSAGES.paymentMethodUnavailable }]);
  }
}

/** A payment started: where the shopper pays it, and how (the mobile app opens an SBP payment itself). */
export interface StartedPayment {
  id: string;
  confirmationUrl: string;
  method: OnlinePaymentMethod;
}

/**
 * Starts a payment for an order awaiting payment (its toPay amount): records a pending payment,
 * asks the provider for it and answers where the shopper pays: the provider's page, or for SBP on
 * desktop our page showing the QR code the provider gave.
 */
export async function startPayment(
  deps: PaymentDeps,
  orderId: number,
  options: PaymentStartOptions = {},
): Promise<StartedPayment> {
  const { db } = deps;
  const method = options.method ?? 'card';
  const id = randomBytes(18).toString('base64url');
  // The order row is locked so the expiry job cannot cancel it between the check and the insert.
  const order = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        number: orders.number,
        variant: orders.variant,
        status: orders.status,
        toPay: orders.toPay,
        currency: orders.currency,
        recipient: orders.recipient,
        paymentDueAt: orders.paymentDueAt,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!row) throw notFound('order not found');
    if (row.status !== 'awaiting_payment' || row.toPay <= 0) throw conflict('the order is not awaiting payment');
    checkOnlineMethod(variantOf(row.variant), method);
    await tx.insert(payments).values({
      id,
      orderId,
      provider: deps.providers.forVariant(variantOf(row.variant)).kind,
      method,
      status: 'pending',
      amount: row.toPay,
      currency: row.currency,
    });
    // The receipt of the money the card pays travels with the payment (decision 034).
    return { ...row, receipt: await recordPaymentReceipt(tx, { id, orderId, amount: row.toPay }, deps.fiscal) };
  });

  const variant = variantOf(order.variant);
  const provider = deps.providers.forVariant(variant);
  const origin = deps.publicUrl || options.origin || '';
  const t = createTranslator(VARIANTS[variant].locale);
  let created: Awaited<ReturnType<PaymentProvider['createPayment']>>;
  try {
    created = await provider.createPayment({
      paymentId: id,
      amount: order.toPay,
      currency: order.currency,
      description: t('payments.description', { number: order.number }),
      // The gateway sends every shopper back here; the page asks for the payment's real status.
      returnUrl: `${origin}${paymentResultPath(variant, 'payment-success', order.number, id)}`,
      idempotenceKey: id,
      ...(order.paymentDueAt ? { payableUntil: order.paymentDueAt } : {}),
      method,
      onPhone: options.onPhone ?? false,
      ...(order.receipt ? { receipt: order.receipt.receipt } : {}),
      customer: { phone: order.recipient.phone, email: order.recipient.email },
    });
  } catch (error) {
    await db.update(payments).set({ status: 'cancelled', updatedAt: new Date() }).where(eq(payments.id, id));
    if (order.receipt) await markReceipt(db, order.receipt, { status: 'failed', error: (error as Error).message });
    deps.log.error({ err: error, orderId, paymentId: id }, 'payment not started at the provider');
    throw providerError(error);
  }
  // A QR code is scanned from our page; the provider's link stays on it for a phone's browser.
  const confirmationUrl = created.qrUrl ? `${origin}${sbpPaymentPath(id)}` : created.confirmationUrl;
  await db
    .update(payments)
    .set({
      providerPaymentId: created.providerPaymentId,
      confirmationUrl,
      qrUrl: created.qrUrl ?? null,
      providerLinkId: created.providerLinkId ?? null,
      updatedAt: new Date(),
    })
    .where(eq(payments.id, id));
  if (order.receipt) await markReceipt(db, order.receipt, { status: 'sent' });
  return { id, confirmationUrl, method };
}

export type WebhookResult = 'applied' | 'replayed' | 'ignored';

/**
 * Applies a trusted event in one transaction: the event id is recorded once (a replay stops
 * there), the payment leaves `pending` once, and a success moves the order from
 * awaiting_payment to paid. A success for an order no longer awaiting payment (cancelled by the
 * timer meanwhile, or already paid by another attempt) leaves the order as it is, marks the payment
 * late (the back office's queue of payments to refund) and is logged. Answers the order that became paid, for its notice. A paid gift-card order issues its cards
 * in the same transaction.
 */
export async function applyPaymentResult(
  deps: Pick<PaymentDeps, 'db' | 'log' | 'giftCardPinKey' | 'fiscal' | 'jobs'> & { notices?: OrderNotices },
  provider: string,
  event: PaymentEvent,
): Promise<{ result: WebhookResult; paidOrderId: number | null }> {
  const { log } = deps;
  return deps.db.transaction(async (tx) => {
    const [payment] = await tx
      .select({ id: payments.id, orderId: payments.orderId, amount: payments.amount, currency: payments.currency })
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, event.providerPaymentId)));
    if (!payment) {
      log.warn({ provider, providerPaymentId: event.providerPaymentId }, 'payment event for an unknown payment');
      return { result: 'ignored' as const, paidOrderId: null };
    }
    if (payment.amount !== event.amount || payment.currency !== event.currency) {
      throw new WebhookRejected('the amount differs from the payment’s');
    }
    const recorded = await tx
      .insert(paymentEvents)
      .values({ provider, eventId: event.eventId, paymentId: payment.id, type: event.status })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (recorded.length === 0) return { result: 'replayed' as const, paidOrderId: null };
    await noteReceiptRegistration(tx, payment.id, event.receipt);

    const moved = await tx
      .update(payments)
      .set({ status: event.status, updatedAt: new Date() })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
      .returning({ id: payments.id });
    if (moved.length === 0) return { result: 'ignored' as const, paidOrderId: null };
    if (event.status === 'failed') return { result: 'applied' as const, paidOrderId: null };

    const now = new Date();
    const paid = await tx
      .update(orders)
      .set({ status: 'paid', paidAt: now, updatedAt: now })
      .where(and(eq(orders.id, payment.orderId), eq(orders.status, 'awaiting_payment')))
      .returning({ id: orders.id, kind: orders.kind, userId: orders.userId, giftCardsPaid: orders.giftCardsPaid });
    if (paid.length === 0) {
      // Money the order does not account for: the back office's late-payment queue refunds it.
      await tx.update(payments).set({ late: true }).where(eq(payments.id, payment.id));
      const [order] = await tx
        .select({ number: orders.number, status: orders.status })
        .from(orders)
        .where(eq(orders.id, payment.orderId));
      log.warn(
        { paymentId: payment.id, order: order?.number, orderStatus: order?.status, amount: payment.amount },
        'payment succeeded for an order no longer awaiting payment: refund it',
      );
      return { result: 'applied' as const, paidOrderId: null };
    }
    await recordStatusChange(tx, { orderId: payment.orderId, from: 'awaiting_payment', to: 'paid', actor: 'system' });
    // A gift-card order's cards exist from this moment on, in the same transaction.
    if (paid[0]!.kind === 'gift_cards') {
      await issueGiftCards(tx, payment.orderId, paid[0]!.userId, { pinKey: deps.giftCardPinKey, now });
    }
    if (paid[0]!.giftCardsPaid > 0) await recordGiftCardReceipt(tx, payment, deps);
    await deps.notices?.enqueue(tx, payment.orderId, 'paid');
    return { result: 'applied' as const, paidOrderId: payment.orderId };
  });
}

/** A provider's notification: verified, applied once, the 'paid' notice queued in its transaction. */
export async function handleWebhook(
  deps: PaymentDeps & { notices: OrderNotices },
  providerName: string,
  request: WebhookRequest,
): Promise<WebhookResult> {
  const provider = deps.providers.ofKind(providerName);
  if (!provider) throw notFound('no such payment provider');
  try {
    const event = await provider.verifyWebhook(request);
    // A genuine notification that ends nothing (a declined attempt, a pre-payment check).
    if (!event) return 'ignored';
    return (await applyPaymentResult(deps, provider.kind, event)).result;
  } catch (error) {
    if (error instanceof WebhookRejected) {
      deps.log.warn({ provider: providerName, reason: error.message }, 'payment webhook rejected');
    }
    throw providerError(error);
  }
}

export interface OwnedPayment {
  id: string;
  provider: string;
  providerPaymentId: string | null;
  status: PaymentStatus;
  amount: number;
  currency: string;
  method: OnlinePaymentMethod;
  qrUrl: string | null;
  createdAt: Date;
  order: { number: string; status: (typeof orders.$inferSelect)['status']; variant: VariantKey };
}

/** A payment of one of the user's orders; anyone else's (or an unknown id) is 404. */
export async function ownedPayment(db: Db, paymentId: string, userId: number): Promise<OwnedPayment> {
  const [row] = await db
    .select({
      id: payments.id,
      provider: payments.provider,
      providerPaymentId: payments.providerPaymentId,
      status: payments.status,
      amount: payments.amount,
      currency: payments.currency,
      method: payments.method,
      qrUrl: payments.qrUrl,
      createdAt: payments.createdAt,
      number: orders.number,
      orderStatus: orders.status,
      variant: orders.variant,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.id, paymentId), eq(orders.userId, userId)));
  if (!row) throw notFound('payment not found');
  const { number, orderStatus, variant, ...payment } = row;
  return { ...payment, order: { number, status: orderStatus, variant: variantOf(variant) } };
}

/** Where the shopper lands after the gateway: the success page once paid, the failure page otherwise. */
export function resultPathOf(payment: OwnedPayment, status: PaymentStatus): string {
  const page = status === 'succeeded' ? 'payment-success' : 'payment-failure';
  return paymentResultPath(payment.order.variant, page, payment.order.number);
}
