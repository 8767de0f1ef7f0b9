/**
 * `POST catalog/product/{id}/view`: a logged-in shopper's view is recorded by its own call (reading
 * the product page records nothing), once per product, in a capped history, safely at once from two
 * processes; the answer is the watched carousel of that product's page.
 */

import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { productPrices, products } from '../../db/schema/catalog.ts';
import { recentlyViewed } from '../../db/schema/reviews.ts';
import { createUserSession } from '../../test/sessions.ts';
import { createTestApp, secondConnection, type TestApp, testConfig } from '../../test/test-app.ts';

let t: TestApp;
let other: { app: FastifyInstance; database: Database };
let list: { id: number; slug: string }[];

beforeAll(async () => {
  t = await createTestApp();
  // A second process on the same database: views at once from both must hold.
  const database = await secondConnection(t.database);
  const app = await buildApp({ config: testConfig(), database });
  await app.ready();
  other = { app, database };
  list = await t.database.db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.variant, 'ru')))
    .where(eq(products.published, true))
    .orderBy(products.id)
    .limit(40);
});
afterAll(async () => {
  await other?.app.close();
  await other?.database.close();
  await t.close();
});

const ids = (cards: { id: number }[]) => cards.map((c) => c.id);

function view(app: FastifyInstance, id: number | string, cookie?: string) {
  return app.inject({ method: 'POST', url: `/api/v1/catalog/product/${id}/view`, headers: cookie ? { cookie } : {} });
}

async function history(userId: number): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: recentlyViewed.productId })
    .from(recentlyViewed)
    .where(eq(recentlyViewed.ownerKey, `u:${userId}`))
    .orderBy(sql`${recentlyViewed.viewedAt} desc`);
  return rows.map((r) => r.id);
}

describe('POST catalog/product/{id}/view', () => {
  it('records a view by its own call: reading the page records nothing', async () => {
    const { cookie, userId } = await createUserSession(t.database.db);
    const [a, b, c] = list as [(typeof list)[0], (typeof list)[0], (typeof list)[0]];
    for (const p of [a, b, c]) {
      const page = await t.app.inject({ url: `/api/v1/catalog/product/${p.slug}`, headers: { cookie } });
      expect(page.statusCode).toBe(200);
    }
    expect(await history(userId)).toEqual([]);

    expect((await view(t.app, a.id, cookie)).json().data.watchedItems).toEqual([]);
    await view(t.app, b.id, cookie);
    const third = await view(t.app, c.id, cookie);
    expect(third.statusCode).toBe(200);
    expect(third.headers['cache-control']).toBe('no-store');
    // The answer is the carousel of c's page: the others, newest first.
    expect(ids(third.json().data.watchedItems)).toEqual([b.id, a.id]);
    const related = await t.app.inject({ url: `/api/v1/catalog/product/${a.slug}/related`, headers: { cookie } });
    expect(ids(related.json().data.watchedItems)).toEqual([c.id, b.id]);
  });

  it('keeps one row per product: a view again moves it to the front', async () => {
    const { cookie, userId } = await createUserSession(t.database.db);
    const [a, b] = list as [(typeof list)[0], (typeof list)[0]];
    await view(t.app, a.id, cookie);
    await view(t.app, b.id, cookie);
    await view(t.app, a.id, cookie);
    await view(t.app, a.id, cookie);
    expect(await history(userId)).toEqual([a.id, b.id]);
  });

  it('keeps the newest 30 views', async () => {
    const { cookie, userId } = await createUserSession(t.database.db);
    for (const p of list.slice(0, 35)) await view(t.app, p.id, cookie);
    expect(await history(userId)).toEqual(
      list
        .slice(5, 35)
        .map((p) => p.id)
        .reverse(),
    );
  });

  it('takes 50 views at once from two processes: no failure, no duplicate, the cap held', async () => {
    const { cookie, userId } = await createUserSession(t.database.db);
    const viewed = list.slice(0, 25);
    // Every product twice, half through each process, all at once.
    const answers = await Promise.all(
      [...viewed, ...viewed].map((p, i) => view(i % 2 === 0 ? t.app : other.app, p.id, cookie)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    const kept = await history(userId);
    expect(new Set(kept).size).toBe(kept.length);
    expect([...kept].sort((x, y) => x - y)).toEqual(viewed.map((p) => p.id).sort((x, y) => x - y));

    const more = list.slice(25, 40);
    const again = await Promise.all(more.map((p, i) => view(i % 2 === 0 ? t.app : other.app, p.id, cookie)));
    expect(again.every((r) => r.statusCode === 200)).toBe(true);
    expect(await history(userId)).toHaveLength(30);
  });

  it('refuses a malformed id with 400, an unknown product with 404 and a guest with 401', async () => {
    const { cookie, userId } = await createUserSession(t.database.db);
    for (const bad of ['abc', '0', '-1', '1.5', '12345678901']) {
      const res = await view(t.app, bad, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual([{ name: 'id', message: 'validation.invalid' }]);
    }
    expect((await view(t.app, 999_999_999, cookie)).statusCode).toBe(404);
    expect(await history(userId)).toEqual([]);
    // A guest's history is the browser's own (decision 026): no call records it, and none opens a session.
    const guest = await view(t.app, list[0]!.id);
    expect(guest.statusCode).toBe(401);
    expect(guest.headers['set-cookie']).toBeUndefined();
  });

  it('is in the API document', async () => {
    const doc = (await t.app.inject({ url: '/api/v1/openapi.json' })).json();
    const post = doc.paths['/api/v1/catalog/product/{id}/view'].post;
    expect(post.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toEqual(['path:id']);
    expect(Object.keys(post.responses)).toContain('200');
  });
});

describe('GET catalog/product/{id}/view.gif (a page shown without scripts)', () => {
  const pixel = (id: number | string, cookie?: string) =>
    t.app.inject({ url: `/api/v1/catalog/product/${id}/view.gif`, headers: cookie ? { cookie } : {} });

  it('records a logged-in shopper’s view and answers a blank picture kept by no one', async () => {
    const { cookie, userId } = await createUserSession(t.database.db);
    const [a, b] = list as [(typeof list)[0], (typeof list)[0]];
    for (const p of [a, b, a]) {
      const res = await pixel(p.id, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/gif');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.rawPayload.subarray(0, 6).toString()).toBe('GIF89a');
    }
    expect(await history(userId)).toEqual([a.id, b.id]);
    // The same history the page's own call keeps: the carousel of another page shows both.
    expect(ids((await view(t.app, list[2]!.id, cookie)).json().data.watchedItems)).toEqual([a.id, b.id]);
  });

  it('records nothing for a guest or an unknown product, and refuses a malformed id with 400', async () => {
    const { cookie, userId } = await createUserSession(t.database.db);
    const guest = await pixel(list[0]!.id);
    expect(guest.statusCode).toBe(200);
    expect(guest.headers['set-cookie']).toBeUndefined();
    expect((await pixel(999_999_999, cookie)).statusCode).toBe(200);
    expect(await history(userId)).toEqual([]);
    const bad = await pixel('abc', cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual([{ name: 'id', message: 'validation.invalid' }]);
  });
});
