/**
 * E-mail and SMS notices of order events (placed, paid, cancelled), in the language of the order's
 * variant, to the recipient given at checkout. The change's transaction queues one 'order-notice'
 * job per channel (nothing is sent for a rolled-back change, nothing lost for a committed one);
 * the job sends it and is retried with backoff while the channel fails. A notice never blocks
 * or undoes the order change. The shopper's settings apply when it is sent: no e-mail when order
 * status by e-mail is off, an SMS inside the do-not-disturb hours is queued again for their end,
 * and the shopper's inbox keeps every notice (its own 'inbox' job). A removed account is told nothing.
 */
import type { OrderStatus } from '@storefront/domain/checkout';
import { dndSendAt } from '@storefront/domain/do-not-disturb';
import { createTranslator } from '@storefront/domain/i18n/translate';
import { formatMoney, type Money } from '@storefront/domain/money';
import { orderPagePath } from '@storefront/domain/order-links';
import { DEFAULT_VARIANT, isVariantKey, VARIANTS } from '@storefront/domain/variants';
import { desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';
import { orderStatusHistory, orders } from '../../db/schema/orders.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { countOrder, type OrderMetricEvent } from '../../observability/metrics.ts';
import { recordMessage } from '../messages/messages.service.ts';
import { recipientColumns, recipientSettingsOf } from './recipient-settings.ts';
import { deliverNotice, NOTICE_CHANNELS, type NoticeChannel, type NoticeChannels } from './send-notice.ts';

/**
 * placed, paid, cancelled; status: any other move (its name is read when sent); invoice and rejected:
 * a legal entity's order confirmed or declined; refunded: staff gave money back; cancellationDeclined:
 * staff declined the shopper's request to cancel (the reason is the last history note).
 */
export type OrderEvent =
  | 'placed'
  | 'paid'
  | 'cancelled'
  | 'status'
  | 'invoice'
  | 'rejected'
  | 'refunded'
  | 'cancellationDeclined';

declare module '../../jobs/queue.ts' {
  interface JobPayloads {
    'order-notice': { orderId: number; event: OrderEvent; channel: NoticeChannel | 'inbox'; status?: OrderStatus };
  }
}

export interface OrderNotices {
  /** Queues the notice of `event` in `tx`, the transaction making the change: sent once it commits. */
  enqueue(tx: Db, orderId: number, event: OrderEvent, status?: OrderStatus): Promise<void>;
  /**
   * The same jobs' insert as SQL, to run as a CTE of the statement that writes the change; the jobs
   * are the value of `jobs` (a `jobsJson` text, or a placeholder for it).
   */
  enqueueSql(jobs: SQL): Promise<SQL>;
  /** The jobs of a notice, as enqueueSql's `jobs` takes them. */
  jobsJson(orderId: number, event: OrderEvent, status?: OrderStatus): string;
  /** Sends one channel of the notice now (the job's work); throws when the channel fails, so the job is retried. */
  deliver(
    orderId: number,
    event: OrderEvent,
    channel: NoticeChannel | 'inbox',
    now?: Date,
    status?: OrderStatus,
  ): Promise<void>;
}

export interface NoticeDeps extends NoticeChannels {
  db: Db;
  /** Absolute origin the links in notices start with. */
  publicUrl: string;
}

/** The order events the process's metrics count: a legal entity's declined order is a cancelled one. */
const COUNTED_EVENTS: Partial<Record<OrderEvent, OrderMetricEvent>> = {
  placed: 'placed',
  paid: 'paid',
  cancelled: 'cancelled',
  rejected: 'cancelled',
  refunded: 'refunded',
};

/** One job per channel, and one for the shopper's inbox. */
const noticeJobs = (orderId: number, event: OrderEvent, status: OrderStatus | undefined) =>
  [...NOTICE_CHANNELS, 'inbox' as const].map((channel) => ({ orderId, event, channel, ...(status ? { status } : {}) }));

export function createOrderNotices(deps: NoticeDeps, queue: JobQueue): OrderNotices {
  const { db, log } = deps;

  const lastNote = async (orderId: number) => {
    const [row] = await db
      .select({ note: orderStatusHistory.note })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(desc(orderStatusHistory.id))
      .limit(1);
    return row?.note ?? null;
  };

  const notices: OrderNotices = {
    async enqueue(tx, orderId, event, status) {
      await queue.enqueueMany('order-notice', noticeJobs(orderId, event, status), { tx });
    },
    enqueueSql(jobs) {
      return queue.enqueueManySql(jobs);
    },
    jobsJson(orderId, event, status) {
      return queue.jobsJson('order-notice', noticeJobs(orderId, event, status));
    },
    async deliver(orderId, event, channel, now = new Date(), status = undefined) {
      const [order] = await db
        .select({
          number: orders.number,
          variant: orders.variant,
          currency: orders.currency,
          total: orders.total,
          toPay: orders.toPay,
          recipient: orders.recipient,
          userId: orders.userId,
          status: orders.status,
          invoiceNumber: orders.invoiceNumber,
          rejectionReason: orders.rejectionReason,
          ...recipientColumns,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
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
      const path = orderPagePath(variant, order.number);
      const values = {
        number: order.number,
        amount: formatMoney(money, locale),
        url: `${deps.publicUrl}${path}`,
        // The status the order moved to, not the one it may have moved on to by now.
        status: t(`profileOrders.status.${status ?? order.status}`),
        invoice: order.invoiceNumber ?? '',
        reason: (event === 'cancellationDeclined' ? await lastNote(orderId) : order.rejectionReason) ?? '',
      };
      const notice = {
        subject: t(`notices.${event}.subject`, values),
        text: t(`notices.${event}.text`, values),
        sms: t(`notices.${event}.sms`, values),
      };
      // The inbox job runs once for each committed order event, whoever is told: the metrics count it here.
      const counted = COUNTED_EVENTS[event];
      if (channel === 'inbox' && counted) countOrder(counted, variant);
      if (order.removedAt) return;
      const settings = recipientSettingsOf(order);
      if (channel === 'inbox') {
        await recordMessage(db, order.userId, {
          kind: `order.${event}`,
          title: notice.subject,
          text: notice.text,
          url: path,
        });
        return;
      }
      if (channel === 'email' && !settings.orderStatusEmail) return;
      const at = channel === 'sms' ? dndSendAt(now, settings.dnd) : now;
      if (at > now) {
        // Inside the do-not-disturb hours: the written SMS waits for their end, not dropped.
        await queue.enqueue('notice', { channel, to: order.recipient, notice }, { runAt: at });
        return;
      }
      await deliverNotice(deps, channel, order.recipient, notice);
    },
  };
  queue.define('order-notice', {
    run: ({ orderId, event, channel, status }) => notices.deliver(orderId, event, channel, new Date(), status),
    retryLimit: 8,
    retryDelayS: 30,
  });
  return notices;
}
