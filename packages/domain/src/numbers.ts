/**
 * Numbers are written out here rather than by Intl.NumberFormat: Chromium's ICU has no Kazakh and
 * writes '6,000' where Node writes '6 000', and server-rendered text must match the browser's.
 */
import type { LocaleTag } from './variants.ts';

const STYLES: Record<LocaleTag, { group: string; decimal: string }> = {
  'ru-RU': { group: '\u00a0', decimal: ',' },
  'kk-KZ': { group: '\u00a0', decimal: ',' },
  'en-US': { group: ',', decimal: '.' },
};

/** A number as the language writes it: '6 000' (ru, kk), '6,000' (en); up to three decimals. */
export function formatNumber(value: number, locale: LocaleTag): string {
  const { group, decimal } = STYLES[locale];
  const rounded = Math.round(Math.abs(value) * 1000) / 1000;
  const [whole = '0', fraction] = String(rounded).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${value < 0 && rounded !== 0 ? '−' : ''}${grouped}${fraction ? decimal + fraction : ''}`;
}

/** The decimal separator of a language: ',' (ru, kk) or '.' (en). */
export function decimalSeparator(locale: LocaleTag): string {
  return STYLES[locale].decimal;
}
