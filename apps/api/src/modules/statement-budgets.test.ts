/**
 * SQL statements per request, counted (not timed) with the database client's statement counter:
 * the product page, the basket page, a basket line change and placing an order stay within their
 * budgets, for a guest and for a logged-in shopper (whose session lookup counts too).
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSkus, products } from '../db/schema/catalog.ts';
import { companies } from '../db/schema/identity.ts';
import { checkouts } from '../db/schema/orders.ts';
import { favourites } from '../db/schema/shopping.ts';
import { countStatements } from '../db/statement-count.ts';
import { sharingSessionLookups } from '../plugins/session.ts';
import { createUserSession } from '../test/sessions.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { sessionCookie } from './auth/auth.test-support.ts';
import { moscowShop, pickupShopper, placeBody, setStock, skuAt } from './orders/orders.test-support.ts';

/**
 * Statements per request (or per page: the API calls its loader makes, together). A page with the
 * layout (listing, search, home, basket) reads its shopper once: the session with the user block's
 * basket counts, favourites and companies and the variant's announcement, in one statement shared by
 * the layout's call and the page's own (plugins/session.ts, user-block.ts); the rest is the page's:
 * the listing 1; a search 2, one more per other reading tried when the query as typed finds under
 * three products (catalog/search/search-listing.ts); the basket 1; the home page none while its answer is
 * kept (the same for every shopper of a variant and language: home.routes.ts), 8 when it is worked
 * out (one per shelf and collection). Placing an order (3 lines, one shipment, no promo code or gift
 * card) takes 5: the session, begin, the basket lock with the quote's reads, prices and the order id,
 * the order with its shipments, lines, first status, notices' jobs, emptied basket, stock taken and
 * products queued for the catalogue's recount, commit. The answer is built from what was written, not
 * read back; the recount after the commit serves every order committed meanwhile and is not the request's.
 */
const BUDGETS = {
  productPage: 2,
  basketPage: 3,
  basketItem: 2,
  basketAdd: 3,
  placeOrder: 5,
  listingPage: 2,
  searchPage: 3,
  homePage: 1,
  basketPageWithLayout: 3,
};

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

/** What the product page's loader asks (apps/web/app/routes/product): the product with its first reviews, then the deferred carousels. */
function productPage(slug: string): InjectOptions[] {
  return [{ url: `/api/v1/catalog/product/${slug}?related=n` }, { url: `/api/v1/catalog/product/${slug}/related` }];
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

/**
 * A page as the web renders it: the root loader's layout call and the page loader's calls at once,
 * sharing one session lookup as the web handler has them (plugins/session.ts sharingSessionLookups).
 */
async function pageStatements(path: string, loaderCalls: string[], cookie?: string): Promise<number> {
  const get = async (url: string) => {
    const res = await t.app.inject({ url, headers: cookie ? { cookie } : {} });
    expect(res.statusCode, url).toBe(200);
  };
  const { statements } = await countStatements(() =>
    sharingSessionLookups(() =>
      Promise.all([
        get(`/api/v1/layout?pageUrl=${encodeURIComponent(path)}`),
        (async () => {
          for (const url of loaderCalls) await get(url);
        })(),
      ]),
    ),
  );
  return statements;
}

/** What the loaders of the listing, search, home and basket pages ask besides the layout. */
const listingCalls = (count: number) => [
  `/api/v1/catalog?type=catalog&url=/catalog/kukhnya/&page=1&count=${count}&favourites=n`,
];
const searchCalls = (count: number) => [
  `/api/v1/catalog?type=search&query=${encodeURIComponent('кастрюля')}&page=1&count=${count}&favourites=n`,
];

describe('SQL statements per request', () => {
  it('product page', async () => {
    const product = await sizedProduct();
    const requests = productPage(product.slug);
    const shopper = await createUserSession(t.database.db);
    const guest = await statementsOf(requests);
    const loggedIn = await statementsOf(requests, shopper.cookie);
    expect(guest).toBeLessThanOrEqual(BUDGETS.productPage);
    expect(loggedIn).toBeLessThanOrEqual(BUDGETS.productPage);
  });

  it('listing, search, home and basket pages with the layout, for a shopper with a basket, favourites and a company', async () => {
    const db = t.database.db;
    const shop = await moscowShop(db);
    const sku = await skuAt(db, 30, 1500);
    await setStock(db, sku.skuId, [{ storeId: shop, quantity: 20 }]);
    const shopper = await pickupShopper(db, shop, [{ skuId: sku.skuId, quantity: 2 }]);
    await db.insert(favourites).values({ ownerKey: `u:${shopper.userId}`, productId: sku.productId });
    await db.insert(companies).values({ userId: shopper.userId, name: 'ООО Ромашка', inn: '7707083893' });
    // Reference data the API keeps between requests (catalogue, cities, home blocks) is read first.
    await pageStatements('/catalog/kukhnya/', listingCalls(30));
    await pageStatements('/search/?query=кастрюля', searchCalls(30));
    await pageStatements('/', ['/api/v1/pages/main']);
    // The listing answer is kept per city (catalog.routes.ts): each count below asks a listing not yet kept.
    const counts = {
      listingGuest: await pageStatements('/catalog/kukhnya/', listingCalls(31)),
      listingShopper: await pageStatements('/catalog/kukhnya/', listingCalls(32), shopper.cookie),
      searchShopper: await pageStatements('/search/?query=кастрюля', searchCalls(33), shopper.cookie),
      homeGuest: await pageStatements('/', ['/api/v1/pages/main']),
      homeShopper: await pageStatements('/', ['/api/v1/pages/main'], shopper.cookie),
      basketGuest: await pageStatements('/korzina/', ['/api/v1/basket']),
      basketShopper: await pageStatements('/korzina/', ['/api/v1/basket'], shopper.cookie),
    };
    expect(counts.listingGuest).toBeLessThanOrEqual(BUDGETS.listingPage);
    expect(counts.listingShopper).toBeLessThanOrEqual(BUDGETS.listingPage);
    expect(counts.searchShopper).toBeLessThanOrEqual(BUDGETS.searchPage);
    expect(counts.homeShopper).toBeLessThanOrEqual(BUDGETS.homePage);
    // The shopper's own part of a page costs no more than a guest's announcement did.
    expect(counts.homeShopper).toBe(counts.homeGuest);
    expect(counts.basketGuest).toBeLessThanOrEqual(BUDGETS.basketPageWithLayout);
    expect(counts.basketShopper).toBeLessThanOrEqual(BUDGETS.basketPageWithLayout);
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
