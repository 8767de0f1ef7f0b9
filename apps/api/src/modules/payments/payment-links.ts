/**
 * Closing the payment links of an order cancelled before it was paid (decision 046): a gateway whose
 * link stays open after the order's payment timer (CloudPayments) would otherwise take money for an
 * order that no longer exists, which then waits in the late-payment queue for a refund. The
 * cancellation queues the job in its own transaction; the job asks the gateway to close each pending
 * payment's link and marks the payment cancelled once it is closed. A link the shopper paid meanwhile
 * stays as it is: its payment arrives as a late one.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { orders, payments } from '../../db/schema/orders.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { PaymentProviders } from '../../providers/payment/payment-provider.ts';

declare module '../../jobs/queue.ts' {
  interface JobPayloads {
    'close-payment-links': { orderId: number };
  }
}

export interface PaymentLinkDeps {
  db: Db;
  providers: Pick<PaymentProviders, 'ofKind'>;
  log: FastifyBaseLogger;
}

/** Queues the closing of a cancelled order's payment links, in the cancellation's transaction. */
export async function queueLinkClosing(tx: Db, jobs: JobQueue | undefined, orderId: number): Promise<void> {
  await jobs?.enqueue('close-payment-links', { orderId }, { tx });
}

/**
 * Closes the links of a cancelled order's pending payments at their gateways; answers how many
 * closed. Throws when a gateway cannot be reached, so the job tries again.
 */
export async function closePaymentLinks(deps: PaymentLinkDeps, orderId: number): Promise<number> {
  const pending = await deps.db
    .select({
      id: payments.id,
      provider: payments.provider,
      providerPaymentId: payments.providerPaymentId,
      providerLinkId: payments.providerLinkId,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.status, 'pending'),
        isNotNull(payments.providerPaymentId),
        eq(orders.status, 'cancelled'),
      ),
    );
  let closed = 0;
  for (const payment of pending) {
    const provider = deps.providers.ofKind(payment.provider);
    if (!provider?.cancelPayment) continue;
    const done = await provider.cancelPayment({
      providerPaymentId: payment.providerPaymentId!,
      ...(payment.providerLinkId ? { providerLinkId: payment.providerLinkId } : {}),
      idempotenceKey: `${payment.id}.cancel`,
    });
    if (!done) {
      deps.log.warn({ paymentId: payment.id, orderId }, 'payment link of a cancelled order was paid: a late payment');
      continue;
    }
    const moved = await deps.db
      .update(payments)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
      .returning({ id: payments.id });
    closed += moved.length;
  }
  return closed;
}

export function definePaymentLinkJob(queue: JobQueue, deps: PaymentLinkDeps): void {
  queue.define('close-payment-links', {
    run: async ({ orderId }) => {
      await closePaymentLinks(deps, orderId);
    },
  });
}
