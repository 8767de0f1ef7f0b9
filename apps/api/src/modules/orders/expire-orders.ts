/**
 * Cancels online orders whose payment timer ran out: their stock goes back on the shelves and
 * gift card charges are refunded (cancelOrder), and the 'cancelled' notice is queued in the same
 * transaction. A queue job run once a minute across all processes; the status guard in cancelOrder
 * makes a payment arriving at the same moment harmless.
 */
import { and, asc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { OrderNotices } from '../notices/order-notices.ts';
import { cancelOrder } from './cancel-order.ts';

/** Orders handled per run; the rest wait for the next minute. */
const BATCH = 200;

export async function expireOrders(
  db: Db,
  notices: OrderNotices,
  now = new Date(),
  jobs?: JobQueue,
): Promise<{ cancelled: number }> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'awaiting_payment'), lt(orders.paymentDueAt, now)))
    .orderBy(asc(orders.paymentDueAt))
    .limit(BATCH);
  let cancelled = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      if (!(await cancelOrder(tx, id, 'paymentTimeout', now, {}, jobs))) return false;
      await notices.enqueue(tx, id, 'cancelled');
      return true;
    });
    if (done) cancelled += 1;
  }
  return { cancelled };
}
