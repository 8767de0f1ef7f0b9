/** The status history of orders: one row per move, written in the move's transaction. */
import type { OrderStatus } from '@storefront/domain/checkout';
import type { OrderActor } from '@storefront/domain/order-status';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderStatusHistory } from '../../db/schema/orders.ts';

export interface StatusChange {
  orderId: number;
  /** null: the order was just placed. */
  from: OrderStatus | null;
  to: OrderStatus;
  actor: OrderActor;
  staffId?: number | null;
  note?: string | null;
}

export async function recordStatusChange(tx: Db, change: StatusChange): Promise<void> {
  await statusChangeInsert(tx, change);
}

/**
 * The history row's insert, to run on its own or inside another statement; the order and the status
 * may be SQL (placeholders of a statement rendered once).
 */
export function statusChangeInsert(
  tx: Db,
  change: Omit<StatusChange, 'orderId' | 'to'> & { orderId: number | SQL; to: OrderStatus | SQL },
) {
  return tx.insert(orderStatusHistory).values({
    orderId: change.orderId,
    fromStatus: change.from,
    toStatus: change.to,
    actor: change.actor,
    staffId: change.staffId ?? null,
    note: change.note ?? null,
  });
}
