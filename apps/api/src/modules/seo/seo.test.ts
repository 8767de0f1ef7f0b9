import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { VARIANTS } from '@storefront/domain/variants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { type StatementScope, withStatementScope } from '../../db/statement-count.ts';
import { explain, planNodes } from '../../test/query-plan.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { childText, findAll, parseXml } from '../../test/xml.ts';
import { markCatalogChanged } from '../catalog/catalog-changes.ts';
import { feedProducts } from './feed-rows.ts';
import { onSaleInVariantSql } from './site.ts';
import { sitemapFileXml, sitemapIndexXml } from './sitemap.service.ts';

let t: TestApp;
const dataDir = mkdtempSync(join(tmpdir(), 'feeds-test-'));
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://shop.example', DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

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

  it('gives each product the last change of its page: its row, sizes, prices or pictures, not stock or popularity', async () => {
    const db = t.database.db;
    const [a, b, c] = await queryRows<{ id: number; slug: string }>(
      db,
      sql`select p.id, p.slug from products p
        where ${onSaleInVariantSql('ru')} order by p.id limit 3`,
    );
    const past = '2026-01-02T03:04:05Z';
    await changeCatalogue(sql`update products set updated_at = ${past} where id in (${a?.id}, ${b?.id}, ${c?.id})`);
    const lastmods = async () => {
      const urls = findAll(parseXml((await get('/sitemaps/products-1.xml')).body), 'url');
      const of = (slug?: string) =>
        urls
          .filter((u) => childText(u, 'loc') === `https://shop.example/product/${slug}/`)
          .map((u) => childText(u, 'lastmod'));
      expect(urls.every((u) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(childText(u, 'lastmod') ?? ''))).toBe(
        true,
      );
      return [of(a?.slug), of(b?.slug), of(c?.slug)];
    };
    expect(await lastmods()).toEqual([[past], [past], [past]]);

    // Not a page change: the same price written again, stock, popularity.
    await changeCatalogue(sql`update product_prices set price = price where product_id in (${a?.id}, ${b?.id})`);
    await changeCatalogue(sql`update stock set quantity = quantity + 1
      where sku_id in (select id from product_skus where product_id = ${a?.id})`);
    await changeCatalogue(sql`update products set popularity = popularity + 1 where id = ${a?.id}`);
    expect(await lastmods()).toEqual([[past], [past], [past]]);

    // A's price, B's picture and C's name.
    await changeCatalogue(
      sql`update product_prices set price = price + 100 where product_id = ${a?.id} and variant = 'kz'`,
    );
    await changeCatalogue(sql`insert into product_images (product_id, position, key, width, height)
      values (${b?.id}, 0, 'products/lastmod-test.jpg', 800, 800)`);
    await changeCatalogue(sql`update products set name = jsonb_set(name, '{en}', '"Renamed"') where id = ${c?.id}`);
    try {
      const changed = await lastmods();
      for (const [lastmod] of changed) expect(Date.parse(lastmod ?? '')).toBeGreaterThan(Date.parse(past));
    } finally {
      await changeCatalogue(sql`delete from product_images where product_id = ${b?.id}`);
    }
  });

  it('dates each products file in the index by its own products, so changing one moves only its file', async () => {
    const db = t.database.db;
    const origin = 'https://shop.example';
    const perFile = 40;
    const onSaleIds = (
      await queryRows<{ id: number }>(
        db,
        sql`select p.id from products p where ${onSaleInVariantSql('ru')} order by p.id`,
      )
    ).map((r) => r.id);
    const fileCount = Math.ceil(onSaleIds.length / perFile);
    expect(fileCount).toBeGreaterThanOrEqual(3);
    const past = '2026-01-02T03:04:05Z';
    await changeCatalogue(sql`update products set updated_at = ${past}`);
    /** The index's products files, each with its lastmod. */
    const indexed = async (size = perFile) =>
      findAll(parseXml(await sitemapIndexXml(db, 'ru', origin, size)), 'sitemap')
        .map((s) => ({ loc: childText(s, 'loc') ?? '', lastmod: childText(s, 'lastmod') }))
        .filter((s) => s.loc.includes('/sitemaps/products-'));
    const before = await indexed();
    expect(before.map((s) => s.loc)).toEqual(
      Array.from({ length: fileCount }, (_, i) => `${origin}/sitemaps/products-${i + 1}.xml`),
    );
    expect(new Set(before.map((s) => s.lastmod))).toEqual(new Set([past]));

    // A product of the second file is renamed: that file moves, the others keep their date.
    const target = onSaleIds[perFile + 1] ?? 0;
    const [slug] = await queryRows<{ slug: string }>(db, sql`select slug from products where id = ${target}`);
    const second = await sitemapFileXml(db, 'ru', origin, 'products', 2, perFile);
    let body = '';
    for await (const part of second ?? []) body += part;
    expect(findAll(parseXml(body), 'loc').map((l) => l.text)).toContain(`${origin}/product/${slug?.slug}/`);
    await changeCatalogue(
      sql`update products set name = jsonb_set(name, '{ru}', '"Переименован"') where id = ${target}`,
    );
    const after = await indexed();
    const [{ updated_at: changedAt } = { updated_at: '' }] = await queryRows<{ updated_at: string }>(
      db,
      sql`select to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated_at
        from products where id = ${target}`,
    );
    expect(after.map((s) => s.lastmod)).toEqual(before.map((s, i) => (i === 1 ? changedAt : s.lastmod)));
    expect(Date.parse(changedAt)).toBeGreaterThan(Date.parse(past));

    // A product leaving the third file (unpublished) dates that file too.
    const leaving = onSaleIds[2 * perFile + 3] ?? 0;
    await changeCatalogue(sql`update products set published = false where id = ${leaving}`);
    try {
      const third = (await indexed()).map((s) => s.lastmod);
      expect(third[0]).toBe(past);
      expect(Date.parse(third[2] ?? '')).toBeGreaterThan(Date.parse(past));
    } finally {
      await changeCatalogue(sql`update products set published = true where id = ${leaving}`);
    }

    // The served index, one file of 50,000: its latest product.
    const served = findAll(parseXml((await get('/sitemap.xml')).body), 'sitemap').find((s) =>
      childText(s, 'loc')?.endsWith('/sitemaps/products-1.xml'),
    );
    const [latest] = await queryRows<{ at: string }>(
      db,
      sql`select to_char(max(updated_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at from products`,
    );
    expect(served && childText(served, 'lastmod')).toBe(latest?.at);
  });

  it('gives dated content pages their last change', async () => {
    const body = (await get('/sitemaps/content-1.xml')).body;
    const urls = findAll(parseXml(body), 'url');
    const dated = urls.filter((u) => childText(u, 'lastmod'));
    expect(dated.length).toBeGreaterThan(0);
    for (const u of dated) expect(childText(u, 'lastmod')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });
});

/** Products on sale in a variant, with their price there. */
async function onSale(variant: string) {
  return queryRows<{ id: number; price: number; old_price: number | null }>(
    t.database.db,
    sql`select p.id, pp.price, pp.old_price from products p
      join product_prices pp on pp.product_id = p.id and pp.variant = ${variant}
      where p.published order by p.id`,
  );
}

/**
 * The listings a variant's feeds hold, in order: a product of one size or none by its id, a product of
 * several sizes once per size as `{product}s{sku}`, in the product page's order of sizes.
 */
async function listings(variant: string): Promise<string[]> {
  const rows = await queryRows<{ id: number; skus: number[] | null }>(
    t.database.db,
    sql`select p.id, (select array_agg(k.id order by k.position, k.id) from product_skus k
        where k.product_id = p.id and k.size is not null) as skus
      from products p join product_prices pp on pp.product_id = p.id and pp.variant = ${variant}
      where p.published order by p.id`,
  );
  return rows.flatMap((r) => ((r.skus?.length ?? 0) > 1 ? (r.skus ?? []).map((k) => `${r.id}s${k}`) : [`${r.id}`]));
}

/** Whether a listing's id is the product's or one of its sizes'. */
const listsProduct = (listingId: string | undefined, productId: number | undefined) =>
  listingId === String(productId) || Boolean(listingId?.startsWith(`${productId}s`));

async function changeCatalogue(statement: ReturnType<typeof sql>) {
  await t.database.db.transaction(async (tx) => {
    await tx.execute(statement);
    await markCatalogChanged(tx);
  });
}

async function feed(url: string) {
  const res = await get(url);
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/xml/);
  return parseXml(res.body);
}

describe('Yandex YML feed', () => {
  it('lists every product on sale with the fields the format requires', async () => {
    const doc = await feed('/feeds/yandex.xml');
    expect(doc.name).toBe('yml_catalog');
    expect(doc.attributes.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
    const [shop] = findAll(doc, 'shop');
    expect(shop && childText(shop, 'url')).toBe('https://shop.example/');
    expect(findAll(doc, 'currency').map((c) => c.attributes)).toEqual([{ id: 'RUB', rate: '1' }]);
    const categoryIds = new Set(findAll(doc, 'category').map((c) => c.attributes.id));
    const offers = findAll(doc, 'offer');
    const expected = await onSale('ru');
    expect(offers.map((o) => o.attributes.id)).toEqual(await listings('ru'));
    for (const offer of offers) {
      expect(offer.attributes.id).toMatch(/^[0-9a-z]{1,20}$/);
      expect(offer.attributes.available).toMatch(/^(true|false)$/);
      expect(childText(offer, 'url')).toMatch(/^https:\/\/shop\.example\/product\/[^/]+\/(\?size=\d+)?$/);
      expect(childText(offer, 'price')).toMatch(/^\d+\.\d{2}$/);
      expect(childText(offer, 'currencyId')).toBe('RUB');
      expect(categoryIds.has(childText(offer, 'categoryId') ?? '')).toBe(true);
      expect(childText(offer, 'picture')).toMatch(/^https:\/\/shop\.example\/images\/products\/\d+\/1\.png\?v=\d+$/);
      expect(childText(offer, 'name')).toBeTruthy();
      expect(childText(offer, 'vendor')).toBeTruthy();
      expect(findAll(offer, 'param').length).toBeGreaterThanOrEqual(2);
    }
    const discounted = expected.find((p) => p.old_price);
    const offer = offers.find((o) => listsProduct(o.attributes.id, discounted?.id));
    expect(offer && Number(childText(offer, 'oldprice'))).toBe((discounted?.old_price ?? 0) / 100);
    expect(offer && Number(childText(offer, 'price'))).toBe((discounted?.price ?? 0) / 100);
  });

  it('prices each variant in its own currency and links to its own pages', async () => {
    for (const [variant, prefix, currency] of [
      ['kz', '/kz', 'KZT'],
      ['com', '/ae', 'AED'],
    ] as const) {
      const doc = await feed(`${prefix}/feeds/yandex.xml`);
      const expected = await onSale(variant);
      const offers = findAll(doc, 'offer');
      expect(offers.map((o) => o.attributes.id)).toEqual(await listings(variant));
      expect(findAll(doc, 'currency')[0]?.attributes.id).toBe(currency);
      const [first] = offers;
      expect(first && childText(first, 'currencyId')).toBe(currency);
      expect(first && childText(first, 'url')).toMatch(new RegExp(`^https://shop\\.example${prefix}/product/`));
      expect(first && Number(childText(first, 'price'))).toBe((expected[0]?.price ?? 0) / 100);
    }
  });
});

describe('Google Merchant feed', () => {
  it('is RSS 2.0 with the g: fields of each product on sale', async () => {
    const doc = await feed('/ae/feeds/google.xml');
    expect(doc.name).toBe('rss');
    expect(doc.attributes['xmlns:g']).toBe('http://base.google.com/ns/1.0');
    const items = findAll(doc, 'item');
    const expected = await onSale('com');
    expect(items.map((i) => childText(i, 'g:id'))).toEqual(await listings('com'));
    for (const item of items) {
      expect(childText(item, 'g:title')).toBeTruthy();
      expect(childText(item, 'g:description')).toBeDefined();
      expect(childText(item, 'g:link')).toMatch(/^https:\/\/shop\.example\/ae\/product\/[^/]+\/(\?size=\d+)?$/);
      expect(childText(item, 'g:image_link')).toMatch(/^https:\/\/shop\.example\/images\/products\//);
      expect(childText(item, 'g:availability')).toMatch(/^(in_stock|out_of_stock)$/);
      expect(childText(item, 'g:price')).toMatch(/^\d+\.\d{2} AED$/);
      expect(childText(item, 'g:brand')).toBeTruthy();
      expect(childText(item, 'g:item_group_id')).toBeTruthy();
      expect(childText(item, 'g:product_type')).toBeTruthy();
    }
    const discounted = expected.find((p) => p.old_price);
    const item = items.find((i) => listsProduct(childText(i, 'g:id'), discounted?.id));
    expect(item && childText(item, 'g:price')).toBe(`${((discounted?.old_price ?? 0) / 100).toFixed(2)} AED`);
    expect(item && childText(item, 'g:sale_price')).toBe(`${((discounted?.price ?? 0) / 100).toFixed(2)} AED`);
  });
});

describe('feeds', () => {
  it('escape markup and drop the control characters XML cannot carry', async () => {
    const [target] = await onSale('ru');
    const name = 'Кастрюля <«Шеф»> & "Ко" \'24\'\u0001\u0008\u000b\uFFFE';
    await changeCatalogue(
      sql`update products set name = jsonb_set(name, '{ru}', to_jsonb(${name}::text)),
        description = jsonb_set(description, '{ru}', to_jsonb(${'a < b && c\u001f]]>'}::text))
        where id = ${target?.id}`,
    );
    const clean = 'Кастрюля <«Шеф»> & "Ко" \'24\'';
    const yml = findAll(await feed('/feeds/yandex.xml'), 'offer').find((o) =>
      listsProduct(o.attributes.id, target?.id),
    );
    expect(yml && childText(yml, 'name')).toBe(clean);
    expect(yml && childText(yml, 'description')).toBe('a < b && c]]>');
    const google = findAll(await feed('/feeds/google.xml'), 'item').find((i) =>
      listsProduct(childText(i, 'g:id'), target?.id),
    );
    expect(google && childText(google, 'g:title')).toBe(clean);
  });

  it('list a product’s own pictures as JPEGs 1280 wide, the main one first, and drawn ones only for a product without any', async () => {
    const [own, drawn] = await onSale('ru');
    const ids = Array.from({ length: 9 }, (_, i) => `00000000000fee0${i + 1}`);
    await changeCatalogue(
      sql`insert into product_images (product_id, position, key, width, height)
        select ${own?.id}, n - 1, '00000000000fee0' || n, 2000, 1500 from generate_series(1, 9) n`,
    );
    try {
      const urls = ids.map((id) => `https://shop.example/images/p/${id}/1280.jpg`);
      const offers = findAll(await feed('/feeds/yandex.xml'), 'offer');
      const pictures = (id?: number) => {
        const offer = offers.find((o) => listsProduct(o.attributes.id, id));
        return offer ? findAll(offer, 'picture').map((p) => p.text) : [];
      };
      expect(pictures(own?.id)).toEqual(urls);
      expect(pictures(drawn?.id)[0]).toMatch(
        new RegExp(`^https://shop\\.example/images/products/${drawn?.id}/1\\.png\\?v=\\d+$`),
      );
      const items = findAll(await feed('/feeds/google.xml'), 'item');
      const item = items.find((i) => listsProduct(childText(i, 'g:id'), own?.id));
      expect(item && childText(item, 'g:image_link')).toBe(urls[0]);
      expect(item && findAll(item, 'g:additional_image_link').map((l) => l.text)).toEqual(urls.slice(1));
    } finally {
      await changeCatalogue(sql`delete from product_images where product_id = ${own?.id}`);
    }
  });

  it('give a product without pictures of its own its drawn ones as PNG, rendered once and cached for long', async () => {
    const [drawn] = await queryRows<{ id: number; image_count: number }>(
      t.database.db,
      sql`select p.id, p.image_count from products p where ${onSaleInVariantSql('ru')} and p.image_count >= 2
        and not exists (select 1 from product_images i where i.product_id = p.id) order by p.id limit 1`,
    );
    const items = findAll(await feed('/feeds/google.xml'), 'item');
    const item = items.find((i) => listsProduct(childText(i, 'g:id'), drawn?.id));
    const links = item
      ? [childText(item, 'g:image_link'), ...findAll(item, 'g:additional_image_link').map((l) => l.text)]
      : [];
    expect(links).toHaveLength(Math.min(11, drawn?.image_count ?? 0));
    const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const bodies: Buffer[] = [];
    for (const link of links) {
      const res = await get(new URL(link ?? '').pathname + new URL(link ?? '').search);
      expect(res.statusCode, link).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toContain('max-age=31536000');
      expect(res.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
      // IHDR: the picture's width and height.
      expect([res.rawPayload.readUInt32BE(16), res.rawPayload.readUInt32BE(20)]).toEqual([800, 800]);
      bodies.push(res.rawPayload);
    }
    // Each picture of the product is drawn differently; asked again, the stored file is sent.
    expect(new Set(bodies.map((b) => b.toString('base64'))).size).toBe(bodies.length);
    const stored = readdirSync(join(dataDir, 'images', 'drawn'));
    expect(stored.length).toBeGreaterThanOrEqual(bodies.length);
    const again = await get(new URL(links[0] ?? '').pathname);
    expect(again.rawPayload.equals(bodies[0] ?? Buffer.alloc(0))).toBe(true);
    expect(readdirSync(join(dataDir, 'images', 'drawn'))).toEqual(stored);
    // Yandex takes no SVG either.
    const offer = findAll(await feed('/feeds/yandex.xml'), 'offer').find((o) =>
      listsProduct(o.attributes.id, drawn?.id),
    );
    expect(offer && findAll(offer, 'picture').map((p) => p.text)).toEqual(links.slice(0, 10));
  });

  it('mark a product available exactly when a shop or warehouse of the variant’s country holds a piece', async () => {
    const db = t.database.db;
    // One product held only by a shop in Kazakhstan, one only with empty shelves.
    const [kzOnly, empty] = await onSale('kz');
    const [kzShop] = await queryRows<{ id: number }>(
      db,
      sql`select s.id from stores s join cities c on c.id = s.city_id where c.country = 'KZ' and s.kind = 'shop' limit 1`,
    );
    await changeCatalogue(sql`update stock set quantity = 0
      where sku_id in (select id from product_skus where product_id in (${kzOnly?.id}, ${empty?.id}))`);
    await changeCatalogue(sql`insert into stock (store_id, sku_id, quantity)
      select ${kzShop?.id}, id, 2 from product_skus where product_id = ${kzOnly?.id}
      on conflict (store_id, sku_id) do update set quantity = 2`);
    const available = new Map<string, Map<number, boolean>>();
    for (const variant of ['ru', 'kz', 'com'] as const) {
      const scope: StatementScope = { statements: 0, recorded: [] };
      const listed = await withStatementScope(scope, async () => {
        const rows = new Map<number, boolean>();
        for await (const batch of feedProducts(db, variant, 40)) for (const p of batch) rows.set(p.id, p.available);
        return rows;
      });
      const held = await queryRows<{ id: number; available: boolean }>(
        db,
        sql`select p.id, exists (select 1 from product_skus k join stock st on st.sku_id = k.id and st.quantity > 0
            join stores so on so.id = st.store_id join cities c on c.id = so.city_id
            where k.product_id = p.id and c.country = ${VARIANTS[variant].country}) as available
          from products p join product_prices pp on pp.product_id = p.id and pp.variant = ${variant}
          where p.published order by p.id`,
      );
      expect([...listed]).toEqual(held.map((r) => [r.id, r.available]));
      available.set(variant, listed);
      // Stock is read by the batch's SKUs, never a whole store's or country's at a time.
      const statement = scope.recorded?.find((s) => s.text.startsWith('select p.id'));
      const stockScans = planNodes(await explain(t.database, statement?.text ?? '', statement?.params)).filter(
        (n) => n['Relation Name'] === 'stock',
      );
      expect(stockScans.length).toBeGreaterThan(0);
      for (const scan of stockScans)
        expect(scan['Index Cond'] ?? scan['Recheck Cond'] ?? scan['Node Type']).toMatch(/sku_id = /);
    }
    expect(available.get('kz')?.get(kzOnly?.id ?? 0)).toBe(true);
    expect(available.get('kz')?.get(empty?.id ?? 0)).toBe(false);
    for (const variant of ['ru', 'com']) expect(available.get(variant)?.get(kzOnly?.id ?? 0)).not.toBe(true);
  });

  it('list a product of several sizes once per size, each with its own stock, and a product of one size once', async () => {
    const db = t.database.db;
    const [sized, single] = await queryRows<{ id: number; slug: string; model_key: string }>(
      db,
      sql`select p.id, p.slug, p.model_key from products p
        where ${onSaleInVariantSql('kz')} and ${onSaleInVariantSql('ru')}
          and (select count(*) from product_skus k where k.product_id = p.id and k.size is not null) >= 3
        order by p.id limit 2`,
    );
    const skus = await queryRows<{ id: number; size: string }>(
      db,
      sql`select id, size from product_skus where product_id = ${sized?.id} order by position, id`,
    );
    const held = skus[1];
    const [kzShop] = await queryRows<{ id: number }>(
      db,
      sql`select s.id from stores s join cities c on c.id = s.city_id where c.country = 'KZ' and s.kind = 'shop' limit 1`,
    );
    // Only the second size is held, by one shop in Kazakhstan.
    await changeCatalogue(sql`update stock set quantity = 0
      where sku_id in (select id from product_skus where product_id = ${sized?.id})`);
    await changeCatalogue(sql`insert into stock (store_id, sku_id, quantity) values (${kzShop?.id}, ${held?.id}, 2)
      on conflict (store_id, sku_id) do update set quantity = 2`);
    // The other product keeps one size.
    const [kept] = await queryRows<{ id: number; size: string }>(
      db,
      sql`select id, size from product_skus where product_id = ${single?.id} order by position, id limit 1`,
    );
    await changeCatalogue(
      sql`update product_skus set size = null where product_id = ${single?.id} and id <> ${kept?.id}`,
    );
    // The third size has a price of its own in Kazakhstan.
    const dear = skus[2];
    const [base] = await queryRows<{ price: number; old_price: number | null }>(
      db,
      sql`select price, old_price from product_prices where product_id = ${sized?.id} and variant = 'kz'`,
    );
    const own = (base?.price ?? 0) + 50_000;
    await changeCatalogue(sql`insert into sku_prices (variant, sku_id, price) values ('kz', ${dear?.id}, ${own})`);
    const tenge = (minor: number) => `${(minor / 100).toFixed(2)} KZT`;

    const items = findAll(await feed('/kz/feeds/google.xml'), 'item');
    const ofSized = items.filter((i) => listsProduct(childText(i, 'g:id'), sized?.id));
    expect(ofSized.map((i) => childText(i, 'g:id'))).toEqual(skus.map((k) => `${sized?.id}s${k.id}`));
    expect(ofSized.map((i) => childText(i, 'g:size'))).toEqual(skus.map((k) => k.size));
    expect(ofSized.map((i) => childText(i, 'g:link'))).toEqual(
      skus.map((k) => `https://shop.example/kz/product/${sized?.slug}/?size=${k.id}`),
    );
    expect(ofSized.map((i) => childText(i, 'g:availability'))).toEqual(
      skus.map((k) => (k.id === held?.id ? 'in_stock' : 'out_of_stock')),
    );
    // Each size at its own price: the product's (old price first when discounted), or the size's override.
    expect(ofSized.map((i) => [childText(i, 'g:price'), childText(i, 'g:sale_price')])).toEqual(
      skus.map((k) =>
        k.id === dear?.id
          ? [tenge(own), undefined]
          : base?.old_price
            ? [tenge(base.old_price), tenge(base.price)]
            : [tenge(base?.price ?? 0), undefined],
      ),
    );
    for (const item of ofSized) {
      expect(childText(item, 'g:item_group_id')).toBe(sized?.model_key);
      expect(childText(item, 'g:image_link')).toBeTruthy();
    }
    const ofSingle = items.filter((i) => listsProduct(childText(i, 'g:id'), single?.id));
    expect(ofSingle.map((i) => [childText(i, 'g:id'), childText(i, 'g:size')])).toEqual([
      [String(single?.id), kept?.size],
    ]);
    expect(ofSingle[0] && childText(ofSingle[0], 'g:link')).toBe(`https://shop.example/kz/product/${single?.slug}/`);

    // Yandex: an offer per size in the product's group, naming its size; in Russia none is held.
    for (const [url, country] of [
      ['/kz/feeds/yandex.xml', 'kz'],
      ['/feeds/yandex.xml', 'ru'],
    ] as const) {
      const offers = findAll(await feed(url), 'offer');
      const sizeLabel = country === 'ru' ? 'Размер' : 'Өлшемі';
      const ofProduct = offers.filter((o) => listsProduct(o.attributes.id, sized?.id));
      expect(ofProduct.map((o) => o.attributes)).toEqual(
        skus.map((k) => ({
          id: `${sized?.id}s${k.id}`,
          group_id: String(sized?.id),
          available: String(country === 'kz' && k.id === held?.id),
        })),
      );
      if (country === 'kz')
        expect(ofProduct.map((o) => Math.round(Number(childText(o, 'price')) * 100))).toEqual(
          skus.map((k) => (k.id === dear?.id ? own : (base?.price ?? 0))),
        );
      expect(
        ofProduct.map((o) =>
          findAll(o, 'param')
            .filter((param) => param.attributes.name === sizeLabel)
            .map((param) => param.text),
        ),
      ).toEqual(skus.map((k) => [k.size]));
      const single1 = offers.filter((o) => listsProduct(o.attributes.id, single?.id));
      expect(single1.map((o) => o.attributes.id)).toEqual([String(single?.id)]);
      expect(single1[0]?.attributes.group_id).toBeUndefined();
    }
  });

  it('leave out unpublished products and products without a price in the variant', async () => {
    const [unpublished, unpriced] = await onSale('kz');
    await changeCatalogue(sql`update products set published = false where id = ${unpublished?.id}`);
    await changeCatalogue(sql`delete from product_prices where variant = 'kz' and product_id = ${unpriced?.id}`);
    for (const url of ['/kz/feeds/yandex.xml', '/kz/feeds/google.xml']) {
      const body = (await get(url)).body;
      expect(body).not.toMatch(new RegExp(`<offer id="${unpublished?.id}[s"]|<g:id>${unpublished?.id}[s<]`));
      expect(body).not.toMatch(new RegExp(`<offer id="${unpriced?.id}[s"]|<g:id>${unpriced?.id}[s<]`));
    }
    expect((await get('/feeds/yandex.xml')).body).toMatch(new RegExp(`<offer id="${unpriced?.id}[s"]`));
    await changeCatalogue(sql`update products set published = true where id = ${unpublished?.id}`);
  });

  it('are made once per catalogue version, gzipped, and answer 304 while it stands', async () => {
    const first = await get('/feeds/google.xml', { 'accept-encoding': 'gzip' });
    expect(first.headers['content-encoding']).toBe('gzip');
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    expect(gunzipSync(first.rawPayload).toString('utf8')).toBe((await get('/feeds/google.xml')).body);
    expect((await get('/feeds/google.xml', { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get('/feeds/google.xml', { 'if-modified-since': lastModified })).statusCode).toBe(304);
    expect((await get('/kz/feeds/google.xml', { 'if-none-match': etag })).statusCode).toBe(200);

    const files = () => readdirSync(join(dataDir, 'feeds')).filter((f) => f.startsWith('google-ru-'));
    expect(files()).toHaveLength(1);
    await changeCatalogue(sql`update product_prices set price = price + 100 where variant = 'ru'`);
    const next = await get('/feeds/google.xml', { 'if-none-match': etag });
    expect(next.statusCode).toBe(200);
    expect(next.headers.etag).not.toBe(etag);
    expect(files()).toHaveLength(1);
    expect(files()).not.toEqual([]);
  });
});

describe('hreflang alternates', () => {
  it('name a product in the variants where it is on sale, and nowhere else', async () => {
    const [target] = await queryRows<{ id: number; slug: string }>(
      t.database.db,
      sql`select p.id, p.slug from products p where p.published
        and (select count(*) from product_prices pp where pp.product_id = p.id) = 3 order by p.id limit 1`,
    );
    const alternates = async () =>
      (await get(`/kz/api/v1/catalog/product/${target?.slug}?related=n&reviews=n`)).json().data.alternates;
    expect(await alternates()).toEqual([
      { variant: 'ru', hreflang: 'ru-RU', url: `/product/${target?.slug}/` },
      { variant: 'kz', hreflang: 'kk-KZ', url: `/kz/product/${target?.slug}/` },
      { variant: 'com', hreflang: 'en-AE', url: `/ae/product/${target?.slug}/` },
    ]);
    await changeCatalogue(sql`delete from product_prices where variant = 'com' and product_id = ${target?.id}`);
    expect((await alternates()).map((a: { variant: string }) => a.variant)).toEqual(['ru', 'kz']);
  });

  it('name a category listing in the variants selling something in it, and none for a search', async () => {
    const listing = (await get('/ae/api/v1/catalog?type=catalog&url=/ae/catalog/kukhnya/&count=1')).json().data;
    expect(listing.alternates).toEqual([
      { variant: 'ru', hreflang: 'ru-RU', url: '/catalog/kukhnya/' },
      { variant: 'kz', hreflang: 'kk-KZ', url: '/kz/catalog/kukhnya/' },
      { variant: 'com', hreflang: 'en-AE', url: '/ae/catalog/kukhnya/' },
    ]);
    const search = (await get('/api/v1/catalog?type=search&query=kastryulya&count=1')).json().data;
    expect(search.alternates).toEqual([]);
  });
});
