/** The YooKassa adapter's fiscal receipts against the local fake: what it sends, and what it reads back. */
import type { FiscalReceipt } from '@storefront/domain/payments/receipt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderUnavailable } from './payment-gateway.ts';
import { FAKE_SHOP, type FakeYookassa, notification, startFakeYookassa } from './yookassa.test-support.ts';
import { createYookassaProvider } from './yookassa-payment.ts';

let fake: FakeYookassa;
let provider: ReturnType<typeof createYookassaProvider>;

beforeAll(async () => {
  fake = await startFakeYookassa();
  provider = createYookassaProvider({ apiUrl: fake.url, ...FAKE_SHOP });
});
afterAll(() => fake.close());

const receipt = (over: Partial<FiscalReceipt> = {}): FiscalReceipt => ({
  type: 'payment',
  settlement: 'cashless',
  taxSystemCode: 1,
  currency: 'RUB',
  customer: { email: 'anna@example.com', phone: '79161234567', fullName: 'ООО Ромашка', inn: '7701234567' },
  items: [
    {
      description: 'Кастрюля',
      quantity: 2,
      price: 333_33,
      vatCode: 11,
      paymentSubject: 'commodity',
      paymentMode: 'full_prepayment',
    },
    {
      description: 'Доставка',
      quantity: 1,
      price: 299_00,
      vatCode: 11,
      paymentSubject: 'service',
      paymentMode: 'full_prepayment',
    },
  ],
  ...over,
});

let keys = 0;
const created = (amount: number, r: FiscalReceipt) =>
  provider.createPayment({
    paymentId: `p${++keys}`,
    amount,
    currency: 'RUB',
    description: 'Заказ',
    returnUrl: 'https://shop.example/back',
    idempotenceKey: `key-${keys}`,
    receipt: r,
  });

describe('YooKassa receipts', () => {
  it('sends the receipt object with the payment, in YooKassa’s fields', async () => {
    const payment = await created(965_66, receipt());
    const body = fake.requests.at(-1)!.body as { receipt: unknown };
    expect(body.receipt).toEqual({
      customer: { full_name: 'ООО Ромашка', inn: '7701234567', email: 'anna@example.com', phone: '79161234567' },
      items: [
        {
          description: 'Кастрюля',
          quantity: 2,
          amount: { value: '333.33', currency: 'RUB' },
          vat_code: 11,
          payment_subject: 'commodity',
          payment_mode: 'full_prepayment',
        },
        {
          description: 'Доставка',
          quantity: 1,
          amount: { value: '299.00', currency: 'RUB' },
          vat_code: 11,
          payment_subject: 'service',
          payment_mode: 'full_prepayment',
        },
      ],
      tax_system_code: 1,
    });
    // YooKassa tells the receipt's registration with the payment's final status.
    fake.setStatus(payment.providerPaymentId, 'succeeded');
    const event = await provider.verifyWebhook({
      rawBody: Buffer.from(notification('payment.succeeded', payment.providerPaymentId, 'succeeded')),
      headers: {},
    });
    expect(event).toMatchObject({ status: 'succeeded', receipt: 'succeeded' });
    fake.refuseReceipt(payment.providerPaymentId);
    const refused = await provider.verifyWebhook({
      rawBody: Buffer.from(notification('payment.succeeded', payment.providerPaymentId, 'succeeded')),
      headers: {},
    });
    expect(refused?.receipt).toBe('failed');
  });

  it('is refused by YooKassa when its items do not add up to the payment', async () => {
    await expect(created(1_000_00, receipt())).rejects.toThrow(PaymentProviderUnavailable);
    await expect(created(1_000_00, receipt())).rejects.toThrow(/add up to 965.66/);
  });

  it('sends a refund’s receipt with the refund and reads its registration', async () => {
    const payment = await created(965_66, receipt());
    fake.setStatus(payment.providerPaymentId, 'succeeded');
    const refund = await provider.refund({
      providerPaymentId: payment.providerPaymentId,
      amount: 299_00,
      currency: 'RUB',
      description: 'Возврат',
      idempotenceKey: `refund-${keys}`,
      receipt: receipt({ type: 'refund', items: [receipt().items[1]!] }),
    });
    expect(refund).toMatchObject({ status: 'succeeded', receipt: 'succeeded' });
    expect((fake.requests.at(-1)!.body as { receipt: { items: unknown[] } }).receipt.items).toHaveLength(1);
  });

  it('registers a receipt on its own with its settlement, and tells a refusal with its reason', async () => {
    const payment = await created(965_66, receipt());
    fake.setStatus(payment.providerPaymentId, 'succeeded');
    const advance = receipt({
      settlement: 'prepayment',
      items: [{ ...receipt().items[0]!, paymentMode: 'full_payment' }],
    });
    const sent = await provider.sendReceipt!({
      receipt: advance,
      providerPaymentId: payment.providerPaymentId,
      idempotenceKey: `receipt-${keys}`,
    });
    expect(sent).toMatchObject({ status: 'succeeded', providerReceiptId: expect.any(String) });
    expect(fake.receipts.get(sent.providerReceiptId!)!.body).toMatchObject({
      type: 'payment',
      payment_id: payment.providerPaymentId,
      send: true,
      settlements: [{ type: 'prepayment', amount: { value: '666.66', currency: 'RUB' } }],
    });
    fake.refuseReceipts = true;
    const refused = await provider.sendReceipt!({
      receipt: advance,
      providerPaymentId: payment.providerPaymentId,
      idempotenceKey: `receipt-${keys}-2`,
    });
    fake.refuseReceipts = false;
    expect(refused).toEqual({ providerReceiptId: null, status: 'failed', error: 'the register refused the receipt' });
  });
});
