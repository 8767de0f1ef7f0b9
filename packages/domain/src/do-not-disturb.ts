/**
 * Notification settings and the do-not-disturb window (spec sections 3 and 5): times are 'HH:MM'
 * in the shopper's time zone; a window whose end is before its start crosses midnight. SMS and
 * push that fall inside the window wait for its end; e-mail is not held back.
 */
import { DEFAULT_SERVER_TIME_ZONE } from './constants.ts';
import { MESSAGE_KEYS, type MessageKey, TIME_PATTERN } from './validation/fields.ts';

export interface DndWindow {
  /** 'HH:MM' */
  from: string;
  /** 'HH:MM' */
  to: string;
  /** IANA zone the times are in. */
  timeZone: string;
}

export interface NotificationSettings {
  subscribe: boolean;
  orderStatusEmail: boolean;
  arrivalPush: boolean;
  arrivalEmail: boolean;
  /** Both empty: no quiet hours. */
  dndFrom: string;
  dndTo: string;
  /** The zone of the quiet hours; 'default' follows the shopper's time zone (else the server's). */
  dndTimeZone: string;
}

const MINUTES_PER_DAY = 24 * 60;

/** Minutes since midnight of 'HH:MM', or null when it is not a valid time. */
export function parseTime(value: string): number | null {
  if (!TIME_PATTERN.test(value)) return null;
  const [h, m] = value.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** A time field: required and HH:MM with hours 00-23 and minutes 00-59. */
export function checkTime(value: string): MessageKey | null {
  if (value.trim() === '') return MESSAGE_KEYS.required;
  return parseTime(value.trim()) === null ? MESSAGE_KEYS.invalid : null;
}

/**
 * Field errors of the quiet hours: both empty turns them off; otherwise both must be valid times
 * and the start must differ from the end.
 */
export function dndErrors(from: string, to: string): { name: 'dndFrom' | 'dndTo'; message: MessageKey }[] {
  if (from.trim() === '' && to.trim() === '') return [];
  const errors: { name: 'dndFrom' | 'dndTo'; message: MessageKey }[] = [];
  const f = checkTime(from);
  const t = checkTime(to);
  if (f) errors.push({ name: 'dndFrom', message: f });
  if (t) errors.push({ name: 'dndTo', message: t });
  if (!f && !t && from.trim() === to.trim()) errors.push({ name: 'dndTo', message: MESSAGE_KEYS.sameTime });
  return errors;
}

/** The window of saved settings, or null when quiet hours are off or invalid. */
export function dndWindowOf(
  settings: { dndFrom: string | null; dndTo: string | null; dndTimeZone?: string | null },
  userTimeZone?: string | null,
): DndWindow | null {
  const from = settings.dndFrom ?? '';
  const to = settings.dndTo ?? '';
  if (from === '' || to === '' || dndErrors(from, to).length > 0) return null;
  return { from, to, timeZone: resolveTimeZone(settings.dndTimeZone, userTimeZone) };
}

/** 'default' (or nothing) follows the next choice, in the end the server's zone. */
export function resolveTimeZone(...choices: (string | null | undefined)[]): string {
  for (const zone of choices) if (zone && zone !== 'default' && isTimeZone(zone)) return zone;
  return DEFAULT_SERVER_TIME_ZONE;
}

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Seconds since local midnight of an instant in a zone. */
function localSeconds(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return get('hour') * 3600 + get('minute') * 60 + get('second');
}

/** Whether a local minute of the day lies in [from, to), the window wrapping past midnight when to < from. */
export function minuteInWindow(minute: number, from: number, to: number): boolean {
  return from < to ? minute >= from && minute < to : minute >= from || minute < to;
}

/**
 * When a notice due at `at` may be sent: `at` itself outside the window, else the window's end
 * (the next local `to` time).
 */
export function dndSendAt(at: Date, window: DndWindow | null): Date {
  if (!window) return at;
  const from = parseTime(window.from);
  const to = parseTime(window.to);
  if (from === null || to === null || from === to) return at;
  const seconds = localSeconds(at, window.timeZone);
  const minute = Math.floor(seconds / 60);
  if (!minuteInWindow(minute, from, to)) return at;
  const wait = (((to * 60 - seconds) % (MINUTES_PER_DAY * 60)) + MINUTES_PER_DAY * 60) % (MINUTES_PER_DAY * 60);
  // Whole seconds: the milliseconds of `at` are dropped so the end lands on the minute.
  return new Date(Math.floor(at.getTime() / 1000) * 1000 + wait * 1000);
}
