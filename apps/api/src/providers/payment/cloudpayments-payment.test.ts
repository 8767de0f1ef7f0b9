import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cloudPaymentsNotification,
  FAKE_SITE,
  type FakeCloudPayments,
  startFakeCloudPayments,
} from './cloudpayments.test-support.ts';
import { createCloudPaymentsProvider } from './cloudpayments-payment.ts';
import { PaymentProviderUnavailable, WebhookRejected } from './payment-gateway.ts';

let fake: FakeCloudPayments;
beforeAll(async () => {
  fake = await startFakeCloudPayments();
});
afterAll(() => fake.close());

// Short waits: the fake answers at once unless told to answer late.
const limits = { timeoutMs: 300, attempts: 3 };
const provider = () => createCloudPaymentsProvider({ apiUrl: fake.url, ...FAKE_SITE, limits });
const input = (paymentId: string) => ({
  paymentId,
  amount: 15_990_50,
  currency: 'KZT',
  description: 'Uyut order 100',
  returnUrl: `https://shop.example/kz/pages/payment-success/?order=100&payment=${paymentId}`,
  idempotenceKey: paymentId,
});
const notify = (notification: { body: string; headers: Record<string, string> }) =>
  provider().verifyWebhook({ rawBody: Buffer.from(notification.body), headers: notification.headers });

describe('the CloudPayments adapter', () => {
  it('makes a payment link with Basic auth, an X-Request-ID and the documented body', async () => {
    const created = await provider().createPayment(input('kz_1'));
    const request = fake.requests.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', path: '/orders/create' });
    expect(request.headers['x-request-id']).toBe('kz_1');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({
      Amount: 15990.5,
      Currency: 'KZT',
      Description: 'Uyut order 100',
      InvoiceId: 'kz_1',
      RequireConfirmation: false,
      SendEmail: false,
      SuccessRedirectUrl: input('kz_1').returnUrl,
      FailRedirectUrl: input('kz_1').returnUrl,
    });
    const link = fake.links.find((l) => l.InvoiceId === 'kz_1')!;
    expect(created).toEqual({
      providerPaymentId: 'kz_1',
      confirmationUrl: link.Url,
      status: 'pending',
      providerLinkId: link.Id,
    });
    // The buyer's contacts go along for CloudPayments' receipt.
    const customer = { email: 'buyer@example.kz', phone: '77011234567' };
    await provider().createPayment({ ...input('kz_contacts'), customer });
    expect(JSON.parse(fake.requests.at(-1)!.body)).toMatchObject({ Email: customer.email, Phone: customer.phone });
    // The same key again: the same link, not a second one.
    expect((await provider().createPayment(input('kz_1'))).confirmationUrl).toBe(link.Url);
    expect(fake.links.filter((l) => l.InvoiceId === 'kz_1')).toHaveLength(1);
  });

  it('closes the link of a cancelled order, and tells when the shopper paid it first', async () => {
    const open = await provider().createPayment(input('kz_cancel'));
    const cancel = { providerPaymentId: 'kz_cancel', providerLinkId: open.providerLinkId!, idempotenceKey: 'c1' };
    expect(await provider().cancelPayment!(cancel)).toBe(true);
    expect(JSON.parse(fake.requests.at(-1)!.body)).toEqual({ Id: open.providerLinkId });
    expect(fake.links.find((l) => l.InvoiceId === 'kz_cancel')!.Status).toBe('Cancelled');
    // A closed link takes no payment.
    expect(() => fake.pay('kz_cancel')).toThrow(/no open payment link/);

    const paidFirst = await provider().createPayment(input('kz_paid_first'));
    fake.pay('kz_paid_first');
    const late = {
      providerPaymentId: 'kz_paid_first',
      providerLinkId: paidFirst.providerLinkId!,
      idempotenceKey: 'c2',
    };
    expect(await provider().cancelPayment!(late)).toBe(false);
  });

  it('asks again when an answer is lost or the API stumbles, and still makes one link', async () => {
    fake.answerLate(1, 2_000);
    const late = await provider().createPayment(input('kz_late'));
    fake.failNext(2, 503);
    const stumbled = await provider().createPayment(input('kz_stumbled'));
    for (const [id, created] of [
      ['kz_late', late],
      ['kz_stumbled', stumbled],
    ] as const) {
      const made = fake.links.filter((l) => l.InvoiceId === id);
      expect(made).toHaveLength(1);
      expect(created.confirmationUrl).toBe(made[0]!.Url);
      expect(fake.requests.filter((r) => r.headers['x-request-id'] === id).length).toBeGreaterThan(1);
    }
    fake.failNext(3, 500);
    await expect(provider().createPayment(input('kz_down'))).rejects.toBeInstanceOf(PaymentProviderUnavailable);
  });

  it('applies a signed Pay notification as the API tells the transaction', async () => {
    await provider().createPayment(input('kz_pay'));
    const paid = fake.pay('kz_pay');
    expect(await notify(cloudPaymentsNotification(paid))).toEqual({
      eventId: 'kz_pay:succeeded',
      providerPaymentId: 'kz_pay',
      status: 'succeeded',
      amount: 15_990_50,
      currency: 'KZT',
    });
    const lookup = fake.requests.at(-1)!;
    expect(lookup).toMatchObject({ method: 'POST', path: '/payments/get' });
    expect(JSON.parse(lookup.body)).toEqual({ TransactionId: paid.TransactionId });
    // Signed over the URL-decoded body instead: as good.
    const { body } = cloudPaymentsNotification(paid);
    const decoded = createHmac('sha256', FAKE_SITE.apiSecret)
      .update(decodeURIComponent(body.replace(/\+/g, ' ')))
      .digest('base64');
    expect(await notify({ body, headers: { 'x-content-hmac': decoded } })).toMatchObject({ status: 'succeeded' });
  });

  it('ends nothing on a declined card or a notification whose status the API does not confirm', async () => {
    await provider().createPayment(input('kz_declined'));
    const declined = fake.pay('kz_declined', 'Declined');
    expect(await notify(cloudPaymentsNotification(declined))).toBeNull();
    // A signed notification claiming Completed for the declined transaction: the API's status decides.
    expect(await notify(cloudPaymentsNotification({ ...declined, Status: 'Completed' }))).toBeNull();
    // The shopper tries another card on the same link: that one pays.
    const paid = fake.pay('kz_declined');
    expect(await notify(cloudPaymentsNotification(paid))).toMatchObject({ status: 'succeeded' });
  });

  it('refuses notifications not signed with the API Secret, and signed ones that name nothing', async () => {
    await provider().createPayment(input('kz_forged'));
    const paid = fake.pay('kz_forged');
    const genuine = cloudPaymentsNotification(paid);
    const forgeries = [
      cloudPaymentsNotification(paid, 'another-secret'),
      { body: genuine.body.replace('Amount=', 'Amount=1'), headers: genuine.headers },
      { body: genuine.body, headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    ];
    for (const forged of forgeries) {
      await expect(notify(forged)).rejects.toMatchObject({ status: 401 });
    }
    const signed = (body: string) => ({
      body,
      headers: { 'content-hmac': createHmac('sha256', FAKE_SITE.apiSecret).update(body).digest('base64') },
    });
    await expect(notify(signed('TransactionId=../refund'))).rejects.toBeInstanceOf(WebhookRejected);
    expect(await notify(signed('TransactionId=12345'))).toBeNull();
  });

  it('tells a payment’s status: pending until a card pays, then succeeded with its amount', async () => {
    await provider().createPayment(input('kz_status'));
    expect(await provider().getPayment('kz_status')).toMatchObject({
      providerPaymentId: 'kz_status',
      status: 'pending',
    });
    fake.pay('kz_status', 'Declined');
    expect(await provider().getPayment('kz_status')).toMatchObject({ status: 'pending', amount: 15_990_50 });
    fake.pay('kz_status');
    expect(await provider().getPayment('kz_status')).toEqual({
      providerPaymentId: 'kz_status',
      status: 'succeeded',
      amount: 15_990_50,
      currency: 'KZT',
    });
    expect(JSON.parse(fake.requests.at(-1)!.body)).toEqual({ InvoiceId: 'kz_status' });
  });

  it('refunds part of a paid invoice once per key, and never more than it holds', async () => {
    await provider().createPayment(input('kz_refund'));
    const refund = {
      providerPaymentId: 'kz_refund',
      amount: 10_000_00,
      currency: 'KZT',
      description: 'Refund',
      idempotenceKey: 'r1',
    };
    expect(await provider().refund(refund)).toEqual({ providerRefundId: null, status: 'failed' });
    const paid = fake.pay('kz_refund');
    fake.answerLate(1, 2_000);
    const made = await provider().refund({ ...refund, idempotenceKey: 'r2' });
    expect(made.status).toBe('succeeded');
    const request = fake.requests.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', path: '/payments/refund' });
    expect(request.headers['x-request-id']).toBe('r2');
    expect(JSON.parse(request.body)).toEqual({ TransactionId: paid.TransactionId, Amount: 10000 });
    expect(await provider().refund({ ...refund, idempotenceKey: 'r2' })).toEqual(made);
    expect(fake.transactions.filter((t) => t.PaymentTransactionId === paid.TransactionId)).toHaveLength(1);
    // 10 000 of 15 990.50 refunded: 6 000 more is refused, which is final.
    expect(await provider().refund({ ...refund, amount: 6_000_00, idempotenceKey: 'r3' })).toEqual({
      providerRefundId: null,
      status: 'failed',
    });
  });

  it('reports a gateway it cannot use as unavailable', async () => {
    const wrong = createCloudPaymentsProvider({
      apiUrl: fake.url,
      publicId: FAKE_SITE.publicId,
      apiSecret: 'x',
      limits,
    });
    await expect(wrong.createPayment(input('kz_wrong'))).rejects.toBeInstanceOf(PaymentProviderUnavailable);
    await expect(wrong.getPayment('kz_wrong')).rejects.toBeInstanceOf(PaymentProviderUnavailable);
    const down = createCloudPaymentsProvider({ apiUrl: 'http://127.0.0.1:9', ...FAKE_SITE, limits });
    await expect(down.createPayment(input('kz_down'))).rejects.toBeInstanceOf(PaymentProviderUnavailable);
    const refund = { providerPaymentId: 'p', amount: 1, currency: 'KZT', description: 'd', idempotenceKey: 'k' };
    await expect(down.refund(refund)).rejects.toBeInstanceOf(PaymentProviderUnavailable);
  });
});
