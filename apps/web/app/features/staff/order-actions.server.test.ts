import { describe, expect, it } from 'vitest';
import { type Api, ApiError } from '../../lib/api';
import { runOrderAction } from './order-actions.server';

const rub = (amount: number) => ({ amount, currency: 'RUB' as const });
const refundRow = (over: object) => ({
  id: 'r1',
  kind: 'lines',
  status: 'succeeded',
  amount: rub(500),
  toGiftCards: rub(0),
  toPayment: rub(500),
  at: '2026-11-24T06:00:00Z',
  idempotencyKey: 'k1',
  paymentId: 'p1',
  reason: null,
  lines: [{ skuId: 7, name: 'Teapot', size: null, quantity: 1 }],
  ...over,
});
const payment = (id: string) => ({ id, provider: 'test', status: 'succeeded', amount: rub(500), at: '', late: true });

/**
 * An API whose order detail holds `refunds` and `payments`; a refund it is sent is answered with
 * `answer(key)` (a refund row, or an error thrown). It records what was sent.
 */
function fakeApi({
  refunds = [] as object[],
  payments = [] as object[],
  answer = (key: string): object => refundRow({ idempotencyKey: key }),
} = {}) {
  const sent: { path: string; key?: string; body: unknown }[] = [];
  const api = {
    get: async () => ({ refunds, payments, refundable: { amount: rub(1500), lines: [] } }),
    post: async (path: string, init: { params: { header?: { 'idempotency-key': string } }; body: unknown }) => {
      const key = init.params.header?.['idempotency-key'];
      sent.push({ path, body: init.body, ...(key ? { key } : {}) });
      if (path.endsWith('/preview')) return { amount: rub(500), toGiftCards: rub(200), toPayment: rub(300) };
      return { refunds: key ? [...refunds, answer(key)] : refunds, payments };
    },
  } as unknown as Api;
  return { api, sent };
}

const formOf = (entries: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.append(name, value);
  return form;
};

describe('an order manager’s actions', () => {
  it('refunds the pieces chosen under the page’s key and tells the amount', async () => {
    const { api, sent } = fakeApi();
    const result = await runOrderAction(
      api,
      '100',
      formOf({ confirmed: '1', intent: 'refund', key: 'page', kind: 'lines', 'quantity.7': '1' }),
    );
    expect(sent).toEqual([
      {
        path: '/staff/orders/{number}/refunds',
        key: 'page',
        body: { kind: 'lines', lines: [{ skuId: 7, quantity: 1 }] },
      },
    ]);
    expect(result).toMatchObject({ ok: true, message: 'staff.refunds.done', amount: rub(500) });
  });

  it('tells a refund still pending, one the provider refused, and a provider that did not answer', async () => {
    const pending = fakeApi({ answer: (key) => refundRow({ idempotencyKey: key, status: 'pending' }) });
    expect(
      await runOrderAction(pending.api, '100', formOf({ confirmed: '1', intent: 'refund', key: 'k', kind: 'full' })),
    ).toMatchObject({
      ok: true,
      message: 'staff.refunds.waiting',
    });
    const refused = fakeApi({ answer: (key) => refundRow({ idempotencyKey: key, status: 'failed' }) });
    expect(
      await runOrderAction(refused.api, '100', formOf({ confirmed: '1', intent: 'refund', key: 'k', kind: 'full' })),
    ).toMatchObject({
      ok: false,
      message: 'staff.refunds.refused',
    });
    const down = fakeApi({
      answer: () => {
        throw new ApiError(503, null);
      },
    });
    expect(
      await runOrderAction(
        down.api,
        '100',
        formOf({ confirmed: '1', intent: 'refund', key: 'k', kind: 'lines', 'quantity.7': '2' }),
      ),
    ).toMatchObject({
      ok: false,
      message: 'staff.refunds.unavailable',
      values: { kind: 'lines', quantities: { '7': '2' } },
    });
  });

  it('retries a pending refund under its own key and a refused one under the page’s', async () => {
    const refunds = [
      refundRow({ id: 'a', status: 'pending', idempotencyKey: 'old-a' }),
      refundRow({ id: 'b', status: 'failed', idempotencyKey: 'old-b', kind: 'full' }),
    ];
    const { api, sent } = fakeApi({ refunds });
    await runOrderAction(api, '100', formOf({ confirmed: '1', intent: 'retry', refundId: 'a', key: 'page' }));
    await runOrderAction(api, '100', formOf({ confirmed: '1', intent: 'retry', refundId: 'b', key: 'page' }));
    expect(sent.map((s) => [s.key, s.body])).toEqual([
      ['old-a', { kind: 'lines', lines: [{ skuId: 7, quantity: 1 }] }],
      ['page', { kind: 'full' }],
    ]);
    expect(
      await runOrderAction(api, '100', formOf({ confirmed: '1', intent: 'retry', refundId: 'zzz', key: 'page' })),
    ).toMatchObject({
      ok: false,
      message: 'staff.refunds.gone',
    });
  });

  it('refunds each late payment not given back yet, once per payment', async () => {
    const refunds = [refundRow({ kind: 'late_payment', paymentId: 'p1', lines: [] })];
    const { api, sent } = fakeApi({ refunds, payments: [payment('p1'), payment('p2')] });
    const result = await runOrderAction(api, '100', formOf({ confirmed: '1', intent: 'latePayment', key: 'page' }));
    expect(sent.map((s) => [s.key, s.body])).toEqual([['page.p2', { kind: 'latePayment', paymentId: 'p2' }]]);
    expect(result).toMatchObject({ ok: true, message: 'staff.orders.latePaymentRefunded' });
    const none = fakeApi({ refunds, payments: [payment('p1')] });
    expect(
      await runOrderAction(none.api, '100', formOf({ confirmed: '1', intent: 'latePayment', key: 'page' })),
    ).toMatchObject({
      ok: false,
      message: 'refunds.error.nothingLeft',
    });
  });

  it('asks first to confirm every money action, stating its amount, and sends nothing to refund', async () => {
    const { api, sent } = fakeApi({
      refunds: [refundRow({ id: 'a', status: 'failed' })],
      payments: [payment('p1'), payment('p2')],
    });
    const asked = { intent: 'refund', key: 'page', kind: 'lines', 'quantity.7': '1' };
    expect(await runOrderAction(api, '100', formOf(asked))).toEqual({
      ok: 'confirm',
      intent: 'refund',
      number: '100',
      confirm: {
        amount: rub(500),
        split: { amount: rub(500), toGiftCards: rub(200), toPayment: rub(300) },
        fields: Object.entries(asked),
      },
    });
    const amountOf = async (fields: Record<string, string>) => {
      const result = await runOrderAction(api, '100', formOf(fields));
      return result.ok === 'confirm' ? result.confirm.amount : null;
    };
    expect(await amountOf({ intent: 'retry', refundId: 'a', key: 'page' })).toEqual(rub(500));
    // Both late payments: the one refund of p1 was refused.
    expect(await amountOf({ intent: 'latePayment', key: 'page' })).toEqual(rub(1000));
    expect(await amountOf({ intent: 'approveCancellation' })).toEqual(rub(1500));
    expect(sent.map((s) => s.path)).toEqual(['/staff/orders/{number}/refunds/preview']);
  });

  it('declines a cancellation request only with a reason', async () => {
    const { api, sent } = fakeApi();
    expect(await runOrderAction(api, '100', formOf({ intent: 'declineCancellation', note: ' ' }))).toMatchObject({
      ok: false,
      fields: [{ name: 'note', message: 'validation.required' }],
    });
    expect(sent).toEqual([]);
    await runOrderAction(api, '100', formOf({ intent: 'declineCancellation', note: 'Уже в пути' }));
    await runOrderAction(api, '100', formOf({ confirmed: '1', intent: 'approveCancellation' }));
    expect(sent.map((s) => s.body)).toEqual([{ decision: 'decline', note: 'Уже в пути' }, { decision: 'approve' }]);
  });
});

describe('sending a failed receipt again', () => {
  /** An API answering the resend with the receipt in `status`, or refusing it with `error`. */
  const receiptApi = (status: string, error?: ApiError) => {
    const sent: { path: string; params: unknown }[] = [];
    const api = {
      post: async (path: string, init: { params: unknown }) => {
        sent.push({ path, params: init.params });
        if (error) throw error;
        return { receipts: [{ id: 'rc1', status }] };
      },
    } as unknown as Api;
    return { api, sent };
  };

  it('sends the receipt named by the form and tells whether it went through', async () => {
    const ok = receiptApi('succeeded');
    const done = await runOrderAction(ok.api, '100', formOf({ intent: 'resendReceipt', receiptId: 'rc1' }));
    expect(ok.sent).toEqual([
      {
        path: '/staff/orders/{number}/receipts/{receiptId}/resend',
        params: { path: { number: '100', receiptId: 'rc1' } },
      },
    ]);
    expect(done).toMatchObject({ ok: true, message: 'staff.receipts.resent' });
    const again = receiptApi('failed');
    expect(await runOrderAction(again.api, '100', formOf({ intent: 'resendReceipt', receiptId: 'rc1' }))).toMatchObject(
      { ok: false, message: 'staff.receipts.refusedAgain' },
    );
  });

  it('tells the API’s refusal of a receipt that is not failed', async () => {
    const refused = new ApiError(409, {
      error: { code: 'CONFLICT', message: 'staff.receipts.error.notFailed', fields: [] },
    });
    const { api } = receiptApi('succeeded', refused);
    expect(await runOrderAction(api, '100', formOf({ intent: 'resendReceipt', receiptId: 'rc1' }))).toMatchObject({
      ok: false,
      message: 'staff.receipts.error.notFailed',
    });
  });
});
