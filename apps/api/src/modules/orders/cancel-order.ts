/**
 * Cancelling an unpaid order, by the shopper or by the payment-timer job: gives the reserved
 * stock back, refunds gift card charges and frees the promo code, in the caller's transaction.
 * The status guard makes it run once however many cancellations race.
 */
import type { OrderStatus } from '@storefront/domain/checkout';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stock, stores } from '../../db/schema/geo.ts';
import { orderReservations, orders, promoCodeUses } from '../../db/schema/orders.ts';
import { refreshCatalogStock } from '../catalog/catalog-refresh.ts';
import { refundGiftCards } from '../gift-cards/gift-cards.service.ts';
import type { CancellationReason } from './orders.schemas.ts';

/** Statuses an order can be cancelled from at once; a paid order can only be asked to be cancelled. */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['awaiting_payment', 'placed', 'manager_review'];

/** Cancels the order if it is still cancellable; false when it was not (already cancelled, paid…). */
export async function cancelOrder(
  tx: Db,
  orderId: number,
  reason: CancellationReason,
  now = new Date(),
): Promise<boolean> {
  const cancelled = await tx
    .update(orders)
    .set({ status: 'cancelled', cancelledAt: now, cancellationReason: reason, updatedAt: now })
    .where(and(eq(orders.id, orderId), inArray(orders.status, [...CANCELLABLE_STATUSES])))
    .returning({ id: orders.id });
  if (cancelled.length === 0) return false;
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
  await refundGiftCards(tx, orderId);
  await tx.delete(promoCodeUses).where(eq(promoCodeUses.orderId, orderId));
  return true;
}
