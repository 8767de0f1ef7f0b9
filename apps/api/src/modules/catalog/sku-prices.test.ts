/**
 * A product whose two sizes cost differently in a variant: one size has its own price (sku_prices),
 * the other keeps the product's. Listings, the product page, the basket, placed orders, the feeds and
 * the sitemap all read the size's price by the one rule (views sku_variant_prices, product_variant_prices).
 */

import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { checkouts } from '../../db/schema/orders.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { childText, findAll, parseXml } from '../../test/xml.ts';
import { callAs, moscowShop, pickupShopper, placeBody, setStock } from '../orders/orders.test-support.ts';
import { markCatalogChanged } from './catalog-changes.ts';
import { refreshCatalogProducts } from './catalog-refresh.ts';

/** The product's own price (9 900 ₽) and the cheap size's own price (100 ₽, was 150 ₽). */
const PRODUCT_PRICE = 990_000;
const CHEAP = { price: 10_000, oldPrice: 15_000 };

let t: TestApp;
const dataDir = mkdtempSync(join(tmpdir(), 'sku-prices-test-'));
let product: { id: number; slug: string; path: string };
let cheap: number;
let dear: number;
/** Products the demo seed gives a dearer largest size. */
let seedPriced: Set<number>;

async function change(db: Db, statement: ReturnType<typeof sql>) {
  await db.transaction(async (tx) => {
    await tx.execute(statement);
    await refreshCatalogProducts(tx, [product.id]);
    await markCatalogChanged(tx);
  });
}

async function within<T>(ms: number, probe: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://shop.example', DATA_DIR: dataDir, CATALOG_CHANGE_POLL_MS: '100' });
  const db = t.database.db;
  [product] = (await queryRows<{ id: number; slug: string; path: string }>(
    db,
    sql`select p.id, p.slug, c.path from products p
      join categories c on c.id = p.category_id
      join product_prices pp on pp.product_id = p.id and pp.variant = 'ru'
      where p.published and (select count(*) from product_skus s where s.product_id = p.id and s.size is not null) >= 2
      order by p.id limit 1`,
  )) as [typeof product];
  const skus = await queryRows<{ id: number }>(
    db,
    sql`select id from product_skus where product_id = ${product.id} order by position, id limit 2`,
  );
  [cheap, dear] = skus.map((s) => s.id) as [number, number];
  // The demo seed prices some products' largest size: this product's sizes cost only what the test sets.
  await change(
    db,
    sql`delete from sku_prices where sku_id in (select id from product_skus where product_id = ${product.id})`,
  );
  seedPriced = new Set(
    (
      await queryRows<{ id: number }>(
        db,
        sql`select distinct s.product_id id from sku_prices sp join product_skus s on s.id = sp.sku_id`,
      )
    ).map((r) => r.id),
  );
  await change(
    db,
    sql`update product_prices set price = ${PRODUCT_PRICE}, old_price = null
      where product_id = ${product.id} and variant = 'ru'`,
  );
  await change(
    db,
    sql`insert into sku_prices (variant, sku_id, price, old_price)
      values ('ru', ${cheap}, ${CHEAP.price}, ${CHEAP.oldPrice})`,
  );
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Card = { id: number; price: { amount: number }; oldPrice: { amount: number } | null; priceFrom: boolean };

async function listing(filterParams?: string) {
  const res = await t.app.inject({
    url: '/api/v1/catalog',
    query: { url: `/catalog/${product.path}/`, count: '100', ...(filterParams ? { filterParams } : {}) },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { items: Card[]; totalItems: number };
}

describe('a product whose sizes differ in price', () => {
  it('is listed at its cheapest size’s price as a "from" price, and filtered by it', async () => {
    const atMost100 = await within(
      5000,
      () => listing('price=,100'),
      (page) => page.items.some((c) => c.id === product.id),
    );
    expect(atMost100.items.find((c) => c.id === product.id)).toMatchObject({
      price: { amount: CHEAP.price },
      oldPrice: { amount: CHEAP.oldPrice },
      priceFrom: true,
    });
    const from101 = await listing('price=101,');
    expect(from101.items.map((c) => c.id)).not.toContain(product.id);
    // A product whose sizes cost the same is no "from" price.
    const others = (await listing()).items.filter((c) => c.id !== product.id);
    for (const card of others) expect(card.priceFrom).toBe(seedPriced.has(card.id));
  });

  it('shows each size’s price on the product page', async () => {
    const res = await t.app.inject({ url: `/api/v1/catalog/product/${product.slug}?related=n&reviews=n` });
    const data = res.json().data.product;
    expect(data).toMatchObject({
      price: { amount: CHEAP.price },
      oldPrice: { amount: CHEAP.oldPrice },
      priceFrom: true,
    });
    const sizes = new Map(data.sizes.map((s: { id: number }) => [s.id, s]));
    expect(sizes.get(cheap)).toMatchObject({
      price: { amount: CHEAP.price, currency: 'RUB' },
      oldPrice: { amount: CHEAP.oldPrice },
    });
    expect(sizes.get(dear)).toMatchObject({ price: { amount: PRODUCT_PRICE, currency: 'RUB' }, oldPrice: null });
    // In a variant where no size has its own price, one price and no "from".
    const kz = await t.app.inject({ url: `/kz/api/v1/catalog/product/${product.slug}?related=n&reviews=n` });
    expect(kz.statusCode === 404 || kz.json().data.product.priceFrom === false).toBe(true);
  });

  it('charges each size its own price in the basket and the placed order, whatever the client sends', async () => {
    const db = t.database.db;
    const shop = await moscowShop(db);
    for (const sku of [cheap, dear]) await setStock(db, sku, [{ storeId: shop, quantity: 10 }]);
    const shopper = await pickupShopper(db, shop, [
      { skuId: cheap, quantity: 1 },
      { skuId: dear, quantity: 1 },
    ]);
    await db.insert(checkouts).values({ ownerKey: `u:${shopper.userId}`, paymentMethod: 'on_receipt' });
    const call = callAs(t.app, shopper.cookie);
    // A price in a request is no part of the call: refused, never charged.
    const priced = await call({
      method: 'PATCH',
      url: 'basket/item',
      body: { productId: dear, quantity: 2, price: 100 },
    });
    expect(priced.status).toBe(400);
    expect(priced.body.error.fields).toEqual([{ name: 'price', message: expect.any(String) }]);
    const added = await call({ method: 'PATCH', url: 'basket/item', body: { productId: dear, quantity: 2 } });
    expect(added.status).toBe(200);
    const basket = (await call({ url: 'basket' })).body.data;
    const lines = new Map(basket.items.map((l: { productId: number }) => [l.productId, l]));
    expect(lines.get(cheap)).toMatchObject({ price: { amount: CHEAP.price }, oldPrice: { amount: CHEAP.oldPrice } });
    expect(lines.get(dear)).toMatchObject({ price: { amount: PRODUCT_PRICE }, oldPrice: null, quantity: 2 });
    expect(basket.goodsTotal.amount).toBe(CHEAP.price + 2 * PRODUCT_PRICE);

    const order = async (body: object) =>
      call({ method: 'POST', url: 'orders', body, headers: { 'idempotency-key': randomUUID() } });
    expect((await order(placeBody({ lines: [{ skuId: dear, price: 100 }] }))).status).toBe(400);
    const placed = await order(placeBody());
    expect(placed.status).toBe(201);
    const { order: placedOrder } = placed.body.data;
    expect(placedOrder.subtotal.amount).toBe(CHEAP.price + 2 * PRODUCT_PRICE);
    const ordered = new Map(
      placedOrder.shipments
        .flatMap((s: { lines: { productId: number }[] }) => s.lines)
        .map((l: { productId: number }) => [l.productId, l]),
    );
    expect(ordered.get(cheap)).toMatchObject({ price: { amount: CHEAP.price }, quantity: 1 });
    expect(ordered.get(dear)).toMatchObject({ price: { amount: PRODUCT_PRICE }, quantity: 2 });
  });

  it('is offered in the feeds one size at a time, each at its own price', async () => {
    const res = await t.app.inject({ url: '/feeds/yandex.xml' });
    expect(res.statusCode).toBe(200);
    const offers = findAll(parseXml(res.body), 'offer').filter((o) => Number(o.attributes.group_id) === product.id);
    const prices = offers.map((o) => [childText(o, 'price'), childText(o, 'oldprice') ?? null]);
    expect(prices).toContainEqual(['100.00', '150.00']);
    expect(prices).toContainEqual(['9900.00', null]);
  });

  it('moves the product’s sitemap lastmod when a size’s own price changes, not when it is written again', async () => {
    const db = t.database.db;
    const past = '2026-01-02T03:04:05Z';
    const lastmod = async () => {
      const res = await t.app.inject({ url: '/sitemaps/products-1.xml' });
      const url = findAll(parseXml(res.body), 'url').find(
        (u) => childText(u, 'loc') === `https://shop.example/product/${product.slug}/`,
      );
      return url && childText(url, 'lastmod');
    };
    await change(db, sql`update products set updated_at = ${past} where id = ${product.id}`);
    await change(db, sql`update sku_prices set price = price where sku_id = ${cheap}`);
    expect(await lastmod()).toBe('2026-01-02T03:04:05Z');
    await change(db, sql`update sku_prices set price = price + 100 where sku_id = ${cheap}`);
    expect(Date.parse((await lastmod()) ?? '')).toBeGreaterThan(Date.parse(past));
    await change(db, sql`update products set updated_at = ${past} where id = ${product.id}`);
    await change(db, sql`delete from sku_prices where sku_id = ${cheap}`);
    expect(Date.parse((await lastmod()) ?? '')).toBeGreaterThan(Date.parse(past));
    // Without its own price the size costs the product's again: one price, no "from".
    const res = await t.app.inject({ url: `/api/v1/catalog/product/${product.slug}?related=n&reviews=n` });
    expect(res.json().data.product).toMatchObject({ price: { amount: PRODUCT_PRICE }, priceFrom: false });
  });
});
