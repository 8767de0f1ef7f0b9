import { randomUUID } from 'node:crypto';
import { CHECKOUT_MESSAGES } from '@storefront/domain/checkout';
import { PROMO_MESSAGES } from '@storefront/domain/promo-codes';
import { MESSAGE_KEYS } from '@storefront/domain/validation/fields';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { checkouts, promoCodeUses } from '../../db/schema/orders.ts';
import { createUserSession } from '../../test/sessions.ts';
import { createTestApp, secondConnection, type TestApp, testConfig } from '../../test/test-app.ts';
import {
  callAs,
  fillPickupBasket,
  moscowShop,
  pickupShopper,
  placeBody,
  setStock,
  skuAt,
} from '../orders/orders.test-support.ts';

let t: TestApp;
let other: { app: FastifyInstance; database: Database };
let editor: ReturnType<typeof callAs>;
let editorId: number;
let shopper: ReturnType<typeof callAs>;

beforeAll(async () => {
  t = await createTestApp();
  // A second process on the same database: the global limit must hold across processes too.
  const database = await secondConnection(t.database);
  const app = await buildApp({ config: testConfig(), database });
  await app.ready();
  other = { app, database };
  const session = await createUserSession(t.database.db, { roles: ['content'] });
  editor = callAs(t.app, session.cookie);
  editorId = session.userId;
  shopper = callAs(t.app, (await createUserSession(t.database.db)).cookie);
});
afterAll(async () => {
  await other.app.close();
  await other.database.close();
  await t.close();
});

const terms = (over: Record<string, unknown> = {}) => ({
  code: 'spring-25',
  kind: 'percent',
  value: 25,
  variant: 'ru',
  minSubtotal: 100_000,
  startsAt: '2026-03-01T00:00:00Z',
  endsAt: '2036-06-01T00:00:00Z',
  perUserLimit: 1,
  usageLimit: 100,
  ...over,
});

describe('promo codes in the back office', () => {
  it('creates a code, edits its terms and lists it with its uses', async () => {
    const created = await editor({ method: 'POST', url: 'staff/promo-codes', body: terms() });
    expect(created.status).toBe(201);
    expect(created.body.data.promoCode).toMatchObject({
      code: 'SPRING-25',
      kind: 'percent',
      value: 25,
      variant: 'ru',
      currency: 'RUB',
      usageLimit: 100,
      uses: 0,
      state: 'active',
    });
    const edited = await editor({
      method: 'PUT',
      url: 'staff/promo-codes/spring-25',
      body: terms({ kind: 'fixed', value: 50_000, variant: 'kz', usageLimit: null, perUserLimit: 3 }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.promoCode).toMatchObject({
      kind: 'fixed',
      value: 50_000,
      currency: 'KZT',
      perUserLimit: 3,
    });

    const list = await editor({ url: 'staff/promo-codes?q=ring-2&sort=code' });
    expect(list.body.data.list.map((i: { code: string }) => i.code)).toEqual(['SPRING-25']);
    const kz = await editor({ url: 'staff/promo-codes?variant=kz&state=active' });
    expect(kz.body.data.list.map((i: { code: string }) => i.code)).toContain('SPRING-25');
    const expired = await editor({ url: 'staff/promo-codes?state=expired' });
    expect(expired.body.data.list.map((i: { code: string }) => i.code)).toContain('SPRING2020');
  });

  it('answers bad terms with field errors', async () => {
    const errors = async (body: unknown, method: 'POST' | 'PUT' = 'POST', url = 'staff/promo-codes') => {
      const res = await editor({ method, url, body });
      expect(res.status).toBe(400);
      return res.body.error.fields;
    };
    expect(await errors(terms({ code: 'P101', value: 101 }))).toEqual([
      { name: 'value', message: PROMO_MESSAGES.percentRange },
    ]);
    expect(await errors(terms({ code: 'P0', value: 0 }))).toEqual([
      { name: 'code', message: PROMO_MESSAGES.codeFormat },
      { name: 'value', message: PROMO_MESSAGES.percentRange },
    ]);
    expect(
      await errors(terms({ code: 'DATES', endsAt: '2026-02-01T00:00:00Z', usageLimit: 0, minSubtotal: -1 })),
    ).toEqual([
      { name: 'minSubtotal', message: PROMO_MESSAGES.notNegative },
      { name: 'usageLimit', message: PROMO_MESSAGES.limitPositive },
      { name: 'endsAt', message: PROMO_MESSAGES.datesOrder },
    ]);
    expect(await errors(terms({ code: 'WELCOME10' }))).toEqual([{ name: 'code', message: PROMO_MESSAGES.codeTaken }]);
    expect(await errors(terms({ code: 'OTHER' }), 'PUT', 'staff/promo-codes/WELCOME10')).toEqual([
      { name: 'code', message: PROMO_MESSAGES.codeFixed },
    ]);
    const missing = await errors({ code: '', kind: 'percent', variant: 'xx' });
    expect(missing.map((f: { name: string }) => f.name).sort()).toEqual(['value', 'variant']);
    expect(await errors(terms({ code: '' }))).toEqual([{ name: 'code', message: MESSAGE_KEYS.required }]);
    const extra = await errors({ ...terms({ code: 'EXTRA' }), uses: 5 });
    expect(extra.map((f: { name: string }) => f.name)).toEqual(['uses']);
    expect((await editor({ url: 'staff/promo-codes/NOPE' })).status).toBe(404);
  });

  it('is open to content editors (and administrators), closed to other staff, shoppers and guests', async () => {
    for (const [roles, status] of [
      [['admin'], 200],
      [['orders'], 403],
      [['moderator'], 403],
    ] as const) {
      const call = callAs(t.app, (await createUserSession(t.database.db, { roles: [...roles] })).cookie);
      expect((await call({ url: 'staff/promo-codes' })).status, roles[0]).toBe(status);
    }
    expect((await t.app.inject({ url: '/api/v1/staff/promo-codes' })).statusCode).toBe(401);
    expect((await shopper({ url: 'staff/promo-codes' })).status).toBe(403);
    expect((await shopper({ method: 'POST', url: 'staff/promo-codes', body: terms({ code: 'SHOPPER' }) })).status).toBe(
      403,
    );
  });
});

describe('the global limit under racing orders', () => {
  it('20 shoppers on two processes, a code for 7 orders: exactly 7 orders get it, the others are told it ran out', async () => {
    const db = t.database.db;
    const shop = await moscowShop(db);
    const sku = await skuAt(db, 2, 100_000);
    await setStock(db, sku.skuId, [{ storeId: shop, quantity: 100 }]);
    expect(
      (
        await editor({
          method: 'POST',
          url: 'staff/promo-codes',
          body: terms({ code: 'RACE7', usageLimit: 7, minSubtotal: 0 }),
        })
      ).status,
    ).toBe(201);
    const calls = [];
    for (let i = 0; i < 20; i++) {
      const user = await pickupShopper(db, shop, [{ skuId: sku.skuId, quantity: 1 }]);
      await db
        .insert(checkouts)
        .values({ ownerKey: `u:${user.userId}`, paymentMethod: 'on_receipt', promoCode: 'RACE7' });
      calls.push(callAs(i % 2 ? other.app : t.app, user.cookie));
    }

    const answers = await Promise.all(
      calls.map((call) =>
        call({ method: 'POST', url: 'orders', body: placeBody(), headers: { 'idempotency-key': randomUUID() } }),
      ),
    );

    const placed = answers.filter((a) => a.status === 201);
    expect(placed).toHaveLength(7);
    for (const a of placed) expect(a.body.data.order.promoCode).toBe('RACE7');
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expect([400, 409]).toContain(refused.status);
      expect(refused.body.error.fields).toContainEqual({ name: 'code', message: CHECKOUT_MESSAGES.promoExhausted });
    }
    expect(await db.select().from(promoCodeUses).where(eq(promoCodeUses.code, 'RACE7'))).toHaveLength(7);

    const detail = (await editor({ url: 'staff/promo-codes/RACE7' })).body.data;
    expect(detail.promoCode).toMatchObject({ uses: 7, state: 'exhausted' });
    expect(detail.uses).toHaveLength(7);
    expect(new Set(detail.uses.map((u: { orderNumber: string }) => u.orderNumber))).toEqual(
      new Set(placed.map((a) => a.body.data.order.number)),
    );
    expect(detail.uses[0]).toMatchObject({ orderStatus: 'placed', phone: expect.stringMatching(/^7916/) });
  });

  it('a shopper may use a code as often as its per-user limit allows', async () => {
    const db = t.database.db;
    const shop = await moscowShop(db);
    const sku = await skuAt(db, 3, 100_000);
    await setStock(db, sku.skuId, [{ storeId: shop, quantity: 100 }]);
    await editor({
      method: 'POST',
      url: 'staff/promo-codes',
      body: terms({ code: 'TWICE', perUserLimit: 2, minSubtotal: 0 }),
    });
    const user = await pickupShopper(db, shop, [{ skuId: sku.skuId, quantity: 1 }]);
    const call = callAs(t.app, user.cookie);
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      await db
        .insert(checkouts)
        .values({ ownerKey: `u:${user.userId}`, paymentMethod: 'on_receipt', promoCode: 'TWICE' })
        .onConflictDoUpdate({ target: checkouts.ownerKey, set: { promoCode: 'TWICE' } });
      const res = await call({
        method: 'POST',
        url: 'orders',
        body: placeBody(),
        headers: { 'idempotency-key': randomUUID() },
      });
      statuses.push(res.status);
      if (res.status !== 201)
        expect(res.body.error.fields).toContainEqual({ name: 'code', message: CHECKOUT_MESSAGES.promoUsed });
      if (res.status === 201) await fillPickupBasket(db, user.userId, shop, [{ skuId: sku.skuId, quantity: 1 }]);
    }
    expect(statuses).toEqual([201, 201, 400]);
  });
});

describe('each code’s own uses in the back office', () => {
  it('counts and judges every code by its own orders, in the list and in the detail', async () => {
    const db = t.database.db;
    const shop = await moscowShop(db);
    const sku = await skuAt(db, 4, 100_000);
    await setStock(db, sku.skuId, [{ storeId: shop, quantity: 100 }]);
    for (const code of ['OWN-ONE', 'OWN-TWO', 'OWN-NONE']) {
      const body = terms({ code, usageLimit: 2, minSubtotal: 0 });
      expect((await editor({ method: 'POST', url: 'staff/promo-codes', body })).status).toBe(201);
    }
    /** An order placed with `code` by a new shopper. */
    const orderWith = async (code: string) => {
      const user = await pickupShopper(db, shop, [{ skuId: sku.skuId, quantity: 1 }]);
      await db.insert(checkouts).values({ ownerKey: `u:${user.userId}`, paymentMethod: 'on_receipt', promoCode: code });
      const call = callAs(t.app, user.cookie);
      const placed = await call({
        method: 'POST',
        url: 'orders',
        body: placeBody(),
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(placed.status).toBe(201);
      return placed.body.data.order.number as string;
    };
    const one = [await orderWith('OWN-ONE')];
    const two = [await orderWith('OWN-TWO'), await orderWith('OWN-TWO')];

    // Three uses in the shop in all (more with the tests above): a code for two must not look exhausted by them.
    const expected = {
      'OWN-ONE': { uses: 1, state: 'active' },
      'OWN-TWO': { uses: 2, state: 'exhausted' },
      'OWN-NONE': { uses: 0, state: 'active' },
    };
    const list = (await editor({ url: 'staff/promo-codes?q=own-&sort=uses&dir=desc' })).body.data.list;
    expect(list.map((c: { code: string; uses: number; state: string }) => [c.code, c.uses, c.state])).toEqual([
      ['OWN-TWO', 2, 'exhausted'],
      ['OWN-ONE', 1, 'active'],
      ['OWN-NONE', 0, 'active'],
    ]);
    const exhausted = (await editor({ url: 'staff/promo-codes?q=own-&state=exhausted' })).body.data.list;
    expect(exhausted.map((c: { code: string }) => c.code)).toEqual(['OWN-TWO']);
    const active = (await editor({ url: 'staff/promo-codes?q=own-&state=active&sort=code&dir=asc' })).body.data.list;
    expect(active.map((c: { code: string }) => c.code)).toEqual(['OWN-NONE', 'OWN-ONE']);

    for (const [code, own] of Object.entries(expected)) {
      const detail = (await editor({ url: `staff/promo-codes/${code}` })).body.data;
      expect(detail.promoCode, code).toMatchObject(own);
      const numbers = { 'OWN-ONE': one, 'OWN-TWO': two, 'OWN-NONE': [] }[code];
      expect(new Set(detail.uses.map((u: { orderNumber: string }) => u.orderNumber)), code).toEqual(new Set(numbers));
    }
  });
});
