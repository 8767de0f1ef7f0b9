/** One active announcement per country variant; amounts are in the variant's currency. */
import type { VariantKey } from '@storefront/domain/variants';
import type { I18nText } from '../../db/schema/i18n-text.ts';
import { t } from './text.ts';

export interface AnnouncementData {
  variant: VariantKey;
  text: I18nText;
  link: string | null;
}

/** Non-breaking spaces keep amounts and currency signs on one line. */
export const ANNOUNCEMENTS: readonly AnnouncementData[] = [
  {
    variant: 'ru',
    text: t(
      'Бесплатная доставка при заказе от 5\u00a0000\u00a0₽',
      'Free delivery on orders over 5,000\u00a0₽',
      '5\u00a0000\u00a0₽-ден бастап тегін жеткізу',
    ),
    link: null,
  },
  {
    variant: 'kz',
    text: t(
      'Бесплатная доставка при заказе от 25\u00a0000\u00a0₸',
      'Free delivery on orders over ₸25,000',
      '25\u00a0000\u00a0₸-ден бастап тегін жеткізу',
    ),
    link: null,
  },
  {
    variant: 'com',
    text: t(
      'Бесплатная доставка по ОАЭ при заказе от 200\u00a0AED',
      'Free delivery across the UAE on orders over AED\u00a0200',
      'БАӘ бойынша 200\u00a0AED-ден бастап тегін жеткізу',
    ),
    link: null,
  },
];
