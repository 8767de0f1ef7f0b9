/** What a shopper can do with a placed order: cancel it (or ask to, once paid) and pay again while the timer runs. */
import { and, eq } from 'drizzle-orm';
import { orders } from '../../db/schema/orders.ts';
import { conflict } from '../../errors.ts';
import type { ContentLang } from '../catalog/product-card.ts';
import { startPayment } from '../payments/payment.service.ts';
import { CANCELLABLE_STATUSES, cancelOrder } from './cancel-order.ts';
import type { Order } from './orders.schemas.ts';
import { canPay, findUserOrder, orderViews } from './orders.service.ts';
import type { OrderDeps } from './place-order.ts';

interface Shopper {
  userId: number;
  lang: ContentLang;
}

/**
 * Unpaid: cancelled at once, stock and gift card balances given back. Paid: marked as a request a
 * manager handles. Asking again answers the same order and changes nothing.
 */
export async function cancelByShopper(deps: OrderDeps, shopper: Shopper, number: string): Promise<Order> {
  const { db } = deps;
  const order = await findUserOrder(db, shopper.userId, number);
  if (CANCELLABLE_STATUSES.includes(order.status)) {
    await db.transaction(async (tx) => {
      if (await cancelOrder(tx, order.id, 'shopper')) await deps.notices.enqueue(tx, order.id, 'cancelled');
    });
  } else if (order.status === 'paid') {
    await db
      .update(orders)
      .set({ cancellationRequested: true, updatedAt: new Date() })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'paid')));
  } else if (order.status !== 'cancelled') {
    throw conflict('The order can no longer be cancelled');
  }
  const [view] = await orderViews(db, [await findUserOrder(db, shopper.userId, number)], shopper.lang);
  return view!;
}

/** A new payment attempt for an order awaiting payment, while its timer runs. */
export async function payAgain(
  deps: OrderDeps,
  shopper: Shopper & { origin: string },
  number: string,
): Promise<{ order: Order; payment: { id: string; confirmationUrl: string } }> {
  const order = await findUserOrder(deps.db, shopper.userId, number);
  if (!canPay(order)) throw conflict('The order cannot be paid now');
  const payment = await startPayment(deps.payments, order.id, { origin: shopper.origin });
  const [view] = await orderViews(deps.db, [order], shopper.lang);
  return { order: view!, payment };
}
