/**
 * The back office's queues of orders waiting for staff, as conditions on `orders`: the orders list
 * filters by them and the dashboard counts them, so both name the same orders.
 */
import type { OrderQueue } from '@storefront/domain/order-refunds';
import { and, eq, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { orders, payments, refunds } from '../../db/schema/orders.ts';

/** Past the payment window and not yet cancelled by the timer. */
export const pastPaymentWindow = (): SQL | undefined =>
  and(eq(orders.status, 'awaiting_payment'), lt(orders.paymentDueAt, new Date()));

/** Paid after the order stopped awaiting payment, and not yet refunded. */
export const unrefundedLatePayment = (): SQL =>
  sql`exists (select 1 from ${payments} where ${payments.orderId} = ${orders.id} and ${payments.late}
    and ${payments.status} = 'succeeded' and ${payments.amount} > (select coalesce(sum(${refunds.amount}), 0)
    from ${refunds} where ${refunds.paymentId} = ${payments.id} and ${refunds.status} <> 'failed'))`;

/** The shopper asked to cancel, and the order is not cancelled yet. */
export const openCancellationRequest = (): SQL | undefined =>
  and(eq(orders.cancellationRequested, true), ne(orders.status, 'cancelled'));

export const ORDER_QUEUES_SQL: Record<OrderQueue, () => SQL | undefined> = {
  cancellationRequests: openCancellationRequest,
  latePayments: () => or(pastPaymentWindow(), unrefundedLatePayment()),
};
