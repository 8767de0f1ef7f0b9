import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../../db/schema/identity.ts';
import { emailOutbox, orders, paymentEvents, payments } from '../../db/schema/orders.ts';
import type { PaymentEvent } from '../../providers/payment/payment-gateway.ts';
import { createTestPaymentProvider, testWebhookRequest } from '../../providers/payment/test-payment.ts';
import { createUserSession } from '../../test/sessions.ts';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app.ts';
import { applyPaymentResult, type PaymentDeps, startPayment } from './payment.service.ts';
import { everyVariantPaying, insertOrder, recordingLog } from './payments.test-support.ts';

const SECRET = testConfig().PAYMENT_WEBHOOK_SECRET;
let t: TestApp;
let deps: PaymentDeps;
let owner: { userId: number; cookie: string };
let stranger: { userId: number; cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  deps = {
    db: t.database.db,
    providers: everyVariantPaying(createTestPaymentProvider({ secret: SECRET })),
    publicUrl: '',
    log: recordingLog(),
    giftCardPinKey: 'test-gift-card-pin-key',
  };
  owner = await createUserSession(t.database.db);
  stranger = await createUserSession(t.database.db);
});
afterAll(() => t.close());

async function orderWithPayment(values: Parameters<typeof insertOrder>[2] = {}) {
  const order = await insertOrder(t.database.db, owner.userId, values);
  const payment = await startPayment(deps, order.id);
  const [row] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
  return { order, payment, row: row! };
}

const webhook = (body: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/payments/webhook/test', headers, payload: body });

function signedEvent(row: typeof payments.$inferSelect, overrides: Partial<PaymentEvent> = {}) {
  return testWebhookRequest(SECRET, {
    eventId: `evt-${row.id}`,
    providerPaymentId: row.providerPaymentId!,
    status: 'succeeded',
    amount: row.amount,
    currency: row.currency,
    ...overrides,
  });
}

async function state(orderId: number, paymentId: string) {
  const db = t.database.db;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  const events = await db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId));
  return { order: order!, payment: payment!, events };
}

/** The notices sent to the address, once the queued ones are worked off. */
const noticesTo = async (email: string) => {
  await t.app.jobs.drain();
  return t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
};

describe('startPayment', () => {
  it('records a pending payment of the order’s toPay and answers the test page', async () => {
    const { order, payment, row } = await orderWithPayment({ toPay: 2_990_00 });
    expect(payment.confirmationUrl).toBe(`/pay/test/${payment.id}/`);
    expect(payment.id).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(row).toMatchObject({
      orderId: order.id,
      provider: 'test',
      status: 'pending',
      amount: 2_990_00,
      currency: 'RUB',
      providerPaymentId: `test_${payment.id}`,
      confirmationUrl: payment.confirmationUrl,
    });
  });

  it('makes absolute addresses from PUBLIC_URL or the request’s origin', async () => {
    const order = await insertOrder(t.database.db, owner.userId);
    const fromConfig = await startPayment({ ...deps, publicUrl: 'https://shop.example' }, order.id);
    expect(fromConfig.confirmationUrl).toBe(`https://shop.example/pay/test/${fromConfig.id}/`);
    const fromRequest = await startPayment(deps, order.id, { origin: 'http://127.0.0.1:3000' });
    expect(fromRequest.confirmationUrl).toBe(`http://127.0.0.1:3000/pay/test/${fromRequest.id}/`);
  });

  it('refuses orders that do not await payment', async () => {
    for (const status of ['placed', 'paid', 'cancelled', 'manager_review'] as const) {
      const order = await insertOrder(t.database.db, owner.userId, { status });
      await expect(startPayment(deps, order.id)).rejects.toMatchObject({ status: 409 });
    }
    const nothingToPay = await insertOrder(t.database.db, owner.userId, { toPay: 0 });
    await expect(startPayment(deps, nothingToPay.id)).rejects.toMatchObject({ status: 409 });
    await expect(startPayment(deps, 999_999_999)).rejects.toMatchObject({ status: 404 });
  });
});

describe('POST payments/webhook/test', () => {
  it('applies a webhook replayed 100 times once: one change, one paid notice', async () => {
    const email = 'replay@example.com';
    const { order, row } = await orderWithPayment({ email });
    const { body, headers } = signedEvent(row);
    const answers = await Promise.all(Array.from({ length: 100 }, () => webhook(body, headers)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(100).fill(200));
    const results = answers.map((a) => a.json().data.result);
    expect(results.filter((r) => r === 'applied')).toHaveLength(1);
    expect(results.filter((r) => r === 'replayed')).toHaveLength(99);

    const after = await state(order.id, row.id);
    expect(after.order.status).toBe('paid');
    expect(after.order.paidAt).toBeInstanceOf(Date);
    expect(after.payment.status).toBe('succeeded');
    expect(after.events).toHaveLength(1);
    const paidAt = after.order.paidAt;
    // Another genuine event for the same payment (a new id) changes nothing either.
    const again = signedEvent(row, { eventId: 'evt-another' });
    expect((await webhook(again.body, again.headers)).json().data.result).toBe('ignored');
    expect((await state(order.id, row.id)).order.paidAt).toEqual(paidAt);

    const mails = await noticesTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Заказ ${order.number} оплачен`);
  });

  it('rejects a forged or missing signature and changes nothing', async () => {
    const { order, row } = await orderWithPayment();
    const { body, headers } = signedEvent(row);
    const forged = testWebhookRequest('another-secret-of-enough-length', JSON.parse(body));
    const tampered = body.replace('"succeeded"', '"succeeded" ');
    const cases = [
      webhook(forged.body, forged.headers),
      webhook(tampered, headers),
      webhook(body, { 'content-type': 'application/json' }),
      webhook(body, { ...headers, 'x-payment-signature': 'zz' }),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHORIZED');
    }
    const after = await state(order.id, row.id);
    expect(after.order.status).toBe('awaiting_payment');
    expect(after.payment.status).toBe('pending');
    expect(after.events).toHaveLength(0);
  });

  it('answers 400, never 500, for signed nonsense and a wrong amount', async () => {
    const { order, row } = await orderWithPayment();
    const notJson = testWebhookRequest(SECRET, {} as PaymentEvent);
    const garbage = { body: 'not json', headers: { ...notJson.headers } };
    garbage.headers['x-payment-signature'] = (await import('node:crypto'))
      .createHmac('sha256', SECRET)
      .update('not json')
      .digest('hex');
    const wrongAmount = signedEvent(row, { amount: row.amount - 1 });
    for (const req of [notJson, garbage, wrongAmount]) {
      const res = await webhook(req.body, req.headers);
      expect(res.statusCode).toBe(400);
    }
    const empty = await t.app.inject({ method: 'POST', url: '/api/v1/payments/webhook/test' });
    expect(empty.statusCode).toBe(401);
    const textPlain = await webhook('x', { 'content-type': 'text/plain' });
    expect(textPlain.statusCode).toBe(401);
    expect((await state(order.id, row.id)).payment.status).toBe('pending');
    const other = await webhook('{}', { 'content-type': 'application/json' });
    expect(other.statusCode).toBe(401);
    const wrongProvider = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook/yookassa',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(wrongProvider.statusCode).toBe(404);
  });

  it('marks a failure and keeps the order awaiting payment, without a notice', async () => {
    const email = 'declined@example.com';
    const { order, row } = await orderWithPayment({ email });
    const { body, headers } = signedEvent(row, { status: 'failed' });
    expect((await webhook(body, headers)).json().data.result).toBe('applied');
    const after = await state(order.id, row.id);
    expect(after.payment.status).toBe('failed');
    expect(after.order.status).toBe('awaiting_payment');
    expect(await noticesTo(email)).toHaveLength(0);
  });

  it('keeps an order cancelled by the timer cancelled and logs the payment to refund', async () => {
    const email = 'late@example.com';
    const { order, row } = await orderWithPayment({ email });
    await t.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
    const { body, headers } = signedEvent(row);
    expect((await webhook(body, headers)).statusCode).toBe(200);
    const after = await state(order.id, row.id);
    expect(after.order.status).toBe('cancelled');
    expect(after.order.paidAt).toBeNull();
    expect(after.payment.status).toBe('succeeded');
    expect(await noticesTo(email)).toHaveLength(0);

    const second = await orderWithPayment();
    await t.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, second.order.id));
    const log = recordingLog();
    const event = JSON.parse(signedEvent(second.row).body) as PaymentEvent;
    expect(
      await applyPaymentResult({ db: t.database.db, log, giftCardPinKey: deps.giftCardPinKey }, 'test', event),
    ).toEqual({
      result: 'applied',
      paidOrderId: null,
    });
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ order: second.order.number, orderStatus: 'cancelled' }),
      expect.stringContaining('refund'),
    );
  });
});

describe('the test payment page through the API', () => {
  const complete = (paymentId: string, outcome: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/test/${paymentId}/complete`,
      headers: cookie ? { cookie } : {},
      payload: { outcome },
    });

  it('shows the payment to its owner only', async () => {
    const { order, payment } = await orderWithPayment({ toPay: 4_500_00 });
    const mine = await t.app.inject({ url: `/api/v1/payments/${payment.id}`, headers: { cookie: owner.cookie } });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toEqual({
      id: payment.id,
      provider: 'test',
      status: 'pending',
      amount: { amount: 4_500_00, currency: 'RUB' },
      method: 'card',
      qrUrl: null,
      expiresAt: null,
      order: { number: order.number, status: 'awaiting_payment' },
    });
    const theirs = await t.app.inject({ url: `/api/v1/payments/${payment.id}`, headers: { cookie: stranger.cookie } });
    expect(theirs.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/payments/${payment.id}` })).statusCode).toBe(401);
    expect((await complete(payment.id, 'success', stranger.cookie)).statusCode).toBe(404);
    const unknown = await t.app.inject({ url: '/api/v1/payments/nope', headers: { cookie: owner.cookie } });
    expect(unknown.statusCode).toBe(404);
  });

  it('pays through the signed webhook and sends the shopper to the success page', async () => {
    const email = 'page@example.com';
    const { order, payment } = await orderWithPayment({ email, phone: '+7 916 555-00-11' });
    const res = await complete(payment.id, 'success', owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ redirectUrl: `/pages/payment-success/?order=${order.number}` });
    const after = await state(order.id, payment.id);
    expect(after.order.status).toBe('paid');
    expect(after.payment.status).toBe('succeeded');
    expect(after.events).toHaveLength(1);
    expect(await noticesTo(email)).toHaveLength(1);
    const sms = await t.database.db
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.phone, '79165550011'), like(smsOutbox.text, `%${order.number}%`)));
    expect(sms).toHaveLength(1);
    // A second click answers the same result and changes nothing.
    const twice = await complete(payment.id, 'failure', owner.cookie);
    expect(twice.json().data.redirectUrl).toBe(`/pages/payment-success/?order=${order.number}`);
    expect((await state(order.id, payment.id)).events).toHaveLength(1);
  });

  it('declines to the failure page of the order’s variant, and a new attempt can follow', async () => {
    const { order, payment } = await orderWithPayment({ variant: 'kz' });
    const res = await complete(payment.id, 'failure', owner.cookie);
    expect(res.json().data).toEqual({ redirectUrl: `/kz/pages/payment-failure/?order=${order.number}` });
    expect((await state(order.id, payment.id)).payment.status).toBe('failed');
    const retry = await startPayment(deps, order.id);
    const paid = await complete(retry.id, 'success', owner.cookie);
    expect(paid.json().data.redirectUrl).toBe(`/kz/pages/payment-success/?order=${order.number}`);
    expect((await state(order.id, retry.id)).order.status).toBe('paid');
  });

  it('checks the outcome', async () => {
    const { payment } = await orderWithPayment();
    const res = await complete(payment.id, 'maybe', owner.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual([expect.objectContaining({ name: 'outcome' })]);
  });

  it('is not there with a real provider', async () => {
    const yookassa = await createTestApp({
      PAYMENT_PROVIDER: 'yookassa',
      YOOKASSA_SHOP_ID: '1',
      YOOKASSA_SECRET_KEY: 'test_key',
    });
    try {
      const res = await yookassa.app.inject({
        method: 'POST',
        url: '/api/v1/payments/test/abc/complete',
        payload: { outcome: 'success' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await yookassa.close();
    }
  });
});

describe('OpenAPI', () => {
  it('documents the payment calls', async () => {
    const doc = (await t.app.inject({ url: '/api/v1/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/payments/webhook/{provider}',
        '/api/v1/payments/{paymentId}',
        '/api/v1/payments/test/{paymentId}/complete',
      ]),
    );
    expect(doc.paths['/api/v1/payments/test/{paymentId}/complete'].post.tags).toEqual(['payments']);
  });
});
