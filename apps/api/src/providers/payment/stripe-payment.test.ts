import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderUnavailable, WebhookRejected } from './payment-gateway.ts';
import { FAKE_STRIPE, type FakeStripe, startFakeStripe, stripeEvent } from './stripe.test-support.ts';
import { createStripeProvider, STRIPE_API_VERSION } from './stripe-payment.ts';

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

const NOW = Date.now();
// Short waits: the fake answers at once unless told to answer late.
const limits = { timeoutMs: 300, attempts: 3 };
const provider = () => createStripeProvider({ apiUrl: fake.url, ...FAKE_STRIPE, limits, now: () => NOW });
const input = (paymentId: string) => ({
  paymentId,
  amount: 1_249_75,
  currency: 'AED',
  description: 'Uyut order 100',
  returnUrl: `https://shop.example/ae/pages/payment-success/?order=100&payment=${paymentId}`,
  idempotenceKey: paymentId,
});
const notify = (event: { body: string; headers: Record<string, string> }) =>
  provider().verifyWebhook({ rawBody: Buffer.from(event.body), headers: event.headers });
const started = async (paymentId: string) =>
  fake.sessions.get((await provider().createPayment(input(paymentId))).providerPaymentId)!;

describe('the Stripe adapter', () => {
  it('opens a Checkout Session with the secret key, an Idempotency-Key and the documented form', async () => {
    const created = await provider().createPayment(input('ae_1'));
    const request = fake.requests.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(request.headers).toMatchObject({
      authorization: `Bearer ${FAKE_STRIPE.secretKey}`,
      'idempotency-key': 'ae_1',
      'stripe-version': STRIPE_API_VERSION,
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      mode: 'payment',
      client_reference_id: 'ae_1',
      success_url: input('ae_1').returnUrl,
      cancel_url: input('ae_1').returnUrl,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'aed',
      'line_items[0][price_data][unit_amount]': '124975',
      'line_items[0][price_data][product_data][name]': 'Uyut order 100',
      'metadata[paymentId]': 'ae_1',
      'payment_intent_data[metadata][paymentId]': 'ae_1',
    });
    const session = fake.sessions.get(created.providerPaymentId)!;
    expect(created).toEqual({ providerPaymentId: session.id, confirmationUrl: session.url, status: 'pending' });
    // No payment method types named: the session offers cards and the wallets the account enables.
    expect(request.body).not.toContain('expires_at');
    expect(request.body).not.toContain('payment_method_types');
    await provider().createPayment({
      ...input('ae_contacts'),
      customer: { email: 'buyer@example.ae', phone: '971501234567' },
    });
    expect(new URLSearchParams(fake.requests.at(-1)!.body).get('customer_email')).toBe('buyer@example.ae');
    expect((await provider().createPayment(input('ae_1'))).providerPaymentId).toBe(session.id);
    expect([...fake.sessions.values()].filter((s) => s.client_reference_id === 'ae_1')).toHaveLength(1);
  });

  it('closes the session with the order’s payment timer, within the window Stripe allows', async () => {
    const endOf = async (paymentId: string, payableInMin: number) => {
      const created = await provider().createPayment({
        ...input(paymentId),
        payableUntil: new Date(NOW + payableInMin * 60_000),
      });
      return (fake.sessions.get(created.providerPaymentId)!.expires_at * 1000 - NOW) / 60_000;
    };
    expect(Math.round(await endOf('ae_end_2h', 120))).toBe(120);
    // Sooner than Stripe allows: its earliest, with a minute to spare; later: its latest.
    expect(Math.round(await endOf('ae_end_soon', 10))).toBe(31);
    expect(Math.round(await endOf('ae_end_late', 3 * 24 * 60))).toBe(24 * 60);
  });

  it('asks again when an answer is lost or the API stumbles, and still opens one session', async () => {
    fake.answerLate(1, 2_000);
    const late = await provider().createPayment(input('ae_late'));
    fake.failNext(1, 500);
    const stumbled = await provider().createPayment(input('ae_stumbled'));
    fake.failNext(1, 429);
    const limited = await provider().createPayment(input('ae_limited'));
    for (const [id, created] of [
      ['ae_late', late],
      ['ae_stumbled', stumbled],
      ['ae_limited', limited],
    ] as const) {
      const opened = [...fake.sessions.values()].filter((s) => s.client_reference_id === id);
      expect(opened.map((s) => s.id)).toEqual([created.providerPaymentId]);
    }
    fake.failNext(3, 500);
    await expect(provider().createPayment(input('ae_down'))).rejects.toBeInstanceOf(PaymentProviderUnavailable);
  });

  it('applies the events that end a session, signed by the endpoint’s secret', async () => {
    const session = await started('ae_paid');
    const paid = fake.pay(session.id);
    const success = {
      eventId: `${session.id}:succeeded`,
      providerPaymentId: session.id,
      status: 'succeeded',
      amount: 1_249_75,
      currency: 'AED',
    };
    expect(await notify(stripeEvent('checkout.session.completed', paid, { atMs: NOW }))).toEqual(success);
    expect(await notify(stripeEvent('checkout.session.async_payment_succeeded', paid, { atMs: NOW }))).toEqual(success);

    const expired = fake.expire((await started('ae_expired')).id);
    expect(await notify(stripeEvent('checkout.session.expired', expired, { atMs: NOW }))).toMatchObject({
      eventId: `${expired.id}:failed`,
      status: 'failed',
    });
    const delayed = await started('ae_delayed');
    const completedUnpaid = { ...delayed, status: 'complete' as const };
    expect(await notify(stripeEvent('checkout.session.completed', completedUnpaid, { atMs: NOW }))).toBeNull();
    expect(
      await notify(stripeEvent('checkout.session.async_payment_failed', completedUnpaid, { atMs: NOW })),
    ).toMatchObject({ status: 'failed' });
    // A declined card inside the session ends nothing: the shopper may try another.
    expect(await notify(stripeEvent('payment_intent.payment_failed', delayed, { atMs: NOW }))).toBeNull();
  });

  it('refuses events not signed by the endpoint’s secret, or signed too long ago', async () => {
    const paid = fake.pay((await started('ae_forged')).id);
    const genuine = stripeEvent('checkout.session.completed', paid, { atMs: NOW });
    const forgeries = [
      stripeEvent('checkout.session.completed', paid, { atMs: NOW, secret: 'whsec_other' }),
      stripeEvent('checkout.session.completed', paid, { atMs: NOW - 301_000 }),
      stripeEvent('checkout.session.completed', paid, { atMs: NOW + 301_000 }),
      { body: genuine.body.replace('"paid"', '"unpaid"'), headers: genuine.headers },
      { body: genuine.body, headers: { 'stripe-signature': 'v1=abc' } },
      { body: genuine.body, headers: {} },
    ];
    for (const forged of forgeries) {
      await expect(notify(forged)).rejects.toMatchObject({ status: 401 });
    }
    // Several signatures (a secret being rolled): one valid is enough.
    const rolled = genuine.headers['stripe-signature']!.replace(',v1=', ',v1=00,v1=');
    expect(await notify({ body: genuine.body, headers: { 'stripe-signature': rolled } })).toMatchObject({
      status: 'succeeded',
    });
    const signedJunk = stripeEvent('checkout.session.completed', { ...paid, id: '../refunds' }, { atMs: NOW });
    await expect(notify(signedJunk)).rejects.toBeInstanceOf(WebhookRejected);
  });

  it('tells a session’s status: pending while open, then succeeded or failed', async () => {
    const open = await started('ae_status');
    expect(await provider().getPayment(open.id)).toEqual({
      providerPaymentId: open.id,
      status: 'pending',
      amount: 1_249_75,
      currency: 'AED',
    });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/checkout/sessions/${open.id}` });
    fake.pay(open.id);
    expect(await provider().getPayment(open.id)).toMatchObject({ status: 'succeeded' });
    const expired = fake.expire((await started('ae_status_expired')).id);
    expect(await provider().getPayment(expired.id)).toMatchObject({ status: 'failed' });
    await expect(provider().getPayment('cs_test_unknown')).rejects.toBeInstanceOf(PaymentProviderUnavailable);
  });

  it('refunds part of a paid session once per key, and never more than it holds', async () => {
    const session = await started('ae_refund');
    const refund = {
      providerPaymentId: session.id,
      amount: 1_000_00,
      currency: 'AED',
      description: 'Refund of order 100',
      idempotenceKey: 'r1',
    };
    expect(await provider().refund(refund)).toEqual({ providerRefundId: null, status: 'failed' });
    const paid = fake.pay(session.id);
    fake.answerLate(1, 2_000);
    const made = await provider().refund({ ...refund, idempotenceKey: 'r2' });
    expect(made).toEqual({ providerRefundId: fake.refunds.at(-1)!.id, status: 'succeeded' });
    const request = fake.requests.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/refunds' });
    expect(request.headers['idempotency-key']).toBe('r2');
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      payment_intent: paid.payment_intent,
      amount: '100000',
      'metadata[description]': 'Refund of order 100',
    });
    expect(await provider().refund({ ...refund, idempotenceKey: 'r2' })).toEqual(made);
    expect(fake.refunds).toHaveLength(1);
    // 1 000 of 1 249.75 refunded: 300 more is refused, which is final.
    expect(await provider().refund({ ...refund, amount: 300_00, idempotenceKey: 'r3' })).toEqual({
      providerRefundId: null,
      status: 'failed',
    });
  });

  it('reads a pending refund’s status now when the same request is repeated', async () => {
    const session = fake.pay((await started('ae_pending_refund')).id);
    fake.refundsStartPending(true);
    const refund = {
      providerPaymentId: session.id,
      amount: 500_00,
      currency: 'AED',
      description: 'd',
      idempotenceKey: 'p1',
    };
    const first = await provider().refund(refund);
    fake.refundsStartPending(false);
    expect(first.status).toBe('pending');
    fake.settleRefund(first.providerRefundId!);
    // Stripe answers the repeat with the saved pending refund; the adapter reads it as it is now.
    expect(await provider().refund(refund)).toEqual({ providerRefundId: first.providerRefundId, status: 'succeeded' });
  });

  it('reports a gateway it cannot use as unavailable', async () => {
    const wrong = createStripeProvider({ apiUrl: fake.url, secretKey: 'sk_test_wrong', webhookSecret: 'w', limits });
    await expect(wrong.createPayment(input('ae_wrong'))).rejects.toBeInstanceOf(PaymentProviderUnavailable);
    const down = createStripeProvider({ apiUrl: 'http://127.0.0.1:9', ...FAKE_STRIPE, limits });
    await expect(down.createPayment(input('ae_down'))).rejects.toBeInstanceOf(PaymentProviderUnavailable);
    const refund = {
      providerPaymentId: 'cs_test_x',
      amount: 1,
      currency: 'AED',
      description: 'd',
      idempotenceKey: 'k',
    };
    await expect(down.refund(refund)).rejects.toBeInstanceOf(PaymentProviderUnavailable);
  });
});
