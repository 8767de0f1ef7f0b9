import { describe, expect, it } from 'vitest';
import type { DeliveryMethod } from './checkout.ts';
import { type OfferTerms, recommendedOffer } from './delivery-recommendation.ts';

const offer = (method: DeliveryMethod, over: Partial<OfferTerms> = {}): OfferTerms => ({
  method,
  lineCount: 2,
  price: 0,
  readyIn: { unit: 'days' },
  nearestDate: '2026-12-02',
  ...over,
});
const pick = (offers: OfferTerms[], guest = false, lineCount = 2) =>
  recommendedOffer(offers, lineCount, { guest, terms: (o) => o })?.method ?? null;

describe('recommended delivery for the remaining goods', () => {
  it('takes every line, then the soonest, then the cheapest, ties in the basket’s order', () => {
    const pickup = offer('pickup', { lineCount: 1, readyIn: { unit: 'hours' } });
    const pvz = offer('pvz', { price: 19_900 });
    const courier = offer('courier', { price: 34_900, nearestDate: '2026-12-01' });
    const later = offer('pickup_later');
    expect(pick([pickup, pvz, courier, later])).toBe('courier');
    expect(pick([pickup, pvz, later])).toBe('pickup_later');
    expect(pick([{ ...pickup, lineCount: 2 }, pvz, courier, later])).toBe('pickup');
    expect(pick([offer('pvz'), later])).toBe('pvz');
  });

  it('puts the courier, which wants an account, after what a guest can complete', () => {
    const courier = offer('courier', { price: 34_900, nearestDate: '2026-12-01' });
    expect(pick([offer('pvz', { price: 19_900 }), courier], true)).toBe('pvz');
    expect(pick([offer('pvz', { lineCount: 1 }), courier], true)).toBe('courier');
  });

  it('suggests nothing when no method takes every line, or there are none', () => {
    expect(pick([offer('pvz', { lineCount: 1 }), offer('courier', { lineCount: 1 })])).toBeNull();
    expect(pick([offer('pvz', { lineCount: 0 })], false, 0)).toBeNull();
  });
});
