import { REVIEWS_CHUNK } from '@storefront/domain/constants';
import { discountPercent } from '@storefront/domain/money';
import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSkus, products } from '../../db/schema/catalog.ts';
import { stock, stores } from '../../db/schema/geo.ts';
import { sessions } from '../../db/schema/identity.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { createUserSession } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MOSCOW = 86999;

/** A product with sizes, and one that some Moscow shop holds in quantity ≥ 3. */
async function sizedProductSlug(): Promise<string> {
  const [row] = await t.database.db
    .select({ slug: products.slug })
    .from(products)
    .innerJoin(productSkus, eq(productSkus.productId, products.id))
    .where(sql`${productSkus.size} is not null`)
    .limit(1);
  return row!.slug;
}

describe('GET catalog/product/{slug}', () => {
  it('returns the product with sizes, stock per size in the shopper city, breadcrumbs and info blocks', async () => {
    const slug = await sizedProductSlug();
    const res = await t.app.inject({ url: `/api/v1/catalog/product/${slug}` });
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.product.url).toBe(`/product/${slug}/`);
    expect(d.product.price.currency).toBe('RUB');
    expect(d.product.hasSizes).toBe(true);
    expect(d.selectedSizeId).toBeNull();
    // The test catalogue has no photographs: its pictures are the drawn ones, with their size.
    expect(d.product.images[0].picture).toEqual({
      src: expect.stringMatching(/^\/images\/products\/\d+\/1\.svg$/),
      width: 600,
      height: 600,
      placeholder: null,
    });
    expect(d.product.colours.filter((c: { current: boolean }) => c.current)).toHaveLength(1);
    expect(d.breadcrumbs[0]).toEqual({ text: 'Главная', url: '/' });
    expect(d.breadcrumbs.at(-1).url).toBe(d.product.category.url);
    expect(d.deliveryInfo.title).toBe('Доставка');
    expect(d.returnInfo.paragraphs.length).toBeGreaterThan(0);
    expect(Array.isArray(d.similarItems)).toBe(true);
    expect(d.reviews).toEqual({ count: 0, rating: 0, list: [], hasMore: false });

    // Each size's maximum is what Moscow shops plus Russian warehouses hold, computed independently.
    for (const size of d.product.sizes) {
      const [sum] = await t.database.db
        .execute(sql`
        select coalesce(sum(s.quantity) filter (where st.kind = 'shop' and st.city_id = ${MOSCOW}), 0)::int as shops,
               coalesce(sum(s.quantity) filter (where st.kind = 'warehouse' and c.country = 'RU'), 0)::int as warehouses
        from stock s join stores st on st.id = s.store_id join cities c on c.id = st.city_id
        where s.sku_id = ${size.id}`)
        .then((r) => (r as unknown as { rows: { shops: number; warehouses: number }[] }).rows);
      expect(size.maxAvailable).toBe(Number(sum!.shops) + Number(sum!.warehouses));
      const shops = Number(sum!.shops);
      const expected =
        shops >= 10
          ? 'many'
          : shops >= 3
            ? 'in_stock'
            : shops >= 1
              ? 'few'
              : Number(sum!.warehouses) > 0
                ? 'delivered'
                : 'none';
      expect(size.stockLevel).toBe(expected);
    }
  });

  it('answers in the variant currency and language', async () => {
    const slug = await sizedProductSlug();
    const res = await t.app.inject({ url: `/ae/api/v1/catalog/product/${slug}` });
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.product.price.currency).toBe('AED');
    expect(d.product.url).toBe(`/ae/product/${slug}/`);
    expect(d.breadcrumbs[0]).toEqual({ text: 'Home', url: '/ae/' });
    expect(d.deliveryInfo.title).toBe('Delivery');
    expect(d.delivery.terms.at(-1).price.currency).toBe('AED');
  });

  it('carries its first published reviews as the reviews call pages them, newest first', async () => {
    const [product] = await t.database.db.select({ id: products.id, slug: products.slug }).from(products).limit(1);
    const { id, slug } = product!;
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 10, minute));
    await t.database.db.insert(reviews).values(
      Array.from({ length: REVIEWS_CHUNK + 2 }, (_, i) => ({
        productId: id,
        userName: `Покупатель ${i}`,
        email: `r${i}@example.com`,
        text: `Отзыв ${i}`,
        assessment: 5,
        locale: 'ru-RU',
        // One stays pending: it is not shown.
        status: i === REVIEWS_CHUNK + 1 ? ('pending' as const) : ('approved' as const),
        createdAt: at(i),
        ...(i === 1 ? { reply: 'Спасибо!', replyAt: at(30) } : {}),
      })),
    );
    const page = (await t.app.inject({ url: `/api/v1/catalog/product/${slug}?related=n` })).json().data.reviews;
    const own = (
      await t.app.inject({ url: `/api/v1/catalog/reviews?productId=${id}&count=${REVIEWS_CHUNK}&getRating=n` })
    ).json().data;
    expect(page.list).toHaveLength(REVIEWS_CHUNK);
    expect(page.hasMore).toBe(true);
    expect(page.list).toEqual(own.list);
    expect(page.list[0].text).toBe(`Отзыв ${REVIEWS_CHUNK}`);
    expect(page.list.at(-1).reply).toEqual({ text: 'Спасибо!', at: at(30).toISOString() });
  });

  it('leaves out the deferred parts when asked and 404s an unknown slug', async () => {
    const slug = await sizedProductSlug();
    const res = await t.app.inject({ url: `/api/v1/catalog/product/${slug}?related=n&reviews=n` });
    expect(res.json().data.similarItems).toBeNull();
    expect(res.json().data.reviews).toBeNull();
    expect((await t.app.inject({ url: '/api/v1/catalog/product/no-such-product' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/catalog/product/%3Cscript%3E' })).statusCode).toBe(400);
  });

  it('shows a logged-in shopper’s recorded views as watched items, newest first; no one else’s', async () => {
    const { cookie } = await createUserSession(t.database.db);
    const list = await t.database.db.select({ slug: products.slug, id: products.id }).from(products).limit(3);
    for (const p of list)
      await t.app.inject({ method: 'POST', url: `/api/v1/catalog/product/${p.id}/view`, headers: { cookie } });
    const res = await t.app.inject({ url: `/api/v1/catalog/product/${list[0]!.slug}/related`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.watchedItems.map((c: { id: number }) => c.id)).toEqual([list[2]!.id, list[1]!.id]);
    const guest = await t.app.inject({ url: `/api/v1/catalog/product/${list[0]!.slug}/related` });
    expect(guest.json().data.watchedItems).toEqual([]);
  });

  it('shows a guest the products their browser names as viewed, in its order, without a session', async () => {
    const list = await t.database.db.select({ slug: products.slug, id: products.id }).from(products).limit(3);
    const [subject, a, b] = list as [(typeof list)[0], (typeof list)[0], (typeof list)[0]];
    const res = await t.app.inject({
      url: `/api/v1/catalog/product/${subject.slug}/related?watched=${b.id},${subject.id},${a.id}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.watchedItems.map((c: { id: number }) => c.id)).toEqual([b.id, a.id]);
    expect(res.headers['set-cookie']).toBeUndefined();
    const bad = await t.app.inject({ url: `/api/v1/catalog/product/${subject.slug}/related?watched=1,x` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual([{ name: 'watched', message: 'validation.invalid' }]);
  });

  it('answers only the carousels asked for: the shared ones, or the watched one alone', async () => {
    const { cookie } = await createUserSession(t.database.db);
    const list = await t.database.db.select({ slug: products.slug, id: products.id }).from(products).limit(2);
    const [subject, seen] = list as [(typeof list)[0], (typeof list)[0]];
    await t.app.inject({ method: 'POST', url: `/api/v1/catalog/product/${seen.id}/view`, headers: { cookie } });
    const ask = (carousels: string) =>
      t.app.inject({
        url: `/api/v1/catalog/product/${subject.slug}/related?carousels=${carousels}`,
        headers: { cookie },
      });

    const all = (await ask('all')).json().data;
    expect(all.watchedItems.map((c: { id: number }) => c.id)).toEqual([seen.id]);
    expect(all.similarItems.length).toBeGreaterThan(0);

    const shared = (await ask('shared')).json().data;
    expect(shared.watchedItems).toEqual([]);
    expect(shared.similarItems).toEqual(all.similarItems);
    expect(shared.purchasedTogetherItems).toEqual(all.purchasedTogetherItems);
    expect(shared.lookbook).toEqual(all.lookbook);

    const watched = (await ask('watched')).json().data;
    expect(watched).toEqual({
      similarItems: [],
      watchedItems: all.watchedItems,
      purchasedTogetherItems: [],
      lookbook: null,
    });

    const bad = await ask('some');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual([{ name: 'carousels', message: expect.any(String) }]);
  });

  it('shows a discounted product’s percent off the same on its page and on its card', async () => {
    const { cookie } = await createUserSession(t.database.db);
    const discounted = (
      (await t.database.db.execute(sql`
        select p.slug, pp.price, pp.old_price as "oldPrice" from products p
        join product_prices pp on pp.product_id = p.id and pp.variant = 'ru'
        where pp.old_price is not null and p.published order by p.id limit 1`)) as unknown as {
        rows: { slug: string; price: number; oldPrice: number }[];
      }
    ).rows[0]!;
    const other = (await t.database.db.select({ slug: products.slug }).from(products).limit(1))[0]!;
    const page = await t.app.inject({ url: `/api/v1/catalog/product/${discounted.slug}`, headers: { cookie } });
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/catalog/product/${page.json().data.product.id}/view`,
      headers: { cookie },
    });
    const percent = page.json().data.product.discount;
    expect(percent).toBe(discountPercent(discounted.price, discounted.oldPrice));
    expect(percent).toBeGreaterThan(0);
    const related = await t.app.inject({ url: `/api/v1/catalog/product/${other.slug}/related`, headers: { cookie } });
    const card = related.json().data.watchedItems.find((c: { url: string }) => c.url.includes(discounted.slug));
    expect(card).toMatchObject({ discount: percent, badges: [] });
  });
});

describe('delivery lists', () => {
  it('lists only shops holding the item in the quantity asked, with when it can be collected', async () => {
    const db = t.database.db;
    // A SKU some Moscow shop holds at least 3 of.
    const [held] = await db
      .select({ skuId: stock.skuId, quantity: stock.quantity })
      .from(stock)
      .innerJoin(stores, eq(stores.id, stock.storeId))
      .where(and(eq(stores.cityId, MOSCOW), eq(stores.kind, 'shop'), gt(stock.quantity, 2)))
      .limit(1);
    const skuId = held!.skuId;
    const one = (await t.app.inject({ url: `/api/v1/delivery/stores-list?itemId=${skuId}&quantity=1` })).json().data
      .storesList;
    const inStoreOne = one.filter((s: { availability: string }) => s.availability === 'inStore');
    expect(inStoreOne.length).toBeGreaterThan(0);
    for (const s of inStoreOne) {
      expect(s.quantity).toBeGreaterThanOrEqual(1);
      expect(s.readyIn).toEqual({ unit: 'hours', min: 0, max: 3 });
      expect(s.coordinates).toHaveLength(2);
      expect(s.hours).toHaveLength(7);
    }
    const big = held!.quantity;
    const many = (await t.app.inject({ url: `/api/v1/delivery/stores-list?itemId=${skuId}&quantity=${big}` })).json()
      .data.storesList;
    for (const s of many.filter((x: { availability: string }) => x.availability === 'inStore')) {
      expect(s.quantity).toBeGreaterThanOrEqual(big);
    }
    const none = (await t.app.inject({ url: `/api/v1/delivery/stores-list?itemId=${skuId}&quantity=999` })).json().data
      .storesList;
    expect(none.every((s: { availability: string }) => s.availability !== 'inStore')).toBe(true);
    expect((await t.app.inject({ url: '/api/v1/delivery/stores-list?itemId=99999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/delivery/stores-list?itemId=${skuId}&quantity=0` })).statusCode).toBe(
      400,
    );
  });

  it('lists pickup points of the shopper city, following the city chosen in the session', async () => {
    const res = await t.app.inject({ url: '/api/v1/delivery/pickup-list' });
    expect(res.statusCode).toBe(200);
    const moscow = res.json().data.pickupList;
    expect(moscow.length).toBeGreaterThan(0);
    expect(moscow[0]).toMatchObject({ provider: expect.any(String), address: expect.any(String) });

    const { cookie } = await createUserSession(t.database.db);
    await t.database.db.update(sessions).set({ cityId: 250227 });
    const astana = (await t.app.inject({ url: '/api/v1/delivery/pickup-list', headers: { cookie } })).json().data
      .pickupList;
    expect(astana.map((p: { id: number }) => p.id)).not.toEqual(moscow.map((p: { id: number }) => p.id));
  });
});

describe('GET static/content/{key}', () => {
  it('returns each info block in the shopper language', async () => {
    for (const key of ['delivery-info', 'payment-info', 'return-info', 'for-business-info']) {
      const res = await t.app.inject({ url: `/api/v1/static/content/${key}`, headers: { 'accept-language': 'en' } });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.key).toBe(key);
      expect(res.json().data.paragraphs.length).toBeGreaterThan(0);
    }
    const kz = await t.app.inject({ url: '/kz/api/v1/static/content/return-info' });
    expect(kz.json().data.title).toBe('Қайтару');
    expect((await t.app.inject({ url: '/api/v1/static/content/secrets' })).statusCode).toBe(400);
  });
});
