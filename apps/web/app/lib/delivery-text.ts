/** How delivery terms read: price, lead time, courier day and slot, an address on one line. */
import type { ReadyIn } from '@storefront/api/modules/delivery/delivery.schemas';

import { IMMEDIATE_DELIVERY_HOURS } from '@storefront/domain/constants';
import { formatDeliveryDay, IMMEDIATE_SLOT } from '@storefront/domain/delivery-slots';
import { numberRange } from '@storefront/domain/i18n/plural';
import type { Translate } from '@storefront/domain/i18n/translator';
import type { Money } from '@storefront/domain/money';
import type { LocaleTag } from '@storefront/domain/variants';

export function priceText(t: Translate, money: (m: Money) => string, price: Money): string {
  return price.amount === 0 ? t('product.delivery.free') : money(price);
}

export function readyInText(t: Translate, readyIn: ReadyIn): string {
  return readyIn.unit === 'hours'
    ? t('product.delivery.hours', { max: readyIn.max })
    : t('product.delivery.days', { days: numberRange(readyIn.min, readyIn.max) });
}

export function slotText(t: Translate, slot: string): string {
  return slot === IMMEDIATE_SLOT ? t('basketDelivery.immediate', { hours: IMMEDIATE_DELIVERY_HOURS }) : slot;
}

/** 'Tuesday, 24 November, 10:00-14:00', 'within 3 hours', or the day alone when no slot is known. */
export function whenText(t: Translate, locale: LocaleTag, date: string, slot: string | null): string {
  if (slot === IMMEDIATE_SLOT) return slotText(t, slot);
  const day = formatDeliveryDay(date, locale);
  return slot ? t('basketDelivery.when', { date: day, slot }) : day;
}
