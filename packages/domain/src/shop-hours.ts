/**
 * A shop's opening hours per weekday, Monday first: opening and closing time as HH:MM, or null on a
 * day off. One check for the back office's form and the API; its faults are message keys.
 */
import type { FieldError } from './errors.ts';

export type ShopDayHours = readonly [opens: string, closes: string] | null;

/** Monday to Sunday. */
export const WEEKDAY_COUNT = 7;

export const SHOP_HOURS_MESSAGES = {
  time: 'staff.shops.hoursTime',
  order: 'staff.shops.hoursOrder',
} as const;

/** 00:00–23:59; a shop may close at 24:00 (midnight). */
const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const isTime = (value: string, closing: boolean) => TIME.test(value) || (closing && value === '24:00');

/** The form field of a day's opening (0) or closing (1) time. */
export const hoursFieldName = (day: number, end: 0 | 1) => `hours.${day}.${end === 0 ? 'opens' : 'closes'}`;

/**
 * The faults of a week's hours: a time not written HH:MM, or a day that closes no later than it
 * opens (named on its closing time). Empty when the week is right.
 */
export function checkShopHours(hours: readonly ShopDayHours[]): FieldError[] {
  const errors: FieldError[] = [];
  hours.forEach((day, i) => {
    if (!day) return;
    const [opens, closes] = day;
    const opensOk = isTime(opens, false);
    const closesOk = isTime(closes, true);
    if (!opensOk) errors.push({ name: hoursFieldName(i, 0), message: SHOP_HOURS_MESSAGES.time });
    if (!closesOk) errors.push({ name: hoursFieldName(i, 1), message: SHOP_HOURS_MESSAGES.time });
    if (opensOk && closesOk && closes <= opens) {
      errors.push({ name: hoursFieldName(i, 1), message: SHOP_HOURS_MESSAGES.order });
    }
  });
  return errors;
}
