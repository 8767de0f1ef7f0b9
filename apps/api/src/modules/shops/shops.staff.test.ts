import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { pngHeader } from '../../test/png.ts';
import { createUserSession } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { callAs } from '../orders/orders.test-support.ts';

let t: TestApp;
let editor: ReturnType<typeof callAs>;
let shopper: ReturnType<typeof callAs>;

beforeAll(async () => {
  t = await createTestApp();
  editor = callAs(t.app, (await createUserSession(t.database.db, { roles: ['content'] })).cookie);
  shopper = callAs(t.app, (await createUserSession(t.database.db)).cookie);
});
afterAll(async () => {
  await t.close();
});

const firstShop = async () => (await editor({ url: 'staff/shops?variant=ru&sort=name&dir=asc' })).body.data.list[0];
const edit = (shop: { descriptionRu: string; photos: { key: string }[]; updatedAt: string }, changes = {}) => ({
  descriptionRu: shop.descriptionRu,
  descriptionEn: '',
  descriptionKk: '',
  photos: shop.photos.map((p) => p.key),
  updatedAt: shop.updatedAt,
  ...changes,
});

describe('shop pages editor', () => {
  it('refuses shoppers and other staff', async () => {
    const orders = callAs(t.app, (await createUserSession(t.database.db, { roles: ['orders'] })).cookie);
    expect((await shopper({ url: 'staff/shops' })).status).toBe(403);
    expect((await orders({ url: 'staff/shops/1' })).status).toBe(403);
    expect((await orders({ method: 'PUT', url: 'staff/shops/1', body: {} })).status).toBe(403);
  });

  it('lists shops by variant, city and search with their seeded drawn photos', async () => {
    const ae = (await editor({ url: 'staff/shops?variant=com' })).body.data;
    expect(ae.total).toBeGreaterThan(0);
    expect(ae.list.every((s: { variant: string }) => s.variant === 'com')).toBe(true);
    const shop = await firstShop();
    expect(shop.photos.map((p: { key: string }) => p.key)).toEqual(
      [1, 2, 3].map((n) => `demo/shop/${shop.id}/${n}.svg`),
    );
    const cities = (await editor({ url: 'staff/shops/cities' })).body.data;
    expect(cities).toContainEqual({ id: shop.cityId, name: shop.city, variant: 'ru' });
    const inCity = (await editor({ url: `staff/shops?cityId=${shop.cityId}` })).body.data.list;
    expect(inCity.every((s: { cityId: number }) => s.cityId === shop.cityId)).toBe(true);
    const found = (await editor({ url: `staff/shops?q=${encodeURIComponent(shop.name.toUpperCase())}` })).body.data;
    expect(found.list.map((s: { id: number }) => s.id)).toContain(shop.id);
    const drawn = await t.app.inject({ url: shop.photos[0].src });
    expect(drawn.headers['content-type']).toMatch(/svg/);
    expect(drawn.body).toContain('viewBox="0 0 800 600"');
  });

  it('saves the text and photos shoppers see, audits it and refuses a stale edit', async () => {
    const shop = await firstShop();
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/content/images',
      headers: {
        cookie: (await createUserSession(t.database.db, { roles: ['content'] })).cookie,
        'content-type': 'application/octet-stream',
      },
      payload: pngHeader(4),
    });
    const key = uploaded.json().data.key;
    const [first, second] = shop.photos.map((p: { key: string }) => p.key);
    const saved = await editor({
      method: 'PUT',
      url: `staff/shops/${shop.id}`,
      body: edit(shop, {
        descriptionRu: 'Магазин у фонтана.',
        descriptionEn: 'By the fountain.',
        photos: [key, second, first],
      }),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.photos.map((p: { key: string }) => p.key)).toEqual([key, second, first]);

    const seen = (await shopper({ url: `shops/${shop.id}` })).body.data;
    expect(seen.description).toBe('Магазин у фонтана.');
    expect(seen.photos[0].src).toContain(key);
    expect(seen.photos).toHaveLength(3);
    const english = (
      await t.app.inject({ url: `/api/v1/shops/${shop.id}`, headers: { 'accept-language': 'en' } })
    ).json();
    expect(english.data.description).toBeTypeOf('string');

    const stale = await editor({
      method: 'PUT',
      url: `staff/shops/${shop.id}`,
      body: edit(shop, { descriptionRu: 'Старое' }),
    });
    expect(stale.status).toBe(409);

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'shop.update'), eq(auditLog.entityId, String(shop.id))));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.before).toMatchObject({ description: { ru: '' } });
    expect(entries[0]?.after).toMatchObject({
      description: { ru: 'Магазин у фонтана.' },
      photos: [key, second, first],
    });
  });

  it('answers 400 with field errors for a long text, a bad or repeated photo key, and 404 for no shop', async () => {
    const shop = await firstShop();
    const bad = await editor({
      method: 'PUT',
      url: `staff/shops/${shop.id}`,
      body: edit(shop, { descriptionKk: 'ж'.repeat(5001), photos: ['../etc/passwd'] }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.map((f: { name: string }) => f.name).sort()).toEqual(['descriptionKk', 'photos.0']);
    const twice = await editor({
      method: 'PUT',
      url: `staff/shops/${shop.id}`,
      body: edit(shop, { photos: ['a.png', 'a.png'] }),
    });
    expect(twice.body.error.fields.map((f: { name: string }) => f.name)).toEqual(['photos']);
    expect((await editor({ url: 'staff/shops/999999' })).status).toBe(404);
  });
});
