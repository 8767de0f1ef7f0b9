import { CHECKOUT_MESSAGES } from '@storefront/domain/checkout';
import { FREE_DELIVERY_FROM } from '@storefront/domain/delivery-prices';
import { formatDeliveryDay, IMMEDIATE_SLOT, nearestCourierTime, weekdayOf } from '@storefront/domain/delivery-slots';
import { MESSAGE_KEYS } from '@storefront/domain/validation/fields';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPrices, productSkus } from '../../db/schema/catalog.ts';
import { cities, pickupPoints, stock, stores } from '../../db/schema/geo.ts';
import { addresses, basketDeliveries } from '../../db/schema/orders.ts';
import { createUserSession } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { AUTH_TEST_ENV, logInByPhone, sessionCookie } from '../auth/auth.test-support.ts';
import { hashToken } from '../identity/session.service.ts';
import { resolveBasketGroups } from './basket-groups.ts';
import { chooseGroupDelivery } from './delivery-choice.service.ts';

const MOSCOW = 86999;
const KAZAN = 87040;
const KANSK = 87100;
const MOSCOW_TZ = 'Europe/Moscow';

let t: TestApp;
let shopA: number;
let shopB: number;
let warehouse: number;
let moscowPoint: number;
let kazanPoint: number;
let skus: number[];
let nextSku = 0;

beforeAll(async () => {
  t = await createTestApp({ ...AUTH_TEST_ENV, SMS_RESEND_S: '0' });
  const db = t.database.db;
  const shops = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.cityId, MOSCOW), eq(stores.kind, 'shop')))
    .orderBy(asc(stores.id));
  [shopA, shopB] = [shops[0]!.id, shops[1]!.id];
  const [wh] = await db
    .select({ id: stores.id })
    .from(stores)
    .innerJoin(cities, eq(cities.id, stores.cityId))
    .where(and(eq(stores.kind, 'warehouse'), eq(cities.country, 'RU')))
    .limit(1);
  warehouse = wh!.id;
  const points = await db.select().from(pickupPoints).orderBy(asc(pickupPoints.id));
  moscowPoint = points.find((p) => p.cityId === MOSCOW)!.id;
  kazanPoint = points.find((p) => p.cityId === KAZAN)!.id;
  const rows = await db
    .selectDistinctOn([productSkus.productId], { id: productSkus.id })
    .from(productSkus)
    .innerJoin(productPrices, and(eq(productPrices.productId, productSkus.productId), eq(productPrices.variant, 'ru')))
    .orderBy(productSkus.productId)
    .limit(80);
  skus = rows.map((r) => r.id);
});
afterAll(() => t.close());

/** A fresh SKU whose stock is exactly what the test says: pieces per Moscow shop and in a warehouse. */
async function skuWith(where: { a?: number; b?: number; warehouse?: number }): Promise<number> {
  const sku = skus[nextSku++]!;
  const db = t.database.db;
  await db.delete(stock).where(eq(stock.skuId, sku));
  const rows = [
    { storeId: shopA, quantity: where.a ?? 0 },
    { storeId: shopB, quantity: where.b ?? 0 },
    { storeId: warehouse, quantity: where.warehouse ?? 0 },
  ].filter((r) => r.quantity > 0);
  if (rows.length) await db.insert(stock).values(rows.map((r) => ({ ...r, skuId: sku })));
  return sku;
}

const headers = (cookie?: string) => (cookie ? { cookie } : {});
const add = (cookie: string, skuId: number, quantity = 1) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/v1/basket/item',
    headers: { cookie },
    payload: { productId: skuId, quantity },
  });
const getBasket = async (cookie: string) =>
  (await t.app.inject({ url: '/api/v1/basket', headers: { cookie } })).json().data;
const put = (cookie: string | undefined, method: string, payload: object = {}) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/basket/groups/${method}`, headers: headers(cookie), payload });
const patchLine = (cookie: string, skuId: number, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/v1/basket/lines/${skuId}`, headers: { cookie }, payload });
const places = async (cookie: string, method: string) =>
  (await t.app.inject({ url: `/api/v1/basket/groups/${method}/places`, headers: { cookie } })).json().data;
const setCity = (cookie: string, cityId: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/users/location',
    headers: { cookie },
    payload: { locationCode: String(cityId) },
  });

interface Group {
  key: string;
  skuIds: number[];
  ready: boolean;
  problems: string[];
  delivery: Record<string, unknown> | null;
  methods: {
    method: string;
    lineCount: number;
    problem: string | null;
    price: { amount: number };
    nearestTime: unknown;
  }[];
}
const group = (basket: { groups: Group[] }, key: string) => basket.groups.find((g) => g.key === key);

/** The owner key of a guest's cookie ('s:' and the session id, the hash of the token). */
const guestKey = (cookie: string) => `s:${hashToken(cookie.slice('sid='.length))}`;

async function guestWith(...lines: number[]): Promise<string> {
  const first = await add('', lines[0]!);
  const cookie = sessionCookie(first) as string;
  for (const sku of lines.slice(1)) await add(cookie, sku);
  return cookie;
}

async function userWith(...lines: number[]): Promise<{ cookie: string; userId: number }> {
  const session = await createUserSession(t.database.db);
  for (const sku of lines) await add(session.cookie, sku);
  return session;
}

/** Resets the delivery settings: every line waits among the remaining goods for a method. */
async function reset(cookie: string): Promise<void> {
  const res = await t.app.inject({ method: 'DELETE', url: '/api/v1/basket/delivery', headers: { cookie } });
  expect(res.statusCode).toBe(200);
}

/** A guest's basket whose goods wait for a method (added, then the delivery settings reset). */
async function guestWithRemaining(...lines: number[]): Promise<string> {
  const cookie = await guestWith(...lines);
  await reset(cookie);
  return cookie;
}

async function userWithRemaining(...lines: number[]): Promise<{ cookie: string; userId: number }> {
  const session = await userWith(...lines);
  await reset(session.cookie);
  return session;
}

async function saveAddress(cookie: string, body: object = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/users/addresses',
    headers: { cookie },
    payload: { cityId: MOSCOW, street: 'Тверская', house: '7', apartment: '12', ...body },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as number;
}

describe('delivery chosen on adding', () => {
  it('gives a fresh basket’s first add a method, and later adds the group that can bring them', async () => {
    const a = await skuWith({ a: 3, warehouse: 10 });
    const b = await skuWith({ a: 2 });
    const c = await skuWith({ warehouse: 10 });
    const d = await skuWith({ b: 1 });
    // The first add: a shop holds it, so it can be collected today, for free.
    const first = await add('', a);
    expect(first.json().data).toMatchObject({ productId: a, deliveryMethod: 'pickup' });
    const cookie = sessionCookie(first) as string;
    let basket = await getBasket(cookie);
    expect(basket.groups.map((g: Group) => g.key)).toEqual(['pickup']);
    // The shop is still the shopper's to choose.
    expect(group(basket, 'pickup')).toMatchObject({ skuIds: [a], problems: [CHECKOUT_MESSAGES.chooseShop] });
    expect(basket.problems).toEqual([CHECKOUT_MESSAGES.chooseShop]);

    // Shop A holds b too: it joins the pickup group.
    expect((await add(cookie, b)).json().data.deliveryMethod).toBe('pickup');
    // No shop holds c: it comes from a warehouse, to a shop or a pickup point (the cheaper, pvz on a
    // tie; the courier, which wants an account, comes after them for a guest).
    const cMethod = (await add(cookie, c)).json().data.deliveryMethod;
    expect(['pvz', 'pickup_later']).toContain(cMethod);
    // Only shop B holds d, and only a courier can bring it from there.
    expect((await add(cookie, d)).json().data.deliveryMethod).toBe('courier');
    basket = await getBasket(cookie);
    expect(Object.fromEntries(basket.groups.map((g: Group) => [g.key, g.skuIds]))).toEqual({
      pickup: [a, b],
      courier: [d],
      [cMethod]: [c],
    });
    // The courier group starts at its first time, as a choice of the method would.
    expect(group(basket, 'courier')!.delivery).toMatchObject({
      date: expect.any(String),
      timeSlot: expect.any(String),
    });
    expect((await places(cookie, 'pickup')).shops.map((s: { id: number }) => s.id)).toEqual([shopA]);

    // A quantity change is not an add: the line keeps its group.
    expect((await add(cookie, a, 2)).json().data.deliveryMethod).toBe('pickup');
  });

  it('leaves goods among the remaining after a city change, until something is added', async () => {
    const a = await skuWith({ a: 2, warehouse: 5 });
    const b = await skuWith({ warehouse: 5 });
    const cookie = await guestWith(a);
    expect(group(await getBasket(cookie), 'pickup')!.skuIds).toEqual([a]);
    expect((await setCity(cookie, KANSK)).statusCode).toBe(200);
    let basket = await getBasket(cookie);
    expect(basket.groups.map((g: Group) => g.key)).toEqual(['remaining']);
    expect(basket.problems).toEqual([CHECKOUT_MESSAGES.chooseRemaining]);
    // Kansk has neither shops nor pickup points: the next add gives every remaining line to the courier.
    expect((await add(cookie, b)).json().data.deliveryMethod).toBe('courier');
    basket = await getBasket(cookie);
    expect(basket.groups.map((g: Group) => [g.key, g.skuIds])).toEqual([['courier', [a, b]]]);
  });

  it('puts two goods added at the same moment in one group', async () => {
    const a = await skuWith({ a: 2, warehouse: 5 });
    const b = await skuWith({ a: 2, warehouse: 5 });
    const { cookie } = await createUserSession(t.database.db);
    const answers = await Promise.all([add(cookie, a), add(cookie, b)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const basket = await getBasket(cookie);
    expect(basket.groups.map((g: Group) => g.key)).toEqual(['pickup']);
    expect([...group(basket, 'pickup')!.skuIds].sort()).toEqual([a, b].sort());
  });
});

describe('basket groups', () => {
  it('keeps goods among the remaining after a reset, with every method that can bring them and its price', async () => {
    const sku = await skuWith({ a: 3, warehouse: 10 });
    const cookie = await guestWithRemaining(sku);
    const basket = await getBasket(cookie);
    expect(basket.groups.map((g: Group) => g.key)).toEqual(['remaining']);
    expect(basket.readyForCheckout).toBe(false);
    expect(basket.problems).toEqual([CHECKOUT_MESSAGES.chooseRemaining]);
    expect(basket.items[0]).toMatchObject({ group: 'remaining', deliveryMethod: null, onWaitingList: false });
    expect(basket.items[0].deliveryMethods).toEqual(['pickup', 'pvz', 'courier', 'pickup_later']);
    const remaining = group(basket, 'remaining')!;
    expect(remaining.problems).toEqual([CHECKOUT_MESSAGES.chooseRemaining]);
    const byMethod = Object.fromEntries(remaining.methods.map((m) => [m.method, m]));
    expect(byMethod.pickup).toMatchObject({
      lineCount: 1,
      problem: null,
      price: { amount: 0 },
      readyIn: { unit: 'hours' },
    });
    expect(byMethod.pvz).toMatchObject({ lineCount: 1, price: { amount: 19_900, currency: 'RUB' } });
    expect(byMethod.courier).toMatchObject({ lineCount: 1, price: { amount: 34_900 } });
    expect(byMethod.courier!.nearestTime).toEqual(nearestCourierTime(new Date(), MOSCOW_TZ));
  });

  it('delivers free from the threshold and adds the chosen delivery to the total the shopper pays', async () => {
    const sku = await skuWith({ a: 50, warehouse: 50 });
    const cookie = await guestWithRemaining(sku);
    let basket = (await put(cookie, 'courier')).json().data;
    const price = basket.items[0].price.amount as number;
    expect(price).toBeLessThan(FREE_DELIVERY_FROM.ru);
    expect(basket.goodsTotal.amount).toBe(price);
    expect(basket.deliveryTotal.amount).toBe(34_900);
    expect(basket.total.amount).toBe(price + 34_900);

    // Enough pieces to pass the threshold: couriers and pickup points cost nothing.
    const pieces = Math.ceil(FREE_DELIVERY_FROM.ru / price);
    expect((await add(cookie, sku, pieces)).statusCode).toBe(200);
    basket = await getBasket(cookie);
    expect(basket.goodsTotal.amount).toBe(price * pieces);
    expect(group(basket, 'courier')!.delivery).toMatchObject({ price: { amount: 0 } });
    expect(basket.deliveryTotal.amount).toBe(0);
    expect(basket.total.amount).toBe(price * pieces);
  });

  it('moves the goods a method can serve on its first choice and wants a shop holding them all', async () => {
    const a = await skuWith({ a: 3, b: 3, warehouse: 10 });
    const b = await skuWith({ a: 2 });
    const c = await skuWith({ warehouse: 10 });
    const cookie = await guestWithRemaining(a, b, c);

    let basket = (await put(cookie, 'pickup')).json().data;
    expect(group(basket, 'pickup')).toMatchObject({
      skuIds: [a, b],
      ready: false,
      problems: [CHECKOUT_MESSAGES.chooseShop],
    });
    expect(group(basket, 'remaining')!.skuIds).toEqual([c]);
    expect(group(basket, 'pickup')!.delivery).toMatchObject({ method: 'pickup', price: { amount: 0 }, store: null });

    // Only shop A holds both a and b.
    expect((await places(cookie, 'pickup')).shops.map((s: { id: number }) => s.id)).toEqual([shopA]);
    const wrongShop = await put(cookie, 'pickup', { storeId: shopB });
    expect(wrongShop.statusCode).toBe(400);
    expect(wrongShop.json().error.fields).toEqual([{ name: 'storeId', message: CHECKOUT_MESSAGES.chooseShop }]);
    basket = (await put(cookie, 'pickup', { storeId: shopA })).json().data;
    expect(group(basket, 'pickup')).toMatchObject({ ready: true, problems: [] });
    expect(group(basket, 'pickup')!.delivery).toMatchObject({
      store: { id: shopA, name: expect.any(String) },
    });
    expect(basket.readyForCheckout).toBe(false);
    expect(basket.problems).toEqual([CHECKOUT_MESSAGES.chooseRemaining]);

    // c comes from a warehouse to any shop of the city.
    basket = (await put(cookie, 'pickup_later')).json().data;
    expect(group(basket, 'pickup_later')).toMatchObject({ skuIds: [c], problems: [CHECKOUT_MESSAGES.chooseShop] });
    expect(group(basket, 'remaining')).toBeUndefined();
    const laterShops = (await places(cookie, 'pickup_later')).shops;
    expect(laterShops.map((s: { id: number }) => s.id)).toContain(shopB);
    expect(laterShops[0].readyIn).toEqual({ unit: 'days', min: 2, max: 4 });
    basket = (await put(cookie, 'pickup_later', { storeId: shopB })).json().data;
    expect(basket.readyForCheckout).toBe(true);
    expect(basket.problems).toEqual([]);
  });

  it('offers pickup only for the goods one shop holds, and takes only those', async () => {
    const a = await skuWith({ a: 1 });
    const b = await skuWith({ b: 1 });
    const cookie = await guestWithRemaining(a, b);
    const pickupOffer = (basket: { groups: Group[] }) =>
      group(basket, 'remaining')!.methods.find((m) => m.method === 'pickup');
    // Each is in some shop, but no shop has both: pickup can give one of them, never both.
    expect(pickupOffer(await getBasket(cookie))).toMatchObject({ lineCount: 1, problem: null });
    let basket = (await put(cookie, 'pickup')).json().data;
    expect(group(basket, 'pickup')).toMatchObject({ skuIds: [a], problems: [CHECKOUT_MESSAGES.chooseShop] });
    expect(group(basket, 'remaining')!.skuIds).toEqual([b]);
    expect(pickupOffer(basket)).toMatchObject({ lineCount: 0 });
    expect((await places(cookie, 'pickup')).shops.map((s: { id: number }) => s.id)).toEqual([shopA]);
    // Put into the pickup group by hand, b leaves it without a shop holding all.
    basket = (await patchLine(cookie, b, { deliveryMethod: 'pickup' })).json().data;
    expect(group(basket, 'pickup')).toMatchObject({ skuIds: [a, b], problems: [CHECKOUT_MESSAGES.shopsNotFound] });
    expect((await places(cookie, 'pickup')).shops).toEqual([]);
    // Moving b to the courier leaves a group shop A can serve.
    basket = (await patchLine(cookie, b, { deliveryMethod: 'courier' })).json().data;
    expect(group(basket, 'pickup')).toMatchObject({ skuIds: [a], problems: [CHECKOUT_MESSAGES.chooseShop] });
    expect(group(basket, 'courier')!.skuIds).toEqual([b]);
    // A method that cannot bring the line is refused.
    const noPvz = await patchLine(cookie, a, { deliveryMethod: 'pvz' });
    expect(noPvz.statusCode).toBe(400);
    expect(noPvz.json().error.fields).toEqual([
      { name: 'deliveryMethod', message: CHECKOUT_MESSAGES.noDeliveryMethods },
    ]);
    expect((await patchLine(cookie, skus[79]!, { postponed: true })).statusCode).toBe(404);
  });

  it('wants a pickup point of the city for pvz', async () => {
    const sku = await skuWith({ warehouse: 5 });
    const cookie = await guestWithRemaining(sku);
    let basket = (await put(cookie, 'pvz')).json().data;
    expect(group(basket, 'pvz')).toMatchObject({ problems: [CHECKOUT_MESSAGES.choosePickupPoint] });
    expect(group(basket, 'pvz')!.delivery).toMatchObject({ price: { amount: 19_900 }, readyIn: { min: 2, max: 5 } });
    const list = await places(cookie, 'pvz');
    expect(list.pickupPoints.map((p: { id: number }) => p.id)).toContain(moscowPoint);
    expect(list.maps).toEqual({ apiKey: null });
    const elsewhere = await put(cookie, 'pvz', { pickupPointId: kazanPoint });
    expect(elsewhere.json().error.fields).toEqual([
      { name: 'pickupPointId', message: CHECKOUT_MESSAGES.choosePickupPoint },
    ]);
    const misplaced = await put(cookie, 'pvz', { storeId: shopA });
    expect(misplaced.json().error.fields).toEqual([{ name: 'storeId', message: MESSAGE_KEYS.invalid }]);
    basket = (await put(cookie, 'pvz', { pickupPointId: moscowPoint })).json().data;
    expect(group(basket, 'pvz')).toMatchObject({ ready: true });
    expect(group(basket, 'pvz')!.delivery).toMatchObject({
      pickupPoint: { id: moscowPoint, name: expect.any(String) },
    });
    expect(basket.readyForCheckout).toBe(true);
  });

  it('says shops and pickup points not found in a city that has none, and a city change clears the choices', async () => {
    const sku = await skuWith({ a: 2, warehouse: 5 });
    const cookie = await guestWith(sku);
    await put(cookie, 'pickup', { storeId: shopA });
    const choices = () =>
      t.database.db
        .select()
        .from(basketDeliveries)
        .where(eq(basketDeliveries.ownerKey, guestKey(cookie)));
    expect(await choices()).toHaveLength(1);
    expect((await setCity(cookie, KANSK)).statusCode).toBe(200);
    expect(await choices()).toEqual([]);
    const basket = await getBasket(cookie);
    expect(basket.items[0]).toMatchObject({ group: 'remaining', deliveryMethod: null });
    const byMethod = Object.fromEntries(group(basket, 'remaining')!.methods.map((m) => [m.method, m]));
    expect(byMethod.pickup).toMatchObject({ lineCount: 0, problem: CHECKOUT_MESSAGES.shopsNotFound });
    expect(byMethod.pickup_later).toMatchObject({ lineCount: 0, problem: CHECKOUT_MESSAGES.shopsNotFound });
    expect(byMethod.pvz).toMatchObject({ lineCount: 0, problem: CHECKOUT_MESSAGES.pickupPointsNotFound });
    expect(byMethod.courier).toMatchObject({ lineCount: 1, problem: null });
    expect((await places(cookie, 'pvz')).pickupPoints).toEqual([]);
  });

  it('puts postponed goods aside and marks goods no one has as not available', async () => {
    const a = await skuWith({ a: 2, warehouse: 5 });
    const b = await skuWith({ warehouse: 5 });
    const cookie = await guestWithRemaining(a, b);
    await put(cookie, 'courier');
    let basket = (await patchLine(cookie, a, { postponed: true })).json().data;
    expect(group(basket, 'pending')!.skuIds).toEqual([a]);
    expect(basket.totalQuantity).toBe(1);
    basket = (await patchLine(cookie, a, { postponed: false })).json().data;
    expect(group(basket, 'courier')!.skuIds).toEqual([a, b]);

    await t.database.db.delete(stock).where(eq(stock.skuId, b));
    basket = await getBasket(cookie);
    expect(group(basket, 'notAvailable')).toMatchObject({
      skuIds: [b],
      problems: [CHECKOUT_MESSAGES.noDeliveryMethods],
    });
    expect(basket.items.find((i: { productId: number }) => i.productId === b)).toMatchObject({
      maxAvailable: 0,
      deliveryMethods: [],
    });
    expect(group(basket, 'courier')!.skuIds).toEqual([a]);
  });

  it('resets every choice after the shopper confirms, keeping postponed goods aside', async () => {
    const a = await skuWith({ a: 2, warehouse: 5 });
    const b = await skuWith({ warehouse: 5 });
    const cookie = await guestWithRemaining(a, b);
    await put(cookie, 'pickup', { storeId: shopA });
    await put(cookie, 'pvz', { pickupPointId: moscowPoint });
    await patchLine(cookie, b, { postponed: true });
    const res = await t.app.inject({ method: 'DELETE', url: '/api/v1/basket/delivery', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const basket = res.json().data;
    expect(basket.groups.map((g: Group) => g.key)).toEqual(['remaining', 'pending']);
    expect(basket.items.map((i: { deliveryMethod: string | null }) => i.deliveryMethod)).toEqual([null, null]);
    const left = await t.database.db
      .select()
      .from(basketDeliveries)
      .where(eq(basketDeliveries.ownerKey, guestKey(cookie)));
    expect(left).toEqual([]);
  });

  it('documents the basket and delivery calls in the OpenAPI output', async () => {
    const { paths } = (await t.app.inject({ url: '/api/v1/openapi.json' })).json();
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/basket/lines/{skuId}',
        '/api/v1/basket/groups/{method}',
        '/api/v1/basket/groups/{method}/places',
        '/api/v1/basket/groups/courier/slots',
        '/api/v1/basket/delivery',
        '/api/v1/users/addresses',
        '/api/v1/users/addresses/{id}',
        '/api/v1/users/waiting-list',
        '/api/v1/users/waiting-list/{skuId}',
      ]),
    );
    expect(paths['/api/v1/basket/groups/{method}'].put.summary).toMatch(/dateTooEarly/);
    const guest = (await t.app.inject({ url: '/api/v1/basket' })).json().data;
    expect(guest).toMatchObject({ items: [], groups: [], readyForCheckout: false });
  });

  it('keeps a guest’s choices when they log in', async () => {
    const sku = await skuWith({ a: 2, warehouse: 5 });
    const cookie = await guestWith(sku);
    await put(cookie, 'pickup', { storeId: shopA });
    const { cookie: userCookie } = await logInByPhone(t.app, t.database.db, '79168000077', cookie);
    const basket = await getBasket(userCookie);
    expect(group(basket, 'pickup')).toMatchObject({ skuIds: [sku], ready: true });
  });
});

describe('courier', () => {
  it('asks a guest to log in for an address and starts at the nearest time', async () => {
    const sku = await skuWith({ warehouse: 5 });
    const cookie = await guestWithRemaining(sku);
    expect((await put(cookie, 'courier', { addressId: 1 })).statusCode).toBe(401);
    const basket = (await put(cookie, 'courier')).json().data;
    const courier = group(basket, 'courier')!;
    expect(courier.problems).toEqual([CHECKOUT_MESSAGES.addAddress]);
    const nearest = nearestCourierTime(new Date(), MOSCOW_TZ);
    expect(courier.delivery).toMatchObject({
      date: nearest.date,
      timeSlot: nearest.timeSlot,
      nearest,
      price: { amount: 34_900 },
    });
  });

  it('takes the user’s own address in the city with a house, and a time not before the nearest', async () => {
    const sku = await skuWith({ warehouse: 5 });
    const { cookie, userId } = await userWithRemaining(sku);
    const other = await createUserSession(t.database.db);
    const someoneElses = await saveAddress(other.cookie);
    const inKazan = await saveAddress(cookie, { cityId: KAZAN });
    const own = await saveAddress(cookie);
    const [noHouse] = await t.database.db
      .insert(addresses)
      .values({ userId, cityId: MOSCOW, street: 'Арбат', house: ' ' })
      .returning({ id: addresses.id });

    for (const [addressId, message] of [
      [someoneElses, CHECKOUT_MESSAGES.addAddress],
      [inKazan, CHECKOUT_MESSAGES.addAddress],
      [noHouse!.id, MESSAGE_KEYS.noHouse],
    ] as const) {
      const res = await put(cookie, 'courier', { addressId });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual([{ name: 'addressId', message }]);
    }

    let basket = (await put(cookie, 'courier', { addressId: own })).json().data;
    expect(group(basket, 'courier')).toMatchObject({ ready: true, problems: [] });
    expect(group(basket, 'courier')!.delivery).toMatchObject({
      address: { addressId: own, city: 'Москва', street: 'Тверская', house: '7', apartment: '12' },
    });
    expect(basket.readyForCheckout).toBe(true);

    const now = new Date();
    const nearest = nearestCourierTime(now, MOSCOW_TZ);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: MOSCOW_TZ }).format(now);
    const early = await put(cookie, 'courier', { date: today, timeSlot: '10:00-14:00' });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.fields).toEqual([
      {
        name: 'date',
        message: CHECKOUT_MESSAGES.dateTooEarly,
        params: { date: formatDeliveryDay(nearest.date, 'ru-RU'), timeSlot: nearest.timeSlot, isoDate: nearest.date },
      },
    ]);
    const saturday = nextDate(nearest.date, 6);
    const dayOff = await put(cookie, 'courier', { date: saturday, timeSlot: '10:00-14:00' });
    expect(dayOff.json().error.fields).toEqual([{ name: 'date', message: MESSAGE_KEYS.invalid }]);
    expect((await put(cookie, 'courier', { date: '24.11.2026' })).statusCode).toBe(400);

    const later = nextDate(saturday, 3);
    basket = (await put(cookie, 'courier', { date: later, timeSlot: '14:00-18:00' })).json().data;
    expect(group(basket, 'courier')!.delivery).toMatchObject({ date: later, timeSlot: '14:00-18:00' });
    expect(group(basket, 'courier')!.ready).toBe(true);

    // Deleting the address takes it out of the group.
    await t.app.inject({ method: 'DELETE', url: `/api/v1/users/addresses/${own}`, headers: { cookie } });
    basket = await getBasket(cookie);
    expect(group(basket, 'courier')).toMatchObject({ ready: false, problems: [CHECKOUT_MESSAGES.addAddress] });
  });

  it('lists the courier days and slots in the city’s zone', async () => {
    const sku = await skuWith({ warehouse: 5 });
    const cookie = await guestWith(sku);
    const slots = (await t.app.inject({ url: '/api/v1/basket/groups/courier/slots', headers: { cookie } })).json().data;
    expect(slots.timeZone).toBe(MOSCOW_TZ);
    expect(slots.nearest).toEqual(nearestCourierTime(new Date(), MOSCOW_TZ));
    expect(slots.immediate).toBe(false);
    expect(slots.days[0].date).toBe(slots.nearest.date);
    expect(slots.days.every((d: { date: string }) => weekdayOf(d.date) <= 5)).toBe(true);
    // 14 days always hold 10 weekdays; today and tomorrow may fall inside the 24-hour lead.
    expect(slots.days.length).toBeGreaterThanOrEqual(8);
  });

  it('offers “within 3 hours” while a shop holding the goods is open', async () => {
    const sku = await skuWith({ a: 2 });
    const { userId } = await userWithRemaining(sku);
    const key = `u:${userId}`;
    const scope = { variant: 'ru' as const, lang: 'ru' as const, cityId: MOSCOW };
    // A Wednesday at 12:00 and at 23:00 in Moscow; the shops work 10:00–22:00.
    const noon = new Date('2026-11-25T09:00:00Z');
    const night = new Date('2026-11-25T20:00:00Z');
    await chooseGroupDelivery(t.database.db, key, scope, 'courier', {}, { now: noon, locale: 'ru-RU' });
    const open = await resolveBasketGroups(t.database.db, key, scope, noon);
    const courier = open.groups.find((g) => g.key === 'courier')!;
    // The group starts where the method's card promised: within 3 hours, today.
    expect(courier.delivery).toMatchObject({
      immediate: true,
      deliveryDate: '2026-11-25',
      timeSlot: IMMEDIATE_SLOT,
      readyIn: { unit: 'hours', max: 3 },
    });
    // Thursday 10:00 is less than a day away; 14:00 is the nearest slot of the provider.
    expect(courier.delivery?.nearest).toEqual({ date: '2026-11-26', timeSlot: '14:00-18:00' });
    await chooseGroupDelivery(
      t.database.db,
      key,
      scope,
      'courier',
      { date: '2026-11-25', timeSlot: IMMEDIATE_SLOT },
      { now: noon, locale: 'ru-RU' },
    );
    const chosen = (await resolveBasketGroups(t.database.db, key, scope, noon)).groups.find(
      (g) => g.key === 'courier',
    )!;
    expect(chosen.delivery).toMatchObject({ timeSlot: IMMEDIATE_SLOT, readyIn: { unit: 'hours', max: 3 } });
    expect(chosen.problems).toEqual([CHECKOUT_MESSAGES.addAddress]);
    // At night the shop is closed: the choice is now too early.
    const closed = (await resolveBasketGroups(t.database.db, key, scope, night)).groups.find(
      (g) => g.key === 'courier',
    )!;
    expect(closed.delivery?.immediate).toBe(false);
    expect(closed.problems).toContain(CHECKOUT_MESSAGES.dateTooEarly);
    await expect(
      chooseGroupDelivery(
        t.database.db,
        key,
        scope,
        'courier',
        { date: '2026-11-25', timeSlot: IMMEDIATE_SLOT },
        { now: night, locale: 'ru-RU' },
      ),
    ).rejects.toMatchObject({ fields: [{ name: 'date', message: CHECKOUT_MESSAGES.dateTooEarly }] });
  });

  it('works out the groups in the same few statements whatever the number of lines', async () => {
    const statementsFor = async (n: number) => {
      const lines = await Promise.all(Array.from({ length: n }, () => skuWith({ a: 3, warehouse: 3 })));
      const { userId } = await userWith(...lines);
      const counted = countStatements();
      const result = await resolveBasketGroups(counted.db, `u:${userId}`, {
        variant: 'ru',
        lang: 'ru',
        cityId: MOSCOW,
      });
      expect(result.lines).toHaveLength(n);
      return counted.count();
    };
    const one = await statementsFor(1);
    expect(await statementsFor(12)).toBe(one);
    expect(one).toBeLessThanOrEqual(8);
  });
});

/** The first date on or after `from` with the ISO weekday (1 Monday … 7 Sunday). */
function nextDate(from: string, weekday: number): string {
  let d = new Date(`${from}T00:00:00Z`);
  while (weekdayOf(d.toISOString().slice(0, 10)) !== weekday) d = new Date(d.getTime() + 86_400_000);
  return d.toISOString().slice(0, 10);
}

/** A view of the test database that counts the queries built through it (subqueries included). */
function countStatements() {
  let n = 0;
  const db = t.database.db;
  const proxy = new Proxy(db, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (prop === 'select' || prop === 'selectDistinct' || prop === 'execute') {
        return (...args: unknown[]) => {
          n++;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return value;
    },
  });
  return { db: proxy, count: () => n };
}
