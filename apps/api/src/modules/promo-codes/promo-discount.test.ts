import { CHECKOUT_MESSAGES } from '@storefront/domain/checkout';
import { describe, expect, it } from 'vitest';
import { checkPromo, type PromoTerms, promoDiscount } from './promo-discount.ts';

const terms = (over: Partial<PromoTerms> = {}): PromoTerms => ({
  code: 'X',
  kind: 'percent',
  value: 10,
  currency: 'RUB',
  minSubtotal: 0,
  startsAt: null,
  endsAt: null,
  active: true,
  perUserLimit: 1,
  usageLimit: null,
  ...over,
});
const now = new Date('2026-06-01T12:00:00Z');
const ctx = { currency: 'RUB', subtotal: 100_000, now, userUses: 0, totalUses: 0 };

describe('promo code rules', () => {
  it('takes a percentage (rounded down) or a fixed sum, never more than the goods', () => {
    expect(promoDiscount({ kind: 'percent', value: 15 }, 33_333)).toBe(4_999);
    expect(promoDiscount({ kind: 'fixed', value: 50_000 }, 100_000)).toBe(50_000);
    expect(promoDiscount({ kind: 'fixed', value: 50_000 }, 30_000)).toBe(30_000);
    expect(promoDiscount({ kind: 'percent', value: 100 }, 30_000)).toBe(30_000);
  });

  it('names each reason a code does not fit', () => {
    const fail = (t: PromoTerms | null, c = ctx) => {
      const r = checkPromo(t, c);
      return r.ok ? null : r.problem;
    };
    expect(fail(null)).toBe(CHECKOUT_MESSAGES.promoUnknown);
    expect(fail(terms({ active: false }))).toBe(CHECKOUT_MESSAGES.promoUnknown);
    expect(fail(terms({ currency: 'KZT' }))).toBe(CHECKOUT_MESSAGES.promoUnknown);
    expect(fail(terms({ endsAt: now }))).toBe(CHECKOUT_MESSAGES.promoExpired);
    expect(fail(terms({ startsAt: new Date(now.getTime() + 1) }))).toBe(CHECKOUT_MESSAGES.promoExpired);
    expect(fail(terms(), { ...ctx, userUses: 1 })).toBe(CHECKOUT_MESSAGES.promoUsed);
    expect(fail(terms({ perUserLimit: 2 }), { ...ctx, userUses: 1 })).toBeNull();
    expect(fail(terms({ usageLimit: 3 }), { ...ctx, totalUses: 3 })).toBe(CHECKOUT_MESSAGES.promoExhausted);
    expect(fail(terms({ usageLimit: 3 }), { ...ctx, totalUses: 2 })).toBeNull();
    expect(checkPromo(terms({ minSubtotal: 100_001 }), ctx)).toEqual({
      ok: false,
      problem: CHECKOUT_MESSAGES.promoMinSum,
      minSubtotal: 100_001,
    });
    expect(checkPromo(terms({ minSubtotal: 100_000, endsAt: new Date(now.getTime() + 1) }), ctx)).toEqual({
      ok: true,
      discount: 10_000,
    });
  });
});
