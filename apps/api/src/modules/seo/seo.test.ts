import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { childText, findAll, parseXml } from '../../test/xml.ts';
import { markCatalogChanged } from '../catalog/catalog-changes.ts';
import { queryRows } from '../catalog/catalog-sql.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://shop.example' });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

/** The <loc>s of a sitemap or sitemap index. */
async function locs(url: string): Promise<string[]> {
  const res = await get(url);
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/xml/);
  return findAll(parseXml(res.body), 'loc').map((l) => l.text);
}

describe('robots.txt', () => {
  it('keeps robots out of every variant’s private pages and points at each variant’s sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    for (const path of ['/korzina/', '/kz/korzina/', '/ae/basket/', '/oformlenie-zakaza/', '/ae/ordering/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    for (const path of ['/lichnyj-kabinet/', '/ae/personal-account/', '/staff/', '/search/?', '/api/', '/ae/api/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain('Sitemap: https://shop.example/sitemap.xml');
    expect(lines).toContain('Sitemap: https://shop.example/kz/sitemap.xml');
    expect(lines).toContain('Sitemap: https://shop.example/ae/sitemap.xml');
    expect(lines).not.toContain('Disallow: /catalog/');
  });

  it('answers per variant under its prefix', async () => {
    const kz = (await get('/kz/robots.txt')).body.split('\n');
    expect(kz).toContain('Disallow: /kz/korzina/');
    expect(kz).toContain('Disallow: /kz/search/?');
    expect(kz).not.toContain('Disallow: /korzina/');
    expect(kz.filter((l) => l.startsWith('Sitemap:'))).toEqual(['Sitemap: https://shop.example/kz/sitemap.xml']);
    const ae = (await get('/ae/robots.txt')).body;
    expect(ae).toContain('Disallow: /ae/basket/');
    expect(ae).toContain('Sitemap: https://shop.example/ae/sitemap.xml');
  });
});

describe('sitemaps', () => {
  it('index every section of each variant, with absolute addresses that answer', async () => {
    for (const [prefix, productPath] of [
      ['', '/product/'],
      ['/kz', '/kz/product/'],
      ['/ae', '/ae/product/'],
    ] as const) {
      const files = await locs(`${prefix}/sitemap.xml`);
      expect(files).toEqual(
        expect.arrayContaining(
          ['products-1', 'categories-1', 'content-1', 'shops-1'].map(
            (f) => `https://shop.example${prefix}/sitemaps/${f}.xml`,
          ),
        ),
      );
      const products = await locs(`${prefix}/sitemaps/products-1.xml`);
      expect(products.length).toBeGreaterThan(0);
      expect(products.every((u) => u.startsWith(`https://shop.example${productPath}`))).toBe(true);
      const categories = await locs(`${prefix}/sitemaps/categories-1.xml`);
      expect(categories).toContain(`https://shop.example${prefix}/catalog/`);
      const content = await locs(`${prefix}/sitemaps/content-1.xml`);
      expect(content).toContain(`https://shop.example${prefix}/`);
      expect(content.some((u) => u.includes('#'))).toBe(false);
      const shops = await locs(`${prefix}/sitemaps/shops-1.xml`);
      expect(shops.every((u) => u.startsWith(`https://shop.example${prefix}/shops/`))).toBe(true);
    }
  });

  it('lists exactly the products on sale in the variant, without unpublished ones', async () => {
    const [target] = await queryRows<{ id: number; slug: string }>(
      t.database.db,
      sql`select id, slug from products where published order by id limit 1`,
    );
    const url = `https://shop.example/product/${target?.slug}/`;
    const before = await locs('/sitemaps/products-1.xml');
    expect(before).toContain(url);
    const [count] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from products p
        where p.published and exists (select 1 from product_prices pp where pp.product_id = p.id and pp.variant = 'ru')`,
    );
    expect(before).toHaveLength(count?.n ?? -1);

    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`update products set published = false where id = ${target?.id}`);
      await markCatalogChanged(tx);
    });
    try {
      expect(await locs('/sitemaps/products-1.xml')).not.toContain(url);
    } finally {
      await t.database.db.execute(sql`update products set published = true where id = ${target?.id}`);
    }
  });

  it('answers 304 to a crawler holding the current file, and 404 to pages and sections that do not exist', async () => {
    const first = await get('/sitemaps/products-1.xml');
    const etag = String(first.headers.etag);
    expect(first.headers['last-modified']).toBeTruthy();
    expect((await get('/sitemaps/products-1.xml', { 'if-none-match': etag })).statusCode).toBe(304);
    const index = await get('/sitemap.xml');
    expect((await get('/sitemap.xml', { 'if-none-match': String(index.headers.etag) })).statusCode).toBe(304);
    for (const missing of ['products-2.xml', 'products-0.xml', 'brands-1.xml', 'products-1.txt']) {
      expect((await get(`/sitemaps/${missing}`)).statusCode, missing).toBe(404);
    }
  });

  it('gives dated content pages their last change', async () => {
    const body = (await get('/sitemaps/content-1.xml')).body;
    const urls = findAll(parseXml(body), 'url');
    const dated = urls.filter((u) => childText(u, 'lastmod'));
    expect(dated.length).toBeGreaterThan(0);
    for (const u of dated) expect(childText(u, 'lastmod')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });
});
