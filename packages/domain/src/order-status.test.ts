import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './checkout.ts';
import { canTransition, nextStatuses } from './order-status.ts';

describe('order state machine', () => {
  it('lets staff take an order from placing to completion along its delivery method', () => {
    expect(nextStatuses('paid', 'staff')).toEqual(['assembling', 'cancelled']);
    expect(nextStatuses('assembling', 'staff', ['courier'])).toEqual(['handed_to_courier', 'cancelled']);
    expect(nextStatuses('assembling', 'staff', ['pickup'])).toEqual(['ready_for_pickup', 'cancelled']);
    expect(nextStatuses('handed_to_courier', 'staff')).toEqual(['completed']);
  });

  it('lets the shopper cancel only what is not paid, and nobody leave a finished order', () => {
    expect(ORDER_STATUSES.filter((s) => canTransition(s, 'cancelled', 'shopper'))).toEqual([
      'awaiting_payment',
      'placed',
      'manager_review',
    ]);
    for (const actor of ['shopper', 'system', 'staff'] as const) {
      expect(nextStatuses('completed', actor)).toEqual([]);
      expect(nextStatuses('cancelled', actor)).toEqual([]);
    }
  });

  it('leaves payment to the payment code', () => {
    expect(canTransition('awaiting_payment', 'paid', 'staff')).toBe(false);
    expect(canTransition('awaiting_payment', 'paid', 'system')).toBe(true);
  });
});
