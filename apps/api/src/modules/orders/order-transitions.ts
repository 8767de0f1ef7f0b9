/**
 * Moving an order along the state machine (order-status.ts in the domain) for staff: every move is
 * checked (409 for one the machine does not allow), recorded in the status history and the audit
 * log, and told to the shopper through the order notices, all in one transaction.
 */
import type { OrderStatus } from '@storefront/domain/checkout';
import { canTransition, transitionRefusal } from '@storefront/domain/order-status';
import type { FiscalOverrides } from '@storefront/domain/payments/receipt-settings';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderShipments, orders } from '../../db/schema/orders.ts';
import { conflict, notFound } from '../../errors.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { recordAudit } from '../audit/audit.ts';
import type { OrderEvent, OrderNotices } from '../notices/order-notices.ts';
import { recordStatusChange } from '../order-history/order-history.ts';
import { recordHandoverReceipt } from '../payments/receipts.ts';
import { cancelOrder } from './cancel-order.ts';

export interface StaffMove {
  staffId: number;
  to: OrderStatus;
  /** Shown to the shopper for a declined order; kept in the history for any move. */
  note?: string | undefined;
  /** manager_review → placed: the invoice issued to the legal entity (default: INV-<order number>). */
  invoiceNumber?: string | undefined;
}

/**
 * The move, or 409 naming the statuses; the order's row stays locked until the transaction ends.
 * Completing an order hands its goods over: goods paid in advance get their prepayment offset
 * receipt in the same transaction (`receipts`: the configuration and the queue it is sent by).
 */
export async function moveOrder(
  db: Db,
  notices: Pick<OrderNotices, 'enqueue'>,
  number: string,
  move: StaffMove,
  receiptDeps: { fiscal?: FiscalOverrides | undefined; jobs?: JobQueue | undefined } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.number, number)).for('update');
    if (!order) throw notFound('Order not found');
    const methods = (
      await tx
        .select({ method: orderShipments.method })
        .from(orderShipments)
        .where(eq(orderShipments.orderId, order.id))
    ).map((s) => s.method);
    const from = order.status;
    if (!canTransition(from, move.to, 'staff', order.kind === 'goods' ? methods : null)) {
      throw conflict(transitionRefusal(from, move.to));
    }
    const review = from === 'manager_review';
    if (review && move.to === 'cancelled' && !move.note) throw conflict('Declining needs a reason');
    const invoiceNumber = review && move.to === 'placed' ? (move.invoiceNumber ?? `INV-${order.number}`) : null;
    let event: OrderEvent = 'status';
    if (move.to === 'cancelled') {
      if (order.paidAt) throw conflict('A paid order is cancelled by refunding it');
      const reason = review ? 'managerRejected' : 'staff';
      if (review)
        await tx
          .update(orders)
          .set({ rejectionReason: move.note ?? null })
          .where(eq(orders.id, order.id));
      await cancelOrder(
        tx,
        order.id,
        reason,
        new Date(),
        { staffId: move.staffId, ...(move.note ? { note: move.note } : {}) },
        receiptDeps.jobs,
      );
      event = review ? 'rejected' : 'cancelled';
    } else {
      const now = new Date();
      await tx
        .update(orders)
        .set({
          status: move.to,
          updatedAt: now,
          ...(invoiceNumber ? { invoiceNumber, invoiceIssuedAt: now } : {}),
        })
        .where(eq(orders.id, order.id));
      await recordStatusChange(tx, {
        orderId: order.id,
        from,
        to: move.to,
        actor: 'staff',
        staffId: move.staffId,
        note: move.note ?? null,
      });
      if (review) event = 'invoice';
      if (move.to === 'completed') await recordHandoverReceipt(tx, order.id, receiptDeps);
    }
    await recordAudit(tx, {
      staffId: move.staffId,
      action: 'order.transition',
      entity: { type: 'order', id: order.number },
      before: { status: from },
      after: {
        status: move.to,
        ...(move.note ? { note: move.note } : {}),
        ...(invoiceNumber ? { invoiceNumber } : {}),
      },
    });
    await notices.enqueue(tx, order.id, event, move.to);
  });
}
