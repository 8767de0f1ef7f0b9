import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { lateLeft, refundFieldsOf, refundFormOf, retryRequestOf } from './refund-form';

const formOf = (entries: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.append(name, value);
  return form;
};

describe('the refund form', () => {
  it('asks for the whole order whatever pieces were typed', () => {
    expect(refundFormOf(formOf({ kind: 'full', 'quantity.7': '2' }))).toMatchObject({ body: { kind: 'full' } });
  });

  it('asks for the pieces typed above zero, with the reason given', () => {
    const parsed = refundFormOf(
      formOf({ kind: 'lines', 'quantity.7': '2', 'quantity.9': '0', 'quantity.11': ' 1 ', reason: ' брак ' }),
    );
    expect(parsed).toMatchObject({
      body: {
        kind: 'lines',
        lines: [
          { skuId: 7, quantity: 2 },
          { skuId: 11, quantity: 1 },
        ],
        reason: 'брак',
      },
    });
  });

  it('refuses no pieces, and a quantity that is no whole number on its line, keeping what was typed', () => {
    expect(refundFormOf(formOf({ kind: 'lines', 'quantity.7': '0' }))).toEqual({
      fields: [{ name: 'lines', message: 'staff.refunds.noPieces' }],
      values: { kind: 'lines', reason: '', quantities: { '7': '0' } },
    });
    expect(refundFormOf(formOf({ kind: 'lines', 'quantity.7': '1.5', 'quantity.9': '1' }))).toMatchObject({
      fields: [{ name: 'quantity.7', message: 'staff.refunds.badQuantity' }],
    });
  });
});

describe('a refused refund', () => {
  const refusal = (status: number, message: string, fields: { name: string; message: string }[] = []) =>
    new ApiError(status, { error: { code: 'VALIDATION_FAILED', message, fields } });

  it('puts a line’s error on that line’s field', () => {
    const body = {
      kind: 'lines' as const,
      lines: [
        { skuId: 7, quantity: 1 },
        { skuId: 9, quantity: 5 },
      ],
    };
    const error = refusal(400, 'refunds.error.tooMany', [
      { name: 'lines.1.quantity', message: 'refunds.error.tooMany' },
    ]);
    expect(refundFieldsOf(error, body)).toEqual({
      message: null,
      fields: [{ name: 'quantity.9', message: 'refunds.error.tooMany' }],
    });
  });

  it('tells the order’s refusal as its message key, a sentence as the general message, 503 as wait and retry', () => {
    expect(refundFieldsOf(refusal(400, 'refunds.error.nothingLeft', [{ name: 'amount', message: 'x' }]), null)).toEqual(
      { message: 'refunds.error.nothingLeft', fields: [] },
    );
    expect(refundFieldsOf(refusal(409, 'Order is busy'), null)?.message).toBe('common.requestErrors.fallback');
    expect(refundFieldsOf(new ApiError(503, null), null)?.message).toBe('staff.refunds.unavailable');
    expect(refundFieldsOf(new ApiError(403, null), null)).toBeNull();
    expect(refundFieldsOf(new Error('down'), null)).toBeNull();
  });
});

describe('retrying a refund', () => {
  const refund = {
    id: 'r1',
    status: 'pending' as const,
    amount: { amount: 100, currency: 'RUB' as const },
    toGiftCards: { amount: 0, currency: 'RUB' as const },
    toPayment: { amount: 100, currency: 'RUB' as const },
    at: '2026-11-24T06:00:00Z',
    idempotencyKey: 'k',
    paymentId: 'p1',
    reason: null,
    lines: [{ skuId: 7, name: 'Teapot', size: null, quantity: 2 }],
  };

  it('sends the request that made it', () => {
    expect(retryRequestOf({ ...refund, kind: 'lines' })).toEqual({ kind: 'lines', lines: [{ skuId: 7, quantity: 2 }] });
    expect(retryRequestOf({ ...refund, kind: 'full' })).toEqual({ kind: 'full' });
    expect(retryRequestOf({ ...refund, kind: 'late_payment', lines: [] })).toEqual({
      kind: 'latePayment',
      paymentId: 'p1',
    });
  });

  it('finds the late payments not given back yet', () => {
    const payment = { provider: 'test', method: 'card' as const, amount: refund.amount, at: refund.at };
    const payments = [
      { ...payment, id: 'p1', status: 'succeeded', late: true },
      { ...payment, id: 'p2', status: 'succeeded', late: true },
      { ...payment, id: 'p3', status: 'succeeded', late: false },
    ];
    const refunds = [{ ...refund, kind: 'late_payment' as const }];
    expect(lateLeft({ payments, refunds }).map((p) => p.id)).toEqual(['p2']);
    expect(lateLeft({ payments, refunds: [{ ...refunds[0]!, status: 'failed' }] }).map((p) => p.id)).toEqual([
      'p1',
      'p2',
    ]);
  });
});
