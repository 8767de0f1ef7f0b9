/**
 * E-mail and SMS notices of order events (placed, paid, cancelled), in the language of the order's
 * variant, to the recipient given at checkout. The change's transaction queues one 'order-notice'
 * job per channel (nothing is sent for a rolled-back change, nothing lost for a committed one);
 * the job sends it and is retried with backoff while the channel fails. A notice never blocks
 * or undoes the order change.
 */
import { createTranslator } from '@storefront/domain/i18n/translate';
import { formatMoney, type Money } from '@storefront/domain/money';
import { orderPagePath } from '@storefront/domain/order-links';
import { DEFAULT_VARIANT, isVariantKey, VARIANTS } from '@storefront/domain/variants';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { deliverNotice, NOTICE_CHANNELS, type NoticeChannel, type NoticeChannels } from './send-notice.ts';

export type OrderEvent = 'placed' | 'paid' | 'cancelled';

declare module '../../jobs/queue.ts' {
  interface JobPayloads {
    'order-notice': { orderId: number; event: OrderEvent; channel: NoticeChannel };
  }
}

export interface OrderNotices {
  /** Queues the notice of `event` in `tx`, the transaction making the change: sent once it commits. */
  enqueue(tx: Db, orderId: number, event: OrderEvent): Promise<void>;
  /** Sends one channel of the notice now (the job's work); throws when the channel fails, so the job is retried. */
  deliver(orderId: number, event: OrderEvent, channel: NoticeChannel): Promise<void>;
}

export interface NoticeDeps extends NoticeChannels {
  db: Db;
  /** Absolute origin the links in notices start with. */
  publicUrl: string;
}

export function createOrderNotices(deps: NoticeDeps, queue: JobQueue): OrderNotices {
  const { db, log } = deps;

  const notices: OrderNotices = {
    async enqueue(tx, orderId, event) {
      for (const channel of NOTICE_CHANNELS) await queue.enqueue('order-notice', { orderId, event, channel }, { tx });
    },
    async deliver(orderId, event, channel) {
      const [order] = await db
        .select({
          number: orders.number,
          variant: orders.variant,
          currency: orders.currency,
          total: orders.total,
          toPay: orders.toPay,
          recipient: orders.recipient,
        })
        .from(orders)
        .where(eq(orders.id, orderId));
      if (!order) {
        log.warn({ orderId, event }, 'order notice for an unknown order');
        return;
      }
      const variant = isVariantKey(order.variant) ? order.variant : DEFAULT_VARIANT;
      const locale = VARIANTS[variant].locale;
      const t = createTranslator(locale);
      // 'paid' names what the payment brought; the others the order's total.
      const money = { amount: event === 'paid' ? order.toPay : order.total, currency: order.currency } as Money;
      const values = {
        number: order.number,
        amount: formatMoney(money, locale),
        url: `${deps.publicUrl}${orderPagePath(variant, order.number)}`,
      };
      const notice = {
        subject: t(`notices.${event}.subject`, values),
        text: t(`notices.${event}.text`, values),
        sms: t(`notices.${event}.sms`, values),
      };
      await deliverNotice(deps, channel, order.recipient, notice);
    },
  };
  queue.define('order-notice', {
    run: ({ orderId, event, channel }) => notices.deliver(orderId, event, channel),
    retryLimit: 8,
    retryDelayS: 30,
  });
  return notices;
}
