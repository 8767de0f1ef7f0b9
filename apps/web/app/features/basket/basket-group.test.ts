import { describe, expect, it } from 'vitest';
import type { BasketGroup } from '../../lib/api-types';
import { recommendedOffer } from './basket-group';

type Offer = BasketGroup['methods'][number];
const rub = (amount: number) => ({ amount, currency: 'RUB' as const });

function offer(method: Offer['method'], lineCount: number, extra: Partial<Offer> = {}): Offer {
  return {
    method,
    price: rub(0),
    readyIn: { unit: 'days', min: 2, max: 4 },
    nearestDate: '2026-12-02',
    nearestTime: null,
    immediate: false,
    lineCount,
    problem: null,
    ...extra,
  };
}

const remaining = (methods: Offer[]): BasketGroup => ({
  key: 'remaining',
  skuIds: [1, 2],
  delivery: null,
  methods,
  ready: false,
  problems: [],
});

describe('the suggested delivery of the remaining goods', () => {
  it('is a method that takes every line, the soonest first, then the cheapest', () => {
    const pickupPart = offer('pickup', 1, { readyIn: { unit: 'hours', min: 0, max: 3 } });
    const courier = offer('courier', 2, { nearestDate: '2026-11-30', price: rub(30_000) });
    const pvz = offer('pvz', 2, { nearestDate: '2026-12-01' });
    const later = offer('pickup_later', 2, { nearestDate: '2026-11-30' });
    expect(recommendedOffer(remaining([pickupPart, pvz, courier, later]), false)?.method).toBe('pickup_later');
  });

  it('prefers goods ready within hours, and is none when no method takes them all', () => {
    const now = offer('pickup', 2, { readyIn: { unit: 'hours', min: 0, max: 3 }, nearestDate: '2026-11-29' });
    expect(recommendedOffer(remaining([offer('courier', 2), now]), false)?.method).toBe('pickup');
    expect(recommendedOffer(remaining([offer('pickup', 1), offer('courier', 0)]), false)).toBeNull();
  });

  it('suggests a guest what they can complete before the courier, which wants an account', () => {
    const courier = offer('courier', 2, { nearestDate: '2026-11-30', price: rub(30_000) });
    const pvz = offer('pvz', 2, { nearestDate: '2026-12-02', price: rub(20_000) });
    expect(recommendedOffer(remaining([pvz, courier]), false)?.method).toBe('courier');
    expect(recommendedOffer(remaining([pvz, courier]), true)?.method).toBe('pvz');
  });
});
