import { CHECKOUT_MESSAGES } from '@storefront/domain/checkout';
import { MESSAGE_KEYS } from '@storefront/domain/validation/fields';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoCodes } from '../../db/schema/orders.ts';
import { basketItems } from '../../db/schema/shopping.ts';
import { createUserSession } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { GIFT_CARD_PIN_LIMIT } from '../gift-card-ledger/gift-card-ledger.ts';
import { callAs, moscowShop, pickupShopper, setStock, skuAt } from '../orders/orders.test-support.ts';

let t: TestApp;
let shop: number;
let skus: { skuId: number; productId: number }[];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  shop = await moscowShop(db);
  // Three goods at 1 000 ₽, 700 ₽ and 333,33 ₽, plenty of each in the shop.
  skus = [await skuAt(db, 0, 100_000), await skuAt(db, 1, 70_000), await skuAt(db, 2, 33_333)];
  for (const s of skus) await setStock(db, s.skuId, [{ storeId: shop, quantity: 100 }]);
});
afterAll(() => t.close());

/** A shopper with one of each good (2 033,33 ₽) ready for pickup. */
async function shopper(quantities = [1, 1, 1]) {
  const lines = skus.map((s, i) => ({ skuId: s.skuId, quantity: quantities[i] ?? 0 })).filter((l) => l.quantity > 0);
  const user = await pickupShopper(t.database.db, shop, lines);
  return { ...user, call: callAs(t.app, user.cookie) };
}

const fieldsOf = (body: { error: { fields: unknown[] } }) => body.error.fields;

describe('checkout quote', () => {
  it('is for signed-in shoppers only', async () => {
    expect((await t.app.inject({ url: '/api/v1/checkout' })).statusCode).toBe(401);
  });

  it('prices the ready groups and prefills the recipient from the profile', async () => {
    const { call } = await shopper([2, 1, 0]);
    const { status, body } = await call({ url: 'checkout' });
    expect(status).toBe(200);
    const q = body.data;
    expect(q.groups).toHaveLength(1);
    expect(q.groups[0]).toMatchObject({ method: 'pickup', ready: true, place: { kind: 'store', id: shop } });
    expect(q.groups[0].lines.map((l: { quantity: number }) => l.quantity)).toEqual([2, 1]);
    expect(q.subtotal).toEqual({ amount: 270_000, currency: 'RUB' });
    expect(q.total.amount).toBe(270_000);
    expect(q.toPay.amount).toBe(270_000);
    expect(q.paymentMethod).toBe('online');
    expect(q.recipient).toMatchObject({ name: 'Анна', email: 'anna@example.com' });
    expect(q.problems).toEqual([]);
    expect(q.canPlace).toBe(true);
  });

  it('reports an empty basket as a problem', async () => {
    const user = await createUserSession(t.database.db);
    const { body } = await callAs(t.app, user.cookie)({ url: 'checkout' });
    expect(body.data.canPlace).toBe(false);
    expect(body.data.problems).toContainEqual({ name: 'basket', message: CHECKOUT_MESSAGES.basketEmpty });
  });
});

describe('promo codes', () => {
  const put = (call: ReturnType<typeof callAs>, code: string) =>
    call({ method: 'PUT', url: 'checkout/promo-code', body: { code } });

  it('need a chosen delivery method first', async () => {
    const user = await createUserSession(t.database.db);
    await t.database.db
      .insert(basketItems)
      .values({ ownerKey: `u:${user.userId}`, skuId: skus[0]!.skuId, quantity: 1 });
    const { status, body } = await put(callAs(t.app, user.cookie), 'WELCOME10');
    expect(status).toBe(400);
    expect(fieldsOf(body)).toEqual([{ name: 'code', message: CHECKOUT_MESSAGES.promoNeedsDelivery }]);
  });

  it('refuse unknown codes, codes of another country, expired and not yet started ones', async () => {
    await t.database.db.insert(promoCodes).values({
      code: 'SOON',
      kind: 'percent',
      value: 5,
      currency: 'RUB',
      startsAt: new Date(Date.now() + 86_400_000),
    });
    const { call } = await shopper();
    for (const [code, message] of [
      ['NOPE', CHECKOUT_MESSAGES.promoUnknown],
      ['KZ10', CHECKOUT_MESSAGES.promoUnknown],
      ['', MESSAGE_KEYS.required],
      ['SPRING2020', CHECKOUT_MESSAGES.promoExpired],
      ['SOON', CHECKOUT_MESSAGES.promoExpired],
    ] as const) {
      const { status, body } = await put(call, code);
      expect(status, code).toBe(400);
      expect(fieldsOf(body), code).toEqual([{ name: 'code', message }]);
    }
    expect((await call({ url: 'checkout' })).body.data.promoCode).toBeNull();
  });

  it('refuse a code below its minimum sum, naming the minimum', async () => {
    const { call } = await shopper();
    const { status, body } = await put(call, 'BIG15');
    expect(status).toBe(400);
    expect(fieldsOf(body)).toEqual([
      { name: 'code', message: CHECKOUT_MESSAGES.promoMinSum, params: { min: '10\u00a0000\u00a0₽' } },
    ]);
  });

  it('apply a percentage, shown per line and in the total (shares add up exactly)', async () => {
    const { call } = await shopper();
    const { status, body } = await put(call, '  welcome10 ');
    expect(status).toBe(200);
    const q = body.data;
    // 10 % of 2 033,33 ₽, rounded down to whole kopecks.
    expect(q.promoCode).toMatchObject({ code: 'WELCOME10', applied: true, discount: { amount: 20_333 } });
    expect(q.discount.amount).toBe(20_333);
    const shares = q.groups[0].lines.map((l: { discount: { amount: number } }) => l.discount.amount);
    expect(shares.reduce((a: number, b: number) => a + b, 0)).toBe(20_333);
    expect(shares).toEqual([10_000, 7_000, 3_333]);
    expect(q.total.amount).toBe(203_333 - 20_333);
  });

  it('apply a fixed sum, and can be removed', async () => {
    const { call } = await shopper();
    const q = (await put(call, 'MINUS500')).body.data;
    expect(q.discount.amount).toBe(50_000);
    expect(q.total.amount).toBe(153_333);
    const removed = (await call({ method: 'DELETE', url: 'checkout/promo-code' })).body.data;
    expect(removed.promoCode).toBeNull();
    expect(removed.total.amount).toBe(203_333);
  });

  it('are checked again on every quote: a code that stopped fitting blocks placing instead of applying', async () => {
    const { call, userId } = await shopper([10, 0, 0]);
    expect((await put(call, 'BIG15')).body.data.discount.amount).toBe(150_000);
    await t.database.db.update(basketItems).set({ quantity: 1 }).where(eqOwner(userId));
    const q = (await call({ url: 'checkout' })).body.data;
    expect(q.promoCode).toMatchObject({ code: 'BIG15', applied: false, problem: CHECKOUT_MESSAGES.promoMinSum });
    expect(q.promoCode.minSubtotal.amount).toBe(1_000_000);
    expect(q.discount.amount).toBe(0);
    expect(q.problems).toContainEqual({
      name: 'code',
      message: CHECKOUT_MESSAGES.promoMinSum,
      params: { min: '10\u00a0000\u00a0₽' },
    });
    expect(q.canPlace).toBe(false);
  });
});

const eqOwner = (userId: number) => eq(basketItems.ownerKey, `u:${userId}`);

describe('gift cards at checkout', () => {
  const apply = (call: ReturnType<typeof callAs>, number: string, pin: string, query = '') =>
    call({ method: 'POST', url: `checkout/gift-cards${query}`, body: { number, pin } });

  it('check the number and PIN without saying which was wrong', async () => {
    const { call } = await shopper();
    for (const [number, pin, message] of [
      ['1000 0000 0000', '1111', CHECKOUT_MESSAGES.giftCardIncomplete],
      ['', '1111', MESSAGE_KEYS.required],
      ['1000 0000 0000 0001', '9999', CHECKOUT_MESSAGES.giftCardNotFound],
      ['9999 0000 0000 0001', '1111', CHECKOUT_MESSAGES.giftCardNotFound],
      // A tenge card in the rouble shop.
      ['1000-0000-0000-0004', '4444', CHECKOUT_MESSAGES.giftCardNotFound],
      ['1000000000000003', '3333', CHECKOUT_MESSAGES.giftCardEmpty],
    ] as const) {
      const { status, body } = await apply(call, number, pin);
      expect(status, number).toBe(400);
      expect(fieldsOf(body), number).toEqual([{ name: 'number', message }]);
    }
  });

  it('pay part of the order, then another card pays the rest, in the order applied', async () => {
    const { call } = await shopper([2, 0, 0]);
    const first = await apply(call, '1000 0000 0000 0001', '1111');
    expect(first.status).toBe(200);
    expect(first.body.data.giftCards).toEqual([
      {
        id: 1,
        number: '•••• 0001',
        balance: { amount: 100_000, currency: 'RUB' },
        pays: { amount: 100_000, currency: 'RUB' },
      },
    ]);
    expect(first.body.data.toPay.amount).toBe(100_000);
    const again = await apply(call, '1000000000000001', '1111');
    expect(fieldsOf(again.body)).toEqual([{ name: 'number', message: CHECKOUT_MESSAGES.giftCardAlreadyApplied }]);
    const second = (await apply(call, '1000000000000002', '2222')).body.data;
    expect(second.giftCards.map((c: { pays: { amount: number } }) => c.pays.amount)).toEqual([100_000, 100_000]);
    expect(second.giftCardsPaid.amount).toBe(200_000);
    expect(second.toPay.amount).toBe(0);
    const removed = (await call({ method: 'DELETE', url: 'checkout/gift-cards/1' })).body.data;
    expect(removed.giftCards.map((c: { id: number; pays: { amount: number } }) => [c.id, c.pays.amount])).toEqual([
      [2, 200_000],
    ]);
  });

  it('require online payment: applying one switches to it, on receipt is then unavailable', async () => {
    const { call } = await shopper();
    const onReceipt = await call({ method: 'PUT', url: 'checkout/payment-method', body: { method: 'on_receipt' } });
    expect(onReceipt.body.data.paymentMethod).toBe('on_receipt');
    const q = (await apply(call, '1000000000000001', '1111')).body.data;
    expect(q.paymentMethod).toBe('online');
    expect(q.paymentMethods).toContainEqual({
      method: 'on_receipt',
      available: false,
      reason: CHECKOUT_MESSAGES.giftCardNeedsOnline,
    });
    const refused = await call({ method: 'PUT', url: 'checkout/payment-method', body: { method: 'on_receipt' } });
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused.body)).toEqual([{ name: 'method', message: CHECKOUT_MESSAGES.paymentMethodUnavailable }]);
  });

  it('limit PIN guesses per user', async () => {
    const { call } = await shopper();
    for (let i = 0; i < GIFT_CARD_PIN_LIMIT.max; i++) {
      expect((await apply(call, '1000000000000001', String(1000 + i))).status).toBe(400);
    }
    expect((await apply(call, '1000000000000001', '1111')).status).toBe(429);
  });
});

describe('buying as a legal entity', () => {
  it('pays by invoice: online and gift cards are unavailable', async () => {
    const { call } = await shopper();
    const q = (await call({ url: 'checkout?legalEntity=y' })).body.data;
    expect(q.legalEntity).toBe(true);
    expect(q.paymentMethod).toBe('on_receipt');
    expect(q.paymentMethods).toContainEqual({
      method: 'online',
      available: false,
      reason: CHECKOUT_MESSAGES.paymentMethodUnavailable,
    });
    const online = await call({
      method: 'PUT',
      url: 'checkout/payment-method?legalEntity=y',
      body: { method: 'online' },
    });
    expect(fieldsOf(online.body)).toEqual([{ name: 'method', message: CHECKOUT_MESSAGES.paymentMethodUnavailable }]);
    const card = await call({
      method: 'POST',
      url: 'checkout/gift-cards?legalEntity=y',
      body: { number: '1000000000000001', pin: '1111' },
    });
    expect(fieldsOf(card.body)).toEqual([{ name: 'number', message: CHECKOUT_MESSAGES.giftCardNeedsOnline }]);
    // A card applied as a private buyer blocks the legal entity's order.
    await call({ method: 'POST', url: 'checkout/gift-cards', body: { number: '1000000000000001', pin: '1111' } });
    const blocked = (await call({ url: 'checkout?legalEntity=y' })).body.data;
    expect(blocked.giftCardsPaid.amount).toBe(0);
    expect(blocked.problems).toContainEqual({ name: 'giftCards', message: CHECKOUT_MESSAGES.giftCardNeedsOnline });
  });
});
