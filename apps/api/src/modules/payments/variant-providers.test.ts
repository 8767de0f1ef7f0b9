/**
 * Each variant pays through its own gateway (decision 036): a kz order through CloudPayments and an
 * ae order through Stripe, each against its local fake, while ru stays on the test provider. The
 * provider's webhook route proves and applies its notification once, and a refund goes back
 * through the gateway that took the money; a notification lost on the way is made good by
 * reconciliation, once.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentEvents, payments } from '../../db/schema/orders.ts';
import {
  cloudPaymentsNotification,
  type FakeCloudPayments,
  startFakeCloudPayments,
} from '../../providers/payment/cloudpayments.test-support.ts';
import { createPaymentProviders } from '../../providers/payment/payment-provider.ts';
import { type FakeStripe, startFakeStripe, stripeEvent } from '../../providers/payment/stripe.test-support.ts';
import { fakeVariantGateways } from '../../providers/payment/variant-gateways.test-support.ts';
import { createUserSession } from '../../test/sessions.ts';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app.ts';
import { callAs } from '../orders/orders.test-support.ts';
import { insertOrder, recordingLog } from './payments.test-support.ts';
import { reconcilePayments } from './reconcile-payments.ts';

let cloudPayments: FakeCloudPayments;
let stripe: FakeStripe;
let t: TestApp;
let shopper: ReturnType<typeof callAs>;
let manager: ReturnType<typeof callAs>;
let userId: number;
let env: Record<string, string>;

beforeAll(async () => {
  cloudPayments = await startFakeCloudPayments();
  stripe = await startFakeStripe();
  env = {
    PUBLIC_URL: 'https://shop.example',
    ...fakeVariantGateways(cloudPayments, stripe),
  };
  t = await createTestApp(env);
  const session = await createUserSession(t.database.db);
  userId = session.userId;
  shopper = callAs(t.app, session.cookie);
  manager = callAs(t.app, (await createUserSession(t.database.db, { roles: ['orders'] })).cookie);
});
afterAll(async () => {
  await t.close();
  await cloudPayments.close();
  await stripe.close();
});

const db = () => t.database.db;

/** An order of the variant awaiting payment, and the payment the shopper starts for it. */
async function started(variant: 'ru' | 'kz' | 'com', toPay: number) {
  const order = await insertOrder(db(), userId, { variant, toPay });
  const res = await shopper({ method: 'POST', url: `orders/${order.number}/payment`, body: {} });
  expect(res.status).toBe(200);
  const { id, confirmationUrl } = res.body.data.payment as { id: string; confirmationUrl: string };
  const [row] = await db().select().from(payments).where(eq(payments.id, id));
  return { order, id, confirmationUrl, row: row! };
}

async function statuses(orderId: number, paymentId: string) {
  const [order] = await db().select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  const [payment] = await db().select({ status: payments.status }).from(payments).where(eq(payments.id, paymentId));
  return { order: order!.status, payment: payment!.status };
}

const deliver = (provider: string, { body, headers }: { body: string; headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url: `/api/v1/payments/webhook/${provider}`, headers, payload: body });

const refundAll = (number: string) =>
  manager({
    method: 'POST',
    url: `staff/orders/${number}/refunds`,
    body: { kind: 'full' },
    headers: { 'idempotency-key': randomUUID() },
  });

describe('a gateway per variant', () => {
  it('keeps ru on the test provider', async () => {
    const { id, confirmationUrl, row } = await started('ru', 990_00);
    expect(row.provider).toBe('test');
    expect(confirmationUrl).toBe(`https://shop.example/pay/test/${id}/`);
  });

  it('pays a kz order on CloudPayments’ page: a declined card ends nothing, the signed Pay notification pays it once', async () => {
    const { order, id, confirmationUrl, row } = await started('kz', 15_990_50);
    expect(row).toMatchObject({ provider: 'cloudpayments', providerPaymentId: id });
    const link = cloudPayments.links.find((l) => l.InvoiceId === id)!;
    expect(link).toMatchObject({
      Amount: 15990.5,
      Currency: 'KZT',
      SuccessRedirectUrl: `https://shop.example/kz/pages/payment-success/?order=${order.number}&payment=${id}`,
    });
    expect(confirmationUrl).toBe(link.Url);

    const declined = await deliver('cloudpayments', cloudPaymentsNotification(cloudPayments.pay(id, 'Declined')));
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toEqual({ code: 0 });
    expect(await statuses(order.id, id)).toEqual({ order: 'awaiting_payment', payment: 'pending' });

    const pay = cloudPaymentsNotification(cloudPayments.pay(id));
    const forged = await deliver('cloudpayments', { ...pay, headers: { ...pay.headers, 'content-hmac': 'AAAA' } });
    expect(forged.statusCode).toBe(401);
    for (let i = 0; i < 2; i++) {
      const res = await deliver('cloudpayments', pay);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 0 });
    }
    expect(await statuses(order.id, id)).toEqual({ order: 'paid', payment: 'succeeded' });
    const events = await db().select().from(paymentEvents).where(eq(paymentEvents.paymentId, id));
    expect(events).toEqual([expect.objectContaining({ provider: 'cloudpayments', eventId: `${id}:succeeded` })]);
  });

  it('pays an ae order on a Stripe Checkout Session, once however often Stripe repeats the event', async () => {
    const { order, id, confirmationUrl, row } = await started('com', 1_249_75);
    const session = stripe.sessions.get(row.providerPaymentId!)!;
    expect(row.provider).toBe('stripe');
    expect(session).toMatchObject({
      amount_total: 1_249_75,
      currency: 'aed',
      client_reference_id: id,
      success_url: `https://shop.example/ae/pages/payment-success/?order=${order.number}&payment=${id}`,
    });
    expect(confirmationUrl).toBe(session.url);

    const completed = stripeEvent('checkout.session.completed', stripe.pay(session.id));
    const forged = stripeEvent('checkout.session.completed', session, { secret: 'whsec_someone_else' });
    expect((await deliver('stripe', forged)).statusCode).toBe(401);
    expect((await deliver('stripe', completed)).json().data.result).toBe('applied');
    expect((await deliver('stripe', completed)).json().data.result).toBe('replayed');
    expect(await statuses(order.id, id)).toEqual({ order: 'paid', payment: 'succeeded' });
  });

  it('refunds each order through the gateway that took its money', async () => {
    const kz = await started('kz', 20_000_00);
    await deliver('cloudpayments', cloudPaymentsNotification(cloudPayments.pay(kz.id)));
    const ae = await started('com', 300_00);
    await deliver('stripe', stripeEvent('checkout.session.completed', stripe.pay(ae.row.providerPaymentId!)));

    expect((await refundAll(kz.order.number)).status).toBe(201);
    const paid = cloudPayments.transactions.find((tr) => tr.InvoiceId === kz.id && tr.Type === 0)!;
    expect(cloudPayments.transactions.filter((tr) => tr.PaymentTransactionId === paid.TransactionId)).toEqual([
      expect.objectContaining({ Type: 1, Amount: 20000, Currency: 'KZT' }),
    ]);
    expect((await refundAll(ae.order.number)).status).toBe(201);
    expect(stripe.refunds).toEqual([
      expect.objectContaining({
        amount: 300_00,
        payment_intent: stripe.sessions.get(ae.row.providerPaymentId!)!.payment_intent,
      }),
    ]);
  });

  it('pays orders whose notifications were lost through reconciliation, once each', async () => {
    const kz = await started('kz', 5_000_00);
    cloudPayments.pay(kz.id);
    const ae = await started('com', 99_00);
    stripe.pay(ae.row.providerPaymentId!);
    const config = testConfig(env);
    const reconcile = {
      db: db(),
      log: recordingLog(),
      giftCardPinKey: config.GIFT_CARD_PIN_KEY,
      notices: t.app.orderNotices,
      providers: createPaymentProviders(config, recordingLog())
        .all()
        .filter((provider) => provider.kind !== 'test'),
      afterMin: 5,
    };
    const later = (min: number) => new Date(Date.now() + min * 60_000);
    const runs = await Promise.all([reconcilePayments(reconcile, later(10)), reconcilePayments(reconcile, later(10))]);
    runs.push(await reconcilePayments(reconcile, later(30)));
    expect(runs.reduce((sum, run) => sum + run.applied, 0)).toBe(2);
    expect(await statuses(kz.order.id, kz.id)).toEqual({ order: 'paid', payment: 'succeeded' });
    expect(await statuses(ae.order.id, ae.id)).toEqual({ order: 'paid', payment: 'succeeded' });
    // The notification arriving after all changes nothing.
    const late = await deliver(
      'stripe',
      stripeEvent('checkout.session.completed', stripe.sessions.get(ae.row.providerPaymentId!)!),
    );
    expect(late.json().data.result).toBe('replayed');
  });

  it('answers 404 at the webhook of a gateway no variant has', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/payments/webhook/yookassa', payload: '{}' });
    expect(res.statusCode).toBe(404);
  });
});

describe('a cancelled order’s payment link', () => {
  it('is closed at CloudPayments, so no payment can go through it', async () => {
    const { order, id } = await started('kz', 12_500_00);
    const cancelled = await shopper({ method: 'POST', url: `orders/${order.number}/cancel`, body: {} });
    expect(cancelled.status).toBe(200);
    await t.app.jobs.drain();
    const link = cloudPayments.links.find((l) => l.InvoiceId === id)!;
    expect(link.Status).toBe('Cancelled');
    expect(
      cloudPayments.requests.filter((r) => r.path === '/orders/cancel').map((r) => JSON.parse(r.body)),
    ).toContainEqual({ Id: link.Id });
    expect(() => cloudPayments.pay(id)).toThrow(/no open payment link/);
    expect(await statuses(order.id, id)).toEqual({ order: 'cancelled', payment: 'cancelled' });
  });

  it('stays a late payment when the shopper paid it before the cancellation reached the gateway', async () => {
    const { order, id } = await started('kz', 8_000_00);
    cloudPayments.pay(id);
    expect((await shopper({ method: 'POST', url: `orders/${order.number}/cancel`, body: {} })).status).toBe(200);
    await t.app.jobs.drain();
    // Still pending: its notification (or reconciliation) makes it the late payment staff refund.
    expect(await statuses(order.id, id)).toEqual({ order: 'cancelled', payment: 'pending' });
  });
});
