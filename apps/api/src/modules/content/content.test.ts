import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentEntries } from '../../db/schema/content.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('content lists', () => {
  it('lists the seeded kinds in every variant', async () => {
    for (const base of ['/api/v1', '/kz/api/v1', '/ae/api/v1']) {
      const counts: Record<string, number> = {};
      for (const kind of ['documents', 'news', 'blog', 'good-news', 'lookbooks', 'magazines']) {
        const res = await get(`${base}/content/${kind}?count=48`);
        expect(res.statusCode, `${base} ${kind}`).toBe(200);
        counts[kind] = res.json().data.total;
      }
      expect(counts).toMatchObject({ news: 20, blog: 15, 'good-news': 8, lookbooks: 4, magazines: 3 });
      expect(counts.documents).toBeGreaterThanOrEqual(6);
    }
  });

  it('pages news newest first, treats a bad page as page 1 and answers 404 past the last page', async () => {
    const first = (await get('/api/v1/content/news')).json().data;
    expect(first).toMatchObject({ page: 1, total: 20, pageCount: 3 });
    expect(first.items).toHaveLength(9);
    const dates = first.items.map((i: { publishedAt: string }) => i.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const third = (await get('/api/v1/content/news?page=3')).json().data;
    expect(third.items).toHaveLength(2);
    expect((await get('/api/v1/content/news?page=abc')).json().data.page).toBe(1);
    expect((await get('/api/v1/content/news?page=1')).json().data.page).toBe(1);
    expect((await get('/api/v1/content/news?page=4')).statusCode).toBe(404);
    expect(first.alternates.map((a: { url: string }) => a.url)).toEqual(['/novosti/', '/kz/novosti/', '/ae/news/']);
  });

  it('rejects a bad kind or count with field errors', async () => {
    expect((await get('/api/v1/content/recipes')).statusCode).toBe(400);
    const bad = await get('/api/v1/content/news?count=500');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields[0].name).toBe('count');
  });
});

describe('content entries', () => {
  it('never shows a draft, in lists or by slug', async () => {
    const all = (await get('/api/v1/content/news?count=48')).json().data.items;
    expect(all.map((i: { slug: string }) => i.slug)).not.toContain('draft-announcement');
    expect((await get('/api/v1/content/news/draft-announcement')).statusCode).toBe(404);
  });

  it('hides an entry dated in the future until its date', async () => {
    await t.database.db.execute(
      sql`update ${contentEntries} set published_at = now() + interval '1 day' where slug = 'privacy' and variant = 'ru'`,
    );
    expect((await get('/api/v1/content/documents/privacy')).statusCode).toBe(404);
    await t.database.db.execute(
      sql`update ${contentEntries} set published_at = '2025-01-10' where slug = 'privacy' and variant = 'ru'`,
    );
    expect((await get('/api/v1/content/documents/privacy')).statusCode).toBe(200);
  });

  it('answers in the shopper’s language and falls back to the variant’s own', async () => {
    const news = (await get('/api/v1/content/news?count=48', { cookie: 'locale=en-US' })).json().data.items;
    const langs = new Set(news.map((i: { lang: string }) => i.lang));
    expect(langs).toEqual(new Set(['en', 'ru']));
    const untranslated = news.find((i: { lang: string }) => i.lang === 'ru');
    const one = (await get(`/api/v1/content/news/${untranslated.slug}`, { cookie: 'locale=en-US' })).json().data;
    expect(one.lang).toBe('ru');
    const translated = news.find((i: { lang: string }) => i.lang === 'en');
    const en = (await get(`/api/v1/content/news/${translated.slug}`, { cookie: 'locale=en-US' })).json().data;
    expect(en.lang).toBe('en');
    expect(en.meta.h1).toBe(en.title);
    const kz = (await get('/kz/api/v1/content/documents/privacy')).json().data;
    expect(kz.lang).toBe('kk');
    const ae = (await get('/ae/api/v1/content/documents/privacy')).json().data;
    expect(ae.lang).toBe('en');
    expect(ae.url).toBe('/ae/documents/privacy/');
  });

  it('answers 404 for an unknown slug and 400 for a malformed one', async () => {
    expect((await get('/api/v1/content/blog/no-such-post')).statusCode).toBe(404);
    expect((await get('/api/v1/content/blog/%3Cscript%3E')).statusCode).toBe(400);
  });

  it('resolves product and picture blocks, related items and alternates', async () => {
    const list = (await get('/api/v1/content/blog')).json().data.items;
    const post = (await get(`/api/v1/content/blog/${list[0].slug}`)).json().data;
    const products = post.body.find((b: { type: string }) => b.type === 'products');
    expect(products.items.length).toBeGreaterThan(0);
    expect(products.items[0]).toMatchObject({ id: expect.any(Number), price: { currency: 'RUB' } });
    const image = post.body.find((b: { type: string }) => b.type === 'image');
    // The test shop has no studio pictures: a seeded picture stays drawn, at its place's size.
    expect(image.image).toMatchObject({
      width: 1200,
      height: 675,
      placeholder: null,
      src: expect.stringMatching(/^\/images\/content\/demo\//),
    });
    expect(post.related).toHaveLength(3);
    expect(post.alternates.map((a: { variant: string }) => a.variant)).toEqual(['ru', 'kz', 'com']);
    const img = await get(image.image.src);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toContain('image/svg+xml');
  });

  it('shows a lookbook with looks of real products, and the looks page by category', async () => {
    const books = (await get('/api/v1/content/lookbooks')).json().data.items;
    const book = (await get(`/api/v1/content/lookbooks/${books[0].slug}`)).json().data;
    const looks = book.body.find((b: { type: string }) => b.type === 'looks');
    expect(looks.looks.length).toBeGreaterThanOrEqual(1);
    expect(looks.looks[0].products.length).toBeGreaterThanOrEqual(1);
    const page = (await get('/api/v1/content/looks')).json().data;
    expect(page.looks.length).toBe(12);
    const category = page.categories[0];
    const filtered = (await get(`/api/v1/content/looks?category=${category.code}`)).json().data;
    expect(filtered.looks).toHaveLength(category.count);
    expect(filtered.looks.every((l: { category: string }) => l.category === category.code)).toBe(true);
  });

  it('keeps a script in a body as plain text (blocks are never HTML)', async () => {
    await t.database.db.execute(sql`update ${contentEntries}
      set body = '[{"type":"paragraph","text":"<script>alert(1)</script>"}]'::jsonb
      where slug = 'warranty' and variant = 'ru' and lang = 'ru'`);
    const doc = (await get('/api/v1/content/documents/warranty')).json().data;
    expect(doc.body).toEqual([{ type: 'paragraph', text: '<script>alert(1)</script>' }]);
  });
});

describe('information blocks', () => {
  it('are the text of the documents of the same names', async () => {
    const info = (await get('/api/v1/static/content/delivery-info')).json().data;
    const doc = (await get('/api/v1/content/documents/delivery')).json().data;
    expect(info.title).toBe(doc.title);
    expect(info.paragraphs).toEqual(doc.body.map((b: { text: string }) => b.text));
    expect(info.url).toBe('/documents/delivery/');
    const kz = (await get('/kz/api/v1/static/content/for-business-info')).json().data;
    expect(kz.title).toBe('Бизнес үшін');
  });
});
