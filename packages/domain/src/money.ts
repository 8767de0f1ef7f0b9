/** Money is integer minor units plus an ISO currency code, formatted only here. */
import { type CurrencyCode, type LocaleTag, VARIANTS } from './variants.ts';

export interface Money {
  /** Integer minor units (kopecks, tiyn, fils). */
  amount: number;
  currency: CurrencyCode;
}

const MINOR_UNITS: Record<CurrencyCode, number> = { RUB: 100, KZT: 100, AED: 100 };

const DISPLAY: Record<CurrencyCode, 'narrowSymbol' | 'code'> = Object.fromEntries(
  Object.values(VARIANTS).map((v) => [v.currency, v.currencyDisplay]),
) as Record<CurrencyCode, 'narrowSymbol' | 'code'>;

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: LocaleTag, currency: CurrencyCode, fraction: boolean): Intl.NumberFormat {
  const key = `${locale}|${currency}|${fraction}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: DISPLAY[currency],
      minimumFractionDigits: fraction ? 2 : 0,
      maximumFractionDigits: fraction ? 2 : 0,
    });
    formatters.set(key, f);
  }
  return f;
}

/** Formats money for a locale; whole amounts are shown without the fraction ('1 990 ₽'). */
export function formatMoney(money: Money, locale: LocaleTag): string {
  const units = MINOR_UNITS[money.currency];
  const whole = money.amount % units === 0;
  return formatter(locale, money.currency, !whole).format(money.amount / units);
}

export function toMinor(major: number, currency: CurrencyCode): number {
  return Math.round(major * MINOR_UNITS[currency]);
}

/** The sign a currency is shown with: '₽', '₸', or the code 'AED'. */
export function currencySign(currency: CurrencyCode, locale: LocaleTag): string {
  return (
    formatter(locale, currency, false)
      .formatToParts(0)
      .find((p) => p.type === 'currency')?.value ?? currency
  );
}
