import { describe, expect, it } from 'vitest';
import { historyWhat } from './order-detail';

const line = (from: string | null, to: string) =>
  ({ from, to, at: '2026-11-29T06:00:00Z', actor: 'staff', staffPhone: null, note: null }) as Parameters<
    typeof historyWhat
  >[0];
const name = (status: string) => status.toUpperCase();

describe('order history lines', () => {
  it('tell a move, the first status, and no move for an event that kept the status', () => {
    expect(historyWhat(line('paid', 'assembling'), name)).toBe('PAID → ASSEMBLING');
    expect(historyWhat(line(null, 'awaiting_payment'), name)).toBe('AWAITING_PAYMENT');
    expect(historyWhat(line('paid', 'paid'), name)).toBeNull();
  });
});
