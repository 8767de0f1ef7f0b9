import { describe, expect, it } from 'vitest';
import { calendarDay, formatDate, formatWeekdayDate, utcOffset } from './dates.ts';

const at = (iso: string) => new Date(iso);

describe('dates', () => {
  it('words a date in each language without relying on the runtime’s locale data', () => {
    const d = at('2026-03-05T10:00:00Z');
    expect(formatDate(d, 'ru-RU', 'UTC')).toBe('5 марта 2026 г.');
    expect(formatDate(d, 'kk-KZ', 'UTC')).toBe('2026 ж. 5 наурыз');
    expect(formatDate(d, 'en-US', 'UTC')).toBe('March 5, 2026');
    expect(formatWeekdayDate(d, 'ru-RU', 'UTC')).toBe('четверг, 5 марта');
    expect(formatWeekdayDate(d, 'kk-KZ', 'UTC')).toBe('5 наурыз, бейсенбі');
    expect(formatWeekdayDate(d, 'en-US', 'UTC')).toBe('Thursday, March 5');
  });

  it('takes the calendar day of the time zone', () => {
    const lateEvening = at('2026-12-31T22:30:00Z');
    expect(calendarDay(lateEvening, 'UTC')).toEqual({ year: 2026, month: 12, day: 31, weekday: 4 });
    expect(calendarDay(lateEvening, 'Europe/Moscow')).toEqual({ year: 2027, month: 1, day: 1, weekday: 5 });
    expect(formatDate(lateEvening, 'ru-RU', 'Asia/Almaty')).toBe('1 января 2027 г.');
  });

  it('gives a zone’s offset at an instant', () => {
    expect(utcOffset('Europe/Moscow', at('2026-06-01T00:00:00Z'))).toBe('+03:00');
    expect(utcOffset('UTC', at('2026-06-01T00:00:00Z'))).toBe('+00:00');
  });
});
