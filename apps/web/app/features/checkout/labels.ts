/** Names of delivery methods, payment methods and order statuses, and dates in the shopper's zone. */
import type { UserBlock } from '@storefront/api/modules/layout/layout.schemas';
import type { DeliveryMethod, OrderStatus, PaymentMethod } from '@storefront/domain/checkout';
import { IMMEDIATE_DELIVERY_HOURS } from '@storefront/domain/constants';
import { formatDate } from '@storefront/domain/dates';
import { formatDeliveryDay, IMMEDIATE_SLOT } from '@storefront/domain/delivery-slots';
import type { Translate } from '@storefront/domain/i18n/translate';
import type { LocaleTag } from '@storefront/domain/variants';

export const deliveryLabel = (t: Translate, method: DeliveryMethod) => t(`basketDelivery.group.${method}`);
export const paymentLabel = (t: Translate, method: PaymentMethod) => t(`checkoutPage.payment.${method}`);
export const statusLabel = (t: Translate, status: OrderStatus) => t(`profileOrders.status.${status}`);

/** An ISO time as a date in the shopper's own time zone (the server's when they chose none). */
export function orderDate(iso: string, locale: LocaleTag, user: Pick<UserBlock, 'timeZone' | 'serverTimeZone'>) {
  return formatDate(new Date(iso), locale, user.timeZone === 'default' ? user.serverTimeZone : user.timeZone);
}

/** A courier day and slot as the basket words it: 'Tuesday, 24 November, 10:00-14:00', or 'within 3 hours'. */
export function courierWhen(t: Translate, locale: LocaleTag, date: string, slot: string | null): string {
  if (slot === IMMEDIATE_SLOT) return t('basketDelivery.immediate', { hours: IMMEDIATE_DELIVERY_HOURS });
  return slot
    ? t('basketDelivery.when', { date: formatDeliveryDay(date, locale), slot })
    : formatDeliveryDay(date, locale);
}
