import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserSession } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { AUTH_TEST_ENV, logInByPhone, sessionCookie } from '../auth/auth.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(AUTH_TEST_ENV);
});
afterAll(() => t.close());

const add = (productIds: number[], cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/favorites',
    headers: cookie ? { cookie } : {},
    payload: { productIds },
  });

describe('favourites', () => {
  it('keeps a guest’s favourites under a new guest session', async () => {
    const first = await add([3, 1]);
    expect(first.statusCode).toBe(200);
    const cookie = sessionCookie(first) as string;
    expect(cookie).toBeTruthy();
    expect(first.json().data).toEqual({ allItemsId: [3, 1], totalCountItems: 2 });
    const second = await add([2, 999_999], cookie);
    expect(sessionCookie(second)).toBeUndefined();
    expect(second.json().data.allItemsId.sort()).toEqual([1, 2, 3]);
    const list = await t.app.inject({ url: '/api/v1/favorites?getAllItemsId=y', headers: { cookie } });
    const data = list.json().data;
    expect(data.totalCountItems).toBe(3);
    expect(data.items).toHaveLength(3);
    expect(data.items[0]).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      price: { currency: 'RUB' },
    });
    expect(data.allItemsId).toHaveLength(3);
  });

  it('sorts by price both ways and pages with count and offset', async () => {
    const { cookie } = await createUserSession(t.database.db);
    await add([10, 11, 12, 13, 14], cookie);
    const get = async (q: string) =>
      (await t.app.inject({ url: `/api/v1/favorites?${q}`, headers: { cookie } })).json().data;
    const asc = await get('sort=price&ord=asc');
    const prices = asc.items.map((i: { price: { amount: number } }) => i.price.amount);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await get('sort=price&ord=desc');
    const descPrices = desc.items.map((i: { price: { amount: number } }) => i.price.amount);
    expect(descPrices).toEqual([...prices].sort((a, b) => b - a));
    const page = await get('count=2&offset=2');
    expect(page.items).toHaveLength(2);
    expect(page.totalCountItems).toBe(5);
    expect(page.allItemsId).toBeNull();
    const bad = await t.app.inject({ url: '/api/v1/favorites?sort=nope&count=0', headers: { cookie } });
    expect(bad.statusCode).toBe(400);
  });

  it('removes listed ids, or everything', async () => {
    const { cookie } = await createUserSession(t.database.db);
    await add([20, 21, 22], cookie);
    const some = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/favorites?productIds=20,21',
      headers: { cookie },
    });
    expect(some.json().data).toEqual({ allItemsId: [22], totalCountItems: 1 });
    const all = await t.app.inject({ method: 'DELETE', url: '/api/v1/favorites', headers: { cookie } });
    expect(all.json().data).toEqual({ allItemsId: [], totalCountItems: 0 });
    const bad = await t.app.inject({ method: 'DELETE', url: '/api/v1/favorites?productIds=a,b', headers: { cookie } });
    expect(bad.statusCode).toBe(400);
  });

  it('shares a list that anyone can read but nobody can change through the link', async () => {
    const { cookie } = await createUserSession(t.database.db);
    await add([30, 31], cookie);
    const share = await t.app.inject({ method: 'POST', url: '/api/v1/favorites/shared', headers: { cookie } });
    const { hash } = share.json().data;
    expect(hash).toMatch(/^[A-Za-z0-9_-]{8,}$/);
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/favorites/shared', headers: { cookie } });
    expect(again.json().data.hash).toBe(hash);
    const other = await t.app.inject({ url: `/api/v1/favorites/shared/${hash}?getAllItemsId=1` });
    expect(other.json().data.allItemsId.sort()).toEqual([30, 31]);
    // Only reading routes exist under the link.
    for (const method of ['POST', 'DELETE', 'PATCH'] as const) {
      const write = await t.app.inject({ method, url: `/api/v1/favorites/shared/${hash}`, payload: {} });
      expect(write.statusCode).toBe(404);
    }
    expect((await t.app.inject({ url: '/api/v1/favorites/shared/unknownhash1' })).statusCode).toBe(404);
  });

  it('merges a guest’s favourites into the account at login, shared link included', async () => {
    const guest = await add([40, 41]);
    const guestCookie = sessionCookie(guest) as string;
    const share = await t.app.inject({
      method: 'POST',
      url: '/api/v1/favorites/shared',
      headers: { cookie: guestCookie },
    });
    const { hash } = share.json().data;
    const { user, cookie } = await logInByPhone(t.app, t.database.db, '79167000001', guestCookie);
    expect(user.favourites.sort()).toEqual([40, 41]);
    await add([42], cookie);
    const shared = await t.app.inject({ url: `/api/v1/favorites/shared/${hash}?getAllItemsId=1` });
    expect(shared.json().data.allItemsId.sort()).toEqual([40, 41, 42]);
    const oldGuest = await t.app.inject({ url: '/api/v1/layout/userData', headers: { cookie: guestCookie } });
    expect(oldGuest.json().data.favourites).toEqual([]);
  });
});
