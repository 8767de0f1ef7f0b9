import { describe, expect, it } from 'vitest';
import { localTime } from './dates.ts';
import {
  addDays,
  checkCourierTime,
  courierDays,
  formatDeliveryDay,
  IMMEDIATE_SLOT,
  isIsoDate,
  isOpenAt,
  nearestCourierTime,
  weekdayOf,
  zonedInstant,
} from './delivery-slots.ts';

const MOSCOW = 'Europe/Moscow';
const ALMATY = 'Asia/Almaty';
/** 2026-11-23 is a Monday. */
const at = (iso: string) => new Date(iso);

describe('calendar helpers', () => {
  it('reads the wall clock of a zone and turns it back into an instant', () => {
    expect(localTime(at('2026-11-23T21:30:00Z'), MOSCOW)).toEqual({ date: '2026-11-24', minutes: 30 });
    expect(zonedInstant('2026-11-24', '10:00', MOSCOW).toISOString()).toBe('2026-11-24T07:00:00.000Z');
    expect(zonedInstant('2026-11-24', '10:00', 'Asia/Dubai').toISOString()).toBe('2026-11-24T06:00:00.000Z');
    // A zone with a clock change: New York is UTC-5 in winter, UTC-4 in summer.
    expect(zonedInstant('2026-07-01', '10:00', 'America/New_York').toISOString()).toBe('2026-07-01T14:00:00.000Z');
    expect(zonedInstant('2026-12-01', '10:00', 'America/New_York').toISOString()).toBe('2026-12-01T15:00:00.000Z');
  });

  it('adds days, names weekdays and validates dates', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekdayOf('2026-11-29')).toBe(7);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('23.11.2026')).toBe(false);
  });

  it('formats a delivery day in the shopper’s language', () => {
    expect(formatDeliveryDay('2026-11-24', 'en-US')).toBe('Tuesday, November 24');
    expect(formatDeliveryDay('2026-11-24', 'ru-RU')).toBe('вторник, 24 ноября');
  });
});

describe('courier slots', () => {
  it('needs a day’s lead: Monday 09:00 can have Tuesday morning, Monday 11:00 only Tuesday afternoon', () => {
    expect(nearestCourierTime(at('2026-11-23T06:00:00Z'), MOSCOW)).toEqual({
      date: '2026-11-24',
      timeSlot: '10:00-14:00',
    });
    expect(nearestCourierTime(at('2026-11-23T08:00:00Z'), MOSCOW)).toEqual({
      date: '2026-11-24',
      timeSlot: '14:00-18:00',
    });
    // Exactly 24 hours ahead is enough.
    expect(nearestCourierTime(at('2026-11-23T07:00:00Z'), MOSCOW).timeSlot).toBe('10:00-14:00');
  });

  it('skips the weekend: Friday afternoon goes to Monday', () => {
    expect(nearestCourierTime(at('2026-11-27T12:00:00Z'), MOSCOW)).toEqual({
      date: '2026-11-30',
      timeSlot: '10:00-14:00',
    });
  });

  it('works in the city’s own zone', () => {
    // 06:00 UTC is 11:00 in Almaty (UTC+5) but 09:00 in Moscow.
    const now = at('2026-11-23T06:00:00Z');
    expect(nearestCourierTime(now, ALMATY).timeSlot).toBe('14:00-18:00');
    expect(nearestCourierTime(now, MOSCOW).timeSlot).toBe('10:00-14:00');
  });

  it('lists two weeks of working days with their slots', () => {
    const days = courierDays(at('2026-11-23T08:00:00Z'), MOSCOW);
    expect(days[0]).toEqual({ date: '2026-11-24', slots: ['14:00-18:00'] });
    expect(days[1]).toEqual({ date: '2026-11-25', slots: ['10:00-14:00', '14:00-18:00'] });
    expect(days.every((d) => weekdayOf(d.date) <= 5)).toBe(true);
    expect(days.map((d) => d.date)).not.toContain('2026-11-28');
    expect(days.at(-1)?.date).toBe('2026-12-04');
    expect(days).toHaveLength(9);
  });

  it('refuses a time before the nearest one as too early, unknown slots and days off as invalid', () => {
    const now = at('2026-11-23T08:00:00Z');
    const check = (date: string, timeSlot: string, immediate = false) =>
      checkCourierTime({ date, timeSlot }, now, MOSCOW, immediate);
    expect(check('2026-11-24', '14:00-18:00')).toBeNull();
    expect(check('2026-12-04', '10:00-14:00')).toBeNull();
    expect(check('2026-11-24', '10:00-14:00')).toBe('tooEarly');
    expect(check('2026-11-23', '14:00-18:00')).toBe('tooEarly');
    expect(check('2026-11-01', '14:00-18:00')).toBe('tooEarly');
    expect(check('2026-11-28', '10:00-14:00')).toBe('invalid');
    expect(check('2026-12-07', '10:00-14:00')).toBe('invalid');
    expect(check('2026-11-25', '08:00-10:00')).toBe('invalid');
    expect(check('2026-02-30', '10:00-14:00')).toBe('invalid');
    // A weekend before the nearest time is too early, not invalid.
    const friday = at('2026-11-27T12:00:00Z');
    expect(checkCourierTime({ date: '2026-11-28', timeSlot: '10:00-14:00' }, friday, MOSCOW, false)).toBe('tooEarly');
  });

  it('takes “within 3 hours” only today and only when it is offered', () => {
    const now = at('2026-11-23T08:00:00Z');
    expect(checkCourierTime({ date: '2026-11-23', timeSlot: IMMEDIATE_SLOT }, now, MOSCOW, true)).toBeNull();
    expect(checkCourierTime({ date: '2026-11-23', timeSlot: IMMEDIATE_SLOT }, now, MOSCOW, false)).toBe('tooEarly');
    expect(checkCourierTime({ date: '2026-11-22', timeSlot: IMMEDIATE_SLOT }, now, MOSCOW, true)).toBe('tooEarly');
    expect(checkCourierTime({ date: '2026-11-24', timeSlot: IMMEDIATE_SLOT }, now, MOSCOW, true)).toBe('invalid');
  });
});

describe('opening hours', () => {
  const mall = Array.from({ length: 7 }, (): [string, string] => ['10:00', '22:00']);
  const weekdaysOnly = [...mall.slice(0, 5), null, null];

  it('is open between opening and closing in the city’s zone', () => {
    expect(isOpenAt(mall, at('2026-11-23T07:00:00Z'), MOSCOW)).toBe(true);
    expect(isOpenAt(mall, at('2026-11-23T06:59:00Z'), MOSCOW)).toBe(false);
    expect(isOpenAt(mall, at('2026-11-23T19:00:00Z'), MOSCOW)).toBe(false);
    expect(isOpenAt(weekdaysOnly, at('2026-11-28T10:00:00Z'), MOSCOW)).toBe(false);
  });
});
