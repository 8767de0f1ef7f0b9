/** Dates are worded by the language through Intl. */
import type { LocaleTag } from './variants.ts';

export function formatDate(date: Date, locale: LocaleTag, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(date);
}

/** UTC offset of a zone at an instant, as '+03:00'. */
export function utcOffset(timeZone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const offset = part?.replace('GMT', '') ?? '';
  return offset === '' ? '+00:00' : offset;
}
