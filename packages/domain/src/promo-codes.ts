/**
 * Promo code terms as staff write them: the rules both the back-office form and the API check, so
 * a code that passes one passes the other.
 */

import { normalizePromoCode } from './checkout.ts';
import type { FieldError } from './errors.ts';
import { MESSAGE_KEYS } from './validation/fields.ts';
import { INT32_MAX, MONEY_MINOR_MAX } from './validation/number-bounds.ts';
import type { VariantKey } from './variants.ts';

export const PROMO_KINDS = ['percent', 'fixed'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

/** Letters, digits, dashes and underscores, upper case once normalized. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;

export const PROMO_MESSAGES = {
  codeFormat: 'staff.promo.error.codeFormat',
  codeTaken: 'staff.promo.error.codeTaken',
  codeFixed: 'staff.promo.error.codeFixed',
  percentRange: 'staff.promo.error.percentRange',
  amountPositive: 'staff.promo.error.amountPositive',
  notNegative: 'staff.promo.error.notNegative',
  limitPositive: 'staff.promo.error.limitPositive',
  tooLarge: 'staff.promo.error.tooLarge',
  datesOrder: 'staff.promo.error.datesOrder',
} as const;

export interface PromoCodeInput {
  code: string;
  kind: PromoKind;
  /** Percent (1–100) or a sum in minor units of the variant's currency. */
  value: number;
  variant: VariantKey;
  /** Goods total (minor units) a basket must reach. */
  minSubtotal: number;
  /** ISO instants; null: from now on / without end. */
  startsAt: string | null;
  endsAt: string | null;
  perUserLimit: number;
  /** null: no global limit. */
  usageLimit: number | null;
  active: boolean;
}

/** Field errors of a promo code's terms; empty when they can be saved. */
export function promoCodeErrors(input: PromoCodeInput): FieldError[] {
  const errors: FieldError[] = [];
  const add = (name: keyof PromoCodeInput, message: string) => errors.push({ name, message });
  const code = normalizePromoCode(input.code);
  if (code === '') add('code', MESSAGE_KEYS.required);
  else if (!PROMO_CODE_PATTERN.test(code)) add('code', PROMO_MESSAGES.codeFormat);
  /** An integer from `min` (else `below`) up to what its column holds. */
  const bounded = (name: keyof PromoCodeInput, n: number, min: number, max: number, below: string) => {
    if (!Number.isInteger(n) || n < min) add(name, below);
    else if (n > max) add(name, PROMO_MESSAGES.tooLarge);
  };
  if (!Number.isInteger(input.value)) add('value', MESSAGE_KEYS.invalid);
  else if (input.kind === 'percent' && (input.value < 1 || input.value > 100))
    add('value', PROMO_MESSAGES.percentRange);
  else if (input.kind === 'fixed') bounded('value', input.value, 1, MONEY_MINOR_MAX, PROMO_MESSAGES.amountPositive);
  bounded('minSubtotal', input.minSubtotal, 0, MONEY_MINOR_MAX, PROMO_MESSAGES.notNegative);
  bounded('perUserLimit', input.perUserLimit, 1, INT32_MAX, PROMO_MESSAGES.limitPositive);
  if (input.usageLimit !== null) bounded('usageLimit', input.usageLimit, 1, INT32_MAX, PROMO_MESSAGES.limitPositive);
  const starts = input.startsAt ? Date.parse(input.startsAt) : null;
  const ends = input.endsAt ? Date.parse(input.endsAt) : null;
  if (starts !== null && Number.isNaN(starts)) add('startsAt', MESSAGE_KEYS.invalid);
  if (ends !== null && Number.isNaN(ends)) add('endsAt', MESSAGE_KEYS.invalid);
  else if (starts !== null && ends !== null && !Number.isNaN(starts) && ends <= starts) {
    add('endsAt', PROMO_MESSAGES.datesOrder);
  }
  return errors;
}
