import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { CatalogAnswer, Suggestions } from './catalog.schemas.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function search(query: string, extra: Record<string, string> = {}): Promise<CatalogAnswer> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/catalog',
    query: { type: 'search', query, count: '96', ...extra },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: CatalogAnswer }).data;
}

/** Ids of products whose name in a language contains a fragment, straight from the products table. */
async function idsWithName(lang: 'ru' | 'en' | 'kk', fragment: string): Promise<number[]> {
  const result = (await t.database.db.execute(
    sql`select id from products where lower(name->>${lang}::text) like ${`%${fragment}%`} order by id`,
  )) as unknown as { rows: { id: number }[] };
  return result.rows.map((r) => r.id);
}

async function expectFinds(query: string, lang: 'ru' | 'en' | 'kk', fragment: string) {
  const expected = await idsWithName(lang, fragment);
  expect(expected.length, `products named *${fragment}*`).toBeGreaterThan(0);
  const found = (await search(query)).items.map((c) => c.id);
  expect(found, `search '${query}'`).toEqual(expect.arrayContaining(expected));
  expect(expected, `the best hit of '${query}'`).toContain(found[0]);
}

describe('GET catalog type=search', () => {
  it('stems Russian and English words', async () => {
    await expectFinds('кастрюли', 'ru', 'кастрюл');
    await expectFinds('кастрюлю', 'ru', 'кастрюл');
    await expectFinds('saucepans', 'en', 'saucepan');
  });

  it('matches prefixes for type-ahead in every language', async () => {
    await expectFinds('кастр', 'ru', 'кастрюл');
    await expectFinds('saucep', 'en', 'saucepan');
    await expectFinds('кастрө', 'kk', 'кастрөл');
  });

  it('tolerates one wrong or missing letter', async () => {
    await expectFinds('кастрюла', 'ru', 'кастрюл');
    await expectFinds('кастрля', 'ru', 'кастрюл');
    await expectFinds('saucepon', 'en', 'saucepan');
    await expectFinds('sacepan', 'en', 'saucepan');
    await expectFinds('кастрол', 'kk', 'кастрөл');
  });

  it('puts an exact article number first', async () => {
    const result = (await t.database.db.execute(
      sql`select id, article from products order by popularity asc limit 1`,
    )) as unknown as { rows: { id: number; article: string }[] };
    const product = result.rows[0]!;
    const data = await search(product.article);
    expect(data.items[0]?.id).toBe(product.id);
  });

  it('ranks by relevance, then popularity, and keeps facets working on the results', async () => {
    const data = await search('кастрюля');
    expect(data.filters?.total).toBe(data.totalItems);
    const brand = data.filters?.data.find((g) => g.key === 'brand')?.values[0];
    expect(brand).toBeDefined();
    const filtered = await search('кастрюля', { filterParams: `brand=${brand?.searchCode}` });
    expect(filtered.totalItems).toBe(brand?.count);
    expect(filtered.items.every((c) => data.items.some((d) => d.id === c.id))).toBe(true);
  });

  it('answers an empty search with nothing, and nonsense with no results', async () => {
    expect((await search('')).totalItems).toBe(0);
    expect((await search('zzzqqqxxx')).totalItems).toBe(0);
  });

  it('suggests categories and products as the shopper types', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/catalog/suggestions', query: { query: 'кастр' } });
    const data = (res.json() as { data: Suggestions }).data;
    expect(data.categories.map((c) => c.text)).toContain('Кастрюли');
    expect(data.products.length).toBeGreaterThan(0);
    expect(data.products[0]?.text.toLowerCase()).toContain('кастрюл');
  });
});
