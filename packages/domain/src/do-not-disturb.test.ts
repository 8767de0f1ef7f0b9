import { describe, expect, it } from 'vitest';
import { dndErrors, dndSendAt, dndWindowOf, minuteInWindow, parseTime, resolveTimeZone } from './do-not-disturb.ts';

describe('quiet hours input', () => {
  it('takes HH:MM with hours 00-23 and minutes 00-59', () => {
    expect(parseTime('00:00')).toBe(0);
    expect(parseTime('23:59')).toBe(23 * 60 + 59);
    for (const bad of ['24:00', '12:60', '7:00', '07:5', 'ab:cd', '']) expect(parseTime(bad)).toBeNull();
  });

  it('is off when both times are empty, needs both otherwise, and a start other than the end', () => {
    expect(dndErrors('', '')).toEqual([]);
    expect(dndErrors('22:00', '')).toEqual([{ name: 'dndTo', message: 'validation.required' }]);
    expect(dndErrors('25:00', '08:00')).toEqual([{ name: 'dndFrom', message: 'validation.invalid' }]);
    expect(dndErrors('08:00', '08:00')).toEqual([{ name: 'dndTo', message: 'validation.sameTime' }]);
    expect(dndErrors('22:00', '08:00')).toEqual([]);
  });
});

describe('the quiet hours window', () => {
  it('holds minutes in [from, to), wrapping past midnight', () => {
    expect(minuteInWindow(600, 540, 1080)).toBe(true);
    expect(minuteInWindow(1080, 540, 1080)).toBe(false);
    expect(minuteInWindow(23 * 60, 22 * 60, 8 * 60)).toBe(true);
    expect(minuteInWindow(3 * 60, 22 * 60, 8 * 60)).toBe(true);
    expect(minuteInWindow(12 * 60, 22 * 60, 8 * 60)).toBe(false);
  });

  const moscowNight = { from: '22:00', to: '08:00', timeZone: 'Europe/Moscow' };

  it('sends at once outside the window', () => {
    const noon = new Date('2026-11-23T09:00:00Z'); // 12:00 in Moscow
    expect(dndSendAt(noon, moscowNight)).toEqual(noon);
    expect(dndSendAt(noon, null)).toEqual(noon);
  });

  it('delays a notice inside a window that crosses midnight to its end, before and after midnight', () => {
    // 23:30 in Moscow → 08:00 the next morning.
    expect(dndSendAt(new Date('2026-11-23T20:30:00Z'), moscowNight)).toEqual(new Date('2026-11-24T05:00:00Z'));
    // 03:15:20 in Moscow → 08:00 the same morning.
    expect(dndSendAt(new Date('2026-11-24T00:15:20Z'), moscowNight)).toEqual(new Date('2026-11-24T05:00:00Z'));
  });

  it('reads the window in the shopper’s time zone', () => {
    const at = new Date('2026-11-23T20:30:00Z'); // 23:30 in Moscow, 01:30 in Almaty (UTC+5), 00:30 in Dubai
    const almaty = { ...moscowNight, timeZone: 'Asia/Almaty' };
    expect(dndSendAt(at, almaty)).toEqual(new Date('2026-11-24T03:00:00Z'));
    const dubaiDay = { from: '09:00', to: '18:00', timeZone: 'Asia/Dubai' };
    expect(dndSendAt(at, dubaiDay)).toEqual(at);
    expect(dndSendAt(new Date('2026-11-23T06:00:00Z'), dubaiDay)).toEqual(new Date('2026-11-23T14:00:00Z'));
  });

  it('takes the quiet hours zone, else the shopper’s, else the server’s', () => {
    expect(resolveTimeZone('default', 'Asia/Omsk')).toBe('Asia/Omsk');
    expect(resolveTimeZone(null, 'default')).toBe('Europe/Moscow');
    expect(resolveTimeZone('Not/AZone')).toBe('Europe/Moscow');
    expect(dndWindowOf({ dndFrom: '22:00', dndTo: '08:00', dndTimeZone: 'default' }, 'Asia/Dubai')).toEqual({
      from: '22:00',
      to: '08:00',
      timeZone: 'Asia/Dubai',
    });
    expect(dndWindowOf({ dndFrom: null, dndTo: null })).toBeNull();
  });
});
