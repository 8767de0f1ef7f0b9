/**
 * Money is integer minor units plus an ISO currency code, formatted only here (numbers are written
 * by numbers.ts, not Intl, so that the server's text matches the browser's).
 */
import { decimalSeparator, formatNumber } from './numbers.ts';
import type { CurrencyCode, LocaleTag } from './variants.ts';

export interface Money {
  /** Integer minor units (kopecks, tiyn, fils). */
  amount: number;
  currency: CurrencyCode;
}

const MINOR_UNITS: Record<CurrencyCode, number> = { RUB: 100, KZT: 100, AED: 100 };
const SIGNS: Record<CurrencyCode, string> = { RUB: '₽', KZT: '₸', AED: 'AED' };
const NBSP = '\u00a0';

/** Sign before the number (en-US: '₽1,990', 'AED 79') or after it (ru, kk: '1 990 ₽'). */
const SIGN_FIRST: Record<LocaleTag, boolean> = { 'ru-RU': false, 'kk-KZ': false, 'en-US': true };

/** The sign a currency is shown with: '₽', '₸', or the code 'AED'. */
export function currencySign(currency: CurrencyCode): string {
  return SIGNS[currency];
}

/** Formats money for a locale; whole amounts are shown without the fraction ('1 990 ₽'). */
export function formatMoney(money: Money, locale: LocaleTag): string {
  const units = MINOR_UNITS[money.currency];
  const negative = money.amount < 0;
  const abs = Math.abs(Math.round(money.amount));
  const whole = formatNumber(Math.floor(abs / units), locale);
  const fraction = abs % units;
  const number = fraction === 0 ? whole : `${whole}${decimalSeparator(locale)}${String(fraction).padStart(2, '0')}`;
  const sign = SIGNS[money.currency];
  const body = SIGN_FIRST[locale] ? `${sign}${sign.length > 1 ? ' ' : ''}${number}` : `${number}${NBSP}${sign}`;
  return negative ? `−${body}` : body;
}

export function toMinor(major: number, currency: CurrencyCode): number {
  return Math.round(major * MINOR_UNITS[currency]);
}

/**
 * Minor units as a decimal with two places, in integers (no floating point): 12345 → '123.45'. What
 * payment gateways are sent and what the product feeds show; every currency of the shop has 100 minor units.
 */
export function minorToDecimal(amount: number): string {
  return `${Math.trunc(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
}

/** Minor units as a plain number of whole currency (12345 → '123.45'), for form fields. */
export function toMajorText(minor: number, currency: CurrencyCode): string {
  return String(minor / MINOR_UNITS[currency]);
}

/**
 * The percent off a crossed-out old price, rounded to a whole percent; null without an old price.
 * The product card, the product page and the catalogue's discount column (catalog-refresh.ts, in SQL
 * for sorting) give a shopper the same number.
 */
export const discountPercent = (price: number, oldPrice: number | null): number | null =>
  oldPrice ? Math.round((1 - price / oldPrice) * 100) : null;

/**
 * What an order or basket line costs the shopper, in minor units: its pieces at its price, less its
 * share of the discount. The order shows it, and refunds give it back piece by piece (refund-plan.ts).
 */
export const lineTotal = (line: { price: number; quantity: number; discount: number }): number =>
  line.price * line.quantity - line.discount;
