import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSkus } from '../../db/schema/catalog.ts';
import { stock, stores } from '../../db/schema/geo.ts';
import { createUserSession } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { AUTH_TEST_ENV, logInByPhone, sessionCookie } from '../auth/auth.test-support.ts';
import { maxAvailableBySku } from './stock.ts';

const MOSCOW = 86999;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...AUTH_TEST_ENV, SMS_RESEND_S: '0' });
});
afterAll(() => t.close());

const patch = (payload: object, cookie?: string) =>
  t.app.inject({ method: 'PATCH', url: '/api/v1/basket/item', headers: cookie ? { cookie } : {}, payload });

/** SKUs with some stock for Moscow shoppers, most stocked first. */
async function stockedSkus(n: number): Promise<{ id: number; max: number }[]> {
  const skus = await t.database.db.select({ id: productSkus.id }).from(productSkus).limit(200);
  const available = await maxAvailableBySku(
    t.database.db,
    skus.map((s) => s.id),
    MOSCOW,
  );
  return [...available.entries()]
    .filter(([, max]) => max > 1)
    .slice(0, n)
    .map(([id, max]) => ({ id, max }));
}

describe('PATCH basket/item', () => {
  it('keeps a guest’s basket, capping quantities by stock', async () => {
    const [sku] = await stockedSkus(1);
    const first = await patch({ productId: sku!.id, quantity: 1 });
    expect(first.statusCode).toBe(200);
    const cookie = sessionCookie(first) as string;
    expect(first.json().data).toMatchObject({ productId: sku!.id, quantity: 1, maxAvailable: sku!.max, capped: false });
    const tooMany = await patch({ productId: sku!.id, quantity: sku!.max + 5 }, cookie);
    expect(tooMany.json().data).toMatchObject({ quantity: sku!.max, capped: true });
    expect(tooMany.json().data.basket).toEqual({ [sku!.id]: sku!.max });
    const removed = await patch({ productId: sku!.id, quantity: 0 }, cookie);
    expect(removed.json().data.basket).toEqual({});
  });

  it('accepts a product id for a product with one SKU and answers delivery data when asked', async () => {
    const [single] = await t.database.db
      .execute<{ product_id: number; sku_id: number }>(
        sql`select product_id, min(id) as sku_id from product_skus group by product_id having count(*) = 1 and product_id not in (select id from product_skus) limit 1`,
      )
      .then((r) => (r as unknown as { rows: { product_id: number; sku_id: number }[] }).rows);
    if (single) {
      const res = await patch({ productId: single.product_id, quantity: 1, showDeliveryData: true });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.productId).toBe(Number(single.sku_id));
      expect(res.json().data.delivery).toMatchObject({ selfPickup: { storesCount: expect.any(Number) } });
    }
    const [sku] = await stockedSkus(1);
    const withDelivery = await patch({ productId: sku!.id, quantity: 1, showDeliveryData: true });
    expect(withDelivery.json().data.delivery).toMatchObject({
      selfPickup: { storesCount: expect.any(Number) },
      city: { id: MOSCOW },
    });
    expect((await patch({ productId: 99_999_999, quantity: 1 })).statusCode).toBe(404);
    expect((await patch({ productId: 1, quantity: -1 })).statusCode).toBe(400);
  });

  it('lists the lines with product data for users', async () => {
    const { cookie } = await createUserSession(t.database.db);
    const [a, b] = await stockedSkus(2);
    await patch({ productId: a!.id, quantity: 2 }, cookie);
    await patch({ productId: b!.id, quantity: 1 }, cookie);
    const basket = (await t.app.inject({ url: '/api/v1/basket', headers: { cookie } })).json().data;
    expect(basket.items.map((i: { productId: number }) => i.productId)).toEqual([a!.id, b!.id]);
    expect(basket.items[0]).toMatchObject({
      quantity: 2,
      maxAvailable: a!.max,
      name: expect.any(String),
      colour: expect.any(String),
    });
    expect(basket.totalQuantity).toBe(3);
    expect(basket.total.amount).toBe(basket.items[0].price.amount * 2 + basket.items[1].price.amount);
    const layout = (await t.app.inject({ url: '/api/v1/layout?pageUrl=/', headers: { cookie } })).json().data;
    expect(layout.user.basket).toEqual({ [a!.id]: 2, [b!.id]: 1 });
  });

  it('follows the city: stock of the city’s shops plus the country’s warehouses', async () => {
    const [sku] = await stockedSkus(1);
    const shops = await t.database.db
      .select({ q: sql<number>`coalesce(sum(${stock.quantity}),0)::int` })
      .from(stock)
      .innerJoin(stores, eq(stores.id, stock.storeId))
      .where(and(eq(stock.skuId, sku!.id), eq(stores.cityId, MOSCOW), eq(stores.kind, 'shop')));
    const moscow = (await maxAvailableBySku(t.database.db, [sku!.id], MOSCOW)).get(sku!.id)!;
    // Kansk has no shops: only the warehouses count there.
    const kansk = (await maxAvailableBySku(t.database.db, [sku!.id], 87_100)).get(sku!.id) ?? 0;
    expect(moscow - kansk).toBe(Number(shops[0]!.q));
  });

  it('merges a guest basket into the user’s at login, summing and capping by stock', async () => {
    const [a, b] = await stockedSkus(2);
    const guest = await patch({ productId: a!.id, quantity: a!.max });
    const guestCookie = sessionCookie(guest) as string;
    await patch({ productId: b!.id, quantity: 1 }, guestCookie);
    // The account already holds one of SKU a from an earlier visit.
    const earlier = await logInByPhone(t.app, t.database.db, '79168000001');
    await patch({ productId: a!.id, quantity: 1 }, earlier.cookie);
    await t.app.inject({ method: 'POST', url: '/api/v1/users/logout', headers: { cookie: earlier.cookie } });
    const { user } = await logInByPhone(t.app, t.database.db, '79168000001', guestCookie);
    expect(user.basket).toEqual({ [a!.id]: a!.max, [b!.id]: 1 });
  });
});
