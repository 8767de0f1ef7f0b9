/**
 * Courier dates and time slots (spec sections 5 and 9), worked out in the time zone of the
 * shopper's city.
 *
 * The one courier provider delivers on COURIER_PROVIDER_HOURS days, in COURIER_TIME_SLOTS that
 * lie within its hours. A slot can be booked when it starts at least COURIER_LEAD_HOURS after
 * now: the goods must be picked and handed over first (COURIER_DAYS in the API says 1–3 days).
 * So an order at 09:00 on a Monday can come on Tuesday 10:00–14:00, one at 11:00 only from
 * Tuesday 14:00–18:00, one on Friday afternoon on Monday. Days are offered COURIER_PLANNING_DAYS
 * ahead. 'Within 3 hours' (IMMEDIATE_SLOT) is a separate offer, made when a shop of the city holds
 * the goods and is open now.
 */

import { COURIER_TIME_SLOTS } from './checkout.ts';
import { COURIER_PROVIDER_HOURS } from './constants.ts';
import { formatWeekdayDate, localTime, utcOffset } from './dates.ts';
import type { LocaleTag } from './variants.ts';

export const COURIER_LEAD_HOURS = 24;
export const COURIER_PLANNING_DAYS = 14;
/** The time slot value of delivery within IMMEDIATE_DELIVERY_HOURS. */
export const IMMEDIATE_SLOT = 'immediate';

export type CourierSlot = (typeof COURIER_TIME_SLOTS)[number];
export type CourierSlotChoice = CourierSlot | typeof IMMEDIATE_SLOT;

/** Opening hours per weekday, Monday first; null on a day off (as shops keep them). */
export type WeekHours = readonly (readonly [string, string] | null)[];

export interface CourierTime {
  /** YYYY-MM-DD in the city's time zone. */
  date: string;
  timeSlot: CourierSlotChoice;
}

export interface CourierDay {
  date: string;
  slots: CourierSlot[];
}

const HOUR_MS = 60 * 60 * 1000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

function parseDate(date: string): number | null {
  const m = DATE_PATTERN.exec(date);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  // Rejects 2026-02-30 and the like, which Date.UTC would roll over.
  return new Date(ms).toISOString().startsWith(date) ? ms : null;
}

export const isIsoDate = (date: string): boolean => parseDate(date) !== null;

export function addDays(date: string, days: number): string {
  return new Date((parseDate(date) as number) + days * 24 * HOUR_MS).toISOString().slice(0, 10);
}

/** ISO weekday of a date: 1 Monday … 7 Sunday. */
export function weekdayOf(date: string): number {
  return ((new Date(parseDate(date) as number).getUTCDay() + 6) % 7) + 1;
}

const offsetMinutes = (timeZone: string, at: Date): number => {
  const [sign, h, m] = /^([+-])(\d{2}):(\d{2})$/.exec(utcOffset(timeZone, at))?.slice(1) ?? ['+', '0', '0'];
  return (sign === '-' ? -1 : 1) * (Number(h) * 60 + Number(m));
};

/** The instant a wall-clock date and time ('HH:MM') of a zone stands for. */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const wall = (parseDate(date) as number) + toMinutes(time) * 60_000;
  const guess = wall - offsetMinutes(timeZone, new Date(wall)) * 60_000;
  // Once more with the offset at the guess, in case a clock change lies in between.
  return new Date(wall - offsetMinutes(timeZone, new Date(guess)) * 60_000);
}

/** The provider's slots: those within its working hours. */
const PROVIDER_SLOTS: readonly CourierSlot[] = COURIER_TIME_SLOTS.filter((slot) => {
  const [from, to] = slot.split('-') as [string, string];
  return (
    toMinutes(from) >= toMinutes(COURIER_PROVIDER_HOURS.from) && toMinutes(to) <= toMinutes(COURIER_PROVIDER_HOURS.to)
  );
});

const isProviderDay = (date: string) => (COURIER_PROVIDER_HOURS.days as readonly number[]).includes(weekdayOf(date));

function bookable(date: string, slot: CourierSlot, now: Date, timeZone: string): boolean {
  const start = zonedInstant(date, slot.slice(0, 5), timeZone);
  return start.getTime() - now.getTime() >= COURIER_LEAD_HOURS * HOUR_MS;
}

/** The days from today that have bookable slots, with those slots, COURIER_PLANNING_DAYS ahead. */
export function courierDays(now: Date, timeZone: string): CourierDay[] {
  const today = localTime(now, timeZone).date;
  const days: CourierDay[] = [];
  for (let i = 0; i < COURIER_PLANNING_DAYS; i++) {
    const date = addDays(today, i);
    if (!isProviderDay(date)) continue;
    const slots = PROVIDER_SLOTS.filter((slot) => bookable(date, slot, now, timeZone));
    if (slots.length) days.push({ date, slots });
  }
  return days;
}

/** The earliest bookable slot (the planning window always holds working days). */
export function nearestCourierTime(now: Date, timeZone: string): CourierTime {
  const [first] = courierDays(now, timeZone);
  return { date: first?.date ?? '', timeSlot: first?.slots[0] ?? PROVIDER_SLOTS[0]! };
}

/** Whether a place with these hours is open at an instant (in its city's zone). */
export function isOpenAt(hours: WeekHours, at: Date, timeZone: string): boolean {
  const { date, minutes } = localTime(at, timeZone);
  const today = hours[weekdayOf(date) - 1];
  return today != null && minutes >= toMinutes(today[0]) && minutes < toMinutes(today[1]);
}

/**
 * Checks a chosen date and slot: 'tooEarly' before the nearest bookable time (or 'within 3 hours'
 * when it is not on offer now), 'invalid' for an unknown slot, a day the provider does not work,
 * or a day past the planning window; null when it can be booked.
 */
export function checkCourierTime(
  choice: { date: string; timeSlot: string },
  now: Date,
  timeZone: string,
  immediateOffered: boolean,
): 'tooEarly' | 'invalid' | null {
  if (!isIsoDate(choice.date)) return 'invalid';
  const today = localTime(now, timeZone).date;
  if (choice.timeSlot === IMMEDIATE_SLOT) {
    if (choice.date < today) return 'tooEarly';
    if (choice.date > today) return 'invalid';
    return immediateOffered ? null : 'tooEarly';
  }
  const slot = PROVIDER_SLOTS.find((s) => s === choice.timeSlot);
  if (!slot) return 'invalid';
  if (choice.date < today) return 'tooEarly';
  if (choice.date >= addDays(today, COURIER_PLANNING_DAYS) || !isProviderDay(choice.date)) {
    // A day off before the nearest time is still 'too early': the shopper gets the nearest time.
    return choice.date < nearestCourierTime(now, timeZone).date ? 'tooEarly' : 'invalid';
  }
  return bookable(choice.date, slot, now, timeZone) ? null : 'tooEarly';
}

/** A delivery day as the shopper reads it: 'вторник, 24 ноября', 'Tuesday, November 24'. */
export function formatDeliveryDay(date: string, locale: LocaleTag): string {
  return formatWeekdayDate(new Date(parseDate(date) ?? 0), locale, 'UTC');
}
