import { SHOP_HOURS_MESSAGES } from '@storefront/domain/shop-hours';
import { VARIANTS } from '@storefront/domain/variants';
import { and, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { stock } from '../../db/schema/geo.ts';
import { samplePicture } from '../../test/picture.ts';
import { staffApiTest } from '../../test/staff-api-test.ts';

const users = staffApiTest();

const firstShop = async () =>
  (await users.editor({ url: 'staff/shops?variant=ru&sort=name&dir=asc' })).body.data.list[0];
type Shop = {
  descriptionRu: string;
  descriptionEn: string;
  descriptionKk: string;
  photos: { key: string }[];
  hours: unknown[];
  updatedAt: string;
};
const edit = (shop: Shop, changes = {}) => ({
  descriptionRu: shop.descriptionRu,
  descriptionEn: shop.descriptionEn,
  descriptionKk: shop.descriptionKk,
  photos: shop.photos.map((p) => p.key),
  hours: shop.hours,
  updatedAt: shop.updatedAt,
  ...changes,
});

describe('shop pages editor', () => {
  it('refuses shoppers and other staff', async () => {
    const orders = await users.as(['orders']);
    expect((await users.shopper({ url: 'staff/shops' })).status).toBe(403);
    expect((await orders({ url: 'staff/shops/1' })).status).toBe(403);
    expect((await orders({ method: 'PUT', url: 'staff/shops/1', body: {} })).status).toBe(403);
  });

  it('lists shops by variant, city and search with their seeded drawn photos', async () => {
    const ae = (await users.editor({ url: 'staff/shops?variant=com' })).body.data;
    expect(ae.total).toBeGreaterThan(0);
    expect(ae.list.every((s: { variant: string }) => s.variant === 'com')).toBe(true);
    const shop = await firstShop();
    expect(shop.photos.map((p: { key: string }) => p.key)).toEqual(
      [1, 2, 3].map((n) => `demo/shop/${shop.id}/${n}.svg`),
    );
    const cities = (await users.editor({ url: 'staff/shops/cities' })).body.data;
    expect(cities).toContainEqual({ id: shop.cityId, name: shop.city, variant: 'ru' });
    const inCity = (await users.editor({ url: `staff/shops?cityId=${shop.cityId}` })).body.data.list;
    expect(inCity.every((s: { cityId: number }) => s.cityId === shop.cityId)).toBe(true);
    const found = (await users.editor({ url: `staff/shops?q=${encodeURIComponent(shop.name.toUpperCase())}` })).body
      .data;
    expect(found.list.map((s: { id: number }) => s.id)).toContain(shop.id);
    const drawn = await users.t.app.inject({ url: shop.photos[0].src });
    expect(drawn.headers['content-type']).toMatch(/svg/);
    expect(drawn.body).toContain('viewBox="0 0 800 600"');
  });

  it('keeps an edit of text, photos and hours pending until published, audits each step and refuses a stale edit', async () => {
    const shop = await firstShop();
    const uploaded = await users.t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/content/images',
      headers: { cookie: users.editorCookie, 'content-type': 'application/octet-stream' },
      payload: await samplePicture(400, 300),
    });
    const { key, src } = uploaded.json().data;
    const [first, second] = shop.photos.map((p: { key: string }) => p.key);
    const hours = [...shop.hours.slice(0, 6), null];
    hours[0] = ['08:00', '24:00'];
    const saved = await users.editor({
      method: 'PUT',
      url: `staff/shops/${shop.id}`,
      body: edit(shop, {
        descriptionRu: 'Магазин у фонтана.',
        descriptionEn: 'By the fountain.',
        photos: [key, second, first],
        hours,
      }),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ pendingChanges: true, hours, descriptionRu: 'Магазин у фонтана.' });
    expect(saved.body.data.photos.map((p: { key: string }) => p.key)).toEqual([key, second, first]);
    expect(saved.body.data.previewUrl).toBe(`${shop.url}?preview=${shop.id}`);
    const listed = (await users.editor({ url: `staff/shops?q=${encodeURIComponent(shop.name)}` })).body.data.list;
    expect(listed.find((s: { id: number }) => s.id === shop.id)).toMatchObject({ pendingChanges: true });

    // Shoppers and guests keep the published page; the preview draws the pending one in each language.
    for (const caller of [users.shopper, users.guest]) {
      const live = (await caller({ url: `shops/${shop.id}` })).body.data;
      expect(live).toMatchObject({ description: shop.descriptionRu, hours: shop.hours });
      expect(live.photos[0].src).not.toBe(src);
    }
    const preview = await users.editor({ url: `staff/shops/${shop.id}/preview` });
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ description: 'Магазин у фонтана.', hours, url: shop.url });
    expect(preview.body.data.photos[0]).toMatchObject({ src, width: 400, height: 300 });
    const english = await users.editor({ url: `staff/shops/${shop.id}/preview?lang=en` });
    expect(english.body.data.description).toBe('By the fountain.');
    expect((await users.editor({ url: `staff/shops/${shop.id}/preview?variant=kz` })).status).toBe(404);

    const stale = await users.editor({
      method: 'PUT',
      url: `staff/shops/${shop.id}`,
      body: edit(shop, { descriptionRu: 'Старое' }),
    });
    expect(stale.status).toBe(409);

    const published = await users.editor({ method: 'POST', url: `staff/shops/${shop.id}/publish` });
    expect(published.body.data).toMatchObject({ pendingChanges: false, descriptionRu: 'Магазин у фонтана.' });
    const seen = (await users.guest({ url: `shops/${shop.id}` })).body.data;
    expect(seen).toMatchObject({ description: 'Магазин у фонтана.', hours });
    expect(seen.photos[0]).toMatchObject({ src, width: 400, height: 300 });
    expect((await users.editor({ method: 'POST', url: `staff/shops/${shop.id}/publish` })).status).toBe(404);

    const audited = await users.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'shop'), eq(auditLog.entityId, String(shop.id))))
      .orderBy(auditLog.id);
    expect(audited.map((a) => a.action)).toEqual(['shop.draft', 'shop.publish']);
    expect(audited[0]?.before).toMatchObject({ description: { ru: shop.descriptionRu }, hours: shop.hours });
    expect(audited[0]?.after).toMatchObject({
      description: { ru: 'Магазин у фонтана.' },
      photos: [key, second, first],
    });
    expect(audited[1]?.before).toMatchObject({ description: { ru: shop.descriptionRu }, hours: shop.hours });
    expect(audited[1]?.after).toMatchObject({ description: { ru: 'Магазин у фонтана.' }, hours });
  });

  it('discards a pending edit: the published page stays and the editor sees it again', async () => {
    const [, shop] = (await users.editor({ url: 'staff/shops?variant=kz&sort=name&dir=asc' })).body.data.list;
    const pending = await users.editor({
      method: 'PUT',
      url: `staff/shops/${shop.id}`,
      body: edit(shop, { descriptionKk: 'Жаңа мәтін' }),
    });
    expect(pending.body.data).toMatchObject({ pendingChanges: true, descriptionKk: 'Жаңа мәтін' });
    const kazakh = await users.editor({ url: `staff/shops/${shop.id}/preview?lang=kk` });
    expect(kazakh.body.data.description).toBe('Жаңа мәтін');
    const discarded = await users.editor({ method: 'DELETE', url: `staff/shops/${shop.id}/draft` });
    expect(discarded.body.data).toMatchObject({
      pendingChanges: false,
      descriptionKk: shop.descriptionKk,
      updatedAt: shop.updatedAt,
    });
    expect((await users.editor({ method: 'DELETE', url: `staff/shops/${shop.id}/draft` })).status).toBe(404);
    const [entry] = await users.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'shop.discard'), eq(auditLog.entityId, String(shop.id))));
    expect(entry?.before).toMatchObject({ description: { kk: 'Жаңа мәтін' } });
  });

  it('lets no shopper or guest see a pending page or publish it', async () => {
    const shop = await firstShop();
    for (const caller of [users.shopper, users.guest]) {
      const status = (url: string, method: 'GET' | 'POST' | 'DELETE' = 'GET') =>
        caller({ method, url }).then((r) => r.status);
      const refused = caller === users.guest ? 401 : 403;
      expect(await status(`staff/shops/${shop.id}/preview`)).toBe(refused);
      expect(await status(`staff/shops/${shop.id}/publish`, 'POST')).toBe(refused);
      expect(await status(`staff/shops/${shop.id}/draft`, 'DELETE')).toBe(refused);
    }
  });

  it('checks the opening hours per day: HH:MM times, closing after opening, seven days', async () => {
    const shop = await firstShop();
    const hours = [['9:00', '18:00'], ['10:00', '09:00'], ['10:00', '25:00'], null, null, ['10:00', '22:00'], null];
    const bad = await users.editor({ method: 'PUT', url: `staff/shops/${shop.id}`, body: edit(shop, { hours }) });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual([
      { name: 'hours.0.opens', message: SHOP_HOURS_MESSAGES.time },
      { name: 'hours.1.closes', message: SHOP_HOURS_MESSAGES.order },
      { name: 'hours.2.closes', message: SHOP_HOURS_MESSAGES.time },
    ]);
    const short = await users.editor({
      method: 'PUT',
      url: `staff/shops/${shop.id}`,
      body: edit(shop, { hours: hours.slice(0, 6) }),
    });
    expect(short.status).toBe(400);
    expect(short.body.error.fields.map((f: { name: string }) => f.name)).toEqual(['hours']);
    expect((await users.editor({ url: `staff/shops/${shop.id}` })).body.data.pendingChanges).toBe(false);
  });

  it('answers 400 with field errors for a long text, a bad or repeated photo key, and 404 for no shop', async () => {
    const shop = await firstShop();
    const bad = await users.editor({
      method: 'PUT',
      url: `staff/shops/${shop.id}`,
      body: edit(shop, { descriptionKk: 'ж'.repeat(5001), photos: ['../etc/passwd'] }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.map((f: { name: string }) => f.name).sort()).toEqual(['descriptionKk', 'photos.0']);
    const twice = await users.editor({
      method: 'PUT',
      url: `staff/shops/${shop.id}`,
      body: edit(shop, { photos: ['a.png', 'a.png'] }),
    });
    expect(twice.body.error.fields.map((f: { name: string }) => f.name)).toEqual(['photos']);
    expect((await users.editor({ url: 'staff/shops/999999' })).status).toBe(404);
  });

  it('unpublishes a shop’s page and publishes it again: guests get 404, the sitemap and shops list drop it, pickups go on', async () => {
    const [shop] = (await users.editor({ url: `staff/shops?cityId=${VARIANTS.ru.defaultCityId}` })).body.data.list;
    expect(shop).toMatchObject({ published: true });
    const status = (published: boolean, updatedAt: string) =>
      users.editor({
        method: 'POST',
        url: `staff/shops/${shop.id}/${published ? 'republish' : 'unpublish'}`,
        body: { updatedAt },
      });
    const sitemap = async () => (await users.t.app.inject({ url: '/sitemaps/shops-1.xml' })).body;
    const listed = async () =>
      (await users.guest({ url: `shops?cityId=${shop.cityId}` })).body.data.shops.find(
        (s: { id: number }) => s.id === shop.id,
      );
    const [held] = await users.t.database.db
      .select({ skuId: stock.skuId })
      .from(stock)
      .where(and(eq(stock.storeId, shop.id), gt(stock.quantity, 0)))
      .limit(1);
    const pickup = async () =>
      (await users.guest({ url: `delivery/stores-list?itemId=${held?.skuId}&quantity=1` })).body.data.storesList.find(
        (s: { id: number }) => s.id === shop.id,
      );
    expect(await sitemap()).toContain(`${shop.url}</loc>`);
    expect(await listed()).toMatchObject({ url: shop.url });

    // A draft saved meanwhile makes the editor's copy stale.
    const pending = (
      await users.editor({ method: 'PUT', url: `staff/shops/${shop.id}`, body: edit(shop, { descriptionRu: 'Скоро' }) })
    ).body.data;
    expect((await status(false, shop.updatedAt)).status).toBe(409);
    const unpublished = await status(false, pending.updatedAt);
    expect(unpublished.status).toBe(200);
    expect(unpublished.body.data).toMatchObject({ published: false, pendingChanges: true, descriptionRu: 'Скоро' });

    for (const caller of [users.guest, users.shopper]) {
      expect((await caller({ url: `shops/${shop.id}` })).status).toBe(404);
    }
    const preview = await users.editor({ url: `staff/shops/${shop.id}/preview` });
    expect(preview.body.data).toMatchObject({ id: shop.id, url: shop.url, description: 'Скоро' });
    expect(await sitemap()).not.toContain(`${shop.url}</loc>`);
    expect(await listed()).toMatchObject({ id: shop.id, name: shop.name, url: null });
    expect(await pickup()).toMatchObject({ id: shop.id, availability: 'inStore' });
    // Unpublishing an unpublished page changes nothing; an older copy is refused.
    expect((await status(false, unpublished.body.data.updatedAt)).body.data.updatedAt).toBe(
      unpublished.body.data.updatedAt,
    );
    expect((await status(true, pending.updatedAt)).status).toBe(409);

    const again = await status(true, unpublished.body.data.updatedAt);
    expect(again.body.data).toMatchObject({ published: true, pendingChanges: true });
    expect((await users.guest({ url: `shops/${shop.id}` })).body.data.description).toBe(shop.descriptionRu);
    expect(await sitemap()).toContain(`${shop.url}</loc>`);
    expect(await listed()).toMatchObject({ url: shop.url });

    const audited = await users.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'shop'), eq(auditLog.entityId, String(shop.id))))
      .orderBy(auditLog.id);
    expect(audited.slice(-3).map((a) => [a.action, a.before, a.after])).toEqual([
      ['shop.draft', expect.anything(), expect.anything()],
      ['shop.unpublish', { pagePublished: true }, { pagePublished: false }],
      ['shop.republish', { pagePublished: false }, { pagePublished: true }],
    ]);
    for (const caller of [users.shopper, users.guest]) {
      const refused = caller === users.guest ? 401 : 403;
      const body = { updatedAt: again.body.data.updatedAt };
      expect((await caller({ method: 'POST', url: `staff/shops/${shop.id}/unpublish`, body })).status).toBe(refused);
    }
  });
});
