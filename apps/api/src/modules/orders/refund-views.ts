/** Orders' refunds as the shopper and staff see them: amounts, where the money went, the pieces given back. */
import type { CurrencyCode } from '@storefront/domain/variants';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, refundLines, refunds } from '../../db/schema/orders.ts';

type RefundRow = typeof refunds.$inferSelect;

export interface LoadedRefund extends RefundRow {
  lines: { skuId: number; name: string; size: string | null; quantity: number }[];
}

/** The refunds of the orders, oldest first, by order id; two queries whatever their number. */
export async function loadRefunds(db: Db, orderIds: readonly number[]): Promise<Map<number, LoadedRefund[]>> {
  const byOrder = new Map<number, LoadedRefund[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(refunds)
    .where(inArray(refunds.orderId, [...orderIds]))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  const pieces = rows.length
    ? await db
        .select({
          refundId: refundLines.refundId,
          skuId: orderLines.skuId,
          name: orderLines.name,
          size: orderLines.size,
          quantity: refundLines.quantity,
        })
        .from(refundLines)
        .innerJoin(orderLines, eq(orderLines.id, refundLines.orderLineId))
        .where(
          inArray(
            refundLines.refundId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(orderLines.id))
    : [];
  for (const row of rows) {
    const lines = pieces.filter((p) => p.refundId === row.id).map(({ refundId: _, ...line }) => line);
    byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), { ...row, lines }]);
  }
  return byOrder;
}

export const refundMoney = (r: RefundRow) => {
  const money = (amount: number) => ({ amount, currency: r.currency as CurrencyCode });
  return { amount: money(r.amount), toGiftCards: money(r.cardAmount), toPayment: money(r.onlineAmount) };
};
