import { VARIANT_KEYS } from '@storefront/domain/variants';
import { describe, expect, it } from 'vitest';
import { recordingLog } from '../../modules/payments/payments.test-support.ts';
import { PRODUCTION_ENV, testConfig } from '../../test/test-app.ts';
import { decimalToMinor, PaymentProviderUnavailable, WebhookRejected } from './payment-gateway.ts';
import { createPaymentProviders, type PaymentProviders } from './payment-provider.ts';
import { createTestPaymentProvider, TEST_SIGNATURE_HEADER, testWebhookRequest } from './test-payment.ts';

const event = {
  eventId: 'e1',
  providerPaymentId: 'test_p1',
  status: 'succeeded' as const,
  amount: 100_00,
  currency: 'RUB',
};

const CLOUDPAYMENTS = { CLOUDPAYMENTS_PUBLIC_ID: 'pk_1', CLOUDPAYMENTS_API_SECRET: 'secret' };
const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
const YOOKASSA = { YOOKASSA_SHOP_ID: '1', YOOKASSA_SECRET_KEY: 'k' };
const kindsOf = (providers: PaymentProviders) =>
  Object.fromEntries(VARIANT_KEYS.map((variant) => [variant, providers.forVariant(variant).kind]));

describe('choosing the payment provider', () => {
  it('uses the test provider by default and warns about it in production', () => {
    const quiet = recordingLog();
    expect(kindsOf(createPaymentProviders(testConfig(), quiet))).toEqual({ ru: 'test', kz: 'test', com: 'test' });
    expect(quiet.warn).not.toHaveBeenCalled();
    const log = recordingLog();
    createPaymentProviders(
      testConfig({ ...PRODUCTION_ENV, ...YOOKASSA, PAYMENT_PROVIDER: 'yookassa', PAYMENT_PROVIDER_COM: 'test' }),
      log,
    );
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('payment provider test in production for com'));
  });

  it('gives each variant the gateway its variable names, else that of PAYMENT_PROVIDER', () => {
    const config = testConfig({
      ...CLOUDPAYMENTS,
      ...STRIPE,
      PAYMENT_PROVIDER_KZ: 'cloudpayments',
      PAYMENT_PROVIDER_COM: 'stripe',
    });
    const providers = createPaymentProviders(config, recordingLog());
    expect(kindsOf(providers)).toEqual({ ru: 'test', kz: 'cloudpayments', com: 'stripe' });
    expect(providers.all().map((p) => p.kind)).toEqual(['test', 'cloudpayments', 'stripe']);
    expect(providers.ofKind('stripe')).toBe(providers.forVariant('com'));
    expect(providers.ofKind('yookassa')).toBeUndefined();
    const inherited = testConfig({ ...YOOKASSA, PAYMENT_PROVIDER: 'yookassa', PAYMENT_PROVIDER_KZ: '' });
    expect(kindsOf(createPaymentProviders(inherited, recordingLog()))).toEqual({
      ru: 'yookassa',
      kz: 'yookassa',
      com: 'yookassa',
    });
  });

  it('keeps a configured gateway no variant chooses any more, for the payments it took; the test one only when chosen', () => {
    const config = testConfig({ ...YOOKASSA, ...STRIPE, PAYMENT_PROVIDER: 'yookassa' });
    const providers = createPaymentProviders(config, recordingLog());
    expect(providers.ofKind('stripe')?.kind).toBe('stripe');
    expect(providers.ofKind('test')).toBeUndefined();
  });

  it('needs the chosen gateways’ credentials, naming them and the choice', () => {
    expect(() => testConfig({ PAYMENT_PROVIDER: 'yookassa' })).toThrow(/YOOKASSA_SHOP_ID/);
    expect(() => testConfig({ PAYMENT_PROVIDER_KZ: 'cloudpayments', CLOUDPAYMENTS_PUBLIC_ID: 'pk_1' })).toThrow(
      /CLOUDPAYMENTS_API_SECRET: required when PAYMENT_PROVIDER_KZ=cloudpayments/,
    );
    expect(() => testConfig({ PAYMENT_PROVIDER_COM: 'stripe', STRIPE_SECRET_KEY: 'sk' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: required when PAYMENT_PROVIDER_COM=stripe/,
    );
    expect(() => testConfig({ PAYMENT_PROVIDER_COM: 'paypal' })).toThrow(/PAYMENT_PROVIDER_COM/);
  });

  it('keeps only the origin of PUBLIC_URL and refuses a short webhook secret', () => {
    const config = testConfig({
      ...YOOKASSA,
      PAYMENT_PROVIDER: 'yookassa',
      PUBLIC_URL: 'https://shop.example/some/path/',
    });
    expect(config.PUBLIC_URL).toBe('https://shop.example');
    expect(() => testConfig({ PAYMENT_WEBHOOK_SECRET: 'short' })).toThrow(/PAYMENT_WEBHOOK_SECRET/);
  });
});

describe('the test provider', () => {
  const provider = createPaymentProviders(testConfig(), recordingLog()).forVariant('ru');
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
