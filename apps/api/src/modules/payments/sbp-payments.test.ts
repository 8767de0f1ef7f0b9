/** Paying by SBP through YooKassa (its local fake): a QR page on desktop, the bank's app on phones, ru only. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/orders.ts';
import { FAKE_SHOP, type FakeYookassa, startFakeYookassa } from '../../providers/payment/yookassa.test-support.ts';
import { createUserSession } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { purchaseBody } from '../gift-cards/gift-cards.test-support.ts';
import { insertOrder } from './payments.test-support.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

let fake: FakeYookassa;
let t: TestApp;
let shopper: { userId: number; cookie: string };

beforeAll(async () => {
  fake = await startFakeYookassa();
  t = await createTestApp({
    PAYMENT_PROVIDER: 'yookassa',
    YOOKASSA_API_URL: fake.url,
    YOOKASSA_SHOP_ID: FAKE_SHOP.shopId,
    YOOKASSA_SECRET_KEY: FAKE_SHOP.secretKey,
    PUBLIC_URL: 'https://shop.example',
    PAYMENT_SBP_TIMEOUT_MIN: '7',
  });
  shopper = await createUserSession(t.database.db);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

function payAgain(number: string, body: unknown, headers: Record<string, string> = {}, prefix = '') {
  return t.app.inject({
    method: 'POST',
    url: `${prefix}/api/v1/orders/${number}/payment`,
    headers: { cookie: shopper.cookie, 'user-agent': DESKTOP, ...headers },
    payload: body as object,
  });
}

const rowOf = async (id: string) => (await t.database.db.select().from(payments).where(eq(payments.id, id)))[0]!;

describe('SBP payments', () => {
  it('shows a QR code on desktop: our page, with the link the code carries and its own timeout', async () => {
    const order = await insertOrder(t.database.db, shopper.userId);
    const res = await payAgain(order.number, { onlineMethod: 'sbp' });
    expect(res.statusCode).toBe(200);
    const { id, confirmationUrl } = res.json().data.payment;
    expect(confirmationUrl).toBe(`https://shop.example/pay/sbp/${id}/`);
    expect(res.json().data.payment.method).toBe('sbp');
    expect(fake.requests.at(-1)!.body).toMatchObject({
      payment_method_data: { type: 'sbp' },
      confirmation: { type: 'qr' },
    });
    const row = await rowOf(id);
    expect(row).toMatchObject({ method: 'sbp', qrUrl: `https://qr.nspk.example/${row.providerPaymentId}` });

    const view = await t.app.inject({ url: `/api/v1/payments/${id}`, headers: { cookie: shopper.cookie } });
    const { method, qrUrl, expiresAt } = view.json().data;
    expect({ method, qrUrl }).toEqual({ method: 'sbp', qrUrl: row.qrUrl });
    expect(Date.parse(expiresAt) - row.createdAt.getTime()).toBe(7 * 60_000);
  });

  it('sends a phone, or the mobile app, to the bank’s app', async () => {
    const phones: Record<string, string>[] = [{ 'user-agent': IPHONE }, { 'x-mobile-app': '1' }];
    for (const headers of phones) {
      const order = await insertOrder(t.database.db, shopper.userId);
      const res = await payAgain(order.number, { onlineMethod: 'sbp' }, headers);
      const { id, confirmationUrl } = res.json().data.payment;
      expect(fake.requests.at(-1)!.body).toMatchObject({
        payment_method_data: { type: 'sbp' },
        confirmation: { type: 'redirect' },
      });
      expect(confirmationUrl).toContain('yoomoney.example');
      expect(await rowOf(id)).toMatchObject({ method: 'sbp', qrUrl: null });
    }
  });

  it('pays for gift cards by SBP too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/gift-cards/orders',
      headers: { cookie: shopper.cookie, 'user-agent': DESKTOP, 'idempotency-key': 'gift-card-sbp' },
      payload: purchaseBody({ onlineMethod: 'sbp' }),
    });
    expect(res.statusCode).toBe(201);
    const { id, method, confirmationUrl } = res.json().data.payment;
    expect({ method, confirmationUrl }).toEqual({
      method: 'sbp',
      confirmationUrl: `https://shop.example/pay/sbp/${id}/`,
    });
  });

  it('pays by card without a choice, and refuses SBP where the variant does not offer it', async () => {
    const order = await insertOrder(t.database.db, shopper.userId);
    const card = await payAgain(order.number, undefined);
    expect(card.statusCode).toBe(200);
    expect(card.json().data.payment.method).toBe('card');
    expect((await rowOf(card.json().data.payment.id)).method).toBe('card');
    expect(fake.requests.at(-1)!.body).not.toHaveProperty('payment_method_data');

    const kz = await insertOrder(t.database.db, shopper.userId, { variant: 'kz' });
    const refused = await payAgain(kz.number, { onlineMethod: 'sbp' }, {}, '/kz');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual([
      expect.objectContaining({ name: 'onlineMethod', message: 'checkout.error.paymentMethodUnavailable' }),
    ]);
    const unknown = await payAgain(order.number, { onlineMethod: 'cash' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual([expect.objectContaining({ name: 'onlineMethod' })]);
  });
});
