import { describe, expect, it } from 'vitest';
import { orderPagePath, paymentResultPath } from './order-links.ts';

describe('order links', () => {
  it('point at the variant’s own paths', () => {
    expect(orderPagePath('ru', '100')).toBe('/lichnyj-kabinet/orders/?order=100');
    expect(orderPagePath('com', '100')).toBe('/ae/personal-account/orders/?order=100');
    expect(paymentResultPath('kz', 'payment-failure', '100')).toBe('/kz/pages/payment-failure/?order=100');
    expect(paymentResultPath('ru', 'payment-success', '100', 'a_b-c')).toBe(
      '/pages/payment-success/?order=100&payment=a_b-c',
    );
  });
});
