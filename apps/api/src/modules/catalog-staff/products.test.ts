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

  it('pages the whole list by keyset cursors in each sort, forwards and back, without gaps or repeats', async () => {
    type Page = { list: { id: number; name: string }[]; total: number; next: string | null; prev: string | null };
    const page = async (query: string) => {
      const res = await staff('GET', `products?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as Page;
    };
    const ids = async (order: string) =>
      (
        (await t.database.db.execute(sql.raw(`select id from products order by ${order}`))) as unknown as {
          rows: { id: number }[];
        }
      ).rows.map((r) => r.id);
    const sorts = [
      ['sort=popularity&dir=desc', 'popularity desc, id desc'],
      ['sort=article&dir=asc', 'article asc, id asc'],
      ['sort=name&dir=desc', `coalesce(name->>'ru', '') desc, id desc`],
    ] as const;
    for (const [query, order] of sorts) {
      const expected = await ids(order);
      const first = await page(`${query}&perPage=40`);
      expect(first.prev).toBeNull();
      const pages = [first];
      while (pages.at(-1)?.next) pages.push(await page(`${query}&perPage=40&after=${pages.at(-1)?.next}`));
      expect(pages.flatMap((p) => p.list.map((r) => r.id))).toEqual(expected);
      expect(pages.every((p) => p.total === expected.length)).toBe(true);
      // Back from the last page, by each page's `prev`, the same pages again.
      const back = [pages.at(-1) as Page];
      while (back.at(-1)?.prev) back.push(await page(`${query}&perPage=40&before=${back.at(-1)?.prev}`));
      expect(back.reverse().map((p) => p.list.map((r) => r.id))).toEqual(pages.map((p) => p.list.map((r) => r.id)));
    }
  });

  it('refuses a cursor it did not give, or one of another sort, with a field error', async () => {
    const first = (await staff('GET', 'products?sort=article&dir=asc&perPage=2')).json().data;
    for (const [query, field] of [
      ['after=not-a-cursor', 'after'],
      [`sort=name&dir=asc&after=${first.next}`, 'after'],
      [`sort=article&dir=desc&before=${first.next}`, 'before'],
      [`sort=article&dir=asc&after=${first.next}&before=${first.next}`, 'before'],
    ] as const) {
      const res = await staff('GET', `products?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.fields.map((f: { name: string }) => f.name)).toContain(field);
    }
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

describe('sizes’ own prices', () => {
  it('are saved per size and variant, audited once, validated, and shown by instance B within seconds', async () => {
    const [sized] = (
      (await t.database.db.execute(sql`
        select p.id, p.slug, c.path, pp.price, array_agg(s.id order by s.position, s.id) as skus from products p
        join categories c on c.id = p.category_id
        join product_prices pp on pp.product_id = p.id and pp.variant = 'ru'
        join product_skus s on s.product_id = p.id and s.size is not null
        where p.published and p.id <> ${product.id}
        group by p.id, c.path, pp.price having count(*) >= 2 order by p.id limit 1`)) as unknown as {
        rows: { id: number; slug: string; path: string; price: number; skus: [number, number] }[];
      }
    ).rows as [{ id: number; slug: string; path: string; price: number; skus: [number, number] }];
    const [small, large] = sized.skus;
    // Stopping sales in Kazakhstan while pricing a size there is refused, like a bad old price or another SKU.
    const refused = await staff('PUT', `products/${sized.id}`, {
      prices: [{ variant: 'kz', price: null }],
      skuPrices: [
        { skuId: small, variant: 'ru', price: 1000, oldPrice: 900 },
        { skuId: large, variant: 'kz', price: 1000 },
        { skuId: 999_999, variant: 'ru', price: 1000 },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual([
      { name: `skuPrices.${small}.ru.oldPrice`, message: 'staff.catalogue.error.oldPrice' },
      { name: `skuPrices.${large}.kz.price`, message: 'staff.catalogue.error.sizePriceWithoutPrice' },
      { name: 'skuPrices.999999.ru.skuId', message: 'validation.invalid' },
    ]);

    const own = { price: sized.price + 100_000, oldPrice: sized.price + 200_000 };
    const body = { skuPrices: [{ skuId: large, variant: 'ru', ...own }] };
    const saved = await staff('PUT', `products/${sized.id}`, body);
    expect(saved.statusCode).toBe(200);
    const detail = saved.json().data.skus.find((s: { id: number }) => s.id === large);
    expect(detail.prices.find((p: { variant: string }) => p.variant === 'ru')).toMatchObject(own);
    const audits = async () =>
      (
        (await t.database.db.execute(
          sql`select count(*)::int as n from audit_log where action = 'product.update' and entity_id = ${String(sized.id)}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n;
    const count = await audits();
    expect((await staff('PUT', `products/${sized.id}`, body)).statusCode).toBe(200);
    expect(await audits()).toBe(count);

    const cardOnB = async () => {
      const res = await second.app.inject({
        url: '/api/v1/catalog',
        query: { url: `/catalog/${sized.path}/`, count: '100' },
      });
      return res.json().data.items.find((c: { id: number }) => c.id === sized.id) as {
        price: { amount: number };
        priceFrom: boolean;
      };
    };
    expect(await within(5000, cardOnB, (card) => card?.priceFrom)).toMatchObject({
      price: { amount: sized.price },
      priceFrom: true,
    });
    const page = (await second.app.inject({ url: `/api/v1/catalog/product/${sized.slug}` })).json().data.product;
    const sizes = new Map(page.sizes.map((s: { id: number }) => [s.id, s]));
    expect(sizes.get(small)).toMatchObject({ price: { amount: sized.price } });
    expect(sizes.get(large)).toMatchObject({ price: { amount: own.price }, oldPrice: { amount: own.oldPrice } });

    // Without its own price the size costs the product's again.
    const removed = await staff('PUT', `products/${sized.id}`, {
      skuPrices: [{ skuId: large, variant: 'ru', price: null }],
    });
    expect(removed.statusCode).toBe(200);
    expect(await within(5000, cardOnB, (card) => card?.priceFrom === false)).toMatchObject({ priceFrom: false });
  });
});

describe('a product no longer sold in a variant', () => {
  it('loses its sizes’ own prices there, so selling it again starts from the product’s price', async () => {
    const [sized] = (
      (await t.database.db.execute(sql`
        select p.id, p.slug, min(s.id)::int as sku from products p
        join product_prices pp on pp.product_id = p.id and pp.variant = 'kz'
        join product_skus s on s.product_id = p.id and s.size is not null
        where p.published
        group by p.id having count(*) >= 2 order by p.id desc limit 1`)) as unknown as {
        rows: { id: number; slug: string; sku: number }[];
      }
    ).rows as [{ id: number; slug: string; sku: number }];
    const kzPrice = (res: { json: () => { data: { skus: { id: number; prices: { variant: string }[] }[] } } }) =>
      res
        .json()
        .data.skus.find((s) => s.id === sized.sku)
        ?.prices.find((p) => p.variant === 'kz');
    const own = await staff('PUT', `products/${sized.id}`, {
      skuPrices: [{ skuId: sized.sku, variant: 'kz', price: 100 }],
    });
    expect(kzPrice(own)).toMatchObject({ price: 100 });

    const stopped = await staff('PUT', `products/${sized.id}`, { prices: [{ variant: 'kz', price: null }] });
    expect(stopped.statusCode).toBe(200);
    expect(kzPrice(stopped)).toMatchObject({ price: null });
    const again = await staff('PUT', `products/${sized.id}`, { prices: [{ variant: 'kz', price: 900_000 }] });
    expect(again.statusCode).toBe(200);
    expect(kzPrice(again)).toMatchObject({ price: null });

    // What the basket and orders charge there: the product's new price.
    const charged = (await t.database.db.execute(
      sql`select price from sku_variant_prices where sku_id = ${sized.sku} and variant = 'kz'`,
    )) as unknown as { rows: { price: number }[] };
    expect(charged.rows).toEqual([{ price: 900_000 }]);
  });
});

describe('a product save naming a size twice', () => {
  it('is refused field by field, and nothing is written', async () => {
    const [sku] = (
      (await t.database.db.execute(
        sql`select min(s.id)::int as id from product_skus s where s.product_id = ${product.id}`,
      )) as unknown as { rows: { id: number }[] }
    ).rows as [{ id: number }];
    const [store] = (
      (await t.database.db.execute(sql`select min(id)::int as id from stores`)) as unknown as { rows: { id: number }[] }
    ).rows as [{ id: number }];
    const before = (await staff('GET', `products/${product.id}`)).json().data;

    const refused = await staff('PUT', `products/${product.id}`, {
      skuPrices: [
        { skuId: sku.id, variant: 'ru', price: product.price + 1000 },
        { skuId: sku.id, variant: 'ru', price: null },
      ],
      stock: [
        { skuId: sku.id, storeId: store.id, quantity: 1 },
        { skuId: sku.id, storeId: store.id, quantity: 2 },
      ],
    });

    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual([
      { name: `skuPrices.${sku.id}.ru.skuId`, message: 'validation.invalid' },
      { name: 'stock.1.skuId', message: 'validation.invalid' },
    ]);
    const after = (await staff('GET', `products/${product.id}`)).json().data;
    expect(after.skus).toEqual(before.skus);
  });
});

describe('an unpublished product', () => {
  /** The most popular product of a category with other models, with a SKU Moscow shoppers can buy. */
  async function topSellable() {
    const found = (await t.database.db.execute(sql`
      select p.id, p.slug, k.id as sku_id,
        (select o.slug from products o where o.category_id = p.category_id and o.model_key <> p.model_key
          and o.published order by o.id limit 1) as sibling
      from products p
      join product_skus k on k.product_id = p.id
      join stock s on s.sku_id = k.id and s.quantity > 1
      join stores so on so.id = s.store_id and so.city_id = 86999 and so.kind = 'shop'
      join product_prices pp on pp.product_id = p.id and pp.variant = 'ru'
      where p.published and p.id <> ${product.id}
        and p.popularity = (select max(q.popularity) from products q where q.category_id = p.category_id)
        and exists (select 1 from products o where o.category_id = p.category_id and o.model_key <> p.model_key)
      order by p.popularity desc limit 1`)) as unknown as {
      rows: { id: number; slug: string; sku_id: number; sibling: string }[];
    };
    return found.rows[0]!;
  }
  const similarIds = async (slug: string) =>
    (await t.app.inject({ url: `/api/v1/catalog/product/${slug}/related` }))
      .json()
      .data.similarItems.map((c: { id: number }) => c.id);
  const basketItem = (cookie: string | undefined, productId: number, quantity: number) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/v1/basket/item',
      headers: cookie ? { cookie } : {},
      payload: { productId, quantity },
    });

  it('leaves the carousels and cannot be bought, even from a basket it was already in', async () => {
    const target = await topSellable();
    expect(await similarIds(target.sibling)).toContain(target.id);
    const added = await basketItem(undefined, target.sku_id, 1);
    expect(added.json().data.quantity).toBe(1);
    const guest = String(added.headers['set-cookie']).split(';')[0]!;
    const groupOf = async () =>
      (await t.app.inject({ url: '/api/v1/basket', headers: { cookie: guest } }))
        .json()
        .data.groups.find((g: { skuIds: number[] }) => g.skuIds.includes(target.sku_id))?.key;
    expect(await groupOf()).not.toBe('notAvailable');

    expect((await staff('PUT', `products/${target.id}`, { published: false })).statusCode).toBe(200);
    try {
      expect(await similarIds(target.sibling)).not.toContain(target.id);
      expect(await groupOf()).toBe('notAvailable');
      const again = await basketItem(guest, target.sku_id, 2);
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toMatchObject({ quantity: 0, maxAvailable: 0, capped: true });
      expect(await groupOf()).toBeUndefined();
    } finally {
      await staff('PUT', `products/${target.id}`, { published: true });
    }
  });
});
