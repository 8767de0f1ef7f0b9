import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderUnavailable, WebhookRejected } from './payment-gateway.ts';
import { FAKE_SHOP, type FakeYookassa, notification, startFakeYookassa } from './yookassa.test-support.ts';
import { createYookassaProvider } from './yookassa-payment.ts';

let fake: FakeYookassa;
beforeAll(async () => {
  fake = await startFakeYookassa();
});
afterAll(() => fake.close());

const provider = () => createYookassaProvider({ apiUrl: fake.url, ...FAKE_SHOP });
const input = {
  paymentId: 'pay_1',
  amount: 1_234_50,
  currency: 'RUB',
  description: 'Uyut order 100',
  returnUrl: 'https://shop.example/pages/payment-success/?order=100',
  idempotenceKey: 'pay_1',
};
const webhook = (body: string) => provider().verifyWebhook({ rawBody: Buffer.from(body), headers: {} });

describe('the YooKassa adapter', () => {
  it('creates a payment with Basic auth, an Idempotence-Key and the API’s body', async () => {
    const created = await provider().createPayment(input);
    expect(created.status).toBe('pending');
    expect(created.confirmationUrl).toContain(created.providerPaymentId);
    const request = fake.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v3/payments');
    expect(request.headers['idempotence-key']).toBe('pay_1');
    expect(request.body).toEqual({
      amount: { value: '1234.50', currency: 'RUB' },
      capture: true,
      confirmation: { type: 'redirect', return_url: input.returnUrl },
      description: 'Uyut order 100',
      metadata: { paymentId: 'pay_1' },
    });
    // The same key again: the same payment, not a second one.
    expect((await provider().createPayment(input)).providerPaymentId).toBe(created.providerPaymentId);
  });

  it('calls the API below its address whatever slashes end it', async () => {
    const slashed = createYookassaProvider({ apiUrl: `${fake.url}///`, ...FAKE_SHOP });
    await slashed.createPayment({ ...input, idempotenceKey: 'pay_slashes' });
    expect(fake.requests.at(-1)?.path).toBe('/v3/payments');
  });

  it('trusts a notification only as far as the API confirms it', async () => {
    const { providerPaymentId: id } = await provider().createPayment({ ...input, idempotenceKey: 'pay_2' });
    // Forged: claims success while the payment is still pending at YooKassa.
    await expect(webhook(notification('payment.succeeded', id, 'succeeded'))).rejects.toBeInstanceOf(WebhookRejected);
    fake.setStatus(id, 'succeeded');
    expect(await webhook(notification('payment.succeeded', id, 'succeeded'))).toEqual({
      eventId: `${id}:succeeded`,
      providerPaymentId: id,
      status: 'succeeded',
      amount: 1_234_50,
      currency: 'RUB',
    });
    const lookup = fake.requests.at(-1)!;
    expect(lookup).toMatchObject({ method: 'GET', path: `/v3/payments/${id}` });

    const { providerPaymentId: other } = await provider().createPayment({ ...input, idempotenceKey: 'pay_3' });
    fake.setStatus(other, 'canceled');
    // Whatever the notification says, the API's status decides.
    expect(await webhook(notification('payment.succeeded', other, 'succeeded'))).toMatchObject({ status: 'failed' });
  });

  it('tells a payment’s status as the API answers it now', async () => {
    const { providerPaymentId: id } = await provider().createPayment({ ...input, idempotenceKey: 'pay_status' });
    const status = () => provider().getPayment(id);
    expect(await status()).toEqual({ providerPaymentId: id, status: 'pending', amount: 1_234_50, currency: 'RUB' });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v3/payments/${id}` });
    fake.setStatus(id, 'waiting_for_capture');
    expect((await status()).status).toBe('pending');
    fake.setStatus(id, 'succeeded');
    expect((await status()).status).toBe('succeeded');
    fake.setStatus(id, 'canceled');
    expect((await status()).status).toBe('failed');
    await expect(provider().getPayment('no-such-payment')).rejects.toBeInstanceOf(PaymentProviderUnavailable);
  });

  it('pays by SBP with a QR on desktop and by the bank’s app on a phone', async () => {
    const sbp = { ...input, method: 'sbp' as const };
    const desktop = await provider().createPayment({ ...sbp, idempotenceKey: 'pay_sbp_qr' });
    expect(fake.requests.at(-1)!.body).toMatchObject({
      payment_method_data: { type: 'sbp' },
      confirmation: { type: 'qr' },
    });
    expect(desktop.qrUrl).toBe(`https://qr.nspk.example/${desktop.providerPaymentId}`);
    expect(desktop.confirmationUrl).toBe(desktop.qrUrl);

    const phone = await provider().createPayment({ ...sbp, onPhone: true, idempotenceKey: 'pay_sbp_phone' });
    expect(fake.requests.at(-1)!.body).toMatchObject({
      payment_method_data: { type: 'sbp' },
      confirmation: { type: 'redirect', return_url: input.returnUrl },
    });
    expect(phone.qrUrl).toBeUndefined();
    expect(phone.confirmationUrl).toContain(phone.providerPaymentId);
  });

  it('rejects notifications that name nothing real', async () => {
    for (const body of ['not json', '{}', notification('payment.succeeded', '../refunds', 'succeeded')]) {
      await expect(webhook(body)).rejects.toBeInstanceOf(WebhookRejected);
    }
    await expect(webhook(notification('payment.succeeded', 'no-such-payment', 'succeeded'))).rejects.toBeInstanceOf(
      WebhookRejected,
    );
  });

  it('refunds part of a succeeded payment once per key, and never more than it holds', async () => {
    const { providerPaymentId: id } = await provider().createPayment({ ...input, idempotenceKey: 'pay_4' });
    const refund = {
      providerPaymentId: id,
      amount: 1_000_00,
      currency: 'RUB',
      description: 'Refund',
      idempotenceKey: 'r1',
    };
    // Not paid yet: YooKassa refuses, which is final.
    expect(await provider().refund(refund)).toEqual({ providerRefundId: null, status: 'failed' });
    fake.setStatus(id, 'succeeded');
    const made = await provider().refund({ ...refund, idempotenceKey: 'r2' });
    expect(made.status).toBe('succeeded');
    const request = fake.requests.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', path: '/v3/refunds' });
    expect(request.headers['idempotence-key']).toBe('r2');
    expect(request.body).toEqual({
      payment_id: id,
      amount: { value: '1000.00', currency: 'RUB' },
      description: 'Refund',
    });
    expect(await provider().refund({ ...refund, idempotenceKey: 'r2' })).toEqual(made);
    expect(fake.refunds.size).toBe(1);
    // 1 000 of 1 234.50 refunded: 300 more is refused.
    expect((await provider().refund({ ...refund, amount: 300_00, idempotenceKey: 'r3' })).status).toBe('failed');
  });

  it('reports a provider it cannot use as unavailable', async () => {
    const wrongKey = createYookassaProvider({ apiUrl: fake.url, shopId: FAKE_SHOP.shopId, secretKey: 'wrong' });
    await expect(wrongKey.createPayment(input)).rejects.toBeInstanceOf(PaymentProviderUnavailable);
    const down = createYookassaProvider({ apiUrl: 'http://127.0.0.1:9', ...FAKE_SHOP });
    await expect(down.createPayment(input)).rejects.toBeInstanceOf(PaymentProviderUnavailable);
    const refund = { providerPaymentId: 'p', amount: 1, currency: 'RUB', description: 'd', idempotenceKey: 'k' };
    await expect(down.refund(refund)).rejects.toBeInstanceOf(PaymentProviderUnavailable);
    await expect(down.getPayment('abc')).rejects.toBeInstanceOf(PaymentProviderUnavailable);
    await expect(
      down.verifyWebhook({ rawBody: Buffer.from(notification('payment.succeeded', 'abc', 'succeeded')), headers: {} }),
    ).rejects.toBeInstanceOf(PaymentProviderUnavailable);
  });
});
