/**
 * A paid order's cancellation the shopper asked for (order-actions.ts): staff approve it — the whole
 * order refunded, which cancels it — or decline it with a reason the shopper is told.
 */
import { createTranslator } from '@storefront/domain/i18n/translate';
import { REFUND_MESSAGES } from '@storefront/domain/order-refunds';
import { DEFAULT_VARIANT, isVariantKey, VARIANTS } from '@storefront/domain/variants';
import { and, eq } from 'drizzle-orm';
import { orders, refunds } from '../../db/schema/orders.ts';
import { conflict, notFound } from '../../errors.ts';
import { recordAudit } from '../audit/audit.ts';
import { recordStatusChange } from '../order-history/order-history.ts';
import { type RefundDeps, refundOrder } from './refunds.service.ts';

/** The approval's refund key: approving twice (two managers, a double click) refunds once. */
const APPROVAL_KEY = 'cancellation-request';

export async function answerCancellation(
  deps: RefundDeps,
  number: string,
  staffId: number,
  answer: { decision: 'approve' } | { decision: 'decline'; note: string },
): Promise<void> {
  const { db } = deps;
  if (answer.decision === 'approve') {
    const [order] = await db
      .select({ requested: orders.cancellationRequested, approved: refunds.id })
      .from(orders)
      .leftJoin(refunds, and(eq(refunds.orderId, orders.id), eq(refunds.idempotencyKey, APPROVAL_KEY)))
      .where(eq(orders.number, number));
    if (!order) throw notFound('Order not found');
    // An approval repeated answers the refund the first one made.
    if (!order.requested && !order.approved) throw conflict(REFUND_MESSAGES.noCancellationRequest);
    await refundOrder(deps, number, staffId, APPROVAL_KEY, { kind: 'full' });
    return;
  }
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.number, number)).for('update');
    if (!order) throw notFound('Order not found');
    if (!order.cancellationRequested) throw conflict(REFUND_MESSAGES.noCancellationRequest);
    await tx.update(orders).set({ cancellationRequested: false, updatedAt: new Date() }).where(eq(orders.id, order.id));
    const t = createTranslator(VARIANTS[isVariantKey(order.variant) ? order.variant : DEFAULT_VARIANT].locale);
    await recordStatusChange(tx, {
      orderId: order.id,
      from: order.status,
      to: order.status,
      actor: 'staff',
      staffId,
      note: `${t('refunds.history.cancellationDeclined')}: ${answer.note}`,
    });
    await recordAudit(tx, {
      staffId,
      action: 'order.cancellation_decline',
      entity: { type: 'order', id: order.number },
      before: { cancellationRequested: true },
      after: { cancellationRequested: false, note: answer.note },
    });
    await deps.notices.enqueue(tx, order.id, 'cancellationDeclined');
  });
}
