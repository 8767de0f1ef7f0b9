/**
 * Reconciliation against the local fake YooKassa and the test provider: webhooks are lost on purpose
 * (never sent), and the provider's status reaches the order through the webhook's own path, once.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, orderStatusHistory, orders, paymentEvents, payments } from '../../db/schema/orders.ts';
import type { PaymentProvider } from '../../providers/payment/payment-gateway.ts';
import { createTestPaymentProvider } from '../../providers/payment/test-payment.ts';
import {
  FAKE_SHOP,
  type FakeYookassa,
  notification,
  startFakeYookassa,
} from '../../providers/payment/yookassa.test-support.ts';
import { createYookassaProvider } from '../../providers/payment/yookassa-payment.ts';
import { createUserSession } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertOrder, recordingLog } from './payments.test-support.ts';
import { type ReconcileDeps, reconcilePayments } from './reconcile-payments.ts';

const AFTER_MIN = 5;
/** A run as if the clock showed this many minutes from now: no waiting in the test. */
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

let fake: FakeYookassa;
let t: TestApp;
let yookassa: PaymentProvider;
let reconcile: ReconcileDeps;
let userId: number;

beforeAll(async () => {
  fake = await startFakeYookassa();
  t = await createTestApp({
    PAYMENT_PROVIDER: 'yookassa',
    YOOKASSA_API_URL: fake.url,
    YOOKASSA_SHOP_ID: FAKE_SHOP.shopId,
    YOOKASSA_SECRET_KEY: FAKE_SHOP.secretKey,
  });
  yookassa = createYookassaProvider({ apiUrl: fake.url, ...FAKE_SHOP });
  reconcile = {
    db: t.database.db,
    log: recordingLog(),
    giftCardPinKey: 'test-gift-card-pin-key',
    notices: t.app.orderNotices,
    providers: [yookassa],
    afterMin: AFTER_MIN,
  };
  ({ userId } = await createUserSession(t.database.db));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** An order awaiting payment with a payment pending at the provider, as startPayment leaves it. */
async function started(options: { email?: string; provider?: PaymentProvider } = {}) {
  const provider = options.provider ?? yookassa;
  const order = await insertOrder(t.database.db, userId, {
    toPay: 990_00,
    ...(options.email ? { email: options.email } : {}),
  });
  const paymentId = randomBytes(12).toString('base64url');
  const created = await provider.createPayment({
    paymentId,
    amount: 990_00,
    currency: 'RUB',
    description: `order ${order.number}`,
    returnUrl: 'https://shop.example/pages/payment-success/',
    idempotenceKey: paymentId,
  });
  await t.database.db.insert(payments).values({
    id: paymentId,
    orderId: order.id,
    provider: provider.kind,
    providerPaymentId: created.providerPaymentId,
    status: 'pending',
    amount: 990_00,
    currency: 'RUB',
  });
  return { order, paymentId, providerId: created.providerPaymentId };
}

async function outcome(orderId: number, paymentId: string) {
  const db = t.database.db;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  const history = await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));
  const events = await db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId));
  return { order: order!.status, payment: payment!.status, late: payment!.late, history, events };
}

const notify = (body: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhook/yookassa',
    headers: { 'content-type': 'application/json' },
    payload: body,
  });

describe('reconciling payments with YooKassa', () => {
  it('pays an order whose success webhook was lost, exactly once however often it runs', async () => {
    const email = 'reconciled@example.com';
    const { order, paymentId, providerId } = await started({ email });
    fake.setStatus(providerId, 'succeeded');

    // Two processes at the same moment, then another run: one change between them.
    const runs = await Promise.all([reconcilePayments(reconcile, later(6)), reconcilePayments(reconcile, later(6))]);
    runs.push(await reconcilePayments(reconcile, later(20)));
    expect(runs.reduce((sum, run) => sum + run.applied, 0)).toBe(1);

    const after = await outcome(order.id, paymentId);
    expect(after.order).toBe('paid');
    expect(after.payment).toBe('succeeded');
    expect(after.history.filter((h) => h.toStatus === 'paid')).toHaveLength(1);
    expect(after.events).toEqual([expect.objectContaining({ eventId: `${providerId}:succeeded` })]);
    await t.app.jobs.drain();
    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(mails.map((m) => m.subject)).toEqual([`Заказ ${order.number} оплачен`]);

    // The webhook arriving after all is a replay: nothing changes.
    const late = await notify(notification('payment.succeeded', providerId, 'succeeded'));
    expect(late.json().data.result).toBe('replayed');
    expect((await outcome(order.id, paymentId)).history.filter((h) => h.toStatus === 'paid')).toHaveLength(1);
  });

  it('leaves a payment to its webhook until the threshold, and asks again only after it', async () => {
    const { order, paymentId, providerId } = await started();
    fake.setStatus(providerId, 'succeeded');
    const asked = () => fake.requests.filter((r) => r.method === 'GET' && r.path === `/v3/payments/${providerId}`);
    await reconcilePayments(reconcile, later(AFTER_MIN - 1));
    expect(asked()).toHaveLength(0);
    expect((await outcome(order.id, paymentId)).order).toBe('awaiting_payment');

    const waiting = await started();
    await reconcilePayments(reconcile, later(AFTER_MIN + 1));
    const askedWaiting = () => fake.requests.filter((r) => r.path === `/v3/payments/${waiting.providerId}`);
    expect(askedWaiting()).toHaveLength(1);
    // Still pending at YooKassa: asked again only a threshold after it was last asked.
    await reconcilePayments(reconcile, later(AFTER_MIN + 2));
    expect(askedWaiting()).toHaveLength(1);
    await reconcilePayments(reconcile, later(2 * AFTER_MIN + 2));
    expect(askedWaiting()).toHaveLength(2);
    expect((await outcome(order.id, paymentId)).order).toBe('paid');
    expect((await outcome(waiting.order.id, waiting.paymentId)).payment).toBe('pending');
  });

  it('leaves payments older than the providers keep unpaid ones alone', async () => {
    const { providerId } = await started();
    fake.setStatus(providerId, 'succeeded');
    await reconcilePayments(reconcile, later(3 * 24 * 60));
    expect(fake.requests.filter((r) => r.path === `/v3/payments/${providerId}`)).toHaveLength(0);
  });

  it('ends a payment YooKassa cancelled as its webhook would: failed, the order still waiting', async () => {
    const { order, paymentId, providerId } = await started();
    fake.setStatus(providerId, 'canceled');
    expect((await reconcilePayments(reconcile, later(10))).applied).toBeGreaterThanOrEqual(1);
    const after = await outcome(order.id, paymentId);
    expect(after).toMatchObject({ order: 'awaiting_payment', payment: 'failed', late: false });
    expect(after.events).toEqual([expect.objectContaining({ eventId: `${providerId}:failed` })]);
  });

  it('puts a success for an order cancelled meanwhile in the late-payment queue', async () => {
    const { order, paymentId, providerId } = await started();
    await t.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
    fake.setStatus(providerId, 'succeeded');
    await reconcilePayments(reconcile, later(10));
    expect(await outcome(order.id, paymentId)).toMatchObject({ order: 'cancelled', payment: 'succeeded', late: true });
  });

  it('goes on past a provider that cannot answer, and leaves other providers’ payments alone', async () => {
    const { order, paymentId } = await started();
    const down = createYookassaProvider({ apiUrl: 'http://127.0.0.1:9', ...FAKE_SHOP });
    const log = recordingLog();
    await reconcilePayments({ ...reconcile, log, providers: [down] }, later(30));
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ provider: 'yookassa' }), 'payment not reconciled');
    const other = await reconcilePayments(
      { ...reconcile, providers: [createTestPaymentProvider({ secret: 'x'.repeat(16) })] },
      later(60),
    );
    expect(other.checked).toBe(0);
    expect((await outcome(order.id, paymentId)).payment).toBe('pending');
  });
});

describe('reconciling payments with the test provider', () => {
  it('applies what its page settled when the page’s webhook was lost', async () => {
    const provider = createTestPaymentProvider({ secret: 'test-provider-secret-0001' });
    const { order, paymentId, providerId } = await started({ provider });
    provider.settle(providerId, 'succeeded');
    const run = await reconcilePayments({ ...reconcile, providers: [provider] }, later(10));
    expect(run.applied).toBe(1);
    expect(await outcome(order.id, paymentId)).toMatchObject({ order: 'paid', payment: 'succeeded' });
  });
});
