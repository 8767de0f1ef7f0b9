/** Names of delivery methods, payment methods and order statuses, and dates in the shopper's zone. */
import type { DeliveryMethod, OrderStatus, PaymentMethod } from '@storefront/domain/checkout';
import { formatDate } from '@storefront/domain/dates';
import type { Translate } from '@storefront/domain/i18n/translator';
import type { LocaleTag } from '@storefront/domain/variants';
import type { UserBlock } from '../../lib/api-types';

export const deliveryLabel = (t: Translate, method: DeliveryMethod) => t(`basketDelivery.group.${method}`);
export const paymentLabel = (t: Translate, method: PaymentMethod) => t(`checkoutPage.payment.${method}`);
export const statusLabel = (t: Translate, status: OrderStatus) => t(`profileOrders.status.${status}`);

/** An ISO time as a date in the shopper's own time zone (the server's when they chose none). */
export function orderDate(iso: string, locale: LocaleTag, user: Pick<UserBlock, 'timeZone' | 'serverTimeZone'>) {
  return formatDate(new Date(iso), locale, user.timeZone === 'default' ? user.serverTimeZone : user.timeZone);
}
