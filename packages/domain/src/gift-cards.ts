/**
 * Buying gift cards (spec sections 3, 4, 5, 9): the five purchase steps, the designs, the amount
 * bounds with their own messages, the greeting limits and the send time (now, meaning 'within 3
 * hours', or a date and time in a chosen time zone, never in the past). One set of rules for the
 * purchase page and the API.
 */
import { GIFT_CARD_NUMBER_LENGTH, normalizeGiftCardNumber } from './checkout.ts';
import { GIFT_CARD_AMOUNT, GIFT_CARD_SMS_HOURS } from './constants.ts';
import { localTime, utcOffset } from './dates.ts';
import type { FieldError } from './errors.ts';
import { TIME_ZONES } from './time-zones.ts';
import { checkFirstName, checkPhone, MESSAGE_KEYS, TIME_PATTERN } from './validation/fields.ts';

/** The purchase steps in their order; the order itself follows the last one. */
export const GIFT_CARD_STEPS = ['intro', 'design', 'amount', 'greeting', 'sendTime'] as const;
export type GiftCardStep = (typeof GIFT_CARD_STEPS)[number];

/**
 * Card designs; each is shown as a photograph of the printed card (the studio's, served by the shop
 * at giftCardDesignImage(design), GIFT_CARD_IMAGE wide and high), with a half-size copy for small
 * places (giftCardDesignSrcSet). The drawn artwork printed on the card stays at `/gift-cards/<design>.svg`.
 */
export const GIFT_CARD_DESIGNS = ['birthday', 'flowers', 'winter', 'home', 'kitchen', 'thanks'] as const;
export type GiftCardDesign = (typeof GIFT_CARD_DESIGNS)[number];
export const GIFT_CARD_IMAGE = { width: 800, height: 500 } as const;
export const giftCardDesignImage = (design: GiftCardDesign) => `/gift-cards/${design}.webp`;
/** The `srcset` of a design's picture, given its address (what the API answers as `designImage`). */
export const giftCardDesignSrcSet = (image: string) =>
  image.endsWith('.webp')
    ? `${image.replace(/\.webp$/, '-400.webp')} ${GIFT_CARD_IMAGE.width / 2}w, ${image} ${GIFT_CARD_IMAGE.width}w`
    : undefined;
export const isGiftCardDesign = (value: unknown): value is GiftCardDesign =>
  typeof value === 'string' && (GIFT_CARD_DESIGNS as readonly string[]).includes(value);

/** Amounts offered as buttons (rubles); any whole amount within GIFT_CARD_AMOUNT may be typed. */
export const GIFT_CARD_AMOUNT_PRESETS = [1000, 3000, 5000, 10000, 15000] as const;
/** Characters of the greeting text and of the names on the card. */
export const GIFT_CARD_GREETING_MAX = 300;
export const GIFT_CARD_NAME_MAX = 50;
/** Cards of one order: a private person buys one; a legal entity up to this many. */
export const GIFT_CARD_QUANTITY_MAX = 100;
/** How far ahead a card can be scheduled. */
export const GIFT_CARD_SEND_MAX_DAYS = 365;
/** The only variant gift cards are sold in (the routes are 'default only'). */
export const GIFT_CARD_VARIANT = 'ru' as const;
export const GIFT_CARD_CURRENCY = 'RUB' as const;

export const GIFT_CARD_MESSAGES = {
  amountMin: 'giftCards.error.amountMin',
  amountMax: 'giftCards.error.amountMax',
  amountWhole: 'giftCards.error.amountWhole',
  designRequired: 'giftCards.error.designRequired',
  sendTimePast: 'giftCards.error.sendTimePast',
  sendTimeTooFar: 'giftCards.error.sendTimeTooFar',
  timeZoneUnknown: 'giftCards.error.timeZoneUnknown',
  quantityPrivate: 'giftCards.error.quantityPrivate',
} as const;

/**
 * Statuses of a bought card as the buyer sees them: the order waits for payment, the card is
 * issued (paid), its SMS went to the provider (sent), the provider reported it delivered.
 */
export const GIFT_CARD_PURCHASE_STATUSES = ['awaiting_payment', 'paid', 'sent', 'delivered', 'cancelled'] as const;
export type GiftCardPurchaseStatus = (typeof GIFT_CARD_PURCHASE_STATUSES)[number];

export type GiftCardSendTime =
  | { mode: 'now' }
  | {
      mode: 'later';
      /** YYYY-MM-DD in `timeZone`. */
      date: string;
      /** HH:MM in `timeZone`. */
      time: string;
      timeZone: string;
    };

export interface GiftCardDraft {
  design: string;
  /** Rubles, whole. */
  amount: number;
  senderName: string;
  recipientName: string;
  recipientPhone: string;
  greeting: string;
  sendTime: GiftCardSendTime;
}

/** The amount bound each message names: 300 and 150 000. */
export function checkGiftCardAmount(amount: number | null | undefined): string | null {
  if (amount == null || Number.isNaN(amount)) return MESSAGE_KEYS.required;
  if (!Number.isInteger(amount)) return GIFT_CARD_MESSAGES.amountWhole;
  if (amount < GIFT_CARD_AMOUNT.min) return GIFT_CARD_MESSAGES.amountMin;
  if (amount > GIFT_CARD_AMOUNT.max) return GIFT_CARD_MESSAGES.amountMax;
  return null;
}

function checkName(value: string): string | null {
  const e = checkFirstName(value);
  if (e) return e;
  return value.trim().length > GIFT_CARD_NAME_MAX ? MESSAGE_KEYS.maxChars : null;
}

const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Minutes east of UTC of a zone at an instant. */
function offsetMinutes(timeZone: string, at: Date): number {
  const m = utcOffset(timeZone, at).match(/^([+-])(\d{2}):(\d{2})$/);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

/** The instant a wall-clock date and time in `timeZone` names (the zone's offset at that moment). */
export function zonedTimeToInstant(date: string, time: string, timeZone: string): Date {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  let instant = wall - offsetMinutes(timeZone, new Date(wall)) * 60_000;
  // Once more at the found instant, for a zone whose offset changes in between.
  instant = wall - offsetMinutes(timeZone, new Date(instant)) * 60_000;
  return new Date(instant);
}

/** The wall-clock date (YYYY-MM-DD) and time (HH:MM) of an instant in `timeZone`. */
export function instantToZonedTime(at: Date, timeZone: string): { date: string; time: string } {
  const { date, minutes } = localTime(at, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { date, time: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}` };
}

const isTimeZone = (value: string) => (TIME_ZONES as readonly string[]).includes(value);

/** Field errors of the send time (fields sendTime.date, sendTime.time, sendTime.timeZone). */
export function sendTimeErrors(sendTime: GiftCardSendTime, now: Date): FieldError[] {
  if (sendTime.mode === 'now') return [];
  const errors: FieldError[] = [];
  if (!sendTime.date) errors.push({ name: 'sendTime.date', message: MESSAGE_KEYS.required });
  else if (!DATE_PATTERN.test(sendTime.date)) errors.push({ name: 'sendTime.date', message: MESSAGE_KEYS.invalid });
  if (!sendTime.time) errors.push({ name: 'sendTime.time', message: MESSAGE_KEYS.required });
  else if (!TIME_PATTERN.test(sendTime.time)) errors.push({ name: 'sendTime.time', message: MESSAGE_KEYS.invalid });
  if (!isTimeZone(sendTime.timeZone)) {
    errors.push({ name: 'sendTime.timeZone', message: GIFT_CARD_MESSAGES.timeZoneUnknown });
  }
  if (errors.length > 0) return errors;
  const at = zonedTimeToInstant(sendTime.date, sendTime.time, sendTime.timeZone);
  if (at.getTime() < now.getTime()) {
    errors.push({ name: 'sendTime.time', message: GIFT_CARD_MESSAGES.sendTimePast });
  } else if (at.getTime() > now.getTime() + GIFT_CARD_SEND_MAX_DAYS * 86_400_000) {
    errors.push({ name: 'sendTime.date', message: GIFT_CARD_MESSAGES.sendTimeTooFar });
  }
  return errors;
}

/** When the SMS goes out: at the chosen moment, or at once for 'now' (it arrives within 3 hours). */
export function giftCardSendAt(sendTime: GiftCardSendTime, now: Date): Date {
  return sendTime.mode === 'now' ? now : zonedTimeToInstant(sendTime.date, sendTime.time, sendTime.timeZone);
}

/** The latest an immediate card's SMS may arrive. */
export const immediateDeadline = (now: Date) => new Date(now.getTime() + GIFT_CARD_SMS_HOURS * 3_600_000);

/** Field errors of one step; intro has none. */
export function giftCardStepErrors(step: GiftCardStep, draft: GiftCardDraft, now: Date): FieldError[] {
  const errors: FieldError[] = [];
  const add = (name: string, message: string | null, max = GIFT_CARD_NAME_MAX) => {
    if (message)
      errors.push(
        message === MESSAGE_KEYS.maxChars ? { name, message, params: { max: String(max) } } : { name, message },
      );
  };
  switch (step) {
    case 'intro':
      break;
    case 'design':
      add('design', isGiftCardDesign(draft.design) ? null : GIFT_CARD_MESSAGES.designRequired);
      break;
    case 'amount':
      add('amount', checkGiftCardAmount(draft.amount));
      break;
    case 'greeting':
      add('senderName', checkName(draft.senderName));
      add('recipientName', checkName(draft.recipientName));
      add('recipientPhone', checkPhone(draft.recipientPhone, GIFT_CARD_VARIANT));
      add(
        'greeting',
        draft.greeting.length > GIFT_CARD_GREETING_MAX ? MESSAGE_KEYS.maxChars : null,
        GIFT_CARD_GREETING_MAX,
      );
      break;
    case 'sendTime':
      errors.push(...sendTimeErrors(draft.sendTime, now));
      break;
  }
  return errors;
}

/** Every step's field errors: what the API checks before placing the order. */
export function giftCardDraftErrors(draft: GiftCardDraft, now: Date): FieldError[] {
  return GIFT_CARD_STEPS.flatMap((step) => giftCardStepErrors(step, draft, now));
}

/** A card number in groups of four, digits only and at most 16, as shown and as typed: 1234 5678 9012 3456. */
export const formatGiftCardNumber = (number: string) =>
  normalizeGiftCardNumber(number)
    .slice(0, GIFT_CARD_NUMBER_LENGTH)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** A number field's maxLength: the digits plus a space between every group of four. */
export const GIFT_CARD_INPUT_LENGTH = GIFT_CARD_NUMBER_LENGTH + Math.ceil(GIFT_CARD_NUMBER_LENGTH / 4) - 1;

/** A 16-digit number whose last digit is the Luhn check digit of the first 15. */
export function luhnCheckDigit(digits15: string): number {
  let sum = 0;
  for (let i = 0; i < digits15.length; i += 1) {
    let d = Number(digits15[digits15.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}
