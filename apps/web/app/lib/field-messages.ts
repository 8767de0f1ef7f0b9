/**
 * Texts of field errors and refusals: message keys from the domain checks or the API, worded
 * with the digit counts the legal-entity and PIN rules need.
 */
import { GIFT_CARD_PIN_LENGTH, LEGAL_ENTITY_DIGITS } from '@storefront/domain/checkout';
import { BUSY_STATUSES, type FieldError } from '@storefront/domain/errors';
import type { MessageValues, Translate } from '@storefront/domain/i18n/translator';
import { MESSAGE_KEYS } from '@storefront/domain/validation/fields';
import { ApiError } from './api';
import { formatWait } from './wait-time';

const DIGIT_COUNTS: Record<string, MessageValues> = {
  inn: { min: LEGAL_ENTITY_DIGITS.innShort, max: LEGAL_ENTITY_DIGITS.innLong },
  rs: { min: LEGAL_ENTITY_DIGITS.rs },
  ks: { min: LEGAL_ENTITY_DIGITS.ks },
  bik: { min: LEGAL_ENTITY_DIGITS.bik },
  pin: { min: GIFT_CARD_PIN_LENGTH },
};

/** The text of a field's message key; `name` may be nested ('legalEntity.inn'). */
export function fieldMessage(t: Translate, name: string, key: string, values: MessageValues = {}): string {
  return t(key, { ...DIGIT_COUNTS[name.split('.').pop() ?? name], ...values });
}

/** 'checkout.error.outOfStock', not a sentence. */
const MESSAGE_KEY = /^[a-zA-Z]+(\.[a-zA-Z0-9_]+)+$/;

export type FieldErrors = Record<string, string>;

/** An API refusal as a route action answers it (lib/form-action.server.ts): plain data. */
export interface Refusal {
  ok: false;
  status: number;
  fields: FieldError[];
  message: string | null;
  retryAfterS: number | null;
  /** The form's intent, for a page with several forms posting to one action. */
  intent?: string;
  /** The form's text as sent, for its fields when the page is rendered again without JavaScript. */
  values?: Record<string, string>;
}

/** A refusal's facts, thrown by the API client or answered by an action; null for anything else. */
function refusalOf(error: unknown): Omit<Refusal, 'ok'> | null {
  if (error instanceof ApiError) {
    const body = error.body?.error;
    return {
      status: error.status,
      fields: error.fields,
      message: body?.message ?? null,
      retryAfterS: error.retryAfterS,
    };
  }
  const answer = error as Partial<Refusal> | null;
  return answer?.ok === false && Array.isArray(answer.fields) ? (answer as Refusal) : null;
}

/**
 * The text of the API's error for field `name` among `fields`, or null: its message key worded in
 * the page's language; a message that is no key (a schema's own wording) reads as an invalid value.
 */
export function fieldErrorText(t: Translate, fields: readonly FieldError[] | undefined, name: string): string | null {
  const field = fields?.find((f) => f.name === name);
  if (!field) return null;
  return fieldMessage(t, name, MESSAGE_KEY.test(field.message) ? field.message : MESSAGE_KEYS.invalid, field.params);
}

/** A refusal's (ApiError or action answer) field errors by field name, or null when it named no field. */
export function apiFieldErrors(error: unknown, t: Translate): FieldErrors | null {
  const refusal = refusalOf(error);
  if (!refusal || refusal.fields.length === 0) return null;
  // A refusal to wait (429) words its wait: "try again in 45 seconds".
  const wait: MessageValues = refusal.retryAfterS === null ? {} : { time: formatWait(t, refusal.retryAfterS) };
  return Object.fromEntries(
    refusal.fields.map((f) => [f.name, fieldMessage(t, f.name, f.message, { ...wait, ...f.params })]),
  );
}

/** The wait a busy API (429, 503) asks for, in words: "try again in 45 seconds", or "a little later". */
export function busyMessage(t: Translate, retryAfterS: number | null): string {
  return retryAfterS === null ? t('errors.busy.later') : t('errors.busy.retryIn', { time: formatWait(t, retryAfterS) });
}

/**
 * What to tell the shopper about a refusal without field errors: its message key, the wait a busy
 * API asks for, or the fallback.
 */
export function apiMessage(error: unknown, t: Translate): string {
  const refusal = refusalOf(error);
  const key = refusal?.message;
  if (key && MESSAGE_KEY.test(key)) return t(key);
  if (refusal && BUSY_STATUSES.has(refusal.status)) return busyMessage(t, refusal.retryAfterS);
  return t('common.requestErrors.fallback');
}

/** The field errors of a refusal (ApiError or action answer), as the API sent them. */
export const refusalFields = (error: unknown): FieldError[] => refusalOf(error)?.fields ?? [];
