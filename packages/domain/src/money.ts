/**
 * Money is integer minor units plus an ISO currency code, formatted only here. The format is
 * written out rather than taken from Intl: browsers and Node ship different CLDR data (kk-KZ
 * tenge differs), and server-rendered text must match what the browser renders.
 */
import type { CurrencyCode, LocaleTag } from './variants.ts';

export interface Money {
  /** Integer minor units (kopecks, tiyn, fils). */
  amount: number;
  currency: CurrencyCode;
}

const MINOR_UNITS: Record<CurrencyCode, number> = { RUB: 100, KZT: 100, AED: 100 };
const SIGNS: Record<CurrencyCode, string> = { RUB: '₽', KZT: '₸', AED: 'AED' };
const NBSP = '\u00a0';

interface NumberStyle {
  group: string;
  decimal: string;
  /** Sign before the number (en-US: '₽1,990', 'AED 79') or after it (ru, kk: '1 990 ₽'). */
  signFirst: boolean;
}

const STYLES: Record<LocaleTag, NumberStyle> = {
  'ru-RU': { group: NBSP, decimal: ',', signFirst: false },
  'kk-KZ': { group: NBSP, decimal: ',', signFirst: false },
  'en-US': { group: ',', decimal: '.', signFirst: true },
};

/** The sign a currency is shown with: '₽', '₸', or the code 'AED'. */
export function currencySign(currency: CurrencyCode): string {
  return SIGNS[currency];
}

/** Formats money for a locale; whole amounts are shown without the fraction ('1 990 ₽'). */
export function formatMoney(money: Money, locale: LocaleTag): string {
  const style = STYLES[locale];
  const units = MINOR_UNITS[money.currency];
  const negative = money.amount < 0;
  const abs = Math.abs(Math.round(money.amount));
  const whole = Math.floor(abs / units)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, style.group);
  const fraction = abs % units;
  const number = fraction === 0 ? whole : `${whole}${style.decimal}${String(fraction).padStart(2, '0')}`;
  const sign = SIGNS[money.currency];
  const body = style.signFirst ? `${sign}${sign.length > 1 ? ' ' : ''}${number}` : `${number}${NBSP}${sign}`;
  return negative ? `−${body}` : body;
}

export function toMinor(major: number, currency: CurrencyCode): number {
  return Math.round(major * MINOR_UNITS[currency]);
}
