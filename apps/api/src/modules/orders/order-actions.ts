/** What a shopper can do with a placed order: cancel it (or ask to, once paid) and pay again while the timer runs. */
import { cancelReasonText, normalizeCancelReason, type ShopperCancelInput } from '@storefront/domain/cancel-reasons';
import { CHECKOUT_MESSAGES, type PaymentMethod } from '@storefront/domain/checkout';
import { createTranslator } from '@storefront/domain/i18n/translate';
import type { OnlinePaymentMethod } from '@storefront/domain/online-payment';
import { DEFAULT_VARIANT, isVariantKey, VARIANTS } from '@storefront/domain/variants';
import { and, eq } from 'drizzle-orm';
import { orders, payments } from '../../db/schema/orders.ts';
import { conflict, invalid } from '../../errors.ts';
import type { ContentLang } from '../catalog/product-card.ts';
import { recordStatusChange } from '../order-history/order-history.ts';
import { type PaymentStartOptions, type StartedPayment, startPayment } from '../payments/payment.service.ts';
import { CANCELLABLE_STATUSES, cancelOrder } from './cancel-order.ts';
import { paymentDueAt } from './order-placing.ts';
import type { Order } from './orders.schemas.ts';
import { canChangePaymentMethod, canPay, findUserOrder, orderViews } from './orders.service.ts';
import type { OrderDeps } from './place-order.ts';

interface Shopper {
  userId: number;
  lang: ContentLang;
}

/**
 * Unpaid: cancelled at once, stock and gift card balances given back. Paid: marked as a request a
 * manager handles. Asking again answers the same order and changes nothing.
 */
export async function cancelByShopper(
  deps: OrderDeps,
  shopper: Shopper,
  number: string,
  said: ShopperCancelInput,
): Promise<Order> {
  const { db } = deps;
  const order = await findUserOrder(db, shopper.userId, number);
  const { reason, note } = normalizeCancelReason(said);
  const reasonSet = { shopperCancelReason: reason, shopperCancelNote: note };
  // The order's history says what the shopper said, in the shop's language as its other lines.
  const t = createTranslator(VARIANTS[isVariantKey(order.variant) ? order.variant : DEFAULT_VARIANT].locale);
  const saidText = cancelReasonText(t, reasonSet) || null;
  if (CANCELLABLE_STATUSES.includes(order.status)) {
    await db.transaction(async (tx) => {
      if (
        !(await cancelOrder(tx, order.id, 'shopper', new Date(), { note: saidText ?? undefined }, deps.payments.jobs))
      )
        return;
      await tx.update(orders).set(reasonSet).where(eq(orders.id, order.id));
      await deps.notices.enqueue(tx, order.id, 'cancelled');
    });
  } else if (order.status === 'paid') {
    await db.transaction(async (tx) => {
      const asked = await tx
        .update(orders)
        .set({ cancellationRequested: true, ...reasonSet, updatedAt: new Date() })
        .where(and(eq(orders.id, order.id), eq(orders.status, 'paid'), eq(orders.cancellationRequested, false)))
        .returning({ id: orders.id });
      if (asked.length === 0) return;
      const requested = t('refunds.history.cancellationRequested');
      await recordStatusChange(tx, {
        orderId: order.id,
        from: 'paid',
        to: 'paid',
        actor: 'shopper',
        note: saidText ? `${requested}: ${saidText}` : requested,
      });
    });
  } else if (order.status !== 'cancelled') {
    throw conflict('The order can no longer be cancelled');
  }
  const [view] = await orderViews(db, [await findUserOrder(db, shopper.userId, number)], shopper.lang);
  return view!;
}

/** A new payment attempt for an order awaiting payment, while its timer runs. */
export async function payAgain(
  deps: OrderDeps,
  shopper: Shopper & Pick<PaymentStartOptions, 'origin' | 'onPhone'>,
  number: string,
  method?: OnlinePaymentMethod,
): Promise<{ order: Order; payment: StartedPayment }> {
  const order = await findUserOrder(deps.db, shopper.userId, number);
  if (!canPay(order)) throw conflict('The order cannot be paid now');
  const payment = await startPayment(deps.payments, order.id, {
    origin: shopper.origin,
    onPhone: shopper.onPhone,
    method,
  });
  const [view] = await orderViews(deps.db, [order], shopper.lang);
  return { order: view!, payment };
}

/**
 * The change-payment-method modal: an online order still awaiting payment can be paid on receipt
 * instead (its payment timer stops and unfinished payments are dropped), and an order to be paid on
 * receipt can be paid online (the timer starts). Not for legal entities' orders or orders partly
 * paid by gift cards (gift cards need online payment). Choosing the current method changes nothing.
 */
export async function changePaymentMethod(
  deps: OrderDeps,
  shopper: Shopper,
  number: string,
  method: PaymentMethod,
): Promise<Order> {
  const { db } = deps;
  const order = await findUserOrder(db, shopper.userId, number);
  if (order.paymentMethod !== method) {
    if (!canChangePaymentMethod(order)) {
      throw invalid([{ name: 'paymentMethod', message: CHECKOUT_MESSAGES.paymentMethodUnavailable }]);
    }
    const now = new Date();
    const changed = await db.transaction(async (tx) => {
      const from = method === 'online' ? 'placed' : 'awaiting_payment';
      const rows = await tx
        .update(orders)
        .set(
          method === 'online'
            ? {
                paymentMethod: 'online',
                status: 'awaiting_payment',
                paymentDueAt: paymentDueAt('awaiting_payment', now, deps.config.PAYMENT_TIMEOUT_MIN),
                updatedAt: now,
              }
            : { paymentMethod: 'on_receipt', status: 'placed', paymentDueAt: null, updatedAt: now },
        )
        .where(and(eq(orders.id, order.id), eq(orders.status, from), eq(orders.paymentMethod, order.paymentMethod)))
        .returning({ id: orders.id });
      if (rows.length && method === 'on_receipt') {
        await tx
          .update(payments)
          .set({ status: 'cancelled', updatedAt: now })
          .where(and(eq(payments.orderId, order.id), eq(payments.status, 'pending')));
      }
      return rows.length > 0;
    });
    // Paid or cancelled in the meantime.
    if (!changed) throw conflict('The payment method can no longer be changed');
  }
  const [view] = await orderViews(db, [await findUserOrder(db, shopper.userId, number)], shopper.lang);
  return view!;
}
