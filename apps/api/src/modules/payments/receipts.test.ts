/**
 * Fiscal receipts through the API against the local fake YooKassa: the receipt sent with the
 * payment names exactly the card's money, the gift cards' part is registered on its own once paid,
 * refunds (partial ones too) send theirs, and a receipt the register refused is shown on the staff
 * order page and sent again from there.
 */
import { randomUUID } from 'node:crypto';
import { paymentReceipts, RECEIPT_MESSAGES } from '@storefront/domain/payments/receipt';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, giftCards, orders, payments } from '../../db/schema/orders.ts';
import { receipts } from '../../db/schema/receipts.ts';
import {
  FAKE_SHOP,
  type FakeYookassa,
  notification,
  startFakeYookassa,
} from '../../providers/payment/yookassa.test-support.ts';
import { createYookassaProvider } from '../../providers/payment/yookassa-payment.ts';
import { createUserSession } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { giftCardPinHash } from '../gift-card-ledger/gift-card-pin.ts';
import { callAs, moscowShop, pickupShopper, placeBody, setStock, skuAt } from '../orders/orders.test-support.ts';
import { everyVariantPaying, recordingLog } from './payments.test-support.ts';
import { type ReceiptDeps, receiptOrderOf, sendPendingReceipt } from './receipts.ts';

let fake: FakeYookassa;
let t: TestApp;
let shop: number;
let nextSku = 0;
let cards = 0;
let manager: ReturnType<typeof callAs>;
let deps: ReceiptDeps;

beforeAll(async () => {
  fake = await startFakeYookassa();
  t = await createTestApp({
    PAYMENT_PROVIDER: 'yookassa',
    YOOKASSA_API_URL: fake.url,
    YOOKASSA_SHOP_ID: FAKE_SHOP.shopId,
    YOOKASSA_SECRET_KEY: FAKE_SHOP.secretKey,
    // The simplified tax system: configuration, not the adapter, decides what receipts say.
    FISCAL_SETTINGS: JSON.stringify({ ru: { taxSystemCode: 2 } }),
  });
  shop = await moscowShop(t.database.db);
  const session = await createUserSession(t.database.db, { roles: ['orders'] });
  manager = callAs(t.app, session.cookie);
  deps = {
    db: t.database.db,
    providers: everyVariantPaying(createYookassaProvider({ apiUrl: fake.url, ...FAKE_SHOP })),
    log: recordingLog(),
    fiscal: { ru: { taxSystemCode: 2 } },
  };
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const db = () => t.database.db;
const cents = (value: string) => Math.round(Number(value) * 100);

interface SentItem {
  description: string;
  quantity: number;
  amount: { value: string; currency: string };
  vat_code: number;
  payment_subject: string;
  payment_mode: string;
}
const itemsTotal = (items: SentItem[]) => items.reduce((s, i) => s + cents(i.amount.value) * i.quantity, 0);

/** The last request of the fake to `path`, with its body. */
const lastTo = (path: string) =>
  fake.requests.filter((r) => r.method === 'POST' && r.path === path).at(-1)?.body as Record<string, unknown> & {
    receipt?: { items: SentItem[]; customer: Record<string, string>; tax_system_code: number };
    amount: { value: string };
  };

/**
 * An online pickup order of `quantity` pieces at `price`, partly paid by a gift card of `card` when
 * given, placed for a legal entity when `legalEntity` is given.
 */
async function placed(quantity: number, price: number, card = 0, legalEntity?: object) {
  const sku = await skuAt(db(), nextSku++, price);
  await setStock(db(), sku.skuId, [{ storeId: shop, quantity: 10 }]);
  const user = await pickupShopper(db(), shop, [{ skuId: sku.skuId, quantity }]);
  await db()
    .insert(checkouts)
    .values({ ownerKey: `u:${user.userId}`, paymentMethod: 'online' });
  const shopper = callAs(t.app, user.cookie);
  if (card) {
    const number = `4${String(++cards).padStart(15, '0')}`;
    await db()
      .insert(giftCards)
      .values({
        number,
        pinHash: giftCardPinHash(number, '1234'),
        currency: 'RUB',
        initialAmount: card,
        balance: card,
      });
    const applied = await shopper({ method: 'POST', url: 'checkout/gift-cards', body: { number, pin: '1234' } });
    expect(applied.status).toBe(200);
  }
  const res = await shopper({
    method: 'POST',
    url: 'orders',
    body: placeBody(legalEntity ? { legalEntity } : {}),
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(res.status).toBe(201);
  const number = res.body.data.order.number as string;
  if (legalEntity) return { number, paymentId: '', providerId: '', sku, shopper };
  const paymentId = res.body.data.payment.id as string;
  const [row] = await db().select().from(payments).where(eq(payments.id, paymentId));
  return { number, paymentId, providerId: row!.providerPaymentId!, sku, shopper };
}

/** Pays at the fake YooKassa (`refuse`: its register refuses the receipt) and delivers the notification. */
async function pay(providerId: string, refuse = false) {
  fake.setStatus(providerId, 'succeeded');
  if (refuse) fake.refuseReceipt(providerId);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhook/yookassa',
    headers: { 'content-type': 'application/json' },
    payload: notification('payment.succeeded', providerId, 'succeeded'),
  });
  expect(res.statusCode).toBe(200);
}

const receiptsOf = async (number: string) => {
  const [order] = await db().select({ id: orders.id }).from(orders).where(eq(orders.number, number));
  return db().select().from(receipts).where(eq(receipts.orderId, order!.id)).orderBy(receipts.createdAt);
};

const staffOrder = async (number: string) => (await manager({ url: `staff/orders/${number}` })).body.data;

describe('receipts of payments', () => {
  it('send YooKassa the card money as a receipt, and the gift cards’ part on its own once paid', async () => {
    // 3 × 1 000.00 less a 333.34 gift card: 2 666.66 by card, which 3 pieces do not divide.
    const { number, providerId } = await placed(3, 1_000_00, 333_34);
    const sent = lastTo('/v3/payments');
    expect(sent.amount.value).toBe('2666.66');
    expect(sent.receipt!.tax_system_code).toBe(2);
    expect(sent.receipt!.customer).toEqual({ email: 'anna@example.com', phone: '79161234567' });
    expect(sent.receipt!.items.map((i) => [i.quantity, i.amount.value])).toEqual([
      [1, '888.88'],
      [2, '888.89'],
    ]);
    expect(itemsTotal(sent.receipt!.items)).toBe(2_666_66);
    expect(sent.receipt!.items[0]).toMatchObject({
      vat_code: 11,
      payment_subject: 'commodity',
      payment_mode: 'full_prepayment',
    });
    expect(await receiptsOf(number)).toMatchObject([{ type: 'payment', settlement: 'cashless', status: 'sent' }]);

    await pay(providerId);
    expect(await receiptsOf(number)).toMatchObject([
      { settlement: 'cashless', status: 'succeeded', amount: 2_666_66 },
      { settlement: 'prepayment', status: 'pending', amount: 333_34 },
    ]);
    // The gift cards' part: queued with the payment's success, registered against the payment,
    // settled from the advance, once however often its job runs.
    await t.app.jobs.drain();
    const [, queued] = await receiptsOf(number);
    expect(await sendPendingReceipt(deps, queued!.id)).toBeNull();
    const ofPayment = [...fake.receipts.values()].filter((r) => r.payment_id === providerId);
    expect(ofPayment).toHaveLength(1);
    expect(ofPayment[0]!.body).toMatchObject({
      type: 'payment',
      send: true,
      settlements: [{ type: 'prepayment', amount: { value: '333.34', currency: 'RUB' } }],
      tax_system_code: 2,
    });
    expect(itemsTotal(ofPayment[0]!.body.items as SentItem[])).toBe(333_34);
    expect(await receiptsOf(number)).toMatchObject([
      { settlement: 'cashless', status: 'succeeded' },
      { settlement: 'prepayment', status: 'succeeded', amount: 333_34 },
    ]);
  });

  it('show a receipt the register refused on the order page, and send it again from there', async () => {
    const { number, providerId } = await placed(1, 1_500_00);
    await pay(providerId, true);
    const seen = await staffOrder(number);
    expect(seen.receipts).toMatchObject([
      {
        type: 'payment',
        settlement: 'cashless',
        status: 'failed',
        resendable: true,
        amount: { amount: 1_500_00, currency: 'RUB' },
        lines: [{ quantity: 1, price: { amount: 1_500_00 }, vatCode: 11, paymentSubject: 'commodity' }],
      },
    ]);
    expect(seen.receipts[0].error).toMatch(/not registered/);
    expect(seen.providerEvents).toEqual([
      expect.objectContaining({ provider: 'yookassa', eventId: `${providerId}:succeeded`, type: 'succeeded' }),
    ]);
    const id = seen.receipts[0].id as string;
    const resend = () => manager({ method: 'POST', url: `staff/orders/${number}/receipts/${id}/resend` });

    // The register refuses it again: failed, with its reason, and still to be sent again.
    fake.refuseReceipts = true;
    const refused = await resend();
    expect(refused.status).toBe(200);
    expect(refused.body.data.receipts[0]).toMatchObject({
      status: 'failed',
      resendable: true,
      error: 'the register refused the receipt',
    });
    fake.refuseReceipts = false;
    const again = await resend();
    expect(again.body.data.receipts[0]).toMatchObject({ status: 'succeeded', error: null, resendable: false });
    const registered = [...fake.receipts.values()].filter((r) => r.payment_id === providerId);
    expect(registered).toHaveLength(1);
    expect(registered[0]!.body).toMatchObject({ settlements: [{ type: 'cashless', amount: { value: '1500.00' } }] });

    const twice = await resend();
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(RECEIPT_MESSAGES.notFailed);
  });

  it('let only order managers send a receipt again', async () => {
    const { number, providerId, shopper } = await placed(1, 700_00);
    await pay(providerId, true);
    const [receipt] = await receiptsOf(number);
    const url = `staff/orders/${number}/receipts/${receipt!.id}/resend`;
    expect((await shopper({ method: 'POST', url })).status).toBe(403);
    expect((await manager({ method: 'POST', url: `staff/orders/${number}/receipts/nope/resend` })).status).toBe(404);
    expect((await manager({ method: 'POST', url: `staff/orders/${number}/receipts/bad%20id/resend` })).status).toBe(
      400,
    );
    expect((await receiptsOf(number))[0]!.status).toBe('failed');
  });
});

describe('a legal entity’s receipt', () => {
  it('names the company and its tax number as the buyer', async () => {
    const company = {
      companyName: 'ООО Уют',
      inn: '7707083893',
      rs: '40702810900000000001',
      ks: '30101810400000000225',
      bik: '044525225',
      bankName: 'ПАО Банк',
      legalAddress: 'Москва, Тверская, 1',
    };
    const { number } = await placed(2, 1_234_56, 0, company);
    const [order] = await db().select({ id: orders.id }).from(orders).where(eq(orders.number, number));
    const read = await receiptOrderOf(db(), order!.id, deps.fiscal);
    const { card } = paymentReceipts(read!.order, read!.settings);
    expect(card).toMatchObject({
      taxSystemCode: 2,
      customer: { fullName: 'ООО Уют', inn: '7707083893', email: 'anna@example.com', phone: '79161234567' },
      items: [{ quantity: 2, price: 1_234_56, paymentSubject: 'commodity' }],
    });
  });
});

describe('receipts of refunds', () => {
  const refund = (number: string, body: object) =>
    manager({
      method: 'POST',
      url: `staff/orders/${number}/refunds`,
      body,
      headers: { 'idempotency-key': randomUUID() },
    });

  it('name the pieces given back for the money back to the card, a partial refund and then the rest', async () => {
    const { number, providerId, sku } = await placed(3, 999_99);
    await pay(providerId);
    const one = await refund(number, { kind: 'lines', lines: [{ skuId: sku.skuId, quantity: 1 }] });
    expect(one.status).toBe(201);
    const first = lastTo('/v3/refunds');
    expect(first.amount.value).toBe('999.99');
    expect(first.receipt!.items.map((i) => [i.quantity, i.amount.value, i.payment_subject])).toEqual([
      [1, '999.99', 'commodity'],
    ]);
    const rest = await refund(number, { kind: 'full' });
    expect(rest.status).toBe(201);
    const second = lastTo('/v3/refunds');
    expect(itemsTotal(second.receipt!.items)).toBe(cents(second.amount.value));
    expect(second.receipt!.items.reduce((s, i) => s + i.quantity, 0)).toBe(2);
    const shown = rest.body.data.receipts.filter((r: { type: string }) => r.type === 'refund');
    expect(shown).toMatchObject([
      { settlement: 'cashless', status: 'succeeded', amount: { amount: 999_99 } },
      { settlement: 'cashless', status: 'succeeded', amount: { amount: 1_999_98 } },
    ]);
  });

  it('name only the card part when a gift card paid part of the order', async () => {
    const { number, providerId, sku } = await placed(2, 1_000_00, 1_000_00);
    await pay(providerId);
    const one = await refund(number, { kind: 'lines', lines: [{ skuId: sku.skuId, quantity: 1 }] });
    expect(one.body.data.refunds[0]).toMatchObject({ toGiftCards: { amount: 500_00 }, toPayment: { amount: 500_00 } });
    const sent = lastTo('/v3/refunds');
    expect(sent.amount.value).toBe('500.00');
    expect(sent.receipt!.items).toEqual([
      {
        description: expect.any(String),
        quantity: 1,
        amount: { value: '500.00', currency: 'RUB' },
        vat_code: 11,
        payment_subject: 'commodity',
        payment_mode: 'full_prepayment',
      },
    ]);
  });
});
