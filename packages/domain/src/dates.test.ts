import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  formatDate,
  formatDateTime,
  formatWeekdayDate,
  instantOfLocalInput,
  localInputOf,
  utcOffset,
  zonedDayStart,
} from './dates.ts';

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

  it('changes the offset at the exact instant of a clock change, asked again and again', () => {
    // Berlin moves to summer time at 01:00 UTC on 29 March 2026 and back at 01:00 UTC on 25 October.
    for (let round = 0; round < 2; round++) {
      expect(utcOffset('Europe/Berlin', at('2026-03-29T00:59:59Z'))).toBe('+01:00');
      expect(utcOffset('Europe/Berlin', at('2026-03-29T01:00:00Z'))).toBe('+02:00');
      expect(utcOffset('Europe/Berlin', at('2026-10-25T00:59:59Z'))).toBe('+02:00');
      expect(utcOffset('Europe/Berlin', at('2026-10-25T01:00:00Z'))).toBe('+01:00');
      // A half-hour zone and a quarter-hour one.
      expect(utcOffset('Australia/Adelaide', at('2026-04-04T16:29:59Z'))).toBe('+10:30');
      expect(utcOffset('Australia/Adelaide', at('2026-04-04T16:30:00Z'))).toBe('+09:30');
      expect(utcOffset('Asia/Kathmandu', at('2026-04-04T16:30:00Z'))).toBe('+05:45');
    }
  });
});

describe('times in a zone', () => {
  it('writes an instant on the zone wall clock', () => {
    const at = new Date('2026-11-28T22:30:00Z');
    expect(formatDateTime(at, 'ru-RU', 'Europe/Moscow')).toBe('29.11.2026, 01:30');
    expect(formatDateTime(at, 'en-US', 'Asia/Almaty')).toBe('11/29/2026, 03:30');
    expect(formatDateTime(at, 'kk-KZ', 'UTC')).toBe('28.11.2026, 22:30');
  });

  it('reads and writes datetime-local values on the zone wall clock', () => {
    expect(localInputOf('2026-11-28T22:30:00.000Z', 'Europe/Moscow')).toBe('2026-11-29T01:30');
    expect(instantOfLocalInput('2026-11-29T01:30', 'Europe/Moscow')).toBe('2026-11-28T22:30:00.000Z');
    expect(localInputOf(null, 'Europe/Moscow')).toBe('');
    expect(instantOfLocalInput('soon', 'Europe/Moscow')).toBe('soon');
  });

  it('starts a day at the zone midnight', () => {
    expect(zonedDayStart('2026-11-29', 'Europe/Moscow').toISOString()).toBe('2026-11-28T21:00:00.000Z');
    expect(zonedDayStart('2026-11-29', 'Asia/Dubai').toISOString()).toBe('2026-11-28T20:00:00.000Z');
    expect(zonedDayStart('2026-11-29', 'UTC').toISOString()).toBe('2026-11-29T00:00:00.000Z');
  });
});
