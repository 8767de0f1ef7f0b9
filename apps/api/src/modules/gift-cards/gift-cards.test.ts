import { randomUUID } from 'node:crypto';
import { CHECKOUT_MESSAGES } from '@storefront/domain/checkout';
import { GIFT_CARD_MESSAGES, instantToZonedTime, luhnCheckDigit } from '@storefront/domain/gift-cards';
import { MESSAGE_KEYS } from '@storefront/domain/validation/fields';
import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { smsOutbox } from '../../db/schema/identity.ts';
import { checkouts, giftCards, orders } from '../../db/schema/orders.ts';
import type { SmsProvider } from '../../providers/sms/sms-provider.ts';
import { createUserSession } from '../../test/sessions.ts';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app.ts';
import { giftCardPinMatches } from '../gift-card-ledger/gift-card-pin.ts';
import { expireOrders } from '../orders/expire-orders.ts';
import { callAs, placeBody } from '../orders/orders.test-support.ts';
import { accountQuietHours, sendGiftCardSms } from './gift-card-sms.ts';
import {
  cardsOfOrder as cardsOfOrderOf,
  giftCardBuyer,
  paidGiftCard,
  payTestPayment,
  pickupShopperWithPiece,
  placeGiftCardOrder,
  presentPin,
  purchaseBody,
} from './gift-cards.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const body = purchaseBody;
const buyer = (phone?: string) => giftCardBuyer(t, phone);
const placeCard = placeGiftCardOrder;
const pay = payTestPayment;
const cardsOfOrder = (number: string) => cardsOfOrderOf(t, number);
const paidCard = (extra: Record<string, unknown> = {}) => paidGiftCard(t, extra);

const outboxTo = (phone: string) =>
  t.database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(asc(smsOutbox.id));

describe('gift-card purchase: validation', () => {
  it('refuses amounts out of bounds with the message of each bound, accepts the bounds', async () => {
    const { call } = await buyer();
    const low = await placeCard(call, body({ amount: 299 }));
    expect(low.status).toBe(400);
    expect(low.body.error.fields).toEqual([{ name: 'amount', message: GIFT_CARD_MESSAGES.amountMin }]);
    const high = await placeCard(call, body({ amount: 150_001 }));
    expect(high.body.error.fields).toEqual([{ name: 'amount', message: GIFT_CARD_MESSAGES.amountMax }]);
    const fraction = await placeCard(call, body({ amount: 500.5 }));
    expect(fraction.body.error.fields).toEqual([{ name: 'amount', message: GIFT_CARD_MESSAGES.amountWhole }]);
    expect((await placeCard(call, body({ amount: 300 }))).status).toBe(201);
    const max = await placeCard(call, body({ amount: 150_000 }));
    expect(max.status).toBe(201);
    expect(max.body.data.order.total).toEqual({ amount: 150_000_00, currency: 'RUB' });
  });

  it('checks every step: design, names, phone, greeting length, send time and quantity', async () => {
    const { call } = await buyer();
    const res = await placeCard(
      call,
      body({
        design: 'neon',
        senderName: 'М',
        recipientName: '',
        recipientPhone: '+7 916 12',
        greeting: 'а'.repeat(301),
        quantity: 2,
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual([
      { name: 'design', message: GIFT_CARD_MESSAGES.designRequired },
      { name: 'senderName', message: MESSAGE_KEYS.firstName },
      { name: 'recipientName', message: MESSAGE_KEYS.required },
      { name: 'recipientPhone', message: MESSAGE_KEYS.phone },
      { name: 'greeting', message: MESSAGE_KEYS.maxChars, params: { max: '300' } },
      { name: 'quantity', message: GIFT_CARD_MESSAGES.quantityPrivate },
    ]);
    const past = new Date(Date.now() - 60 * 60_000);
    const inMoscow = instantToZonedTime(past, 'Europe/Moscow');
    const pastRes = await placeCard(
      call,
      body({ sendTime: { mode: 'later', ...inMoscow, timeZone: 'Europe/Moscow' } }),
    );
    expect(pastRes.body.error.fields).toEqual([{ name: 'sendTime.time', message: GIFT_CARD_MESSAGES.sendTimePast }]);
    const badZone = await placeCard(
      call,
      body({ sendTime: { mode: 'later', date: '2031-13-01', time: '25:00', timeZone: 'Mars/Base' } }),
    );
    expect(badZone.body.error.fields).toEqual([
      { name: 'sendTime.date', message: MESSAGE_KEYS.invalid },
      { name: 'sendTime.time', message: MESSAGE_KEYS.invalid },
      { name: 'sendTime.timeZone', message: GIFT_CARD_MESSAGES.timeZoneUnknown },
    ]);
  });

  it('is for signed-in shoppers of the ru variant', async () => {
    const guest = await t.app.inject({ method: 'POST', url: '/api/v1/gift-cards/orders', payload: body() });
    expect(guest.statusCode).toBe(401);
    const { cookie } = await buyer();
    const kz = await t.app.inject({
      method: 'POST',
      url: '/kz/api/v1/gift-cards/orders',
      payload: body(),
      headers: { cookie, 'idempotency-key': randomUUID() },
    });
    expect(kz.statusCode).toBe(404);
  });
});

describe('gift-card purchase: the order', () => {
  it('places idempotently: the same key and body answer the same order, another body 409', async () => {
    const { call } = await buyer();
    const key = randomUUID();
    const first = await placeCard(call, body(), key);
    expect(first.status).toBe(201);
    expect(first.body.data.order).toMatchObject({ kind: 'gift_cards', status: 'awaiting_payment', canPay: true });
    expect(first.body.data.order.giftCards).toMatchObject({ design: 'flowers', quantity: 1, recipientName: 'Ольга' });
    expect(first.body.data.payment.confirmationUrl).toContain('/pay/test/');
    const again = await placeCard(call, body(), key);
    expect(again.status).toBe(200);
    expect(again.body.data.order.number).toBe(first.body.data.order.number);
    expect((await placeCard(call, body({ amount: 5000 }), key)).status).toBe(409);
  });

  it('issues the card only when paid: none while unpaid or declined, one on success', async () => {
    const b = await buyer();
    const placed = await placeCard(b.call);
    const number = placed.body.data.order.number;
    expect(await cardsOfOrder(number)).toEqual([]);
    expect((await pay(b.call, placed.body.data.payment.id, 'failure')).status).toBe(200);
    expect(await cardsOfOrder(number)).toEqual([]);
    const retry = await b.call({ method: 'POST', url: `orders/${number}/payment` });
    expect((await pay(b.call, retry.body.data.payment.id)).status).toBe(200);
    const cards = await cardsOfOrder(number);
    expect(cards).toHaveLength(1);
    const card = cards[0]!;
    expect(card.number).toMatch(/^[2-9]\d{15}$/);
    expect(Number(card.number[15])).toBe(luhnCheckDigit(card.number.slice(0, 15)));
    expect(card).toMatchObject({
      initialAmount: 3000_00,
      balance: 3000_00,
      status: 'active',
      design: 'flowers',
      senderName: 'Мария',
      recipientName: 'Ольга',
      recipientPhone: '79035551234',
      greeting: 'С днём рождения!',
      smsStatus: 'scheduled',
    });
    expect(card.pinHash).toMatch(/^[0-9a-f]{64}$/);
    expect(card.presentToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(card.presentToken).not.toContain(card.number);
  });

  it('expires unpaid with the payment timer: no card, the profile shows it cancelled', async () => {
    const b = await buyer();
    const placed = await placeCard(b.call);
    const due = new Date(placed.body.data.order.paymentDueAt);
    await expireOrders(t.database.db, t.app.orderNotices, new Date(due.getTime() + 1000));
    const order = await b.call({ url: `orders/${placed.body.data.order.number}` });
    expect(order.body.data.order.status).toBe('cancelled');
    expect(await cardsOfOrder(placed.body.data.order.number)).toEqual([]);
    const mine = await b.call({ url: 'users/gift-cards' });
    expect(mine.body.data.bought[0]).toMatchObject({ status: 'cancelled', number: null, balance: null });
  });

  it('lets a legal entity buy several cards, handed to a manager without online payment', async () => {
    const b = await buyer();
    const legalEntity = {
      companyName: 'ООО Ромашка',
      inn: '7701234567',
      rs: '40702810900000000001',
      ks: '30101810400000000225',
      bik: '044525225',
      bankName: 'Банк',
      legalAddress: 'Москва',
    };
    const res = await placeCard(b.call, body({ quantity: 3, legalEntity }));
    expect(res.status).toBe(201);
    expect(res.body.data.payment).toBeNull();
    expect(res.body.data.order).toMatchObject({
      status: 'manager_review',
      legalEntity: true,
      total: { amount: 9000_00, currency: 'RUB' },
    });
  });
});

describe('gift-card SMS', () => {
  it('goes out at the chosen time in the chosen zone, with the present link, and tells the buyer', async () => {
    const at = new Date(Date.now() + 2 * 86_400_000);
    const wall = instantToZonedTime(at, 'Asia/Vladivostok');
    const {
      card,
      phoneDigits,
      buyer: b,
    } = await paidCard({
      sendTime: { mode: 'later', date: wall.date, time: wall.time, timeZone: 'Asia/Vladivostok' },
    });
    // Vladivostok is UTC+10: its wall clock names the instant 10 hours earlier in UTC.
    const expected = new Date(`${wall.date}T${wall.time}:00+10:00`);
    expect(card.smsDueAt).toEqual(expected);
    const deps = t.app.noticeDeps;
    await sendGiftCardSms(deps, new Date(expected.getTime() - 60_000));
    expect(await outboxTo(phoneDigits)).toEqual([]);
    await sendGiftCardSms(deps, expected);
    const [sms] = await outboxTo(phoneDigits);
    expect(sms!.text).toContain(`/podarochnye-karty/${card.presentToken}/`);
    expect(sms!.text).toContain('Мария');
    const mine = await b.call({ url: 'users/gift-cards' });
    expect(mine.body.data.bought[0]).toMatchObject({ status: 'delivered' });
    const [buyerUser] = await t.database.db.select().from(orders).where(eq(orders.id, card.orderId!));
    const buyerSms = await outboxTo(buyerUser!.recipient.phone);
    expect(buyerSms.at(-1)!.text).toContain('Ольга');
  });

  it("'now' is due at payment, so it arrives within 3 hours", async () => {
    const before = Date.now();
    const { card, phoneDigits } = await paidCard();
    expect(card.smsDueAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(card.smsDueAt!.getTime()).toBeLessThanOrEqual(Date.now());
    await sendGiftCardSms(t.app.noticeDeps, new Date(card.smsDueAt!.getTime() + 60_000));
    expect(await outboxTo(phoneDigits)).toHaveLength(1);
  });

  it('runs once with two app instances sharing one database', async () => {
    const cards = await Promise.all([paidCard(), paidCard(), paidCard()]);
    const second = await buildApp({ config: testConfig(), database: t.database });
    await second.ready();
    try {
      const at = new Date(Date.now() + 60_000);
      await Promise.all([
        sendGiftCardSms(t.app.noticeDeps, at),
        sendGiftCardSms(second.noticeDeps, at),
        sendGiftCardSms(second.noticeDeps, at),
      ]);
      for (const c of cards) expect(await outboxTo(c.phoneDigits)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('retries after a provider failure, later', async () => {
    const { card, phoneDigits } = await paidCard();
    const failing: SmsProvider = {
      kind: 'http',
      async send(phone) {
        if (phone === phoneDigits) throw new Error('gateway down');
      },
    };
    const now = new Date(Date.now() + 60_000);
    const first = await sendGiftCardSms({ ...t.app.noticeDeps, sms: failing }, now);
    expect(first.retried).toBeGreaterThanOrEqual(1);
    const [after] = await t.database.db.select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(after).toMatchObject({ smsStatus: 'scheduled', smsAttempts: 1 });
    expect(after!.smsDueAt!.getTime()).toBe(now.getTime() + 60_000);
    // Not before its time, then once.
    await sendGiftCardSms(t.app.noticeDeps, new Date(now.getTime() + 30_000));
    expect(await outboxTo(phoneDigits)).toEqual([]);
    await sendGiftCardSms(t.app.noticeDeps, new Date(now.getTime() + 60_000));
    expect(await outboxTo(phoneDigits)).toHaveLength(1);
  });

  it('waits for the end of the recipient’s do-not-disturb time', async () => {
    const { card, phoneDigits } = await paidCard();
    const now = new Date(Date.now() + 60_000);
    const quietEnd = new Date(now.getTime() + 8 * 3_600_000);
    const res = await sendGiftCardSms(
      { ...t.app.noticeDeps, quietUntil: async (phone) => (phone === phoneDigits ? quietEnd : null) },
      now,
    );
    expect(res.postponed).toBeGreaterThanOrEqual(1);
    const [after] = await t.database.db.select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(after).toMatchObject({ smsStatus: 'scheduled', smsDueAt: quietEnd, smsAttempts: 0 });
  });
});

describe('gift-card events in the inbox', () => {
  const inbox = async (call: ReturnType<typeof callAs>) =>
    (
      (await call({ url: 'users/messages' })).body.data.items as {
        kind: string;
        title: string;
        text: string;
        url: string;
      }[]
    ).filter((m) => m.kind.startsWith('giftCard.'));

  it('tells the buyer the card is issued and its SMS sent, and the recipient’s account that a card arrived', async () => {
    const recipientPhone = `7903${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const recipient = await buyer(recipientPhone);
    const { card, buyer: b, orderNumber } = await paidCard({ recipientPhone: `+${recipientPhone}` });
    expect(await inbox(b.call)).toEqual([
      {
        kind: 'giftCard.issued',
        title: `Подарочная карта оплачена: заказ ${orderNumber}`,
        text: expect.stringMatching(/^Подарочная карта на 3\s000\s₽ для получателя Ольга выпущена\. SMS/),
        url: '/lichnyj-kabinet/gift-cards/',
        ...{ id: expect.any(Number), createdAt: expect.any(String), read: false },
      },
    ]);
    // Nothing reaches the recipient before the SMS does.
    expect(await inbox(recipient.call)).toEqual([]);

    await sendGiftCardSms(t.app.noticeDeps, new Date(card.smsDueAt!.getTime() + 60_000));
    expect((await inbox(b.call)).map((m) => [m.kind, m.title])).toEqual([
      ['giftCard.delivered', 'Ваша подарочная карта доставлена: Ольга'],
      ['giftCard.issued', `Подарочная карта оплачена: заказ ${orderNumber}`],
    ]);
    const [received] = await inbox(recipient.call);
    expect(received).toMatchObject({
      kind: 'giftCard.received',
      title: 'Вам подарили подарочную карту',
      text: expect.stringMatching(
        /^Мария дарит вам подарочную карту «Уют» на 3\s000\s₽\. Она уже в разделе «Подарочные карты»\.$/,
      ),
      url: '/lichnyj-kabinet/gift-cards/',
      read: false,
    });
    expect(await inbox(recipient.call)).toHaveLength(1);
  });
});

describe('gift-card SMS and the recipient account’s do-not-disturb hours', () => {
  it('waits until the window ends in the account’s time zone', async () => {
    const { card, phoneDigits } = await paidCard();
    const { users } = await import('../../db/schema/identity.ts');
    await createUserSession(t.database.db, { phone: phoneDigits });
    await t.database.db
      .update(users)
      .set({ dndFrom: '22:00', dndTo: '08:00', dndTimeZone: 'Europe/Moscow' })
      .where(eq(users.phone, phoneDigits));
    // 23:30 in Moscow (20:30 UTC) is inside the window: the SMS waits for 08:00 Moscow (05:00 UTC).
    const night = new Date(Date.now() + 86_400_000);
    night.setUTCHours(20, 30, 0, 0);
    const quiet = accountQuietHours(t.database.db);
    expect(await quiet(phoneDigits, night)).toEqual(new Date(night.getTime() + 8.5 * 3_600_000));
    const noon = new Date(night.getTime() - 11 * 3_600_000);
    expect(await quiet(phoneDigits, noon)).toBeNull();
    expect(await quiet('79990001122', night)).toBeNull();
    await sendGiftCardSms({ ...t.app.noticeDeps, quietUntil: quiet }, night);
    expect(await outboxTo(phoneDigits)).toEqual([]);
    const [after] = await t.database.db.select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(after!.smsDueAt).toEqual(new Date(night.getTime() + 8.5 * 3_600_000));
  });
});

describe('present page, PIN and balance', () => {
  it('answers the card by its token without the PIN, the PIN when asked, 404 for an unknown token', async () => {
    const { card } = await paidCard();
    const res = await t.app.inject({ url: `/api/v1/gift-cards/present/${card.presentToken}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const view = res.json().data.card;
    expect(view).toMatchObject({
      number: card.number,
      designImage: '/gift-cards/flowers.webp',
      balance: { amount: 3000_00, currency: 'RUB' },
      senderName: 'Мария',
    });
    expect(JSON.stringify(view)).not.toMatch(/pin/i);
    const pin = await t.app.inject({ method: 'POST', url: `/api/v1/gift-cards/present/${card.presentToken}/pin` });
    expect(giftCardPinMatches(card.number, pin.json().data.pin, card.pinHash)).toBe(true);
    expect((await t.app.inject({ url: '/api/v1/gift-cards/present/no-such-token' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/gift-cards/present/nope/pin' })).statusCode).toBe(404);
  });

  it('checks a balance by number and PIN with the checkout’s messages and limit', async () => {
    const { card } = await paidCard();
    const pin = await presentPin(t, card.presentToken!);
    const { call } = await buyer();
    const check = (number: string, p: string) =>
      call({ method: 'POST', url: 'gift-cards/balance', body: { number, pin: p } });
    const ok = await check(card.number.replace(/(\d{4})/g, '$1 '), pin);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      balance: { amount: 3000_00, currency: 'RUB' },
      number: `•••• ${card.number.slice(-4)}`,
    });
    expect((await check('1234 5678', pin)).body.error.fields).toEqual([
      { name: 'number', message: CHECKOUT_MESSAGES.giftCardIncomplete },
    ]);
    const wrongPin = pin === '0000' ? '0001' : '0000';
    expect((await check(card.number, wrongPin)).body.error.fields).toEqual([
      { name: 'number', message: CHECKOUT_MESSAGES.giftCardNotFound },
    ]);
    // One good and one wrong attempt so far; the limit is 10 per window.
    const statuses = [];
    for (let i = 0; i < 9; i += 1) statuses.push((await check(card.number, wrongPin)).status);
    expect(statuses.slice(0, 8).every((s) => s === 400)).toBe(true);
    expect(statuses[8]).toBe(429);
    expect((await check(card.number, pin)).status).toBe(429);
  });
});

describe('blocked cards', () => {
  it('cannot pay: the checkout answers not found, the present page says blocked', async () => {
    const { card } = await paidCard();
    await t.database.db.update(giftCards).set({ status: 'blocked' }).where(eq(giftCards.id, card.id));
    const pin = await presentPin(t, card.presentToken!);
    const shopper = await pickupShopperWithPiece(t, 41);
    const res = await callAs(
      t.app,
      shopper.cookie,
    )({
      method: 'POST',
      url: 'checkout/gift-cards',
      body: { number: card.number, pin },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual([{ name: 'number', message: CHECKOUT_MESSAGES.giftCardNotFound }]);
    const view = await t.app.inject({ url: `/api/v1/gift-cards/present/${card.presentToken}` });
    expect(view.json().data.card.blocked).toBe(true);
  });
});

describe('profile cards and use', () => {
  it('lists bought and received cards; a bought card pays an order and its history shows it, then the refund', async () => {
    const recipientPhone = `7903${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const { card, orderNumber, buyer: b } = await paidCard({ recipientPhone: `+${recipientPhone}` });
    const pending = await b.call({ url: 'users/gift-cards' });
    expect(pending.body.data.bought).toHaveLength(1);
    expect(pending.body.data.bought[0]).toMatchObject({
      status: 'paid',
      orderNumber,
      number: `•••• ${card.number.slice(-4)}`,
    });
    await sendGiftCardSms(t.app.noticeDeps, new Date(Date.now() + 60_000));

    // The recipient logs in with the phone the card was sent to, and pays part of an order with it.
    const recipient = await pickupShopperWithPiece(t, 40);
    const { users } = await import('../../db/schema/identity.ts');
    await t.database.db.update(users).set({ phone: recipientPhone }).where(eq(users.id, recipient.userId));
    await t.database.db.insert(checkouts).values({ ownerKey: `u:${recipient.userId}`, paymentMethod: 'online' });
    const call = callAs(t.app, recipient.cookie);
    const pin = await presentPin(t, card.presentToken!);
    expect(
      (await call({ method: 'POST', url: 'checkout/gift-cards', body: { number: card.number, pin } })).status,
    ).toBe(200);
    const order = await call({
      method: 'POST',
      url: 'orders',
      body: placeBody(),
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(order.status).toBe(201);
    expect(order.body.data.order.giftCardsPaid).toEqual({ amount: 3000_00, currency: 'RUB' });
    const received = await call({ url: 'users/gift-cards' });
    expect(received.body.data.received).toHaveLength(1);
    expect(received.body.data.received[0]).toMatchObject({
      status: 'delivered',
      balance: { amount: 0, currency: 'RUB' },
      orderNumber: null,
      history: [
        { kind: 'charge', amount: { amount: -3000_00, currency: 'RUB' }, orderNumber: order.body.data.order.number },
      ],
    });
    await call({ method: 'POST', url: `orders/${order.body.data.order.number}/cancel` });
    const after = await call({ url: 'users/gift-cards' });
    expect(after.body.data.received[0].balance).toEqual({ amount: 3000_00, currency: 'RUB' });
    expect(after.body.data.received[0].history.map((h: { kind: string }) => h.kind)).toEqual(['charge', 'refund']);
    // The buyer sees the same history on the bought card.
    const bought = await b.call({ url: 'users/gift-cards' });
    expect(bought.body.data.bought[0].history).toHaveLength(2);
    expect(
      await t.database.db
        .select()
        .from(giftCards)
        .where(and(eq(giftCards.id, card.id), gt(giftCards.balance, 0))),
    ).toHaveLength(1);
  });
});
