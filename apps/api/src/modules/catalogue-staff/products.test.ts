import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { createUserSession } from '../../test/sessions.ts';
import { createTestApp, secondConnection, type TestApp, testConfig } from '../../test/test-app.ts';

let t: TestApp;
let second: { app: FastifyInstance; database: Database };
let cookie: string;
let product: { id: number; slug: string; path: string; price: number };

beforeAll(async () => {
  t = await createTestApp({ CATALOG_CHANGE_POLL_MS: '200' });
  const database = await secondConnection(t.database);
  second = { app: await buildApp({ config: testConfig({ CATALOG_CHANGE_POLL_MS: '200' }), database }), database };
  await second.app.ready();
  cookie = (await createUserSession(t.database.db, { roles: ['catalogue'] })).cookie;
  const found = (await t.database.db.execute(sql`
    select p.id, p.slug, c.path, pp.price from products p
    join categories c on c.id = p.category_id
    join product_prices pp on pp.product_id = p.id and pp.variant = 'ru'
    order by p.id limit 1`)) as unknown as { rows: (typeof product)[] };
  product = found.rows[0]!;
});
afterAll(async () => {
  await second?.app.close();
  await second?.database.close();
  await t?.close();
});

const staff = (method: 'GET' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1/staff/${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

/** The first card of the product's category, most expensive first, as instance B lists it. */
async function topOfCategoryOnB() {
  const res = await second.app.inject({
    url: '/api/v1/catalog',
    query: { url: `/catalog/${product.path}/`, sort: 'price', order: 'desc' },
  });
  return res.json().data.items[0] as { id: number; price: { amount: number }; oldPrice: { amount: number } | null };
}

async function within<T>(ms: number, probe: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the catalogue change feed', () => {
  it('shows a price saved through instance A on instance B’s listing and product page within seconds', async () => {
    const before = await topOfCategoryOnB(); // warms B's index and listing cache
    const price = Math.max(before.price.amount, product.price) + 100_000;
    const saved = await staff('PUT', `products/${product.id}`, {
      prices: [{ variant: 'ru', price, oldPrice: price + 50_000 }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.prices[0]).toMatchObject({ variant: 'ru', price, oldPrice: price + 50_000 });

    const top = await within(5000, topOfCategoryOnB, (card) => card.id === product.id);
    expect(top).toMatchObject({ id: product.id, price: { amount: price }, oldPrice: { amount: price + 50_000 } });
    const page = await second.app.inject({ url: `/api/v1/catalog/product/${product.slug}` });
    expect(page.json().data.product.price.amount).toBe(price);
  });

  it('takes an unpublished product out of B’s listing and answers 404 for its page', async () => {
    expect((await staff('PUT', `products/${product.id}`, { published: false })).statusCode).toBe(200);
    const top = await within(5000, topOfCategoryOnB, (card) => card.id !== product.id);
    expect(top.id).not.toBe(product.id);
    expect((await second.app.inject({ url: `/api/v1/catalog/product/${product.slug}` })).statusCode).toBe(404);
    expect((await staff('PUT', `products/${product.id}`, { published: true })).statusCode).toBe(200);
    expect((await within(5000, topOfCategoryOnB, (card) => card.id === product.id)).id).toBe(product.id);
  });
});

describe('staff products', () => {
  it('lists products by article with their prices and stock, and filters hidden ones', async () => {
    const { article } = (await staff('GET', `products/${product.id}`)).json().data;
    const list = (await staff('GET', `products?q=${encodeURIComponent(article)}`)).json().data;
    expect(list.list.map((p: { id: number }) => p.id)).toContain(product.id);
    expect(list.list[0].prices).toHaveLength(3);
    const hidden = (await staff('GET', 'products?published=no')).json().data;
    expect(hidden.list.every((p: { published: boolean }) => !p.published)).toBe(true);
  });

  it('saves names and stock, audits what changed, and saving the same again changes nothing', async () => {
    const detail = (await staff('GET', `products/${product.id}`)).json().data;
    const sku = detail.skus[0];
    const store = detail.stores[0];
    const body = { names: { en: 'Renamed pot' }, stock: [{ skuId: sku.id, storeId: store.id, quantity: 42 }] };
    const saved = (await staff('PUT', `products/${product.id}`, body)).json().data;
    expect(saved.names.en).toBe('Renamed pot');
    expect(saved.skus[0].stock).toContainEqual({ storeId: store.id, quantity: 42 });
    const audits = async () =>
      (
        (await t.database.db.execute(
          sql`select count(*)::int as n from audit_log where action = 'product.update' and entity_id = ${String(product.id)}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n;
    const count = await audits();
    expect((await staff('PUT', `products/${product.id}`, body)).statusCode).toBe(200);
    expect(await audits()).toBe(count);
  });

  it('refuses bad values with field errors and changes nothing', async () => {
    const res = await staff('PUT', `products/${product.id}`, {
      names: { ru: ' ' },
      prices: [{ variant: 'kz', price: 100, oldPrice: 50 }],
      stock: [{ skuId: 1, storeId: 999_999, quantity: -1 }],
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.fields.map((f: { name: string }) => f.name);
    expect(fields).toEqual(
      expect.arrayContaining(['names.ru', 'prices.kz.oldPrice', 'stock.0.quantity', 'stock.0.storeId']),
    );
    expect((await staff('PUT', 'products/999999', { published: true })).statusCode).toBe(404);
    const shopper = await createUserSession(t.database.db);
    const refused = await t.app.inject({ url: '/api/v1/staff/products', headers: { cookie: shopper.cookie } });
    expect(refused.statusCode).toBe(403);
  });
});
