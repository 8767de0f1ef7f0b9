/**
 * Orders waiting for staff, by what they wait for: the orders list's queues (order-queues.ts), split
 * into the unpaid past their window and the paid too late, and the orders whose notice failed for
 * good. Each kind answers its count and its oldest orders, the ones waiting longest.
 */

import { orderTimeZone } from '@storefront/domain/staff';
import { DASHBOARD_LIMITS, type DashboardAction } from '@storefront/domain/staff-dashboard';
import type { CurrencyCode } from '@storefront/domain/variants';
import { asc, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { ordersWithFailedNotices } from '../notices/failed-notices.ts';
import { openCancellationRequest, pastPaymentWindow, unrefundedLatePayment } from '../orders/order-queues.ts';

export interface ActionOrder {
  number: string;
  placedAt: string;
  total: { amount: number; currency: CurrencyCode };
  /** The order's clock (its variant's), which its times are read on. */
  timeZone: string;
}

export interface ActionList {
  total: number;
  orders: ActionOrder[];
}

const days = (n: number, now: Date) => new Date(now.getTime() - n * 86_400_000);

function conditions(now: Date): Record<DashboardAction, SQL | undefined> {
  return {
    awaitingPayment: pastPaymentWindow(),
    cancellationRequests: openCancellationRequest(),
    latePayments: unrefundedLatePayment(),
    failedNotices: inArray(orders.id, ordersWithFailedNotices(days(DASHBOARD_LIMITS.failedNoticeDays, now))),
  };
}

async function actionList(db: Db, where: SQL | undefined): Promise<ActionList> {
  const rows = await db
    .select({
      number: orders.number,
      variant: orders.variant,
      createdAt: orders.createdAt,
      total: orders.total,
      currency: orders.currency,
      // Counted before the limit: the whole kind's size.
      count: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(orders)
    .where(where)
    .orderBy(asc(orders.id))
    .limit(DASHBOARD_LIMITS.listRows);
  return {
    total: rows[0]?.count ?? 0,
    orders: rows.map((r) => ({
      number: r.number,
      placedAt: r.createdAt.toISOString(),
      total: { amount: r.total, currency: r.currency as CurrencyCode },
      timeZone: orderTimeZone(r.variant),
    })),
  };
}

export async function ordersNeedingAction(db: Db, now: Date): Promise<Record<DashboardAction, ActionList>> {
  const kinds = Object.entries(conditions(now)) as [DashboardAction, SQL | undefined][];
  const lists = await Promise.all(kinds.map(([, where]) => actionList(db, where)));
  return Object.fromEntries(kinds.map(([kind], i) => [kind, lists[i]])) as Record<DashboardAction, ActionList>;
}
