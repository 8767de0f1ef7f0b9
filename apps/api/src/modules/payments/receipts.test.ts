/**
 * Fiscal receipts through the API against the local fake YooKassa: the receipt sent with the
 * payment names exactly the card's money, the gift cards' part is registered on its own once paid,
 * refunds (partial ones too) send theirs, and a receipt the register refused is shown on the staff
 * order page and sent again from there. An order gift cards paid wholly, the gift cards' share of a
 * refund and goods paid in advance handed over get theirs too (decision 046).
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
import type { FakeReceipt } from '../../providers/payment/yookassa-receipt.test-support.ts';
import { createUserSession } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { giftCardPinHash } from '../gift-card-ledger/gift-card-pin.ts';
import { callAs, moscowShop, pickupShopper, placeBody, setStock, skuAt } from '../orders/orders.test-support.ts';
import { everyVariantPaying, recordingLog } from './payments.test-support.ts';
import { type ReceiptDeps, receiptOrderOf, recordHandoverReceipt, sendPendingReceipt } from './receipts.ts';

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
  if (legalEntity || !res.body.data.payment) return { number, paymentId: '', providerId: '', sku, shopper };
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

describe('receipts of gift cards and handed-over goods', () => {
  const refund = (number: string, body: object) =>
    manager({
      method: 'POST',
      url: `staff/orders/${number}/refunds`,
      body,
      headers: { 'idempotency-key': randomUUID() },
    });
  const move = (number: string, to: string) =>
    manager({ method: 'POST', url: `staff/orders/${number}/transition`, body: { to } });
  const sentAlone = (match: (r: FakeReceipt) => boolean) => [...fake.receipts.values()].filter(match);
  const orderIdOf = async (number: string) =>
    (await db().select({ id: orders.id }).from(orders).where(eq(orders.number, number)))[0]!.id;

  it('register the receipt of an order gift cards paid wholly, with no payment, once', async () => {
    const { number, paymentId } = await placed(2, 450_00, 900_00);
    expect(paymentId).toBe('');
    expect(await receiptsOf(number)).toMatchObject([
      { type: 'payment', settlement: 'prepayment', paymentId: null, status: 'pending', amount: 900_00 },
    ]);
    await t.app.jobs.drain();
    const [row] = await receiptsOf(number);
    expect(row).toMatchObject({ status: 'succeeded' });
    expect(await sendPendingReceipt(deps, row!.id)).toBeNull();
    const registered = sentAlone((r) => r.body.items !== undefined && (r.body.customer as object) !== undefined)
      .map((r) => r.body)
      .filter((b) => (b.settlements as { amount: { value: string } }[])[0]!.amount.value === '900.00');
    expect(registered).toHaveLength(1);
    expect(registered[0]).toMatchObject({
      type: 'payment',
      settlements: [{ type: 'prepayment', amount: { value: '900.00', currency: 'RUB' } }],
    });
    expect(registered[0]).not.toHaveProperty('payment_id');
    expect((registered[0]!.items as SentItem[]).every((i) => i.payment_mode === 'full_payment')).toBe(true);
    const seen = await staffOrder(number);
    expect(seen.receipts).toMatchObject([
      { settlement: 'prepayment', purpose: 'payment', paymentId: null, status: 'succeeded', resendable: false },
    ]);
    // The back office names how it was paid, on the order page and in the orders list.
    expect(seen.paidWith).toEqual({ kinds: ['giftCards'], provider: null });
    const listed = await manager({ url: `staff/orders?q=${number}` });
    expect(listed.body.data.list[0]).toMatchObject({ number, paidWith: { kinds: ['giftCards'], provider: null } });
  });

  it('give the gift cards’ share of a refund its own refund receipt, partial refunds included', async () => {
    const { number, providerId, sku } = await placed(3, 1_000_00, 1_000_00);
    await pay(providerId);
    await t.app.jobs.drain();
    const one = await refund(number, { kind: 'lines', lines: [{ skuId: sku.skuId, quantity: 1 }] });
    expect(one.status).toBe(201);
    const split = one.body.data.refunds[0];
    await t.app.jobs.drain();
    const rest = await refund(number, { kind: 'full' });
    expect(rest.status).toBe(201);
    await t.app.jobs.drain();
    const rows = (await receiptsOf(number)).filter((r) => r.type === 'refund');
    const toCards = rows.filter((r) => r.settlement === 'prepayment');
    const toCard = rows.filter((r) => r.settlement === 'cashless');
    expect(toCards).toHaveLength(2);
    expect(toCard).toHaveLength(2);
    expect(toCards[0]!.amount).toBe(split.toGiftCards.amount);
    // Both parts of every refund: everything the order took, back, each receipt naming exactly its money.
    expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBe(3_000_00);
    expect(toCards.reduce((sum, r) => sum + r.amount, 0)).toBe(1_000_00);
    expect(toCards.every((r) => r.status === 'succeeded')).toBe(true);
    const registered = sentAlone((r) => r.type === 'refund' && r.refund_id !== undefined);
    const ours = registered.filter((r) => toCards.some((c) => c.providerReceiptId === r.id));
    expect(ours).toHaveLength(2);
    expect(ours[0]!.body).toMatchObject({
      type: 'refund',
      settlements: [{ type: 'prepayment', amount: { value: (toCards[0]!.amount / 100).toFixed(2) } }],
    });
  });

  it('give an order gift cards paid wholly refund receipts of the advance', async () => {
    const { number, sku } = await placed(2, 300_00, 600_00);
    await t.app.jobs.drain();
    const one = await refund(number, { kind: 'lines', lines: [{ skuId: sku.skuId, quantity: 1 }] });
    expect(one.status).toBe(201);
    await t.app.jobs.drain();
    const refunds = (await receiptsOf(number)).filter((r) => r.type === 'refund');
    expect(refunds).toMatchObject([{ settlement: 'prepayment', paymentId: null, amount: 300_00, status: 'succeeded' }]);
    const [registered] = sentAlone((r) => r.id === refunds[0]!.providerReceiptId);
    expect(registered!.body).toMatchObject({ type: 'refund', settlements: [{ type: 'prepayment' }] });
    expect(registered!.body).not.toHaveProperty('payment_id');
  });

  it('offset the prepayment once when the goods are handed over, for the card money left', async () => {
    const { number, providerId, sku } = await placed(3, 1_000_00, 600_00);
    await pay(providerId);
    await t.app.jobs.drain();
    // One piece back before the handover: its card money is not handed over.
    const back = await refund(number, { kind: 'lines', lines: [{ skuId: sku.skuId, quantity: 1 }] });
    const cardBack = back.body.data.refunds[0].toPayment.amount as number;
    for (const to of ['assembling', 'ready_for_pickup']) expect((await move(number, to)).status).toBe(200);
    expect((await receiptsOf(number)).filter((r) => r.purpose === 'handover')).toEqual([]);
    const done = await move(number, 'completed');
    expect(done.status).toBe(200);
    await t.app.jobs.drain();
    const handover = (await receiptsOf(number)).filter((r) => r.purpose === 'handover');
    expect(handover).toMatchObject([
      { type: 'payment', settlement: 'prepayment', status: 'succeeded', amount: 2_400_00 - cardBack },
    ]);
    expect(handover[0]!.receipt.items).toEqual([
      expect.objectContaining({ quantity: 2, paymentMode: 'full_payment', paymentSubject: 'commodity' }),
    ]);
    const [registered] = sentAlone((r) => r.id === handover[0]!.providerReceiptId);
    expect(registered).toMatchObject({ type: 'payment', payment_id: providerId });
    expect(registered!.body).toMatchObject({
      settlements: [{ type: 'prepayment', amount: { value: ((2_400_00 - cardBack) / 100).toFixed(2) } }],
    });
    expect(done.body.data.paidWith).toEqual({ kinds: ['giftCards', 'card'], provider: 'yookassa' });
    expect(done.body.data.payments[0]).toMatchObject({ method: 'card', provider: 'yookassa' });
    expect(done.body.data.receipts.at(-1)).toMatchObject({
      purpose: 'handover',
      amount: { amount: 2_400_00 - cardBack },
    });

    // Again (a retried job, a second process racing): still one.
    expect((await move(number, 'completed')).status).toBe(409);
    const orderId = await orderIdOf(number);
    await Promise.all(
      [1, 2].map(() => db().transaction((tx) => recordHandoverReceipt(tx, orderId, { jobs: t.app.jobs }))),
    );
    expect((await receiptsOf(number)).filter((r) => r.purpose === 'handover')).toHaveLength(1);
  });

  it('make no handover receipt where goods are settled on payment, or gift cards paid everything', async () => {
    const paid = await placed(1, 800_00);
    await pay(paid.providerId);
    const settled = { ru: { goodsPaymentMode: 'full_payment' as const } };
    // Looked up before the transaction: on PGlite's one connection a query beside it would wait for it.
    const orderId = await orderIdOf(paid.number);
    await db().transaction((tx) => recordHandoverReceipt(tx, orderId, { jobs: t.app.jobs, fiscal: settled }));
    expect((await receiptsOf(paid.number)).filter((r) => r.purpose === 'handover')).toEqual([]);

    const cards = await placed(1, 500_00, 500_00);
    for (const to of ['assembling', 'ready_for_pickup', 'completed'])
      expect((await move(cards.number, to)).status).toBe(200);
    expect((await receiptsOf(cards.number)).filter((r) => r.purpose === 'handover')).toEqual([]);
  });
});
