/**
 * E-mail and SMS notices of order events (placed, paid, cancelled), sent after the change is
 * committed, in the language of the order's variant, to the recipient given at checkout.
 * A notice is a courtesy: a failure is logged and never undoes or blocks the order change.
 */
import { createTranslator } from '@storefront/domain/i18n/translate';
import { formatMoney, type Money } from '@storefront/domain/money';
import { orderPagePath } from '@storefront/domain/order-links';
import { DEFAULT_VARIANT, isVariantKey, VARIANTS } from '@storefront/domain/variants';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { type NoticeChannels, sendNotice } from './send-notice.ts';

export type OrderEvent = 'placed' | 'paid' | 'cancelled';

export interface OrderNotices {
  /** Sends the notice of `event` for the order; failures are logged, never thrown. */
  send(orderId: number, event: OrderEvent): Promise<void>;
}

export interface NoticeDeps extends NoticeChannels {
  db: Db;
  /** Absolute origin the links in notices start with. */
  publicUrl: string;
}

export function createOrderNotices(deps: NoticeDeps): OrderNotices {
  const { db, log } = deps;

  return {
    async send(orderId, event) {
      try {
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
        await sendNotice(deps, order.recipient, notice, { logMessage: 'order notice not sent', orderId, event });
      } catch (error) {
        log.error({ err: error, orderId, event }, 'order notice not sent');
      }
    },
  };
}
