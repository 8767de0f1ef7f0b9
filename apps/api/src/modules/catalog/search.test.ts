import { sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedRows } from '../../db/prepared.ts';
import { queryRows } from '../../db/query-rows.ts';
import { type PlanNode, planNodes } from '../../test/query-plan.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { CatalogAnswer, Suggestions } from './catalog.schemas.ts';
import { plainTerms, searchSql } from './catalog-sql.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function search(query: string, extra: Record<string, string> = {}, prefix = ''): Promise<CatalogAnswer> {
  const res = await t.app.inject({
    method: 'GET',
    url: `${prefix}/api/v1/catalog`,
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

/** Rows of a query on the test database. */
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The products the matching statement alone finds for a query's words: no synonyms, no other reading. */
async function matched(query: string): Promise<number[]> {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const found = await queryRows<{ product_id: number }>(t.database.db, searchSql(plainTerms(words), query));
  return found.map((r) => r.product_id).sort((a, b) => a - b);
}

async function expectFinds(query: string, lang: 'ru' | 'en' | 'kk', fragment: string, prefix = '') {
  const expected = await idsWithName(lang, fragment);
  expect(expected.length, `products named *${fragment}*`).toBeGreaterThan(0);
  const found = (await search(query, {}, prefix)).items.map((c) => c.id);
  expect(found, `search '${query}'`).toEqual(expect.arrayContaining(expected));
  expect(expected, `the best hit of '${query}'`).toContain(found[0]);
}

describe('GET catalog type=search', () => {
  it('stems Russian and English words', async () => {
    await expectFinds('кастрюли', 'ru', 'кастрюл');
    await expectFinds('кастрюлю', 'ru', 'кастрюл');
    await expectFinds('saucepans', 'en', 'saucepan');
  });

  it('meets a plural with a fleeting vowel at its other forms, both ways', async () => {
    // «Набор чайных ложек» for «ложки», and «ложек» finds them too.
    await expectFinds('ложки', 'ru', 'ложек');
    await expectFinds('ложек', 'ru', 'ложек');
    await expectFinds('вешалки', 'ru', 'вешалок');
  });

  it('weighs a name’s purpose («… для ванной») below its head, as a brand, so pillows rank above their covers', async () => {
    const weights = await rows<{ lexeme: string; weights: string[] }>(
      sql`select u.lexeme, u.weights from catalog_products cp
        join products p on p.id = cp.product_id, unnest(cp.search_vector) u
        where p.name->>'ru' like 'Шторка для ванной%' and u.lexeme in ('шторк', 'ванн')
        group by u.lexeme, u.weights`,
    );
    expect(weights.length).toBeGreaterThan(0);
    for (const { lexeme, weights: w } of weights) expect(w.includes('A'), lexeme).toBe(lexeme === 'шторк');
  });

  it('ranks the word as typed above its synonyms («mugs» ↔ «cup»)', async () => {
    const names = (await search('mugs', {}, '/ae')).items.map((c) => c.name.toLowerCase());
    const firstCup = names.findIndex((n) => /\bcup\b/.test(n));
    expect(names.filter((n) => /\bmug\b/.test(n)).length).toBeGreaterThan(0);
    expect(firstCup, 'cups are found through the synonym').toBeGreaterThan(0);
    expect(names.slice(firstCup).some((n) => /\bmug\b/.test(n))).toBe(false);
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

  it('leaves out words the catalogue does not know, and finds nothing for those alone', async () => {
    const saucepans = (await search('кастрюля')).totalItems;
    for (const query of ['купить кастрюлю', 'кастрюля арт', 'кастрюля недорого']) {
      await expectFinds(query, 'ru', 'кастрюл');
      expect((await search(query)).totalItems, query).toBe(saucepans);
    }
    expect((await search('купить арт')).totalItems).toBe(0);
  });

  it('lists the products matching the most words when none matches them all', async () => {
    const [saucepan] = await rows<{ line: string }>(
      sql`select p.line from products p where p.name->>'ru' like 'Кастрюля%' and p.line is not null
        order by p.id limit 1`,
    );
    expect(saucepan).toBeDefined();
    const line = saucepan!.line.toLowerCase();
    const two = await rows<{ id: number }>(
      sql`select id from products where published and lower(line) = ${line}
        and (name->>'ru' ilike '%кастрюл%' or name->>'ru' ilike '%плед%') order by id`,
    );
    // No product is a saucepan and a throw: the saucepans and throws of the line match two words of
    // three, and the other saucepans and throws one.
    expect(await matched(`кастрюля ${line} плед`)).toEqual(two.map((r) => r.id));
    // Two words, each matched by other products: both kinds are listed.
    const either = await matched('кастрюля плед');
    expect(either).toEqual(expect.arrayContaining(await idsWithName('ru', 'плед')));
    expect(either).toEqual(expect.arrayContaining(await idsWithName('ru', 'кастрюл')));
  });

  it('never corrects a word into a word of another kind', async () => {
    const coffee = new Set([...(await idsWithName('ru', 'коф')), ...(await idsWithName('ru', 'френч'))]);
    expect(coffee.size).toBeGreaterThan(0);
    for (const query of ['кофта', 'кофта женская', 'штаны']) {
      const found = (await search(query)).items.map((c) => c.id);
      expect(
        found.filter((id) => coffee.has(id)),
        query,
      ).toEqual([]);
    }
    // Left to synonyms (кофта → джемпер), the word itself matches nothing.
    expect(await matched('кофта')).toEqual([]);
  });

  it("matches a product's own words before its category's", async () => {
    // «Пледы и покрывала» holds bedspreads too: a search for throws lists the throws alone.
    const throws = await idsWithName('ru', 'плед');
    expect(await matched('пледы')).toEqual(throws);
    // A word in category names lists their goods, beside the products having it in their own words
    // (textile plimsolls: the material).
    const textiles = await rows<{ id: number }>(
      sql`select p.id from products p join categories c on c.id = p.category_id
        where p.published and exists (select 1 from categories a
          where a.name->>'ru' ilike '%текстиль%' and (a.id = c.id or starts_with(c.path, a.path || '/')))
        order by p.id`,
    );
    const own = await rows<{ id: number }>(
      sql`select p.id from products p join materials m on m.id = p.material_id
        where p.published and (m.name->>'ru' ilike '%текстиль%' or p.name->>'ru' ilike '%текстиль%')`,
    );
    expect(textiles.length).toBeGreaterThan(0);
    const listed = await matched('текстиль');
    expect(listed).toEqual([...new Set([...textiles, ...own].map((r) => r.id))].sort((a, b) => a - b));
    // The products with the word in their own text come first.
    const first = (await search('текстиль')).items.slice(0, own.length).map((c) => c.id);
    expect(first.sort((a, b) => a - b)).toEqual(own.map((r) => r.id).sort((a, b) => a - b));
  });

  it('finds sizes: a size of the SKUs and the measure in a name', async () => {
    const xl = await rows<{ product_id: number }>(
      sql`select product_id from catalog_products where 'XL' = any(sizes) order by product_id`,
    );
    expect(xl.length).toBeGreaterThan(0);
    expect(await matched('xl')).toEqual(xl.map((r) => r.product_id));
    const measured = await idsWithName('ru', '×');
    const [size] = await rows<{ size: string }>(
      sql`select substring(name->>'ru' from '([0-9]+×[0-9]+)') as size from products where id = ${measured[0]!}`,
    );
    const bySize = await idsWithName('ru', size!.size);
    expect(await matched(size!.size.replace('×', 'x'))).toEqual(expect.arrayContaining(bySize));
  });

  it('finds Kazakh inflected forms on /kz/ (a light Kazakh stemmer)', async () => {
    // Accusative, plural and genitive forms of кастрөл (saucepan) and жамылғы (throw): no prefix of a
    // word in the names, so only their stems find them.
    for (const query of ['кастрөлді', 'кастрөлдер', 'кастрөлдің']) await expectFinds(query, 'kk', 'кастрөл', '/kz');
    for (const query of ['жамылғыны', 'жамылғылар']) await expectFinds(query, 'kk', 'жамылғы', '/kz');
  });

  it('suggests categories and products as the shopper types', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/catalog/suggestions', query: { query: 'кастр' } });
    const data = (res.json() as { data: Suggestions }).data;
    expect(data.categories.map((c) => c.text)).toContain('Кастрюли');
    expect(data.products.length).toBeGreaterThan(0);
    expect(data.products[0]?.text.toLowerCase()).toContain('кастрюл');
    expect(data.queries).toEqual([]);
  });

  it('suggests the query meant when what is typed is on the other layout or spelt in Latin', async () => {
    const suggest = async (query: string, headers: Record<string, string> = {}) =>
      (
        (
          await t.app.inject({ method: 'GET', url: '/api/v1/catalog/suggestions', query: { query }, headers })
        ).json() as { data: Suggestions }
      ).data;
    const layout = await suggest('rfcnh');
    expect(layout.queries).toEqual([{ text: 'кастр', url: `/search/?query=${encodeURIComponent('кастр')}` }]);
    expect(layout.products[0]?.text.toLowerCase()).toContain('кастрюл');
    // The keyboard is the shop's country's, whatever language the pages are read in.
    expect((await suggest('rfcnh', { 'accept-language': 'en-US' })).queries[0]?.text).toBe('кастр');
    expect((await suggest('skovoroda')).queries[0]?.text).toBe('сковорода');
    // Nothing on either reading: nothing suggested.
    expect(await suggest('qwzxqwzx')).toEqual({ queries: [], categories: [], products: [] });
  });
});

describe('a search’s counts and pages', () => {
  const id = (c: { id: number }) => c.id;

  // One word of a kind, one found by its category's words too, and a colour with a word.
  it.each(['кастрюля', 'текстиль', 'синяя кружка'])(
    'each brand’s count is what choosing it lists, and pages are slices of one order («%s»)',
    async (query) => {
      const all = await search(query);
      expect(all.totalItems).toBeGreaterThan(0);
      const brands = all.filters?.data.find((g) => g.key === 'brand')?.values ?? [];
      expect(brands.reduce((sum, v) => sum + v.count, 0)).toBe(all.totalItems);
      for (const brand of brands.slice(0, 3)) {
        const chosen = await search(query, { filterParams: `brand=${brand.searchCode}` });
        expect(chosen.totalItems, brand.code).toBe(brand.count);
      }
      const first = await search(query, { count: '12' });
      const second = await search(query, { count: '12', page: '2' });
      expect([...first.items, ...second.items].map(id)).toEqual(all.items.slice(0, 24).map(id));
    },
  );
});

describe('the matching statement as the shop runs it (a named prepared statement)', () => {
  it('answers as the statement run unnamed, past the executions that bring a generic plan, one name a shape', async () => {
    const [pinned] = await idsWithName('ru', 'кастрюл');
    const shapes: Parameters<typeof searchSql>[] = [
      [plainTerms(['кастрюля']), 'кастрюля'],
      [plainTerms(['кастрля', 'белая']), 'кастрля белая'],
      [[{ word: 'плед', alternatives: ['плед', 'покрывало'] }], 'плед'],
      [plainTerms(['кастрюля']), 'кастрюля', [{ productId: pinned as number, boost: 5 }]],
      [[], 'no-such-article'],
    ];
    type Match = { product_id: number; rank: number; exact: boolean };
    const answer = (found: Match[]) => found.map((r) => `${r.product_id}:${r.rank.toFixed(6)}:${r.exact}`).sort();
    const names = await t.database.db.transaction(async (tx) => {
      // One connection: its prepared statements are the ones counted below.
      for (let round = 0; round < 7; round += 1) {
        for (const shape of shapes) {
          const statement = () => searchSql(...shape);
          expect(answer(await preparedRows<Match>(tx, 'search', statement()))).toEqual(
            answer(await queryRows<Match>(tx, statement())),
          );
        }
      }
      return t.database.kind === 'postgres'
        ? queryRows<{ n: number }>(
            tx,
            sql`select count(*)::int as n from pg_prepared_statements where name like 'search_%'`,
          )
        : null;
    });
    // Words with and without pins, and an article alone: three texts, each named once.
    if (names) expect(names[0]?.n).toBe(3);
  });
});

describe('a misspelt word’s corrections', () => {
  it('are looked up in the trigram index once the catalogue has thousands of words, not word by word', async () => {
    // A large catalogue's words (8,000, as 6,000 products have), in a transaction that is rolled back.
    let plan: PlanNode | undefined;
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into catalog_words (word)
          select 'ж' || md5(i::text) from generate_series(1, 8000) i on conflict do nothing`);
        await tx.execute(sql`analyze catalog_words`);
        const [row] = await queryRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
          tx,
          sql`explain (format json) ${searchSql(plainTerms(['кастрюля', 'кострюла']), 'кастрюля кострюла')}`,
        );
        plan = row?.['QUERY PLAN'][0].Plan;
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    const onWords = planNodes(plan as PlanNode).filter((n) => n['Relation Name'] === 'catalog_words');
    expect(onWords.map((n) => n['Node Type'])).not.toContain('Seq Scan');
    expect(
      planNodes(plan as PlanNode).some(
        (n) => n['Node Type'] === 'Bitmap Index Scan' && n['Index Name'] === 'catalog_words_trgm_idx',
      ),
    ).toBe(true);
  });
});
