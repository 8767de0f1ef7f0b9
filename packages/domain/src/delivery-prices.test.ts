import { describe, expect, it } from 'vitest';
import { deliveryPrice, FREE_DELIVERY_FROM } from './delivery-prices.ts';

describe('delivery prices', () => {
  it('charges pickup points and couriers below the free-delivery threshold, never shop pickup', () => {
    expect(deliveryPrice('courier', 'ru', 199_000)).toBe(34_900);
    expect(deliveryPrice('pvz', 'ru', 199_000)).toBe(19_900);
    expect(deliveryPrice('pickup', 'ru', 100)).toBe(0);
    expect(deliveryPrice('pickup_later', 'kz', 100)).toBe(0);
  });

  it('delivers free from the threshold in each variant', () => {
    for (const variant of ['ru', 'kz', 'com'] as const) {
      const from = FREE_DELIVERY_FROM[variant];
      expect(deliveryPrice('courier', variant, from - 1)).toBeGreaterThan(0);
      expect(deliveryPrice('courier', variant, from)).toBe(0);
      expect(deliveryPrice('pvz', variant, from)).toBe(0);
    }
  });
});
