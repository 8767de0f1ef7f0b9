import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStatements } from '../../../db/statement-count.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { CatalogAnswer } from '../catalog.schemas.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function search(
  query: string,
  extra: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<CatalogAnswer> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/catalog',
    query: { type: 'search', query, count: '96', ...extra },
    headers,
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: CatalogAnswer }).data;
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const ids = (data: CatalogAnswer) => data.items.map((c) => c.id).sort((a, b) => a - b);

/** Statements a search sends (the answer cache is bypassed by a count no other request asks). */
async function statementsOf(query: string, count: string): Promise<number> {
  return (await countStatements(() => search(query, { count }))).statements;
}

describe('search reads what the shopper meant', () => {
  it('answers a query typed on the wrong layout with its Russian reading, and says so', async () => {
    const meant = await search('кастрюля');
    const typed = await search('rfcnh.kz');
    expect(typed.searchCorrection).toEqual({ shown: 'кастрюля', original: 'rfcnh.kz', kind: 'layout' });
    expect(ids(typed)).toEqual(ids(meant));
    expect(typed.title).toContain('кастрюля');
    expect(meant.searchCorrection).toBeNull();
  });

  it('reads the layout of the shop’s country when its pages are read in another language', async () => {
    const typed = await search('rfcnh.kz', {}, { 'accept-language': 'en-US' });
    expect(typed.searchCorrection).toMatchObject({ shown: 'кастрюля', kind: 'layout' });
    expect(typed.totalItems).toBeGreaterThan(0);
  });

  it('reads a stray letter beside other words as a slip, not as a prefix of most goods', async () => {
    const typed = await search('h.rpfr');
    expect(typed.searchCorrection).toMatchObject({ shown: 'рюкзак', kind: 'layout' });
    expect(ids(typed)).toEqual(ids(await search('рюкзак')));
  });

  it('tries both readings when the letters cannot tell layout from spelling', async () => {
    const typed = await search('ifha');
    expect(typed.searchCorrection).toEqual({ shown: 'шарф', original: 'ifha', kind: 'layout' });
    expect(typed.totalItems).toBeGreaterThan(0);
  });

  it('searches the query as typed when asked to', async () => {
    const typed = await search('rfcnh.kz', { asTyped: 'y' });
    expect(typed.searchCorrection).toBeNull();
    expect(typed.totalItems).toBe(0);
  });

  it('reads Latin spellings of Russian words', async () => {
    const data = await search('skovoroda');
    expect(data.searchCorrection).toMatchObject({ shown: 'сковорода', kind: 'transliteration' });
    expect(ids(data)).toEqual(ids(await search('сковорода')));
    expect((await search('kastryulya')).searchCorrection?.shown).toBe('кастрюля');
  });

  it('tries the other reading with one statement more, only when the query as typed found little', async () => {
    // «тарелка» on the Latin layout, asked nowhere else in this file: its words are not remembered yet.
    const first = await statementsOf('nfhtkrf', '41');
    const again = await statementsOf('nfhtkrf', '42');
    expect(first).toBe(again + 2);
    expect(await statementsOf('тарелка', '43')).toBe(again);
  });

  it('remembers a search’s matches: asked again, it sends the cards’ statement alone, same answer', async () => {
    const shown = ({ totalItems, items, filters }: CatalogAnswer) => ({ totalItems, items, filters });
    const first = await search('пиала', { count: '44' });
    // Another count than the first's: the answer cache does not hold it.
    const { statements } = await countStatements(async () => {
      expect(shown(await search('пиала', { count: '45' }))).toEqual(shown(first));
    });
    expect(statements).toBe(1);
  });

  it('leaves out words no product holds', async () => {
    expect(ids(await search('купить кастрюлю недорого'))).toEqual(ids(await search('кастрюлю')));
  });
});

describe('search reads filters from its words', () => {
  it('turns colour, material and size words into removable filters and searches the rest', async () => {
    const [dress] = await rows<{ colour: string; material: string; size: string }>(sql`
      select c.code as colour, m.code as material, s.size from products p
      join colours c on c.id = p.colour_id join materials m on m.id = p.material_id
      join product_skus s on s.product_id = p.id
      where p.name->>'ru' ilike '%платье%' and m.code = 'linen' and s.size is not null and p.published limit 1`);
    expect(dress).toBeDefined();
    const { colour, size } = dress as { colour: string; size: string };
    const [{ ru } = { ru: '' }] = await rows<{ ru: string }>(
      sql`select name->>'ru' as ru from colours where code = ${colour}`,
    );
    const neuter = ru.replace(/(ый|ий|ой)$/, (e) => (e === 'ий' ? 'ее' : 'ое'));
    const data = await search(`${neuter} льняное платье размер ${size.toLowerCase()}`);
    expect(data.queryFilters.map((c) => [c.key, c.code])).toEqual([
      ['colour', colour],
      ['material', 'linen'],
      ['size', size.toUpperCase()],
    ]);
    expect(data.queryFilters[0]?.query).toBe(`льняное платье размер ${size.toLowerCase()}`);
    const filtered = await search('платье', { filterParams: `colour=${colour}&material=linen&size=${size}` });
    expect(data.totalItems).toBeGreaterThan(0);
    expect(ids(data)).toEqual(ids(filtered));
  });

  it('never lets the filters its words name empty the answer', async () => {
    const data = await search('сковорода размер xxl');
    expect(data.queryFilters).toEqual([]);
    expect(ids(data)).toEqual(ids(await search('сковорода')));
  });

  it('restricts goods for women to the women’s sections', async () => {
    const data = await search('женская рубашка');
    expect(data.queryFilters.map((c) => c.key)).toEqual(['gender']);
    expect(data.totalItems).toBeGreaterThan(0);
    expect(data.totalItems).toBeLessThan((await search('рубашка')).totalItems);
  });
});

describe('search answers pages for articles and brands', () => {
  it('answers an exact article, however it is written, with its product page', async () => {
    const [product] = await rows<{ id: number; article: string; slug: string }>(
      sql`select id, article, slug from products order by popularity asc limit 1`,
    );
    const data = await search(`арт. ${product?.article}`);
    expect(data.items[0]?.id).toBe(product?.id);
    expect(data.redirect).toEqual({ url: `/product/${product?.slug}/`, reason: 'article' });
    const typed = await search(String(product?.article), { asTyped: 'y' });
    expect(typed.redirect).toBeNull();
    expect(typed.items[0]?.id).toBe(product?.id);
  });

  it('answers a brand named alone, in Latin or Cyrillic letters, with its listing', async () => {
    const data = await search('Nordika');
    expect(data.redirect).toEqual({ url: '/catalog/?brand=nordika', reason: 'brand' });
    expect(data.totalItems).toBeGreaterThan(0);
    expect((await search('нордика')).redirect?.url).toBe('/catalog/?brand=nordika');
    expect((await search('кастрюля')).redirect).toBeNull();
  });
});
