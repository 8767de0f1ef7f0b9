/**
 * All message catalogues, merged from one file per feature (messages/<feature>.ts) so features
 * add their texts without touching each other's.
 */
import type { LocaleTag } from '../variants.ts';
import { accountMessages } from './messages/account.ts';
import { buyFlowMessages } from './messages/buy-flow.ts';
import { catalogMessages } from './messages/catalog.ts';
import { checkoutMessages } from './messages/checkout.ts';
import { checkoutBasketMessages } from './messages/checkout-basket.ts';
import { consentMessages } from './messages/consent.ts';
import { contentMessages } from './messages/content.ts';
import { coreMessages } from './messages/core.ts';
import { giftCardsMessages } from './messages/gift-cards.ts';
import { identityMessages } from './messages/identity.ts';
import { mobileAppMessages } from './messages/mobile-app.ts';
import { paymentsMessages } from './messages/payments.ts';
import { picturesMessages } from './messages/pictures.ts';
import { productMessages } from './messages/product.ts';
import { receiptsMessages } from './messages/receipts.ts';
import { refundsMessages } from './messages/refunds.ts';
import { reviewRepliesMessages } from './messages/review-replies.ts';
import { staffMessages } from './messages/staff.ts';
import { staffCatalogueMessages } from './messages/staff-catalog.ts';
import { staffContentMessages } from './messages/staff-content.ts';
import { staffDashboardMessages } from './messages/staff-dashboard.ts';
import { staffGiftCardsMessages } from './messages/staff-gift-cards.ts';
import { staffLooksMessages } from './messages/staff-looks.ts';
import { staffPromoCodesMessages } from './messages/staff-promo-codes.ts';
import { staffSearchMessages } from './messages/staff-search.ts';
import { staffShopsMessages } from './messages/staff-shops.ts';

const FEATURES = [
  accountMessages,
  buyFlowMessages,
  catalogMessages,
  checkoutMessages,
  checkoutBasketMessages,
  consentMessages,
  contentMessages,
  coreMessages,
  giftCardsMessages,
  identityMessages,
  mobileAppMessages,
  paymentsMessages,
  picturesMessages,
  productMessages,
  receiptsMessages,
  refundsMessages,
  reviewRepliesMessages,
  staffMessages,
  staffCatalogueMessages,
  staffContentMessages,
  staffDashboardMessages,
  staffShopsMessages,
  staffGiftCardsMessages,
  staffLooksMessages,
  staffPromoCodesMessages,
  staffSearchMessages,
] as const;

type Ids<F> = F extends Record<LocaleTag, Record<infer K, string>> ? K : never;
export type MessageId = Ids<(typeof FEATURES)[number]>;
export type Catalogue = Readonly<Record<MessageId, string>>;

function merge(locale: LocaleTag): Catalogue {
  return Object.assign({}, ...FEATURES.map((f) => f[locale])) as Catalogue;
}

export const CATALOGUES: Readonly<Record<LocaleTag, Catalogue>> = {
  'ru-RU': merge('ru-RU'),
  'en-US': merge('en-US'),
  'kk-KZ': merge('kk-KZ'),
};
