/**
 * Refunds from the back office against the local fake YooKassa (the production adapter), on two
 * app processes sharing one database: per line and in full, gift cards first getting their share,
 * idempotent under racing repeats, never more than was paid; late payments and cancellation requests.
 */
import { randomUUID } from 'node:crypto';
import { REFUND_MESSAGES } from '@storefront/domain/order-refunds';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { checkouts, emailOutbox, giftCards, giftCardTransactions, orders, payments } from '../../db/schema/orders.ts';
import {
  FAKE_SHOP,
  type FakeYookassa,
  notification,
  startFakeYookassa,
} from '../../providers/payment/yookassa.test-support.ts';
import { createUserSession } from '../../test/sessions.ts';
import { createTestApp, secondConnection, type TestApp, testConfig } from '../../test/test-app.ts';
import { giftCardPinHash } from '../gift-card-ledger/gift-card-pin.ts';
import { callAs, moscowShop, pickupShopper, placeBody, setStock, skuAt, stockOf } from './orders.test-support.ts';

let fake: FakeYookassa;
let t: TestApp;
let other: { app: FastifyInstance; database: Database };
let shop: number;
let nextSku = 0;
let cards = 0;
let manager: ReturnType<typeof callAs>;
let managerElsewhere: ReturnType<typeof callAs>;

beforeAll(async () => {
  fake = await startFakeYookassa();
  const env = {
    PAYMENT_PROVIDER: 'yookassa',
    YOOKASSA_API_URL: fake.url,
    YOOKASSA_SHOP_ID: FAKE_SHOP.shopId,
    YOOKASSA_SECRET_KEY: FAKE_SHOP.secretKey,
  };
  t = await createTestApp(env);
  // A second process on the same database: racing refunds must hold across processes.
  const database = await secondConnection(t.database);
  const app = await buildApp({ config: testConfig(env), database });
  await app.ready();
  other = { app, database };
  shop = await moscowShop(t.database.db);
  const session = await createUserSession(t.database.db, { roles: ['orders'] });
  manager = callAs(t.app, session.cookie);
  managerElsewhere = callAs(other.app, session.cookie);
});
afterAll(async () => {
  await other.app.close();
  await other.database.close();
  await t.close();
  await fake.close();
});

const db = () => t.database.db;

/** A gift card of `amount` for this test only. */
async function giftCard(amount: number) {
  const number = `3${String(++cards).padStart(15, '0')}`;
  const [card] = await db()
    .insert(giftCards)
    .values({
      number,
      pinHash: giftCardPinHash(number, '1234'),
      currency: 'RUB',
      initialAmount: amount,
      balance: amount,
    })
    .returning();
  return card!;
}

const balanceOf = async (id: number) =>
  (await db().select({ b: giftCards.balance }).from(giftCards).where(eq(giftCards.id, id)))[0]!.b;

/** Pays the payment at the fake YooKassa and delivers its notification. */
async function pay(paymentId: string) {
  const [row] = await db().select().from(payments).where(eq(payments.id, paymentId));
  fake.setStatus(row!.providerPaymentId!, 'succeeded');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhook/yookassa',
    headers: { 'content-type': 'application/json' },
    payload: notification('payment.succeeded', row!.providerPaymentId!, 'succeeded'),
  });
  expect(res.statusCode).toBe(200);
}

/** An online pickup order of `quantity` pieces at 1 000 ₽, partly paid by a gift card of `card` ₽ when given. */
async function placed(quantity: number, card = 0) {
  const sku = await skuAt(db(), nextSku++, 100_000);
  await setStock(db(), sku.skuId, [{ storeId: shop, quantity: 10 }]);
  const user = await pickupShopper(db(), shop, [{ skuId: sku.skuId, quantity }]);
  await db()
    .insert(checkouts)
    .values({ ownerKey: `u:${user.userId}`, paymentMethod: 'online' });
  const shopper = callAs(t.app, user.cookie);
  const giftCardRow = card ? await giftCard(card) : null;
  if (giftCardRow) {
    const applied = await shopper({
      method: 'POST',
      url: 'checkout/gift-cards',
      body: { number: giftCardRow.number, pin: '1234' },
    });
    expect(applied.status).toBe(200);
  }
  const res = await shopper({
    method: 'POST',
    url: 'orders',
    body: placeBody(),
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(res.status).toBe(201);
  const { order, payment } = res.body.data;
  return { number: order.number as string, paymentId: payment.id as string, shopper, sku, card: giftCardRow };
}

async function paidOrder(quantity: number, card = 0) {
  const order = await placed(quantity, card);
  await pay(order.paymentId);
  return order;
}

const refund = (number: string, body: object, key: string = randomUUID(), as = manager) =>
  as({ method: 'POST', url: `staff/orders/${number}/refunds`, body, headers: { 'idempotency-key': key } });

const providerRefunds = () => fake.requests.filter((r) => r.method === 'POST' && r.path === '/v3/refunds');

describe('refunds', () => {
  it('give back one piece, gift card and online payment each their share, then the rest, which cancels the order', async () => {
    const { number, shopper, sku, card } = await paidOrder(2, 1_000_00);
    expect(await balanceOf(card!.id)).toBe(0);
    const before = providerRefunds().length;

    // The amount the manager confirms first: the same split, nothing refunded yet.
    const asked = { kind: 'lines', lines: [{ skuId: sku.skuId, quantity: 1 }] };
    const preview = await manager({ method: 'POST', url: `staff/orders/${number}/refunds/preview`, body: asked });
    expect(preview.body.data).toEqual({
      amount: { amount: 1_000_00, currency: 'RUB' },
      toGiftCards: { amount: 500_00, currency: 'RUB' },
      toPayment: { amount: 500_00, currency: 'RUB' },
    });
    const tooMany = { kind: 'lines', lines: [{ skuId: sku.skuId, quantity: 5 }] };
    expect(
      (await manager({ method: 'POST', url: `staff/orders/${number}/refunds/preview`, body: tooMany })).status,
    ).toBe(400);
    expect(await balanceOf(card!.id)).toBe(0);
    expect(providerRefunds().length).toBe(before);

    const one = await refund(number, asked);
    expect(one.status).toBe(201);
    expect(one.body.data.refunds).toMatchObject([
      {
        kind: 'lines',
        status: 'succeeded',
        amount: { amount: 1_000_00 },
        toGiftCards: { amount: 500_00 },
        toPayment: { amount: 500_00 },
        lines: [{ skuId: sku.skuId, quantity: 1 }],
      },
    ]);
    expect(one.body.data.refundable).toEqual({
      amount: { amount: 1_000_00, currency: 'RUB' },
      lines: [{ skuId: sku.skuId, quantity: 1 }],
    });
    expect(one.body.data.order.status).toBe('paid');
    expect(await balanceOf(card!.id)).toBe(500_00);
    expect(providerRefunds().length).toBe(before + 1);
    expect(providerRefunds().at(-1)!.body).toMatchObject({ amount: { value: '500.00', currency: 'RUB' } });

    // The shopper sees it on the order.
    const seen = (await shopper({ url: `orders/${number}` })).body.data.order;
    expect(seen).toMatchObject({
      status: 'paid',
      refunded: { amount: 1_000_00 },
      refunds: [{ status: 'succeeded', amount: { amount: 1_000_00 }, lines: [{ quantity: 1 }] }],
    });

    const restKey = randomUUID();
    const rest = await refund(number, { kind: 'full', reason: 'брак' }, restKey);
    expect(rest.status).toBe(201);
    expect(rest.body.data.refunds.map((r: { reason: string | null }) => r.reason)).toEqual([null, 'брак']);
    // The reason is no part of what a repeat must match.
    expect((await refund(number, { kind: 'full', reason: 'другое' }, restKey)).status).toBe(200);
    expect(rest.body.data.order).toMatchObject({ status: 'cancelled', cancellationReason: 'refunded' });
    expect(rest.body.data.refunds[1]).toMatchObject({ toGiftCards: { amount: 500_00 }, toPayment: { amount: 500_00 } });
    expect(rest.body.data.refundable.amount.amount).toBe(0);
    expect(await balanceOf(card!.id)).toBe(1_000_00);
    // Both pieces are back on the shelf: the order was never handed over.
    expect(await stockOf(db(), sku.skuId)).toEqual([{ storeId: shop, quantity: 10 }]);
    const cardLines = await db()
      .select({ kind: giftCardTransactions.kind, amount: giftCardTransactions.amount })
      .from(giftCardTransactions)
      .where(eq(giftCardTransactions.giftCardId, card!.id));
    expect(cardLines).toEqual([
      { kind: 'charge', amount: -1_000_00 },
      { kind: 'refund', amount: 500_00 },
      { kind: 'refund', amount: 500_00 },
    ]);

    const history = rest.body.data.history.map((h: { from: string; to: string; note: string | null }) => [
      h.from,
      h.to,
      h.note,
    ]);
    expect(history.slice(-2)).toEqual([
      ['paid', 'paid', expect.stringMatching(/^возврат 1\s000\s₽$/)],
      ['paid', 'cancelled', expect.stringMatching(/^возврат 1\s000\s₽: брак$/)],
    ]);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, number), eq(auditLog.action, 'order.refund')));
    expect(audit.map((a) => [a.before, (a.after as { refunded: number }).refunded])).toEqual([
      [{ status: 'paid', refunded: 0 }, 1_000_00],
      [{ status: 'paid', refunded: 1_000_00 }, 2_000_00],
    ]);
    await t.app.jobs.drain();
    const mail = await db()
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.subject, `Возврат по заказу ${number}`));
    expect(mail).toHaveLength(2);
  });

  it('refuse more than was paid or is left, lines the order lacks, unpaid orders and a key reused for another refund', async () => {
    const { number, sku } = await paidOrder(2);
    const tooMany = await refund(number, { kind: 'lines', lines: [{ skuId: sku.skuId, quantity: 3 }] });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.fields).toEqual([{ name: 'lines.0.quantity', message: REFUND_MESSAGES.tooMany }]);
    const notInOrder = await refund(number, { kind: 'lines', lines: [{ skuId: 999_999, quantity: 1 }] });
    expect(notInOrder.body.error.fields).toEqual([{ name: 'lines.0.skuId', message: REFUND_MESSAGES.notInOrder }]);
    // The same SKU twice is one line of 2 + 1 pieces.
    const split = await refund(number, {
      kind: 'lines',
      lines: [
        { skuId: sku.skuId, quantity: 2 },
        { skuId: sku.skuId, quantity: 1 },
      ],
    });
    expect(split.status).toBe(400);
    expect((await refund(number, { kind: 'bogus' })).status).toBe(400);
    expect((await refund(number, { kind: 'lines', lines: [{ skuId: sku.skuId, quantity: 0 }] })).status).toBe(400);

    const key = randomUUID();
    expect((await refund(number, { kind: 'lines', lines: [{ skuId: sku.skuId, quantity: 1 }] }, key)).status).toBe(201);
    const reused = await refund(number, { kind: 'full' }, key);
    expect(reused.status).toBe(409);
    expect(reused.body.error.message).toBe(REFUND_MESSAGES.keyReused);
    expect((await refund(number, { kind: 'full' })).status).toBe(201);
    const nothing = await refund(number, { kind: 'full' });
    expect(nothing.status).toBe(400);
    expect(nothing.body.error.message).toBe(REFUND_MESSAGES.nothingLeft);
    const [paid] = await db()
      .select()
      .from(payments)
      .where(eq(payments.orderId, (await orderId(number))!));
    const sum = [...fake.refunds.values()]
      .filter((r) => r.payment_id === paid!.providerPaymentId)
      .reduce((s, r) => s + Number(r.amount.value), 0);
    expect(sum).toBe(2000);

    const { number: unpaid } = await placed(1);
    const refused = await refund(unpaid, { kind: 'full' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(REFUND_MESSAGES.notPaid);
    expect((await refund('999999999', { kind: 'full' })).status).toBe(404);
  });

  it('50 identical requests at once on two processes make one refund, asked of the provider once', async () => {
    const { number, sku, card } = await paidOrder(2, 500_00);
    const before = providerRefunds().length;
    const key = randomUUID();
    const body = { kind: 'lines', lines: [{ skuId: sku.skuId, quantity: 1 }] };
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => refund(number, body, key, i % 2 ? managerElsewhere : manager)),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(49);
    expect(providerRefunds().length).toBe(before + 1);
    const detail = (await manager({ url: `staff/orders/${number}` })).body.data;
    expect(detail.refunds).toMatchObject([{ status: 'succeeded', amount: { amount: 1_000_00 } }]);
    expect(await balanceOf(card!.id)).toBe(250_00);
    // And 20 different refunds of one piece at once: only what is left (one piece) is given back.
    const racing = await Promise.all(
      Array.from({ length: 20 }, (_, i) => refund(number, body, randomUUID(), i % 2 ? managerElsewhere : manager)),
    );
    expect(racing.filter((a) => a.status === 201)).toHaveLength(1);
    expect(racing.filter((a) => a.status === 400)).toHaveLength(19);
    const after = (await manager({ url: `staff/orders/${number}` })).body.data;
    expect(after.refundable.amount.amount).toBe(0);
    expect(after.order.status).toBe('cancelled');
    expect(await balanceOf(card!.id)).toBe(500_00);
  });
});

const orderId = async (number: string) =>
  (await db().select({ id: orders.id }).from(orders).where(eq(orders.number, number)))[0]?.id;

const queue = async (name: string) =>
  (await manager({ url: `staff/orders?queue=${name}&perPage=200` })).body.data.list.map(
    (o: { number: string }) => o.number,
  );

describe('late payments', () => {
  it('are queued when paid after the order was cancelled, and refunded from there in full', async () => {
    const { number, paymentId, shopper } = await placed(1);
    expect((await shopper({ method: 'POST', url: `orders/${number}/cancel` })).status).toBe(200);
    await pay(paymentId);
    expect(await queue('latePayments')).toContain(number);
    const detail = (await manager({ url: `staff/orders/${number}` })).body.data;
    expect(detail.payments).toMatchObject([{ id: paymentId, status: 'succeeded', late: true }]);

    expect((await refund(number, { kind: 'full' })).status).toBe(409);
    const refunded = await refund(number, { kind: 'latePayment', paymentId });
    expect(refunded.status).toBe(201);
    expect(refunded.body.data.refunds).toMatchObject([
      { kind: 'late_payment', status: 'succeeded', toPayment: { amount: 1_000_00 } },
    ]);
    expect(await queue('latePayments')).not.toContain(number);
    expect((await refund(number, { kind: 'latePayment', paymentId })).status).toBe(400);
    const seen = (await shopper({ url: `orders/${number}` })).body.data.order;
    expect(seen).toMatchObject({ status: 'cancelled', refunds: [{ toPayment: { amount: 1_000_00 } }] });
  });

  it('list orders still awaiting payment past their window', async () => {
    const { number } = await placed(1);
    await db()
      .update(orders)
      .set({ paymentDueAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.number, number));
    expect(await queue('latePayments')).toContain(number);
  });
});

describe('cancellation requests', () => {
  it('are declined with a reason the shopper is told, or approved: everything refunded, the order cancelled', async () => {
    const { number, shopper } = await paidOrder(1);
    const ask = () => shopper({ method: 'POST', url: `orders/${number}/cancel`, body: { reason: 'changedMind' } });
    expect((await ask()).body.data.order.cancellationRequested).toBe(true);
    expect(await queue('cancellationRequests')).toContain(number);
    // The queue tells the manager what the shopper chose.
    const asked = (await manager({ url: 'staff/orders?queue=cancellationRequests&perPage=200' })).body.data.list;
    expect(asked.find((o: { number: string }) => o.number === number)).toMatchObject({
      shopperCancelReason: 'changedMind',
      shopperCancelNote: null,
    });

    const answer = (body: object) => manager({ method: 'POST', url: `staff/orders/${number}/cancellation`, body });
    expect((await answer({ decision: 'decline' })).status).toBe(400);
    const declined = await answer({ decision: 'decline', note: 'заказ уже у курьера' });
    expect(declined.status).toBe(200);
    expect(declined.body.data.order).toMatchObject({ status: 'paid', cancellationRequested: false });
    // The history tells both events, each kept the status: who asked, who declined and why.
    const events = declined.body.data.history
      .filter((h: { from: string | null; to: string }) => h.from === h.to)
      .map((h: { actor: string; note: string | null }) => [h.actor, h.note]);
    expect(events).toEqual([
      ['shopper', 'покупатель попросил отменить: Передумал(а)'],
      ['staff', 'в отмене отказано: заказ уже у курьера'],
    ]);
    expect(await queue('cancellationRequests')).not.toContain(number);
    await t.app.jobs.drain();
    const mail = await db()
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.subject, `Заказ ${number} остаётся в силе`));
    expect(mail.map((m) => m.text).join()).toContain('заказ уже у курьера');
    expect((await answer({ decision: 'decline', note: 'again' })).status).toBe(409);

    await ask();
    const approved = await answer({ decision: 'approve' });
    expect(approved.status).toBe(200);
    expect(approved.body.data.order).toMatchObject({ status: 'cancelled', cancellationReason: 'refunded' });
    expect((await answer({ decision: 'approve' })).status).toBe(200);
    const { refunds } = (await manager({ url: `staff/orders/${number}` })).body.data;
    expect(refunds).toMatchObject([{ kind: 'full', status: 'succeeded', amount: { amount: 1_000_00 } }]);
    const { number: never } = await paidOrder(1);
    expect(
      (await manager({ method: 'POST', url: `staff/orders/${never}/cancellation`, body: { decision: 'approve' } }))
        .status,
    ).toBe(409);
  });
});
