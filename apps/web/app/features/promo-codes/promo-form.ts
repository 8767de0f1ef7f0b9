/**
 * The back-office promo code form: its fields as staff type them (sums in whole currency, times in
 * the shop's time zone like every back-office time) and the API's terms in minor units and ISO instants.
 */
import { instantOfLocalInput, localInputOf } from '@storefront/domain/dates';
import { toMinor } from '@storefront/domain/money';
import { PROMO_KINDS, type PromoCodeInput, type PromoKind } from '@storefront/domain/promo-codes';
import { STAFF_TIME_ZONE } from '@storefront/domain/staff';
import { isVariantKey, VARIANTS } from '@storefront/domain/variants';

export interface PromoFormValues {
  code: string;
  kind: PromoKind;
  value: string;
  variant: string;
  minSubtotal: string;
  startsAt: string;
  endsAt: string;
  perUserLimit: string;
  usageLimit: string;
  active: boolean;
}

export const EMPTY_PROMO_FORM: PromoFormValues = {
  code: '',
  kind: 'percent',
  value: '',
  variant: 'ru',
  minSubtotal: '0',
  startsAt: '',
  endsAt: '',
  perUserLimit: '1',
  usageLimit: '',
  active: true,
};

/** A number typed into a field ('1 500,50' too); NaN when it is none, so the domain check names the field. */
const numberOf = (text: string) =>
  text.trim() === '' ? Number.NaN : Number(text.replace(/\s/g, '').replace(',', '.'));

/** 'YYYY-MM-DDTHH:MM' of a datetime-local field, read on the shop's clock. */
const instantOf = (text: string) => (text ? instantOfLocalInput(text, STAFF_TIME_ZONE) : null);
const localOf = (iso: string | null) => localInputOf(iso, STAFF_TIME_ZONE);

export function promoFormOf(form: FormData): PromoFormValues {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const kind = text('kind');
  return {
    code: text('code'),
    kind: (PROMO_KINDS as readonly string[]).includes(kind) ? (kind as PromoKind) : 'percent',
    value: text('value'),
    variant: text('variant'),
    minSubtotal: text('minSubtotal'),
    startsAt: text('startsAt'),
    endsAt: text('endsAt'),
    perUserLimit: text('perUserLimit'),
    usageLimit: text('usageLimit'),
    active: form.get('active') === 'on',
  };
}

/** The API's terms of the form's values. */
export function promoInputOf(values: PromoFormValues): PromoCodeInput {
  const variant = isVariantKey(values.variant) ? values.variant : 'ru';
  const currency = VARIANTS[variant].currency;
  const value = numberOf(values.value);
  const minSubtotal = values.minSubtotal === '' ? 0 : numberOf(values.minSubtotal);
  return {
    code: values.code,
    kind: values.kind,
    value: values.kind === 'fixed' ? toMinor(value, currency) : value,
    variant,
    minSubtotal: toMinor(minSubtotal, currency),
    startsAt: instantOf(values.startsAt),
    endsAt: instantOf(values.endsAt),
    perUserLimit: numberOf(values.perUserLimit),
    usageLimit: values.usageLimit === '' ? null : numberOf(values.usageLimit),
    active: values.active,
  };
}

/** The form's values of saved terms. */
export function promoFormOfTerms(terms: Omit<PromoCodeInput, 'variant'> & { variant: string }): PromoFormValues {
  const fromMinor = (amount: number) => String(amount / 100);
  return {
    code: terms.code,
    kind: terms.kind,
    value: terms.kind === 'fixed' ? fromMinor(terms.value) : String(terms.value),
    variant: terms.variant,
    minSubtotal: fromMinor(terms.minSubtotal),
    startsAt: localOf(terms.startsAt),
    endsAt: localOf(terms.endsAt),
    perUserLimit: String(terms.perUserLimit),
    usageLimit: terms.usageLimit === null ? '' : String(terms.usageLimit),
    active: terms.active,
  };
}

/** The discount as staff read it: '15 %' or the sum. */
export function promoValueText(
  terms: { kind: PromoKind; value: number; currency: string },
  money: (m: { amount: number; currency: 'RUB' | 'KZT' | 'AED' }) => string,
): string {
  return terms.kind === 'percent'
    ? `${terms.value} %`
    : money({ amount: terms.value, currency: terms.currency as 'RUB' });
}
