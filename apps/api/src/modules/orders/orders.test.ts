import { randomBytes, randomUUID } from 'node:crypto';
import { CHECKOUT_MESSAGES, PAYMENT_TIMEOUT_MIN } from '@storefront/domain/checkout';
import { COOKIES } from '@storefront/domain/constants';
import { nearestCourierTime } from '@storefront/domain/delivery-slots';
import { ERROR_CODES } from '@storefront/domain/errors';
import { MESSAGE_KEYS } from '@storefront/domain/validation/fields';
import { VARIANTS } from '@storefront/domain/variants';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPrices, productSkus, products } from '../../db/schema/catalog.ts';
import { catalogStockPending } from '../../db/schema/catalog-search.ts';
import { stores } from '../../db/schema/geo.ts';
import { sessions } from '../../db/schema/identity.ts';
import {
  addresses,
  basketDeliveries,
  checkouts,
  emailOutbox,
  giftCards,
  giftCardTransactions,
  orderReservations,
  orders,
} from '../../db/schema/orders.ts';
import { basketItems } from '../../db/schema/shopping.ts';
import { createUserSession } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { catalogRecountsSettled, refreshCatalogStock, scheduleCatalogRecount } from '../catalog/catalog-refresh.ts';
import { hashToken } from '../identity/session.service.ts';
import {
  callAs,
  moscowShop,
  pickupShopper,
  placeBody,
  RECIPIENT,
  setStock,
  skuAt,
  stockOf,
} from './orders.test-support.ts';

let t: TestApp;
let shop: number;
/** SKUs at 1 000 ₽ with 100 pieces in the shop, handed out one per test so stock counts stay exact. */
let nextSku = 0;

beforeAll(async () => {
  t = await createTestApp();
  shop = await moscowShop(t.database.db);
});
afterAll(() => t.close());

async function freshSku(stock = 100) {
  const sku = await skuAt(t.database.db, nextSku++, 100_000);
  await setStock(t.database.db, sku.skuId, [{ storeId: shop, quantity: stock }]);
  return sku;
}

/** A shopper with `quantity` of a fresh SKU ready for pickup; the checkout pays as `method`. */
async function shopper(quantity = 1, method: 'online' | 'on_receipt' = 'online') {
  const sku = await freshSku();
  const user = await pickupShopper(t.database.db, shop, [{ skuId: sku.skuId, quantity }]);
  await t.database.db.insert(checkouts).values({ ownerKey: `u:${user.userId}`, paymentMethod: method });
  return { ...user, sku, call: callAs(t.app, user.cookie) };
}

const place = (call: ReturnType<typeof callAs>, body: object = placeBody(), key: string | null = randomUUID()) =>
  call({ method: 'POST', url: 'orders', body, headers: key ? { 'idempotency-key': key } : {} });

const balanceOf = async (id: number) =>
  (await t.database.db.select({ b: giftCards.balance }).from(giftCards).where(eq(giftCards.id, id)))[0]!.b;

describe('placing an order', () => {
  it('needs an Idempotency-Key', async () => {
    const { call } = await shopper();
    const { status, body } = await place(call, placeBody(), null);
    expect(status).toBe(400);
    expect(body.error.fields).toEqual([{ name: 'Idempotency-Key', message: MESSAGE_KEYS.required }]);
  });

  it('needs a live session with a user: 401 for no cookie, a guest’s session or an ended one, and the basket kept', async () => {
    const { call, cookie, userId } = await shopper();
    const guestToken = randomBytes(24).toString('base64url');
    await t.database.db
      .insert(sessions)
      .values({ id: hashToken(guestToken), userId: null, expiresAt: new Date(Date.now() + 3600_000) });
    expect((await place(callAs(t.app, ''))).status).toBe(401);
    expect((await place(callAs(t.app, `${COOKIES.session.name}=${guestToken}`))).status).toBe(401);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, userId));
    const ended = await place(callAs(t.app, cookie));
    expect(ended.status).toBe(401);
    expect(ended.body.error.code).toBe(ERROR_CODES.unauthorized);
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, userId))).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(basketItems)
        .where(eq(basketItems.ownerKey, `u:${userId}`)),
    ).toHaveLength(1);
    // The same shopper, signed in again, places the order from the basket kept.
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 3600_000) })
      .where(eq(sessions.userId, userId));
    expect((await place(call)).status).toBe(201);
  });

  it('checks the recipient', async () => {
    const { call } = await shopper();
    const { status, body } = await place(call, { recipient: { name: '', phone: '123', email: 'anna@' } });
    expect(status).toBe(400);
    expect(body.error.fields).toEqual([
      { name: 'recipient.name', message: MESSAGE_KEYS.required },
      { name: 'recipient.phone', message: MESSAGE_KEYS.phone },
      { name: 'recipient.email', message: MESSAGE_KEYS.email },
    ]);
  });

  it('takes the stock, empties the basket and the checkout, starts the online payment and sends the notice', async () => {
    const { call, sku, userId } = await shopper(3);
    const before = Date.now();
    const { status, body } = await place(call);
    expect(status).toBe(201);
    const { order, payment } = body.data;
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      paymentMethod: 'online',
      deliveryTypes: ['pickup'],
      subtotal: { amount: 300_000, currency: 'RUB' },
      total: { amount: 300_000 },
      toPay: { amount: 300_000 },
      giftCardsPaid: { amount: 0 },
      canCancel: true,
      canPay: true,
      legalEntity: false,
      managerNote: null,
      recipient: { name: 'Анна', phone: '79161234567', email: 'anna@example.com' },
    });
    expect(order.number).toMatch(/^\d+$/);
    expect(order.shipments[0]).toMatchObject({ method: 'pickup', place: { kind: 'store', id: shop } });
    expect(order.shipments[0].lines[0]).toMatchObject({ productId: sku.skuId, quantity: 3 });
    const due = Date.parse(order.paymentDueAt) - before;
    expect(due).toBeGreaterThan(PAYMENT_TIMEOUT_MIN * 60_000 - 5_000);
    expect(due).toBeLessThan(PAYMENT_TIMEOUT_MIN * 60_000 + 5_000);
    expect(payment.id).toBeTruthy();
    expect(payment.confirmationUrl).toContain(payment.id);

    const db = t.database.db;
    expect(await stockOf(db, sku.skuId)).toEqual([{ storeId: shop, quantity: 97 }]);
    expect(
      await db
        .select()
        .from(basketItems)
        .where(eq(basketItems.ownerKey, `u:${userId}`)),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(checkouts)
        .where(eq(checkouts.ownerKey, `u:${userId}`)),
    ).toEqual([]);
    await t.app.jobs.drain();
    const mails = await db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.subject, `%${order.number}%`));
    expect(mails.length).toBeGreaterThan(0);
    // The order page shows the same order.
    const page = await call({ url: `orders/${order.number}` });
    expect(page.body.data.order).toEqual(order);
  });

  it('pays on receipt: placed, no payment', async () => {
    const { call } = await shopper(1, 'on_receipt');
    const { status, body } = await place(call);
    expect(status).toBe(201);
    expect(body.data.order).toMatchObject({ status: 'placed', paymentMethod: 'on_receipt', paymentDueAt: null });
    expect(body.data.payment).toBeNull();
  });

  it('takes courier goods from the country’s warehouses first, then from the city’s shops', async () => {
    const db = t.database.db;
    const sku = await skuAt(db, nextSku++, 100_000);
    const [podolsk] = await db
      .select({ id: stores.id })
      .from(stores)
      .where(and(eq(stores.kind, 'warehouse'), eq(stores.cityId, 87003)));
    await setStock(db, sku.skuId, [
      { storeId: shop, quantity: 2 },
      { storeId: podolsk!.id, quantity: 2 },
    ]);
    const user = await createUserSession(db);
    const ownerKey = `u:${user.userId}`;
    const [address] = await db
      .insert(addresses)
      .values({ userId: user.userId, cityId: VARIANTS.ru.defaultCityId, street: 'Тверская', house: '1' })
      .returning();
    const when = nearestCourierTime(new Date(), 'Europe/Moscow');
    await db.insert(basketItems).values({ ownerKey, skuId: sku.skuId, quantity: 3, deliveryMethod: 'courier' });
    await db.insert(basketDeliveries).values({
      ownerKey,
      method: 'courier',
      addressId: address!.id,
      deliveryDate: when.date,
      timeSlot: when.timeSlot,
    });
    const call = callAs(t.app, user.cookie);
    const { status, body } = await place(call);
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.data.order.shipments[0]).toMatchObject({
      method: 'courier',
      address: { street: 'Тверская', house: '1' },
      date: when.date,
      timeSlot: when.timeSlot,
    });
    expect(body.data.order.deliveryTotal.amount).toBeGreaterThan(0);
    const taken = await db
      .select({ storeId: orderReservations.storeId, quantity: orderReservations.quantity })
      .from(orderReservations)
      .innerJoin(orders, eq(orders.id, orderReservations.orderId))
      .where(eq(orders.number, body.data.order.number));
    expect(taken.sort((a, b) => a.quantity - b.quantity)).toEqual([
      { storeId: shop, quantity: 1 },
      { storeId: podolsk!.id, quantity: 2 },
    ]);
    expect(await stockOf(db, sku.skuId)).toEqual(
      [
        { storeId: shop, quantity: 1 },
        { storeId: podolsk!.id, quantity: 0 },
      ].sort((a, b) => a.storeId - b.storeId),
    );
  });

  it('answers 409 naming the line when somebody else took the last piece', async () => {
    const db = t.database.db;
    const sku = await freshSku(1);
    const first = await pickupShopper(db, shop, [{ skuId: sku.skuId, quantity: 1 }]);
    const second = await pickupShopper(db, shop, [{ skuId: sku.skuId, quantity: 1 }]);
    expect((await place(callAs(t.app, first.cookie))).status).toBe(201);
    const { status, body } = await place(callAs(t.app, second.cookie));
    expect(status).toBe(409);
    expect(body.error.message).toBe(CHECKOUT_MESSAGES.outOfStock);
    expect(body.error.fields).toEqual([{ name: `lines.${sku.skuId}`, message: CHECKOUT_MESSAGES.outOfStock }]);
    expect(await stockOf(db, sku.skuId)).toEqual([{ storeId: shop, quantity: 0 }]);
  });
});

describe('the catalogue follows orders', () => {
  /** A product whose only size in stock is `sku`, and how a shopper's search shows its stock. */
  async function soleSizeInStock(sku: { skuId: number; productId: number }, cookie: string) {
    const db = t.database.db;
    const sizes = await db
      .select({ id: productSkus.id })
      .from(productSkus)
      .where(eq(productSkus.productId, sku.productId));
    for (const size of sizes) if (size.id !== sku.skuId) await setStock(db, size.id, []);
    await db.transaction((tx) =>
      refreshCatalogStock(
        tx,
        sizes.map((size) => size.id),
      ),
    );
    const [product] = await db
      .select({ article: products.article })
      .from(products)
      .where(eq(products.id, sku.productId));
    const call = callAs(t.app, cookie);
    return async () => {
      const { body } = await call({ url: `catalog?type=search&query=${product!.article}` });
      return body.data.items.find((item: { id: number }) => item.id === sku.productId)?.stockLevel;
    };
  }

  it('shows a product as gone once its last piece is ordered, and back when the order is cancelled', async () => {
    const db = t.database.db;
    const sku = await freshSku(1);
    const buyer = await pickupShopper(db, shop, [{ skuId: sku.skuId, quantity: 1 }]);
    const stockLevel = await soleSizeInStock(sku, buyer.cookie);
    const call = callAs(t.app, buyer.cookie);
    expect(await stockLevel()).toBe('few');
    const placed = await place(call);
    expect(placed.status).toBe(201);
    // The catalogue follows the order's commit without holding up its answer.
    await catalogRecountsSettled(db);
    expect(await stockLevel()).toBe('none');
    await call({ method: 'POST', url: `orders/${placed.body.data.order.number}/cancel` });
    expect(await stockLevel()).toBe('few');
  });

  it('tries a failed recount again, its products queued meanwhile', async () => {
    const db = t.database.db;
    const sku = await freshSku(1);
    const shopper = await createUserSession(db);
    const stockLevel = await soleSizeInStock(sku, shopper.cookie);
    expect(await stockLevel()).toBe('few');
    // Sold out and queued as an order's commit leaves it; the recount's table is away for a moment.
    await setStock(db, sku.skuId, []);
    await db.insert(catalogStockPending).values({ productId: sku.productId });
    await db.execute(sql`alter table catalog_stock_pending rename to catalog_stock_pending_away`);
    const errors: unknown[] = [];
    try {
      scheduleCatalogRecount(db, (error) => errors.push(error));
      await expect.poll(() => errors.length, { interval: 20 }).toBe(1);
    } finally {
      await db.execute(sql`alter table catalog_stock_pending_away rename to catalog_stock_pending`);
    }
    expect(await stockLevel()).toBe('few');
    await catalogRecountsSettled(db);
    expect(await stockLevel()).toBe('none');
    expect(await db.select().from(catalogStockPending)).toEqual([]);
  });
});

describe('other variants', () => {
  it('a kz shopper orders from an Almaty shop in tenge, with a Kazakh phone', async () => {
    const db = t.database.db;
    const [kzShop] = await db
      .select({ id: stores.id })
      .from(stores)
      .where(and(eq(stores.cityId, VARIANTS.kz.defaultCityId), eq(stores.kind, 'shop')));
    const sku = await skuAt(db, nextSku++, 100_000);
    await setStock(db, sku.skuId, [{ storeId: kzShop!.id, quantity: 3 }]);
    const [kzPrice] = await db
      .select({ price: productPrices.price })
      .from(productPrices)
      .where(and(eq(productPrices.productId, sku.productId), eq(productPrices.variant, 'kz')));
    const buyer = await pickupShopper(db, kzShop!.id, [{ skuId: sku.skuId, quantity: 2 }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/kz/api/v1/orders',
      headers: { cookie: buyer.cookie, 'idempotency-key': randomUUID() },
      payload: placeBody({ recipient: { ...RECIPIENT, phone: '+7 701 123-45-67' } }),
    });
    expect(res.statusCode).toBe(201);
    const { order } = res.json().data;
    expect(order.total).toEqual({ amount: 2 * kzPrice!.price, currency: 'KZT' });
    expect(await stockOf(db, sku.skuId)).toEqual([{ storeId: kzShop!.id, quantity: 1 }]);
  });
});

describe('idempotency', () => {
  it('answers the same order for the same key and body, and 409 for another body', async () => {
    const { call, userId } = await shopper();
    const key = randomUUID();
    const first = await place(call, placeBody(), key);
    expect(first.status).toBe(201);
    const again = await place(call, placeBody(), key);
    expect(again.status).toBe(200);
    expect(again.body.data.order.number).toBe(first.body.data.order.number);
    expect(again.body.data.payment).toEqual(first.body.data.payment);
    const other = await place(call, placeBody({ comment: 'another request' }), key);
    expect(other.status).toBe(409);
    const rows = await t.database.db.select().from(orders).where(eq(orders.userId, userId));
    expect(rows).toHaveLength(1);
  });
});

describe('gift cards pay for orders', () => {
  it('partly: the rest is paid online; cancelling refunds the card once and puts the stock back', async () => {
    const { call, sku } = await shopper(2);
    await call({ method: 'POST', url: 'checkout/gift-cards', body: { number: '1000000000000001', pin: '1111' } });
    const { status, body } = await place(call);
    expect(status).toBe(201);
    const { order } = body.data;
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      giftCardsPaid: { amount: 100_000 },
      toPay: { amount: 100_000 },
    });
    expect(body.data.payment).not.toBeNull();
    expect(await balanceOf(1)).toBe(0);
    expect(await stockOf(t.database.db, sku.skuId)).toEqual([{ storeId: shop, quantity: 98 }]);

    // A reason the domain refuses is named at its field, and nothing is cancelled.
    const refused = await call({
      method: 'POST',
      url: `orders/${order.number}/cancel`,
      body: { reason: 'other', note: ' ' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual([{ name: 'note', message: 'validation.required' }]);
    const unknown = await call({ method: 'POST', url: `orders/${order.number}/cancel`, body: { reason: 'bored' } });
    expect(unknown.body.error.fields).toEqual([{ name: 'reason', message: 'validation.invalid' }]);
    expect(await balanceOf(1)).toBe(0);

    const cancelled = await call({
      method: 'POST',
      url: `orders/${order.number}/cancel`,
      body: { reason: 'foundCheaper', note: ' Nearer shop ' },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.order).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'shopper',
      shopperCancelReason: 'foundCheaper',
      shopperCancelNote: 'Nearer shop',
      // The card's charge went back: the order says so rather than 'paid by gift cards'.
      giftCardsReturned: { amount: 100_000 },
      canCancel: false,
      canPay: false,
    });
    expect(await balanceOf(1)).toBe(100_000);
    expect(await stockOf(t.database.db, sku.skuId)).toEqual([{ storeId: shop, quantity: 100 }]);
    // Twice: the same answer, no second refund.
    const twice = await call({ method: 'POST', url: `orders/${order.number}/cancel` });
    expect(twice.body.data.order.status).toBe('cancelled');
    expect(await balanceOf(1)).toBe(100_000);
    const refunds = await t.database.db
      .select()
      .from(giftCardTransactions)
      .where(and(eq(giftCardTransactions.giftCardId, 1), eq(giftCardTransactions.kind, 'refund')));
    expect(refunds).toHaveLength(1);
  });

  it('fully: the order is paid at once; cancelling then only asks for it', async () => {
    const { call } = await shopper(2);
    const before = await balanceOf(2);
    await call({ method: 'POST', url: 'checkout/gift-cards', body: { number: '1000000000000002', pin: '2222' } });
    const { status, body } = await place(call);
    expect(status).toBe(201);
    expect(body.data.order).toMatchObject({
      status: 'paid',
      toPay: { amount: 0 },
      giftCardsPaid: { amount: 200_000 },
      canCancel: false,
      canPay: false,
      canRequestCancellation: true,
    });
    expect(body.data.order.paidAt).not.toBeNull();
    expect(body.data.payment).toBeNull();
    expect(await balanceOf(2)).toBe(before - 200_000);
    const asked = await call({
      method: 'POST',
      url: `orders/${body.data.order.number}/cancel`,
      body: { reason: 'changedMind' },
    });
    expect(asked.body.data.order).toMatchObject({
      status: 'paid',
      cancellationRequested: true,
      canRequestCancellation: false,
      shopperCancelReason: 'changedMind',
      giftCardsReturned: { amount: 0 },
    });
    expect(await balanceOf(2)).toBe(before - 200_000);
    const pay = await call({ method: 'POST', url: `orders/${body.data.order.number}/payment` });
    expect(pay.status).toBe(409);
  });
});

describe('promo code use', () => {
  it('is recorded with the order and freed when the order is cancelled', async () => {
    const { call } = await shopper(1, 'on_receipt');
    expect((await call({ method: 'PUT', url: 'checkout/promo-code', body: { code: 'WELCOME10' } })).status).toBe(200);
    const { body } = await place(call);
    expect(body.data.order).toMatchObject({
      promoCode: 'WELCOME10',
      discount: { amount: 10_000 },
      total: { amount: 90_000 },
    });
    expect(body.data.order.shipments[0].lines[0].discount.amount).toBe(10_000);

    const { userId } = await t.database.db
      .select({ userId: orders.userId })
      .from(orders)
      .where(eq(orders.number, body.data.order.number))
      .then((r) => r[0]!);
    const sku = await freshSku();
    const ownerKey = `u:${userId}`;
    await t.database.db
      .insert(basketItems)
      .values({ ownerKey, skuId: sku.skuId, quantity: 1, deliveryMethod: 'pickup' });
    const used = await call({ method: 'PUT', url: 'checkout/promo-code', body: { code: 'WELCOME10' } });
    expect(used.status).toBe(400);
    expect(used.body.error.fields).toEqual([{ name: 'code', message: CHECKOUT_MESSAGES.promoUsed }]);

    await call({ method: 'POST', url: `orders/${body.data.order.number}/cancel` });
    expect((await call({ method: 'PUT', url: 'checkout/promo-code', body: { code: 'WELCOME10' } })).status).toBe(200);
  });
});

describe('a legal entity', () => {
  const company = {
    companyName: 'ООО Уют',
    inn: '7707083893',
    rs: '40702810900000000001',
    ks: '30101810400000000225',
    bik: '044525225',
    bankName: 'ПАО Банк',
    legalAddress: 'Москва, Тверская, 1',
  };

  it('gets each detail checked against its mask', async () => {
    const { call } = await shopper(1, 'on_receipt');
    const bad = {
      companyName: ' ',
      inn: '12345',
      rs: '4070281090000000000',
      ks: '3010181040000000022a',
      bik: '04452522',
      bankName: '',
      legalAddress: '',
    };
    const { status, body } = await place(call, placeBody({ legalEntity: bad }));
    expect(status).toBe(400);
    expect(body.error.fields).toEqual([
      { name: 'legalEntity.companyName', message: MESSAGE_KEYS.required },
      { name: 'legalEntity.inn', message: MESSAGE_KEYS.digitsEither },
      { name: 'legalEntity.rs', message: MESSAGE_KEYS.digits },
      { name: 'legalEntity.ks', message: MESSAGE_KEYS.digits },
      { name: 'legalEntity.bik', message: MESSAGE_KEYS.digits },
      { name: 'legalEntity.bankName', message: MESSAGE_KEYS.required },
      { name: 'legalEntity.legalAddress', message: MESSAGE_KEYS.required },
    ]);
    // A 12-digit tax number (a sole trader) is as good as a 10-digit one.
    const soleTrader = await place(call, placeBody({ legalEntity: { ...company, inn: '500100732259' } }));
    expect(soleTrader.status).toBe(201);
  });

  it('hands the order to a manager: no online payment', async () => {
    const { call } = await shopper(1, 'online');
    const { status, body } = await place(call, placeBody({ legalEntity: company }));
    expect(status).toBe(201);
    expect(body.data.order).toMatchObject({
      status: 'manager_review',
      paymentMethod: 'on_receipt',
      legalEntity: true,
      managerNote: 'checkout.managerReviewNote',
      paymentDueAt: null,
      canCancel: true,
    });
    expect(body.data.payment).toBeNull();
  });
});

describe('orders of a shopper', () => {
  it('are listed as actual, completed or all', async () => {
    const { call } = await shopper(1, 'on_receipt');
    const live = (await place(call)).body.data.order.number;
    await t.database.db.insert(basketItems).values({
      ownerKey: `u:${(await t.database.db.select({ u: orders.userId }).from(orders).where(eq(orders.number, live)))[0]!.u}`,
      skuId: (await freshSku()).skuId,
      quantity: 1,
      deliveryMethod: 'pickup',
    });
    const gone = (await place(call)).body.data.order.number;
    await call({ method: 'POST', url: `orders/${gone}/cancel` });
    const numbers = async (filter: string) =>
      (await call({ url: `orders?filter=${filter}` })).body.data.orders.map((o: { number: string }) => o.number);
    expect(await numbers('actual')).toEqual([live]);
    expect(await numbers('completed')).toEqual([gone]);
    expect(await numbers('all')).toEqual([gone, live]);
  });

  it('are nobody else’s business: another user’s or an unknown number is not found', async () => {
    const { call } = await shopper(1, 'on_receipt');
    const number = (await place(call)).body.data.order.number;
    const stranger = callAs(t.app, (await createUserSession(t.database.db)).cookie);
    for (const url of [`orders/${number}`, 'orders/99999999']) {
      const { status, body } = await stranger({ url });
      expect(status, url).toBe(404);
      expect(body.error.message).toBe(CHECKOUT_MESSAGES.orderNotFound);
    }
    expect((await stranger({ method: 'POST', url: `orders/${number}/cancel` })).status).toBe(404);
    expect((await stranger({ method: 'POST', url: `orders/${number}/payment` })).status).toBe(404);
    expect((await stranger({ url: 'orders' })).body.data.orders).toEqual([]);
    expect((await t.app.inject({ url: `/api/v1/orders/${number}` })).statusCode).toBe(401);
  });

  it('can be paid again while the timer runs', async () => {
    const { call } = await shopper();
    const { order, payment } = (await place(call)).body.data;
    const again = await call({ method: 'POST', url: `orders/${order.number}/payment` });
    expect(again.status).toBe(200);
    expect(again.body.data.payment.id).not.toBe(payment.id);
    expect(again.body.data.order.number).toBe(order.number);
  });
});

describe('the API document', () => {
  it('describes the checkout and order calls', async () => {
    const doc = (await t.app.inject({ url: '/api/v1/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/checkout',
        '/api/v1/checkout/promo-code',
        '/api/v1/checkout/gift-cards',
        '/api/v1/checkout/gift-cards/{id}',
        '/api/v1/checkout/payment-method',
        '/api/v1/orders',
        '/api/v1/orders/{number}',
        '/api/v1/orders/{number}/cancel',
        '/api/v1/orders/{number}/payment',
      ]),
    );
    const post = doc.paths['/api/v1/orders'].post;
    expect(post.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'idempotency-key' }));
    expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['200', '201', '400', '409']));
  });
});
