import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../db/schema/catalog.ts';
import { homeHeroes } from '../../db/schema/content.ts';
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
