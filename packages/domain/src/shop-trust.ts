/**
 * What the footer shows a shopper to trust the shop, per variant: the legal entity behind it, how one
 * may pay, where the shop is on social networks and how long a return takes. Demo values, plausible
 * in form; a real shop puts its own here.
 */
import type { VariantKey } from './variants.ts';

export interface LegalEntity {
  name: string;
  /** Registration numbers with the names the country gives them. */
  numbers: readonly { label: string; value: string }[];
  address: string;
}

export const LEGAL_ENTITIES: Readonly<Record<VariantKey, LegalEntity>> = {
  ru: {
    name: 'ООО «Уют Ритейл»',
    numbers: [
      { label: 'ИНН', value: '7707123456' },
      { label: 'ОГРН', value: '1197746123456' },
    ],
    address: '125009, Москва, Тверская ул., д. 7, офис 12',
  },
  kz: {
    name: 'ТОО «Уют Казахстан»',
    numbers: [{ label: 'БИН', value: '190340012345' }],
    address: '010000, Астана, пр. Мангилик Ел, 55/20',
  },
  com: {
    name: 'Uyut General Trading L.L.C.',
    numbers: [
      { label: 'Trade licence', value: '1023456' },
      { label: 'TRN', value: '100234567800003' },
    ],
    address: 'Office 1204, Bay Square 5, Business Bay, Dubai, United Arab Emirates',
  },
};

export const PAYMENT_MARKS = ['mir', 'visa', 'mastercard', 'card'] as const;
export type PaymentMark = (typeof PAYMENT_MARKS)[number];

/** The payment marks a variant shows: Mir is Russia's card scheme; 'card' stands for any other card. */
export const VARIANT_PAYMENT_MARKS: Readonly<Record<VariantKey, readonly PaymentMark[]>> = {
  ru: ['mir', 'visa', 'mastercard', 'card'],
  kz: ['visa', 'mastercard', 'card'],
  com: ['visa', 'mastercard', 'card'],
};

export const SOCIAL_LINKS: Readonly<Record<VariantKey, readonly { name: string; url: string }[]>> = {
  ru: [
    { name: 'VK', url: 'https://vk.com/uyut.shop' },
    { name: 'Telegram', url: 'https://t.me/uyut_shop' },
  ],
  kz: [
    { name: 'Instagram', url: 'https://www.instagram.com/uyut.kz' },
    { name: 'Telegram', url: 'https://t.me/uyut_kz' },
  ],
  com: [
    { name: 'Instagram', url: 'https://www.instagram.com/uyut.ae' },
    { name: 'Facebook', url: 'https://www.facebook.com/uyut.ae' },
  ],
};

/** Days a shopper has to return goods (the footer's promise; the return document has the details). */
export const RETURN_DAYS = 30;

/** The document of the terms of sale (the public offer) a shopper accepts by placing an order. */
export const TERMS_OF_SALE_DOCUMENT = 'terms-of-sale';
