/** The whole payment flow with PAYMENT_PROVIDER=yookassa against the local fake YooKassa API. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentEvents, payments } from '../../db/schema/orders.ts';
import {
  FAKE_SHOP,
  type FakeYookassa,
  notification,
  startFakeYookassa,
} from '../../providers/payment/yookassa.test-support.ts';
import { createYookassaProvider } from '../../providers/payment/yookassa-payment.ts';
import { createUserSession } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type PaymentDeps, startPayment } from './payment.service.ts';
import { everyVariantPaying, insertOrder, recordingLog } from './payments.test-support.ts';

let fake: FakeYookassa;
let t: TestApp;
let deps: PaymentDeps;
let userId: number;

beforeAll(async () => {
  fake = await startFakeYookassa();
  t = await createTestApp({
    PAYMENT_PROVIDER: 'yookassa',
    YOOKASSA_API_URL: fake.url,
    YOOKASSA_SHOP_ID: FAKE_SHOP.shopId,
    YOOKASSA_SECRET_KEY: FAKE_SHOP.secretKey,
  });
  deps = {
    db: t.database.db,
    providers: everyVariantPaying(createYookassaProvider({ apiUrl: fake.url, ...FAKE_SHOP })),
    publicUrl: 'https://shop.example',
    log: recordingLog(),
    giftCardPinKey: 'test-gift-card-pin-key',
  };
  ({ userId } = await createUserSession(t.database.db));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const notify = (body: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhook/yookassa',
    headers: { 'content-type': 'application/json' },
    payload: body,
  });

async function started() {
  const order = await insertOrder(t.database.db, userId, { toPay: 990_00 });
  const payment = await startPayment(deps, order.id);
  const [row] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
  return { order, payment, providerId: row!.providerPaymentId! };
}

async function statuses(orderId: number, paymentId: string) {
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, paymentId));
  return { order: order!.status, payment: payment!.status };
}

describe('YooKassa payments', () => {
  it('creates the payment at YooKassa and sends the shopper to its page', async () => {
    const { order, payment, providerId } = await started();
    expect(payment.confirmationUrl).toContain(providerId);
    const created = fake.payments.get(providerId)!;
    expect(created.amount).toEqual({ value: '990.00', currency: 'RUB' });
    expect(created.metadata).toEqual({ paymentId: payment.id });
    expect(created.confirmation.return_url).toBe(
      `https://shop.example/pages/payment-success/?order=${order.number}&payment=${payment.id}`,
    );
  });

  it('rejects a forged notification whose payment has not succeeded at YooKassa', async () => {
    const { order, payment, providerId } = await started();
    const res = await notify(notification('payment.succeeded', providerId, 'succeeded'));
    expect(res.statusCode).toBe(400);
    expect(await statuses(order.id, payment.id)).toEqual({ order: 'awaiting_payment', payment: 'pending' });
    const unknown = await notify(notification('payment.succeeded', 'made-up-id', 'succeeded'));
    expect(unknown.statusCode).toBe(400);
  });

  it('applies a genuine success once, however often YooKassa repeats it', async () => {
    const { order, payment, providerId } = await started();
    fake.setStatus(providerId, 'succeeded');
    const body = notification('payment.succeeded', providerId, 'succeeded');
    expect((await notify(body)).json().data.result).toBe('applied');
    expect((await notify(body)).json().data.result).toBe('replayed');
    expect(await statuses(order.id, payment.id)).toEqual({ order: 'paid', payment: 'succeeded' });
    const events = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, payment.id));
    expect(events).toEqual([expect.objectContaining({ provider: 'yookassa', eventId: `${providerId}:succeeded` })]);
  });

  it('records a cancelled payment as failed and leaves the order waiting', async () => {
    const { order, payment, providerId } = await started();
    fake.setStatus(providerId, 'canceled');
    expect((await notify(notification('payment.canceled', providerId, 'canceled'))).statusCode).toBe(200);
    expect(await statuses(order.id, payment.id)).toEqual({ order: 'awaiting_payment', payment: 'failed' });
  });

  it('answers 503 when YooKassa cannot be asked, so it retries later', async () => {
    const { providerId } = await started();
    await fake.close();
    const res = await notify(notification('payment.succeeded', providerId, 'succeeded'));
    expect(res.statusCode).toBe(503);
    const order = await insertOrder(t.database.db, userId);
    await expect(startPayment(deps, order.id)).rejects.toMatchObject({ status: 503 });
    const [attempt] = await t.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(attempt!.status).toBe('cancelled');
  });
});
