/**
 * Cancelling an unpaid order, by the shopper, the payment-timer job or staff: gives the reserved
 * stock back, refunds gift card charges and frees the promo code, in the caller's transaction.
 * The order's row lock and the state machine's check make it run once however many cancellations race.
 */
import { ORDER_STATUSES, type OrderStatus } from '@storefront/domain/checkout';
import { canTransition, type OrderActor } from '@storefront/domain/order-status';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stock, stores } from '../../db/schema/geo.ts';
import { orderReservations, orders, promoCodeUses } from '../../db/schema/orders.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { refreshCatalogStock } from '../catalog/catalog-refresh.ts';
import { refundGiftCards } from '../gift-card-ledger/gift-card-ledger.ts';
import { recordStatusChange } from '../order-history/order-history.ts';
import { queueLinkClosing } from '../payments/payment-links.ts';
import type { CancellationReason } from './orders.schemas.ts';

/** Statuses the shopper can cancel an order from at once; a paid order can only be asked to be cancelled. */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter((s) =>
  canTransition(s, 'cancelled', 'shopper'),
);

/** Reasons an unpaid order is cancelled for; a refunded one is cancelled by its refund. */
type UnpaidReason = Exclude<CancellationReason, 'refunded'>;

const ACTOR_OF: Record<UnpaidReason, OrderActor> = {
  shopper: 'shopper',
  paymentTimeout: 'system',
  staff: 'staff',
  managerRejected: 'staff',
};

/**
 * Cancels an unpaid order if the state machine lets the reason's actor do it; false when it does
 * not (already cancelled, paid…). A paid order is cancelled with its refund (refunds.service.ts).
 * With `jobs`, the links of its pending payments are closed at their gateways after the commit.
 */
export async function cancelOrder(
  tx: Db,
  orderId: number,
  reason: UnpaidReason,
  now = new Date(),
  by: { staffId?: number; note?: string } = {},
  jobs?: JobQueue,
): Promise<boolean> {
  const actor = ACTOR_OF[reason];
  const [order] = await tx
    .select({ status: orders.status, paidAt: orders.paidAt })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!order || order.paidAt || !canTransition(order.status, 'cancelled', actor)) return false;
  await tx
    .update(orders)
    .set({ status: 'cancelled', cancelledAt: now, cancellationReason: reason, updatedAt: now })
    .where(eq(orders.id, orderId));
  await recordStatusChange(tx, { orderId, from: order.status, to: 'cancelled', actor, ...by });
  await releaseOrder(tx, orderId, now);
  await refundGiftCards(tx, orderId);
  await queueLinkClosing(tx, jobs, orderId);
  return true;
}

/**
 * What a cancelled order held goes back: its reserved stock (to the shops and warehouses it came
 * from) and its promo code use. Gift cards are the caller's: the whole charge of an unpaid order,
 * a refund's part of a paid one.
 */
export async function releaseOrder(tx: Db, orderId: number, now: Date): Promise<void> {
  const reservations = await tx
    .update(orderReservations)
    .set({ releasedAt: now })
    .where(and(eq(orderReservations.orderId, orderId), isNull(orderReservations.releasedAt)))
    .returning();
  // Stock rows are locked in the order placing takes them (SKU, warehouses first, store id), so a
  // cancellation and a placing racing over the same rows cannot deadlock.
  const warehouses = new Set(
    (await tx.select({ id: stores.id }).from(stores).where(eq(stores.kind, 'warehouse'))).map((w) => w.id),
  );
  const rank = (storeId: number) => (warehouses.has(storeId) ? 0 : 1);
  reservations.sort((a, b) => a.skuId - b.skuId || rank(a.storeId) - rank(b.storeId) || a.storeId - b.storeId);
  for (const r of reservations) {
    await tx
      .insert(stock)
      .values({ storeId: r.storeId, skuId: r.skuId, quantity: r.quantity })
      .onConflictDoUpdate({
        target: [stock.storeId, stock.skuId],
        set: { quantity: sql`${stock.quantity} + ${r.quantity}` },
      });
  }
  await refreshCatalogStock(
    tx,
    reservations.map((r) => r.skuId),
  );
  await tx.delete(promoCodeUses).where(eq(promoCodeUses.orderId, orderId));
}
