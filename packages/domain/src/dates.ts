/**
 * Dates are worded here, not by Intl's locale data: Node and Chromium ship different CLDR (Chromium's
 * ICU has no Kazakh, so it writes 'March 5' where Node writes '5 наурыз'), and server-rendered text
 * must match what the browser renders. Intl is used only for the calendar arithmetic of a time
 * zone, which both agree on.
 */
import type { LocaleTag } from './variants.ts';

const MONTHS: Record<LocaleTag, readonly string[]> = {
  // Genitive, as in '5 марта'.
  'ru-RU': [
    'января',
    'февраля',
    'марта',
    'апреля',
    'мая',
    'июня',
    'июля',
    'августа',
    'сентября',
    'октября',
    'ноября',
    'декабря',
  ],
  'kk-KZ': [
    'қаңтар',
    'ақпан',
    'наурыз',
    'сәуір',
    'мамыр',
    'маусым',
    'шілде',
    'тамыз',
    'қыркүйек',
    'қазан',
    'қараша',
    'желтоқсан',
  ],
  'en-US': [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};
/** Monday first. */
const WEEKDAYS: Record<LocaleTag, readonly string[]> = {
  'ru-RU': ['понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота', 'воскресенье'],
  'kk-KZ': ['дүйсенбі', 'сейсенбі', 'сәрсенбі', 'бейсенбі', 'жұма', 'сенбі', 'жексенбі'],
  'en-US': ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
};
interface CalendarDay {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  /** 1 (Monday) – 7 (Sunday) */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall clock of a zone at an instant: its date and minutes since midnight. */
export function localTime(at: Date, timeZone: string): { date: string; minutes: number } {
  const p = Object.fromEntries(
    partsFormatter(timeZone)
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  return { date: `${p.year}-${p.month}-${p.day}`, minutes: Number(p.hour) * 60 + Number(p.minute) };
}

/** The calendar day an instant falls on in a time zone. */
export function calendarDay(date: Date, timeZone: string): CalendarDay {
  const [year = 0, month = 0, day = 0] = localTime(date, timeZone).date.split('-').map(Number);
  const weekday = ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1;
  return { year, month, day, weekday };
}

/** '5 марта 2026 г.', '2026 ж. 5 наурыз', 'March 5, 2026'. */
export function formatDate(date: Date, locale: LocaleTag, timeZone: string): string {
  const { year, month, day } = calendarDay(date, timeZone);
  const name = MONTHS[locale][month - 1];
  if (locale === 'ru-RU') return `${day} ${name} ${year} г.`;
  if (locale === 'kk-KZ') return `${year} ж. ${day} ${name}`;
  return `${name} ${day}, ${year}`;
}

/** 'четверг, 5 марта', '5 наурыз, бейсенбі', 'Thursday, March 5'. */
export function formatWeekdayDate(date: Date, locale: LocaleTag, timeZone: string): string {
  const { month, day, weekday } = calendarDay(date, timeZone);
  const name = MONTHS[locale][month - 1];
  const dayName = WEEKDAYS[locale][weekday - 1];
  if (locale === 'ru-RU') return `${dayName}, ${day} ${name}`;
  if (locale === 'kk-KZ') return `${day} ${name}, ${dayName}`;
  return `${dayName}, ${name} ${day}`;
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Offsets already worked out, by zone and quarter hour: formatToParts costs about 20 µs and every
 * page lists 15 zones. Offsets are whole quarter hours and change on local clock times, so no
 * transition (since the 1970s) falls inside a quarter hour.
 */
const offsetCache = new Map<string, string>();
const QUARTER_HOUR_MS = 15 * 60_000;
const OFFSET_CACHE_SIZE = 2000;

/** UTC offset of a zone at an instant, as '+03:00'. */
export function utcOffset(timeZone: string, at: Date): string {
  const key = `${timeZone} ${Math.floor(at.getTime() / QUARTER_HOUR_MS)}`;
  const cached = offsetCache.get(key);
  if (cached) return cached;
  let f = offsetFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormatters.set(timeZone, f);
  }
  const part = f.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value;
  const offset = part?.replace('GMT', '') || '+00:00';
  // Instants are spread over time (scheduled sends, order dates): start over rather than grow.
  if (offsetCache.size >= OFFSET_CACHE_SIZE) offsetCache.clear();
  offsetCache.set(key, offset);
  return offset;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** '29.11.2026, 08:53' ('11/29/2026, 08:53' in English): an instant on a zone's wall clock, in numbers. */
export function formatDateTime(date: Date, locale: LocaleTag, timeZone: string): string {
  const { year, month, day } = calendarDay(date, timeZone);
  const { minutes } = localTime(date, timeZone);
  const time = `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
  return locale === 'en-US'
    ? `${pad2(month)}/${pad2(day)}/${year}, ${time}`
    : `${pad2(day)}.${pad2(month)}.${year}, ${time}`;
}

/** The instant a calendar day 'YYYY-MM-DD' starts in a time zone. */
export function zonedDayStart(day: string, timeZone: string): Date {
  const noonUtc = new Date(Date.parse(`${day}T12:00:00Z`));
  return new Date(Date.parse(`${day}T00:00:00${utcOffset(timeZone, noonUtc)}`));
}

/** A datetime-local field's value ('YYYY-MM-DDTHH:MM') of an instant, on a zone's wall clock. */
export function localInputOf(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  const { date, minutes } = localTime(new Date(iso), timeZone);
  return `${date}T${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}

/** The ISO instant of a datetime-local value read on a zone's wall clock; other text is left for the API to refuse. */
export function instantOfLocalInput(local: string, timeZone: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return local;
  const offset = utcOffset(timeZone, new Date(Date.parse(`${local}:00Z`)));
  return new Date(Date.parse(`${local}:00${offset}`)).toISOString();
}
