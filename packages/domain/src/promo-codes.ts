/**
 * Promo code terms as staff write them: the rules both the back-office form and the API check, so
 * a code that passes one passes the other.
 */

import { normalizePromoCode } from './checkout.ts';
import type { FieldError } from './errors.ts';
import { MESSAGE_KEYS } from './validation/fields.ts';
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
  if (!Number.isInteger(input.value)) add('value', MESSAGE_KEYS.invalid);
  else if (input.kind === 'percent' && (input.value < 1 || input.value > 100))
    add('value', PROMO_MESSAGES.percentRange);
  else if (input.kind === 'fixed' && input.value < 1) add('value', PROMO_MESSAGES.amountPositive);
  if (!Number.isInteger(input.minSubtotal) || input.minSubtotal < 0) add('minSubtotal', PROMO_MESSAGES.notNegative);
  if (!Number.isInteger(input.perUserLimit) || input.perUserLimit < 1)
    add('perUserLimit', PROMO_MESSAGES.limitPositive);
  if (input.usageLimit !== null && (!Number.isInteger(input.usageLimit) || input.usageLimit < 1)) {
    add('usageLimit', PROMO_MESSAGES.limitPositive);
  }
  const starts = input.startsAt ? Date.parse(input.startsAt) : null;
  const ends = input.endsAt ? Date.parse(input.endsAt) : null;
  if (starts !== null && Number.isNaN(starts)) add('startsAt', MESSAGE_KEYS.invalid);
  if (ends !== null && Number.isNaN(ends)) add('endsAt', MESSAGE_KEYS.invalid);
  else if (starts !== null && ends !== null && !Number.isNaN(starts) && ends <= starts) {
    add('endsAt', PROMO_MESSAGES.datesOrder);
  }
  return errors;
}
