import { HOME_CATEGORY_COUNT, HOME_SHELF_SIZE } from '@storefront/domain/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../../db/schema/catalog.ts';
import { homeHeroes } from '../../db/schema/content.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { dropCatalogDictionary } from '../catalog/catalog-dictionary.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const home = async (prefix = '') => (await t.app.inject({ url: `${prefix}/api/v1/pages/main` })).json().data;
const photo = { id: '0123456789abcdef', ref: '0123456789abcdef_1800x1200_d9c7a7' };

describe('the home page’s pictures', () => {
  it('draws the hero and the section tiles while the shop has no photographs of them', async () => {
    const page = await home();
    expect(page.hero).toEqual({ src: '/images/home/hero.svg', width: 1200, height: 240, placeholder: null });
    expect(page.categories[0].image).toMatchObject({ src: expect.stringMatching(/^\/images\/categories\/\d+\.svg$/) });
  });

  it('gives the shop’s hero, the sections and the listing banner their photographs with size and colour', async () => {
    const { db } = t.database;
    await db.insert(homeHeroes).values({ variant: 'ru', picture: photo.ref });
    const [section] = await db.select().from(categories).where(eq(categories.depth, 2)).orderBy(categories.position);
    const [top] = await db
      .select()
      .from(categories)
      .where(eq(categories.id, section?.parentId ?? 0));
    await db.update(categories).set({ picture: photo.ref });
    dropCatalogDictionary(db);
    // As a committed catalogue change does: the kept home pages are dropped.
    t.app.events.emit('catalogChanged');
    const picture = { src: `/images/p/${photo.id}`, width: 1800, height: 1200, placeholder: '#d9c7a7' };
    const page = await home();
    expect(page.hero).toEqual(picture);
    expect(page.categories[0].image).toEqual(picture);
    // Another shop keeps its drawn hero.
    expect((await home('/kz')).hero.src).toBe('/images/home/hero.svg');
    const url = `/catalog/${top?.path}/`;
    const listing = await t.app.inject({ url: '/api/v1/catalog', query: { url, needStatic: 'true' } });
    expect(listing.json().data.banner.image).toEqual(picture);
  });
});

describe('the home page’s shelves', () => {
  it('sells: new arrivals, sale, the latest lookbook and the newest good reviews, in full rows', async () => {
    const page = await home();
    expect(page.categories).toHaveLength(HOME_CATEGORY_COUNT);
    expect(page.newArrivals).toHaveLength(HOME_SHELF_SIZE);
    expect(page.sale).toHaveLength(HOME_SHELF_SIZE);
    expect(page.sale.every((c: { oldPrice: unknown }) => c.oldPrice !== null)).toBe(true);
    expect(page.lookbook?.url).toMatch(/^\/lookbook\/[^/]+\/$/);
    const { db } = t.database;
    const [product] = await db.select().from(products).where(eq(products.published, true)).limit(1);
    const review = { productId: product!.id, email: 'a@example.com', locale: 'ru-RU', status: 'approved' as const };
    await db.insert(reviews).values([
      { ...review, userName: 'Анна', text: 'Отличная кружка', assessment: 5 },
      { ...review, email: 'b@example.com', userName: 'Борис', text: 'Так себе', assessment: 2 },
      { ...review, email: 'c@example.com', userName: 'Вера', text: 'Ждёт проверки', assessment: 5, status: 'pending' },
    ]);
    // The home page is kept for the catalogue cache's time limit; a content change drops it.
    expect((await home()).reviews).toEqual(page.reviews);
    t.app.events.emit('contentChanged');
    const voices = (await home()).reviews;
    expect(voices.map((r: { userName: string }) => r.userName)).toEqual(['Анна']);
    expect(voices[0].product.url).toBe(`/product/${product!.slug}/`);
  });
});
