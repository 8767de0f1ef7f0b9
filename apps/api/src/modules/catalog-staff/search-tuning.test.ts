import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { createUserSession } from '../../test/sessions.ts';
import { createTestApp, secondConnection, type TestApp, testConfig } from '../../test/test-app.ts';
import { pinsFor } from '../catalog/search/pins.ts';
import { expandSynonyms } from '../catalog/search/synonyms.ts';

const POLL = { CATALOG_CHANGE_POLL_MS: '100' };
let t: TestApp;
let second: { app: FastifyInstance; database: Database };
let cookie: string;
let shopperCookie: string;
/** A word no product has, nor anything like it. */
const NONSENSE = 'xyzzyq';

beforeAll(async () => {
  t = await createTestApp(POLL);
  const database = await secondConnection(t.database);
  second = { app: await buildApp({ config: testConfig(POLL), database }), database };
  await second.app.ready();
  cookie = (await createUserSession(t.database.db, { roles: ['catalogue'] })).cookie;
  shopperCookie = (await createUserSession(t.database.db)).cookie;
});
afterAll(async () => {
  await second?.app.close();
  await second?.database.close();
  await t?.close();
});

const staff = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, as = cookie) =>
  t.app.inject({
    method,
    url: `/api/v1/staff/search/${url}`,
    headers: { cookie: as },
    ...(payload ? { payload } : {}),
  });

const search = async (app: FastifyInstance, query: string) =>
  (await app.inject({ url: '/api/v1/catalog', query: { type: 'search', query } })).json().data as {
    totalItems: number;
    items: { id: number }[];
  };

/** What `read` answers once it satisfies `done`, asking again for up to 5 s (the change feed's poll and the index's rebuild). */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (const until = Date.now() + 5000; ; ) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('synonyms in the back office', () => {
  it('refuses bad rules with the fields at fault, and anyone without the catalogue role', async () => {
    const multiWord = await staff('POST', 'synonyms', { lang: 'ru', terms: ['кофта', 'френч пресс'], target: null });
    expect(multiWord.statusCode).toBe(400);
    expect(multiWord.json().error.fields).toEqual([{ name: 'terms.1', message: 'staff.search.error.word' }]);
    const oneWord = await staff('POST', 'synonyms', { lang: 'ru', terms: ['Кофта', 'кофта'], target: null });
    expect(oneWord.json().error.fields).toEqual([{ name: 'terms', message: 'staff.search.error.twoWay' }]);
    const selfTarget = await staff('POST', 'synonyms', { lang: 'ru', terms: ['худи'], target: 'Худи' });
    expect(selfTarget.json().error.fields).toEqual([{ name: 'target', message: 'staff.search.error.target' }]);
    const badLang = await staff('POST', 'synonyms', { lang: 'de', terms: ['a', 'b'], target: null });
    expect(badLang.statusCode).toBe(400);
    expect(badLang.json().error.fields[0].name).toBe('lang');
    expect((await staff('POST', 'synonyms', { lang: 'ru', terms: [], target: 'x' })).statusCode).toBe(400);
    expect((await staff('PUT', 'synonyms/99999', { lang: 'ru', terms: ['а', 'б'], target: null })).statusCode).toBe(
      404,
    );
    expect((await staff('GET', 'synonyms', undefined, shopperCookie)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/staff/search/synonyms' })).statusCode).toBe(401);
  });

  it('lists the seeded rules per language', async () => {
    const res = await staff('GET', 'synonyms?lang=ru&q=свитер');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({ lang: 'ru', terms: ['свитер', 'джемпер', 'пуловер'], target: null }),
    ]);
  });

  it('applies a new rule at once in this process, audited, and removes it', async () => {
    const created = await staff('POST', 'synonyms', {
      lang: 'ru',
      terms: [NONSENSE.toUpperCase()],
      target: 'Кастрюля',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ lang: 'ru', terms: [NONSENSE], target: 'кастрюля' });
    expect(await expandSynonyms(t.database.db, 'ru', [NONSENSE])).toEqual([
      { word: NONSENSE, alternatives: [NONSENSE, 'кастрюля'] },
    ]);
    const id = created.json().data.id as number;
    const audited = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where entity_type = 'search_synonym' and entity_id = ${String(id)}`,
    );
    expect(audited.map((a) => a.action)).toEqual(['search.synonym.create']);

    expect((await staff('DELETE', `synonyms/${id}`)).statusCode).toBe(200);
    expect(await expandSynonyms(t.database.db, 'ru', [NONSENSE])).toEqual([
      { word: NONSENSE, alternatives: [NONSENSE] },
    ]);
    expect((await staff('DELETE', `synonyms/${id}`)).statusCode).toBe(404);
  });

  it('changes the next search’s answer here, and another process’s after its change poll', async () => {
    const found = (app: FastifyInstance, want: (n: number) => boolean) =>
      eventually(
        async () => (await search(app, NONSENSE)).totalItems,
        (n) => want(n),
      );
    expect(await found(t.app, (n) => n === 0)).toBe(0);
    expect(await found(second.app, (n) => n === 0)).toBe(0);
    const created = await staff('POST', 'synonyms', { lang: 'ru', terms: [NONSENSE], target: 'кастрюля' });
    // This process: the very next search.
    expect((await search(t.app, NONSENSE)).totalItems).toBeGreaterThan(0);
    expect(await found(second.app, (n) => n > 0)).toBeGreaterThan(0);
    await staff('DELETE', `synonyms/${created.json().data.id}`);
    expect(await found(second.app, (n) => n === 0)).toBe(0);
  });

  it('edits a rule: one-way becomes two-way', async () => {
    const { id } = (await staff('POST', 'synonyms', { lang: 'en', terms: ['jumper2'], target: 'sweater' })).json().data;
    const res = await staff('PUT', `synonyms/${id}`, { lang: 'en', terms: ['jumper2', 'sweater'], target: null });
    expect(res.json().data).toMatchObject({ id, terms: ['jumper2', 'sweater'], target: null });
    expect((await expandSynonyms(t.database.db, 'en', ['sweater']))[0]?.alternatives).toContain('jumper2');
  });
});

describe('pinned products', () => {
  it('pins products by article in order, refuses unknown articles on their field, and unpins', async () => {
    const products = await queryRows<{ id: number; article: string }>(
      t.database.db,
      sql`select id, article from products where published order by id desc limit 2`,
    );
    const [a, b] = products as [{ id: number; article: string }, { id: number; article: string }];
    const bad = await staff('PUT', 'pins', { query: 'Кастрюля', articles: [a.article, 'NO-SUCH-ARTICLE'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual([{ name: 'articles.1', message: 'staff.catalogue.error.unknownArticle' }]);
    expect((await staff('PUT', 'pins', { query: ' ?! ', articles: [] })).json().error.fields).toEqual([
      { name: 'query', message: 'staff.search.error.query' },
    ]);

    const res = await staff('PUT', 'pins', { query: 'Кастрюля!', articles: [b.article.toLowerCase(), a.article] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      query: 'кастрюля',
      products: [{ productId: b.id }, { productId: a.id }],
    });
    expect(await pinsFor(t.database.db, 'кастрюли')).toEqual([
      { productId: b.id, boost: 20 },
      { productId: a.id, boost: 19 },
    ]);
    expect((await staff('GET', 'pins')).json().data).toContainEqual(expect.objectContaining({ query: 'кастрюля' }));

    await staff('PUT', 'pins', { query: 'кастрюля', articles: [] });
    expect(await pinsFor(t.database.db, 'кастрюля')).toEqual([]);
  });

  it('puts pinned products first in the search’s answer, whatever the query’s endings, here and in another process', async () => {
    const [mug] = await queryRows<{ id: number; article: string }>(
      t.database.db,
      sql`select p.id, p.article from products p join product_prices pp on pp.product_id = p.id and pp.variant = 'ru'
      where p.published and p.name->>'ru' not ilike '%кастрюл%' order by p.id limit 1`,
    );
    expect((await staff('PUT', 'pins', { query: 'кастрюля', articles: [mug!.article] })).statusCode).toBe(200);
    const first = (app: FastifyInstance) =>
      eventually(
        async () => (await search(app, 'Кастрюли')).items[0]?.id,
        (id) => id === mug!.id,
      );
    expect((await search(t.app, 'Кастрюли')).items[0]?.id).toBe(mug!.id);
    expect(await first(second.app)).toBe(mug!.id);
    await staff('PUT', 'pins', { query: 'кастрюля', articles: [] });
  });

  it('takes saves of one query’s pins at once in turn, the last one’s list kept whole', async () => {
    const [a, b] = await queryRows<{ article: string }>(
      t.database.db,
      sql`select article from products order by id limit 2`,
    );
    const lists = Array.from({ length: 10 }, (_, i) => (i % 2 ? [a!.article, b!.article] : [b!.article]));
    const answers = await Promise.all(lists.map((articles) => staff('PUT', 'pins', { query: 'разом', articles })));
    expect(answers.map((r) => r.statusCode)).toEqual(lists.map(() => 200));
    const [row] = (await staff('GET', 'pins')).json().data.filter((p: { query: string }) => p.query === 'разом');
    expect([1, 2]).toContain(row.products.length);
  });
});

describe('the search report', () => {
  it('logs searches in batches (cached answers too) and reports zero- and low-result queries', async () => {
    await search(second.app, 'ничегонетакого');
    await search(second.app, 'ничегонетакого');
    await search(second.app, 'Кастрюля');
    // Closing the app writes what its log gathered.
    await second.app.close();
    const logged = await queryRows<{ query: string; searches: number; results: number | null }>(
      t.database.db,
      sql`select query, searches, results from search_queries where query in ('ничегонетакого', 'кастрюля') order by query`,
    );
    expect(logged).toEqual([
      { query: 'кастрюля', searches: 1, results: expect.any(Number) },
      { query: 'ничегонетакого', searches: 2, results: 0 },
    ]);

    await t.database.db.execute(sql`insert into search_queries (day, variant, query, searches, results, last_at) values
      (current_date - 3, 'ru', 'старый', 4, 2, now() - interval '3 days'),
      (current_date - 20, 'ru', 'давний', 9, 0, now() - interval '20 days')`);
    const zero = (await staff('GET', 'queries?days=7&results=zero')).json().data;
    expect(zero.rows).toContainEqual(
      expect.objectContaining({ query: 'ничегонетакого', variant: 'ru', searches: 2, results: 0 }),
    );
    expect(zero.rows.map((r: { query: string }) => r.query)).not.toContain('давний');
    const month = (await staff('GET', 'queries?days=30&results=zero')).json().data;
    expect(month.rows.map((r: { query: string }) => r.query)).toContain('давний');
    const low = (await staff('GET', 'queries?days=7&results=low&variant=ru')).json().data;
    expect(low.rows).toContainEqual(expect.objectContaining({ query: 'старый', searches: 4, results: 2 }));
    expect((await staff('GET', 'queries?days=5')).statusCode).toBe(400);
  });

  it('counts clicks on found goods into their search and reports searches shoppers seldom open', async () => {
    const app = await buildApp({ config: testConfig(POLL), database: await secondConnection(t.database) });
    const click = (query: unknown) =>
      app.inject({ method: 'POST', url: '/api/v1/catalog/search/clicks', payload: { query } });
    for (let i = 0; i < 10; i += 1) await search(app, 'Кастрюля');
    for (let i = 0; i < 5; i += 1) await search(app, 'кастрюли');
    expect((await click('кастрюля')).json().data).toEqual({ accepted: true });
    for (let i = 0; i < 4; i += 1) await click('Кастрюли');
    // A click names no query of its own: one nobody searched is not logged.
    await click('никтонеискал');
    expect((await click('')).statusCode).toBe(400);
    expect((await click('x'.repeat(201))).statusCode).toBe(400);
    await app.close();

    const report = (await staff('GET', 'queries?days=7&results=lowClicks&variant=ru')).json().data;
    expect(report.rows).toContainEqual(expect.objectContaining({ query: 'кастрюля', clicks: 1 }));
    expect(report.rows.map((r: { query: string }) => r.query)).not.toContain('кастрюли');
    const logged = await queryRows<{ query: string; searches: number; clicks: number }>(
      t.database.db,
      sql`select query, searches, clicks from search_queries
        where query in ('кастрюли', 'никтонеискал') and variant = 'ru' and day = current_date`,
    );
    // Other tests here searched «кастрюли» too.
    expect(logged).toEqual([{ query: 'кастрюли', searches: expect.any(Number), clicks: 4 }]);
  });
});
