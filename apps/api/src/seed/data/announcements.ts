/** One active announcement per country variant: the free-delivery promise, from the rule checkout applies. */
import { FREE_DELIVERY_FROM } from '@storefront/domain/delivery-prices';
import { formatMoney } from '@storefront/domain/money';
import { VARIANTS, type VariantKey } from '@storefront/domain/variants';
import type { I18nText } from '../../db/schema/i18n-text.ts';
import { t } from './text.ts';

export interface AnnouncementData {
  variant: VariantKey;
  text: I18nText;
  link: string | null;
}

function freeDelivery(variant: VariantKey, where: I18nText | null): AnnouncementData {
  const from = { amount: FREE_DELIVERY_FROM[variant], currency: VARIANTS[variant].currency };
  const [ru, en, kk] = [formatMoney(from, 'ru-RU'), formatMoney(from, 'en-US'), formatMoney(from, 'kk-KZ')];
  return {
    variant,
    text: t(
      `Бесплатная доставка${where ? ` ${where.ru}` : ''} при заказе от ${ru}`,
      `Free delivery${where ? ` ${where.en}` : ''} on orders over ${en}`,
      `${where ? `${where.kk} ` : ''}${kk}-ден бастап тегін жеткізу`,
    ),
    link: null,
  };
}

export const ANNOUNCEMENTS: readonly AnnouncementData[] = [
  freeDelivery('ru', null),
  freeDelivery('kz', null),
  freeDelivery('com', t('по ОАЭ', 'across the UAE', 'БАӘ бойынша')),
];
