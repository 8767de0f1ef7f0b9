import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSkus } from '../../db/schema/catalog.ts';
import { stock } from '../../db/schema/geo.ts';
import { waitingList } from '../../db/schema/orders.ts';
import { basketItems } from '../../db/schema/shopping.ts';
import { createUserSession } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let skus: number[];
beforeAll(async () => {
  t = await createTestApp();
  skus = (await t.database.db.select({ id: productSkus.id }).from(productSkus).orderBy(productSkus.id).limit(3)).map(
    (r) => r.id,
  );
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1/users/waiting-list${url}`,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });

describe('waiting list', () => {
  it('is for logged-in users only', async () => {
    expect((await call('GET', '')).statusCode).toBe(401);
    expect((await call('POST', '', undefined, { productId: skus[0] })).statusCode).toBe(401);
    expect((await call('DELETE', `/${skus[0]}`)).statusCode).toBe(401);
  });

  it('adds a SKU once however often it is asked, lists it and removes it', async () => {
    const { cookie, userId } = await createUserSession(t.database.db);
    const [a, b] = skus as [number, number];
    // Sold out: the arrival notice is what the shopper asks for.
    await t.database.db.delete(stock).where(eq(stock.skuId, a));
    expect((await call('POST', '', cookie, { productId: a })).json().data).toEqual({
      skuIds: [a],
      totalWaitingListCount: 1,
    });
    await t.database.db.update(waitingList).set({ notifiedAt: new Date() }).where(eq(waitingList.userId, userId));
    expect((await call('POST', '', cookie, { productId: a })).json().data.skuIds).toEqual([a]);
    const [row] = await t.database.db.select().from(waitingList).where(eq(waitingList.userId, userId));
    expect(row!.notifiedAt).toBeNull();
    await call('POST', '', cookie, { productId: b });
    expect((await call('POST', '', cookie, { productId: 99_999_999 })).statusCode).toBe(404);

    const page = (await call('GET', '', cookie)).json().data;
    expect(page).toMatchObject({ totalWaitingListCount: 2, page: 1, pageSize: 48 });
    expect(page.items.map((i: { skuId: number }) => i.skuId).sort()).toEqual([a, b].sort());
    expect(page.items.find((i: { skuId: number }) => i.skuId === a)).toMatchObject({
      maxAvailable: 0,
      name: expect.any(String),
      url: expect.stringMatching(/^\/product\//),
    });

    // The basket marks lines the user waits for.
    await t.database.db.insert(basketItems).values({ ownerKey: `u:${userId}`, skuId: b, quantity: 1 });
    const basket = (await t.app.inject({ url: '/api/v1/basket', headers: { cookie } })).json().data;
    expect(basket.items.find((i: { productId: number }) => i.productId === b)?.onWaitingList).toBe(true);

    expect((await call('DELETE', `/${a}`, cookie)).json().data).toEqual({ skuIds: [b], totalWaitingListCount: 1 });
    // Gone already (or another user's entry): not found.
    expect((await call('DELETE', `/${a}`, cookie)).statusCode).toBe(404);
    expect((await call('GET', '?page=2', cookie)).json().data.items).toEqual([]);
  });
});
