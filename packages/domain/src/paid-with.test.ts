import { describe, expect, it } from 'vitest';
import { paidWith } from './paid-with.ts';

const online = { paymentMethod: 'online' as const, giftCardsPaid: 0, toPay: 1_000_00, legalEntity: false };
const payment = (over: Partial<Parameters<typeof paidWith>[1][number]> = {}) => ({
  method: 'card' as const,
  provider: 'yookassa',
  status: 'succeeded',
  late: false,
  ...over,
});

describe('how an order is paid, for the back office', () => {
  it('names the method and gateway of the payment that counts, not a failed try or a late payment', () => {
    const tries = [payment({ method: 'sbp', status: 'failed' }), payment(), payment({ method: 'sbp', late: true })];
    expect(paidWith(online, tries)).toEqual({ kinds: ['card'], provider: 'yookassa' });
    expect(paidWith(online, [payment({ method: 'sbp', status: 'pending', provider: 'test' })])).toEqual({
      kinds: ['sbp'],
      provider: 'test',
    });
    expect(paidWith(online, [])).toEqual({ kinds: ['card'], provider: null });
  });

  it('puts gift cards first, alone when they paid it all', () => {
    expect(paidWith({ ...online, giftCardsPaid: 300_00 }, [payment({ provider: 'cloudpayments' })])).toEqual({
      kinds: ['giftCards', 'card'],
      provider: 'cloudpayments',
    });
    expect(paidWith({ ...online, giftCardsPaid: 1_000_00, toPay: 0 }, [])).toEqual({
      kinds: ['giftCards'],
      provider: null,
    });
  });

  it('names payment on receipt and a legal entity’s invoice', () => {
    expect(paidWith({ ...online, paymentMethod: 'on_receipt' }, [])).toEqual({ kinds: ['onReceipt'], provider: null });
    expect(paidWith({ ...online, legalEntity: true }, [])).toEqual({ kinds: ['invoice'], provider: null });
  });
});
