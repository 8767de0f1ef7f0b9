import { PROMO_MESSAGES, promoCodeErrors } from '@storefront/domain/promo-codes';
import { MESSAGE_KEYS } from '@storefront/domain/validation/fields';
import { describe, expect, it } from 'vitest';
import { EMPTY_PROMO_FORM, promoFormOfTerms, promoInputOf } from './promo-form';

describe('promo code form', () => {
  it('turns whole-currency sums into minor units and the shop’s (Moscow) times into instants, and back', () => {
    const values = {
      ...EMPTY_PROMO_FORM,
      code: 'minus 5',
      kind: 'fixed' as const,
      value: '1 500,50',
      variant: 'kz',
      minSubtotal: '10000',
      startsAt: '2026-12-01T09:30',
      usageLimit: '100',
    };
    const input = promoInputOf(values);
    expect(input).toMatchObject({
      value: 150_050,
      minSubtotal: 1_000_000,
      variant: 'kz',
      startsAt: '2026-12-01T06:30:00.000Z',
      endsAt: null,
      perUserLimit: 1,
      usageLimit: 100,
    });
    expect(promoFormOfTerms({ ...input, startsAt: '2026-12-01T06:30:00.000Z' })).toMatchObject({
      value: '1500.5',
      minSubtotal: '10000',
      startsAt: '2026-12-01T09:30',
      usageLimit: '100',
    });
  });

  it('leaves what is not a number for the domain check to name', () => {
    const input = promoInputOf({ ...EMPTY_PROMO_FORM, code: 'ABC', value: 'ten', perUserLimit: '' });
    expect(promoCodeErrors(input)).toEqual([
      { name: 'value', message: MESSAGE_KEYS.invalid },
      { name: 'perUserLimit', message: PROMO_MESSAGES.limitPositive },
    ]);
  });

  it('names a sum or a limit past what the shop stores, before the API is asked', () => {
    const huge = { value: '1000000000000', minSubtotal: '30000000', perUserLimit: '3000000000', usageLimit: '1e12' };
    const input = promoInputOf({ ...EMPTY_PROMO_FORM, code: 'ABC', kind: 'fixed', ...huge });
    expect(promoCodeErrors(input)).toEqual(
      ['value', 'minSubtotal', 'perUserLimit', 'usageLimit'].map((name) => ({
        name,
        message: PROMO_MESSAGES.tooLarge,
      })),
    );
    const percent = promoInputOf({ ...EMPTY_PROMO_FORM, code: 'ABC', value: '1000000000000' });
    expect(promoCodeErrors(percent)).toEqual([{ name: 'value', message: PROMO_MESSAGES.percentRange }]);
  });
});
