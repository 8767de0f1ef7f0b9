/**
 * Field rules of spec section 5, shared by the API schemas and the web forms.
 * Each check returns a message key from the catalogue, or null when the value is valid.
 */
import { MIN_NAME_LENGTH } from '../constants.ts';
import { PHONE_MASKS, phoneDigits } from '../phone-masks.ts';
import type { VariantKey } from '../variants.ts';

export const MESSAGE_KEYS = {
  required: 'validation.required',
  invalid: 'validation.invalid',
  invalidLength: 'validation.invalidLength',
  phone: 'validation.errorPhoneNumber',
  code: 'validation.invalidCode',
  maxChars: 'validation.maxChars',
  cityNotFound: 'validation.cityError',
  timeTooEarly: 'validation.timeTooEarly',
  noHouse: 'validation.addressNoHouse',
  email: 'validation.errorEmail',
  firstName: 'validation.errorFirstNumber',
  digits: 'validation.digits',
  digitsEither: 'validation.digitsEither',
  noElements: 'validation.noElements',
  maxAddresses: 'validation.maxAddresses',
  consent: 'validation.consentRequired',
  sameTime: 'validation.sameTime',
} as const;
export type MessageKey = (typeof MESSAGE_KEYS)[keyof typeof MESSAGE_KEYS];

export function checkRequired(value: string | null | undefined): MessageKey | null {
  return value == null || value.trim() === '' ? MESSAGE_KEYS.required : null;
}

export function checkPhone(value: string, variant: VariantKey): MessageKey | null {
  if (checkRequired(value)) return MESSAGE_KEYS.required;
  const digits = phoneDigits(value);
  return PHONE_MASKS[variant].some((m) => new RegExp(m.regExpFull).test(digits)) ? null : MESSAGE_KEYS.phone;
}

/**
 * text@text.text, as the spec puts it. The domain's dot is its first one after the first character, so
 * only one way to match is ever tried: /^[^\s@]+@[^\s@]+\.[^\s@]+$/ tries every dot, quadratic in a
 * long address ('a@a.a.a…'), and zod runs it even on text past the length limit.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

export function checkEmail(value: string): MessageKey | null {
  if (checkRequired(value)) return MESSAGE_KEYS.required;
  return EMAIL_PATTERN.test(value.trim()) ? null : MESSAGE_KEYS.email;
}

export function checkFirstName(value: string): MessageKey | null {
  if (checkRequired(value)) return MESSAGE_KEYS.required;
  return value.trim().length < MIN_NAME_LENGTH ? MESSAGE_KEYS.firstName : null;
}

/** HH:MM, hours 00-23, minutes 00-59. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Page number: valid only if an integer other than 1; anything else is page 1. */
export function normalizePage(value: unknown): number {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(n) && n > 1 ? n : 1;
}
