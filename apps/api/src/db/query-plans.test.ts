/**
 * The statements the layout (the shopper's context), the product page, a listing, the basket and
 * placing an order send are planned without a sequential scan of a table that grows with the
 * catalogue or the orders, on the seeded test database after ANALYZE (real statistics, default
 * planner settings).
 *
 * The test catalogue is small (300 products, a handful of sessions and orders), and on a table of
 * a few pages a sequential scan is the planner's right choice. So a sequential scan of a large
 * table fails only when that table is bigger than SMALL_PAGES here; for the tables still that small,
 * the second test checks that an index leads with the columns of each predicate those statements
 * filter or join on, which is what the plans use once the tables grow.
 */
import { randomUUID } from 'node:crypto';
import { REVIEWS_CHUNK } from '@storefront/domain/constants';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moscowShop, pickupShopper, placeBody, setStock, skuAt } from '../modules/orders/orders.test-support.ts';
import { explain, type PlanNode, planNodes } from '../test/query-plan.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { productSkus, products } from './schema/catalog.ts';
import { checkouts } from './schema/orders.ts';
import { type StatementScope, withStatementScope } from './statement-count.ts';

/** Tables that grow with the catalogue, the shoppers or the orders. */
const LARGE = new Set([
  'products',
  'product_skus',
  'product_prices',
  'sku_prices',
  'stock',
  'catalog_products',
  'catalog_city_stock',
  'reviews',
  'product_ratings',
  'recently_viewed',
  'basket_items',
  'sessions',
  'orders',
  'order_lines',
  'order_shipments',
  'order_reservations',
]);

/**
 * Up to this many 8 kB pages (512 kB) a table is small enough here for the planner to scan it whole
 * when a query touches a good share of it (the carousels over a 300-product catalogue do); the
 * stock and catalogue stock tables are larger than that even here, and are checked by plan.
 */
const SMALL_PAGES = 64;

/**
 * The predicates of those statements on large tables, as (table, leading index columns): the
 * product by slug, its SKUs, prices, stock, the model's colours, the carousels (category,
 * collection, co-purchases, the viewed history), reviews, the basket, sessions and orders.
 */
const INDEXED: [string, string[]][] = [
  ['products', ['slug']],
  ['products', ['model_key']],
  ['products', ['category_id']],
  ['products', ['collection']],
  ['product_skus', ['product_id']],
  ['product_prices', ['variant', 'product_id']],
  ['sku_prices', ['sku_id', 'variant']],
  ['stock', ['sku_id']],
  ['stock', ['store_id', 'sku_id']],
  ['catalog_products', ['product_id']],
  ['catalog_city_stock', ['product_id']],
  ['reviews', ['product_id', 'status']],
  ['product_ratings', ['product_id']],
  ['recently_viewed', ['owner_key']],
  ['basket_items', ['owner_key']],
  ['sessions', ['id']],
  ['orders', ['user_id']],
  ['order_lines', ['order_id']],
  ['order_lines', ['product_id']],
  ['order_shipments', ['order_id']],
  ['order_reservations', ['order_id']],
];

const seqScans = (plan: PlanNode): string[] =>
  planNodes(plan).flatMap((n) => (n['Node Type'] === 'Seq Scan' && n['Relation Name'] ? [n['Relation Name']] : []));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The statements the requests send, with their parameters. */
async function recorded(requests: InjectOptions[], cookie: string) {
  const scope: StatementScope = { statements: 0, recorded: [] };
  await withStatementScope(scope, async () => {
    for (const request of requests) {
      const res = await t.app.inject({ ...request, headers: { ...request.headers, cookie } });
      expect(res.statusCode, `${request.method ?? 'GET'} ${request.url}`).toBeLessThan(300);
    }
  });
  return scope.recorded ?? [];
}

describe('query plans', () => {
  it('no sequential scan of a large table on the product page, a listing, the basket and placing an order', async () => {
    const db = t.database.db;
    const shop = await moscowShop(db);
    const skus = [await skuAt(db, 30, 1000), await skuAt(db, 31, 2000)];
    for (const s of skus) await setStock(db, s.skuId, [{ storeId: shop, quantity: 20 }]);
    const shopper = await pickupShopper(
      db,
      shop,
      skus.map((s) => ({ skuId: s.skuId, quantity: 1 })),
    );
    await db.insert(checkouts).values({ ownerKey: `u:${shopper.userId}`, paymentMethod: 'on_receipt' });
    const [product] = await db
      .select({ slug: products.slug, id: products.id })
      .from(products)
      .innerJoin(productSkus, eq(productSkus.productId, products.id))
      .where(sql`${productSkus.size} is not null`)
      .limit(1);
    await t.database.sql.executeSql('analyze');

    const statements = await recorded(
      [
        { url: '/api/v1/layout?pageUrl=/catalog/kukhnya/' },
        { url: `/api/v1/catalog/product/${product!.slug}?related=n` },
        { url: `/api/v1/catalog/product/${product!.slug}/related` },
        { url: `/api/v1/catalog/reviews?productId=${product!.id}&count=${REVIEWS_CHUNK}&getRating=n` },
        { url: '/api/v1/catalog?url=/catalog/kukhnya/' },
        { url: '/api/v1/basket' },
        { method: 'PATCH', url: '/api/v1/basket/item', payload: { productId: skus[0]!.skuId, quantity: 2 } },
        { method: 'POST', url: '/api/v1/orders', payload: placeBody(), headers: { 'idempotency-key': randomUUID() } },
      ],
      shopper.cookie,
    );
    expect(statements.length).toBeGreaterThan(10);

    const { rows: sizes } = await t.database.sql.executeSql(
      `select relname, relpages from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace`,
    );
    const pages = new Map((sizes as { relname: string; relpages: number }[]).map((r) => [r.relname, r.relpages]));
    const offending: string[] = [];
    for (const { text, params } of statements) {
      if (!/^\s*(select|with|insert|update|delete)\b/i.test(text)) continue;
      // The facet index (catalog-index.ts) reads the whole table once per rebuild, by design.
      if (/^select product_id, category_id, brand_id/.test(text)) continue;
      const scans = seqScans(await explain(t.database, text, params)).filter(
        (table) => LARGE.has(table) && (pages.get(table) ?? 0) > SMALL_PAGES,
      );
      if (scans.length) offending.push(`${scans.join(', ')}: ${text.replace(/\s+/g, ' ').slice(0, 160)}`);
    }
    expect(offending).toEqual([]);
  });

  it('an index leads with the columns of each predicate on a large table', async () => {
    const { rows } = await t.database.sql.executeSql(
      `select t.relname as table, array(
          select a.attname from unnest(i.indkey) with ordinality k(attnum, n)
          join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum order by k.n)::text[] as columns
        from pg_index i join pg_class t on t.oid = i.indrelid
        where t.relnamespace = 'public'::regnamespace`,
    );
    const indexes = rows as { table: string; columns: string[] }[];
    const missing = INDEXED.filter(
      ([table, columns]) => !indexes.some((i) => i.table === table && columns.every((c, n) => i.columns[n] === c)),
    ).map(([table, columns]) => `${table}(${columns.join(', ')})`);
    expect(missing).toEqual([]);
  });
});
