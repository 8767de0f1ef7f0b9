/**
 * SQL statements per request, counted (not timed) with the database client's statement counter:
 * the product page, the basket page, a basket line change and placing an order stay within their
 * budgets, for a guest and for a logged-in shopper (whose session lookup counts too).
 */
import { randomUUID } from 'node:crypto';
import { REVIEWS_CHUNK } from '@storefront/domain/constants';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSkus, products } from '../db/schema/catalog.ts';
import { checkouts } from '../db/schema/orders.ts';
import { countStatements } from '../db/statement-count.ts';
import { createUserSession } from '../test/sessions.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { sessionCookie } from './auth/auth.test-support.ts';
import { moscowShop, pickupShopper, placeBody, setStock, skuAt } from './orders/orders.test-support.ts';

/**
 * Statements per request (or per page: the API calls its loader makes, together). Placing an order
 * (3 lines, one shipment, no promo code or gift card) takes 5: the session, begin, the basket lock
 * with the quote's reads, prices and the order id, the order with its shipments, lines, first
 * status, notices' jobs, emptied basket, stock taken and products queued for the catalogue's
 * recount, commit. The answer is built from what was written, not read back; the recount after the
 * commit serves every order committed meanwhile and is not the request's.
 */
const BUDGETS = { productPage: 3, basketPage: 3, basketItem: 2, basketAdd: 3, placeOrder: 5 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The requests sent one after another; answers the statements they sent together. */
async function statementsOf(requests: InjectOptions[], cookie?: string): Promise<number> {
  const { statements } = await countStatements(async () => {
    for (const request of requests) {
      const res = await t.app.inject({ ...request, headers: { ...request.headers, ...(cookie ? { cookie } : {}) } });
      expect(res.statusCode, `${request.method ?? 'GET'} ${request.url}`).toBeLessThan(300);
    }
  });
  return statements;
}

/** What the product page's loader asks (apps/web/app/routes/product): the product, then the deferred carousels and reviews. */
async function productPage(slug: string, productId: number): Promise<InjectOptions[]> {
  return [
    { url: `/api/v1/catalog/product/${slug}?related=n&reviews=n` },
    { url: `/api/v1/catalog/product/${slug}/related` },
    { url: `/api/v1/catalog/reviews?productId=${productId}&count=${REVIEWS_CHUNK}&getRating=n` },
  ];
}

async function sizedProduct(): Promise<{ slug: string; id: number }> {
  const [row] = await t.database.db
    .select({ slug: products.slug, id: products.id })
    .from(products)
    .innerJoin(productSkus, eq(productSkus.productId, products.id))
    .where(sql`${productSkus.size} is not null`)
    .limit(1);
  return row!;
}

const basketPage: InjectOptions[] = [{ url: '/api/v1/basket' }];

describe('SQL statements per request', () => {
  it('product page', async () => {
    const product = await sizedProduct();
    const requests = await productPage(product.slug, product.id);
    const shopper = await createUserSession(t.database.db);
    const guest = await statementsOf(requests);
    const loggedIn = await statementsOf(requests, shopper.cookie);
    expect(guest).toBeLessThanOrEqual(BUDGETS.productPage);
    expect(loggedIn).toBeLessThanOrEqual(BUDGETS.productPage);
  });

  it('basket page and a basket line change', async () => {
    const db = t.database.db;
    const shop = await moscowShop(db);
    const skus = [await skuAt(db, 10, 1000), await skuAt(db, 11, 2000), await skuAt(db, 12, 3000)];
    for (const s of skus) await setStock(db, s.skuId, [{ storeId: shop, quantity: 20 }]);
    const first = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/basket/item',
      payload: { productId: skus[0]!.skuId, quantity: 1 },
    });
    const guestCookie = sessionCookie(first) as string;
    const shopper = await pickupShopper(db, shop, [
      { skuId: skus[0]!.skuId, quantity: 1 },
      { skuId: skus[1]!.skuId, quantity: 2 },
    ]);
    const change = (skuId: number, quantity: number): InjectOptions[] => [
      { method: 'PATCH', url: '/api/v1/basket/item', payload: { productId: skuId, quantity } },
    ];
    const counts = {
      basketGuestEmpty: await statementsOf(basketPage),
      basketGuest: await statementsOf(basketPage, guestCookie),
      basketShopper: await statementsOf(basketPage, shopper.cookie),
      addGuest: await statementsOf(change(skus[2]!.skuId, 2), guestCookie),
      addShopper: await statementsOf(change(skus[2]!.skuId, 3), shopper.cookie),
      itemChanged: await statementsOf(change(skus[2]!.skuId, 4), shopper.cookie),
      itemRemoved: await statementsOf(change(skus[2]!.skuId, 0), shopper.cookie),
    };
    expect(counts.basketGuestEmpty).toBeLessThanOrEqual(BUDGETS.basketPage);
    expect(counts.basketGuest).toBeLessThanOrEqual(BUDGETS.basketPage);
    expect(counts.basketShopper).toBeLessThanOrEqual(BUDGETS.basketPage);
    // A line added comes with its delivery (basket.service.ts setBasketItem): the write reads the
    // basket as it leaves it, the method is chosen by the rule the API and the web share
    // (domain/delivery-recommendation.ts), which SQL cannot run, and one more statement, guarded
    // against concurrent writes, gives the line its group; a change or a removal sends no more.
    expect(counts.addGuest).toBeLessThanOrEqual(BUDGETS.basketAdd);
    expect(counts.addShopper).toBeLessThanOrEqual(BUDGETS.basketAdd);
    expect(counts.itemChanged).toBeLessThanOrEqual(BUDGETS.basketItem);
    expect(counts.itemRemoved).toBeLessThanOrEqual(BUDGETS.basketItem);
  });

  it('placing an order', async () => {
    const db = t.database.db;
    const shop = await moscowShop(db);
    const skus = [await skuAt(db, 20, 1000), await skuAt(db, 21, 2000), await skuAt(db, 22, 3000)];
    for (const s of skus) await setStock(db, s.skuId, [{ storeId: shop, quantity: 20 }]);
    const shopper = await pickupShopper(
      db,
      shop,
      skus.map((s) => ({ skuId: s.skuId, quantity: 2 })),
    );
    await db.insert(checkouts).values({ ownerKey: `u:${shopper.userId}`, paymentMethod: 'on_receipt' });
    const placeOrder = await statementsOf(
      [{ method: 'POST', url: '/api/v1/orders', payload: placeBody(), headers: { 'idempotency-key': randomUUID() } }],
      shopper.cookie,
    );
    expect(placeOrder).toBeLessThanOrEqual(BUDGETS.placeOrder);
  });
});
