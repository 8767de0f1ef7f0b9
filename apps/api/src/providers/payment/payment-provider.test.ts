import { describe, expect, it } from 'vitest';
import { recordingLog } from '../../modules/payments/payments.test-support.ts';
import { PRODUCTION_ENV, testConfig } from '../../test/test-app.ts';
import { decimalToMinor, PaymentProviderUnavailable, WebhookRejected } from './payment-gateway.ts';
import { createPaymentProvider } from './payment-provider.ts';
import { createTestPaymentProvider, TEST_SIGNATURE_HEADER, testWebhookRequest } from './test-payment.ts';

const event = {
  eventId: 'e1',
  providerPaymentId: 'test_p1',
  status: 'succeeded' as const,
  amount: 100_00,
  currency: 'RUB',
};

describe('choosing the payment provider', () => {
  it('uses the test provider by default and warns about it in production', () => {
    const quiet = recordingLog();
    expect(createPaymentProvider(testConfig(), quiet).kind).toBe('test');
    expect(quiet.warn).not.toHaveBeenCalled();
    const log = recordingLog();
    createPaymentProvider(testConfig({ ...PRODUCTION_ENV }), log);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('PAYMENT_PROVIDER=test in production'));
  });

  it('needs the shop’s credentials for YooKassa and keeps only the origin of PUBLIC_URL', () => {
    expect(() => testConfig({ PAYMENT_PROVIDER: 'yookassa' })).toThrow(/YOOKASSA_SHOP_ID/);
    const config = testConfig({
      PAYMENT_PROVIDER: 'yookassa',
      YOOKASSA_SHOP_ID: '1',
      YOOKASSA_SECRET_KEY: 'k',
      PUBLIC_URL: 'https://shop.example/some/path/',
    });
    expect(config.PUBLIC_URL).toBe('https://shop.example');
    expect(createPaymentProvider(config, recordingLog()).kind).toBe('yookassa');
    expect(() => testConfig({ PAYMENT_WEBHOOK_SECRET: 'short' })).toThrow(/PAYMENT_WEBHOOK_SECRET/);
  });
});

describe('the test provider', () => {
  const provider = createPaymentProvider(testConfig(), recordingLog());
  const secret = testConfig().PAYMENT_WEBHOOK_SECRET;
  const verify = (body: string, headers: Record<string, string>) =>
    provider.verifyWebhook({ rawBody: Buffer.from(body), headers });

  it('accepts exactly what it signed', async () => {
    const { body, headers } = testWebhookRequest(secret, event);
    expect(await verify(body, headers)).toEqual(event);
  });

  it('refuses other signatures whatever their length', async () => {
    const { body, headers } = testWebhookRequest(secret, event);
    const signature = headers[TEST_SIGNATURE_HEADER]!;
    const flipped = `${signature[0] === 'f' ? '0' : 'f'}${signature.slice(1)}`;
    for (const forged of ['', 'abc', signature.slice(0, 62), `${signature}00`, flipped]) {
      await expect(verify(body, { [TEST_SIGNATURE_HEADER]: forged })).rejects.toMatchObject({ status: 401 });
    }
    await expect(verify(body, {})).rejects.toBeInstanceOf(WebhookRejected);
  });

  it('pays on its own page, next to the return address', async () => {
    const input = { paymentId: 'p1', amount: 1, currency: 'RUB', description: 'd', idempotenceKey: 'p1' };
    expect(await provider.createPayment({ ...input, returnUrl: '/pages/payment-success/?order=1' })).toEqual({
      providerPaymentId: 'test_p1',
      confirmationUrl: '/pay/test/p1/',
      status: 'pending',
    });
    const absolute = await provider.createPayment({ ...input, returnUrl: 'https://shop.example/pages/x/' });
    expect(absolute.confirmationUrl).toBe('https://shop.example/pay/test/p1/');
  });

  it('tells the status its page settled, once, and nothing about payments it never made', async () => {
    const test = createTestPaymentProvider({ secret });
    const input = { amount: 5_00, currency: 'KZT', description: 'd', returnUrl: '/r/' };
    const { providerPaymentId: id } = await test.createPayment({ ...input, paymentId: 'p2', idempotenceKey: 'p2' });
    expect(await test.getPayment(id)).toEqual({
      providerPaymentId: id,
      status: 'pending',
      amount: 5_00,
      currency: 'KZT',
    });
    test.settle(id, 'succeeded');
    test.settle(id, 'failed');
    expect((await test.getPayment(id)).status).toBe('succeeded');
    await expect(test.getPayment('test_unknown')).rejects.toBeInstanceOf(PaymentProviderUnavailable);
  });

  it('pays by SBP on its page, reached by the QR’s link on desktop', async () => {
    const input = {
      amount: 1,
      currency: 'RUB',
      description: 'd',
      returnUrl: 'https://shop.example/r/',
      method: 'sbp' as const,
    };
    const desktop = await provider.createPayment({ ...input, paymentId: 'p3', idempotenceKey: 'p3' });
    expect(desktop.qrUrl).toBe('https://shop.example/pay/test/p3/');
    const phone = await provider.createPayment({ ...input, onPhone: true, paymentId: 'p4', idempotenceKey: 'p4' });
    expect(phone).toEqual({
      providerPaymentId: 'test_p4',
      confirmationUrl: 'https://shop.example/pay/test/p4/',
      status: 'pending',
    });
  });

  it('refunds at once, the same refund for the same key', async () => {
    const refund = { providerPaymentId: 'test_p1', amount: 1, currency: 'RUB', description: 'd', idempotenceKey: 'r1' };
    const made = await provider.refund(refund);
    expect(made).toEqual({ providerRefundId: 'test_refund_r1', status: 'succeeded' });
    expect(await provider.refund(refund)).toEqual(made);
  });
});

describe('amounts for gateways', () => {
  it('reads minor units from decimals without floating point', () => {
    expect(decimalToMinor('1234.50')).toBe(1_234_50);
    expect(decimalToMinor('1234.5')).toBe(1_234_50);
    expect(decimalToMinor('10')).toBe(1000);
    expect(decimalToMinor('1.234')).toBeNull();
    expect(decimalToMinor('-1.00')).toBeNull();
  });
});
