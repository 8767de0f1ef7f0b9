import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { productSkus, products } from '../../db/schema/catalog.ts';
import { checkouts } from '../../db/schema/orders.ts';
import { countStatements } from '../../db/statement-count.ts';
import { createTestApp, openTestDatabase, secondConnection, type TestApp, testConfig } from '../../test/test-app.ts';
import { callAs, moscowShop, pickupShopper, placeBody, setStock, skuAt } from '../orders/orders.test-support.ts';
import type { CatalogAnswer } from './catalog.schemas.ts';
import { feedPosition, logCatalogChanges, markCatalogChanged, readCatalogChanges } from './catalog-changes.ts';
import { applyCatalogChanges, buildCatalogIndexInWorker, catalogIndex, catalogIndexChanged } from './catalog-index.ts';
import { refreshCatalogProducts, refreshCatalogStock } from './catalog-refresh.ts';

const POLL = { CATALOG_CHANGE_POLL_MS: '100' };
let t: TestApp;
let second: { app: FastifyInstance; database: Database };

beforeAll(async () => {
  t = await createTestApp(POLL);
  const database = await secondConnection(t.database);
  second = { app: await buildApp({ config: testConfig(POLL), database }), database };
  await second.app.ready();
});
afterAll(async () => {
  await second?.app.close();
  await second?.database.close();
  await t?.close();
});

/** A guest's listing on an instance. */
async function listing(app: FastifyInstance, query: Record<string, string>): Promise<CatalogAnswer> {
  const res = await app.inject({ url: '/api/v1/catalog', query });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: CatalogAnswer }).data;
}

const ids = (answer: CatalogAnswer) => answer.items.map((item) => item.id);

/** Changes catalog_products rows directly (as a refresh would) and logs them, in one transaction. */
async function changeRows(statement: ReturnType<typeof sql>, productIds: number[]) {
  await t.database.db.transaction(async (tx) => {
    await tx.execute(statement);
    await logCatalogChanges(tx, sql`(select unnest(${`{${productIds.join(',')}}`}::int[]) as product_id)`);
  });
}

describe('changes of single products, applied to the facet index without a rebuild', () => {
  let category = { id: 0, path: '' };
  let rows: { product_id: number; price: number; warehouse: number }[];
  beforeAll(async () => {
    [category = category] = await queryRows<{ id: number; path: string }>(
      t.database.db,
      sql`select c.id, c.path from categories c join catalog_products cp on cp.category_id = c.id
        where cp.price_ru is not null and not exists (select 1 from categories k where k.parent_id = c.id)
        group by c.id, c.path having count(*) >= 4 order by c.id limit 1`,
    );
    rows = await queryRows(
      t.database.db,
      sql`select product_id, price_ru as price, warehouse_ru as warehouse from catalog_products
        where category_id = ${category.id} and price_ru is not null order by price_ru desc, product_id`,
    );
  });
  const url = () => `/catalog/${category.path}/`;

  it('moves a product whose price changed in the price sort and the price range', async () => {
    const dearest = rows[0]!.product_id;
    expect(ids(await listing(t.app, { url: url(), sort: 'price', order: 'asc' }))[0]).not.toBe(dearest);
    await changeRows(sql`update catalog_products set price_ru = 1 where product_id = ${dearest}`, [dearest]);
    await expect
      .poll(async () => ids(await listing(t.app, { url: url(), sort: 'price', order: 'asc' }))[0], { timeout: 20_000 })
      .toBe(dearest);
    const range = await listing(t.app, { url: url(), filterParams: 'price=,1' });
    expect(range.totalItems).toBe(1);
    expect(ids(range)).toEqual([dearest]);
  });

  it('drops a product whose stock went to zero from the in-stock filter', async () => {
    const stocked = rows.find((r) => r.warehouse > 0) ?? rows[1]!;
    await changeRows(sql`update catalog_products set warehouse_ru = 5 where product_id = ${stocked.product_id}`, [
      stocked.product_id,
    ]);
    await expect
      .poll(async () => ids(await listing(t.app, { url: url(), filterParams: 'available=true', count: '36' })), {
        timeout: 20_000,
      })
      .toContain(stocked.product_id);
    const before = (await listing(t.app, { url: url(), filterParams: 'available=true' })).totalItems;
    await changeRows(
      sql`with w as (update catalog_products set warehouse_ru = 0 where product_id = ${stocked.product_id})
        delete from catalog_city_stock where product_id = ${stocked.product_id}`,
      [stocked.product_id],
    );
    await expect
      .poll(async () => (await listing(t.app, { url: url(), filterParams: 'available=true' })).totalItems, {
        timeout: 20_000,
      })
      .toBe(before - 1);
    const all = await listing(t.app, { url: url(), filterParams: 'available=true', count: '36' });
    expect(ids(all)).not.toContain(stocked.product_id);
  });

  it('shows a product added to the category and hides one removed or moved away', async () => {
    const db = t.database.db;
    const total = async () => (await listing(t.app, { url: url() })).totalItems;
    const before = await total();
    // Removed (unpublished), then back: its row is retired, then a new one appended.
    const removed = rows[2]!.product_id;
    await changeRows(sql`delete from catalog_products where product_id = ${removed}`, [removed]);
    await expect.poll(total, { timeout: 20_000 }).toBe(before - 1);
    expect(ids(await listing(t.app, { url: url(), count: '36' }))).not.toContain(removed);
    await db.transaction((tx) => refreshCatalogProducts(tx, [removed]));
    await expect.poll(total, { timeout: 20_000 }).toBe(before);
    expect(ids(await listing(t.app, { url: url(), count: '36' }))).toContain(removed);

    // Moved to another category: gone from this one's listing, in the other's.
    const moved = rows[3]!.product_id;
    const [other] = await queryRows<{ id: number; path: string }>(
      db,
      sql`select id, path from categories where id <> ${category.id} and path not like ${`${category.path}/%`}
        and ${category.path} not like path || '/%' order by id limit 1`,
    );
    const otherTotal = async () => (await listing(t.app, { url: `/catalog/${other!.path}/` })).totalItems;
    const otherBefore = await otherTotal();
    await changeRows(sql`update catalog_products set category_id = ${other!.id} where product_id = ${moved}`, [moved]);
    await expect.poll(total, { timeout: 20_000 }).toBe(before - 1);
    expect(await otherTotal()).toBe(otherBefore + 1);
  });
});

describe('a search remembered', () => {
  it('finds a product by words it was given after the search was first asked', async () => {
    const db = t.database.db;
    const word = 'zzqxremembered';
    const [row] = await queryRows<{ product_id: number }>(
      db,
      sql`select product_id from catalog_products where price_ru is not null order by product_id desc limit 1`,
    );
    const id = row!.product_id;
    // A known word no product has yet: its search finds nothing, and that answer is remembered.
    await db.execute(sql`insert into catalog_words (word) values (${word})`);
    const found = async () => ids(await listing(t.app, { type: 'search', query: word }));
    expect(await found()).toEqual([]);
    await changeRows(
      sql`update catalog_products set search_vector = search_vector || setweight(to_tsvector('simple', ${word}), 'A')
        where product_id = ${id}`,
      [id],
    );
    // Sooner than a remembered answer expires (10 s): the change itself makes the search run again.
    await expect.poll(found, { timeout: 8_000 }).toEqual([id]);
  });

  it('outlives a stock change, and follows a rename, a removal and an addition', async () => {
    const db = t.database.db;
    const [word, renamed] = ['zzqxkept', 'zzqxrenamed'];
    const [row] = await queryRows<{ product_id: number }>(
      db,
      sql`select product_id from catalog_products where price_ru is not null order by product_id desc offset 1 limit 1`,
    );
    const id = row!.product_id;
    await db.execute(sql`insert into catalog_words (word) values (${word}), (${renamed})`);
    /** Changes the product's row and applies it here at once (the feed would, within its poll). */
    const change = async (statement: ReturnType<typeof sql>) => {
      await changeRows(statement, [id]);
      await applyCatalogChanges(db, [id]);
    };
    // Each with a count of its own: the answer cache never holds it, the remembered search may.
    let count = 1;
    const search = (query: string) =>
      countStatements(async () => ids(await listing(t.app, { type: 'search', query, count: String(++count) })));
    await change(sql`update catalog_products set search_vector = search_vector || setweight(to_tsvector('simple', ${word}), 'A')
      where product_id = ${id}`);
    expect((await search(word)).result).toEqual([id]);

    const index = await catalogIndex(db);
    const before = { generation: index.generation, words: index.wordsGeneration };
    await change(sql`update catalog_products set warehouse_ru = warehouse_ru + 3 where product_id = ${id}`);
    expect(index.generation).toBeGreaterThan(before.generation);
    expect(index.wordsGeneration).toBe(before.words);
    // The cards' statement alone: the search statement is not run again.
    expect(await search(word)).toEqual({ result: [id], statements: 1 });

    await change(sql`update catalog_products set search_vector = ts_delete(search_vector, ${word})
      || setweight(to_tsvector('simple', ${renamed}), 'A') where product_id = ${id}`);
    expect((await search(word)).result).toEqual([]);
    expect((await search(renamed)).result).toEqual([id]);

    await db.execute(sql`create table removed_products as select * from catalog_products where product_id = ${id}`);
    await change(sql`delete from catalog_products where product_id = ${id}`);
    expect((await search(renamed)).result).toEqual([]);
    await change(sql`insert into catalog_products select * from removed_products`);
    expect((await search(renamed)).result).toEqual([id]);
  });

  /**
   * The `offset`-th last product with a price, given `word` (a catalogue word no other product has) and
   * its changes applied here at once; `change` applies another.
   */
  async function productWithWord(word: string, offset: number) {
    const db = t.database.db;
    const [row] = await queryRows<{ product_id: number }>(
      db,
      sql`select product_id from catalog_products where price_ru is not null order by product_id desc offset ${offset} limit 1`,
    );
    const id = row!.product_id;
    const change = async (statement: ReturnType<typeof sql>) => {
      await changeRows(statement, [id]);
      await applyCatalogChanges(db, [id]);
    };
    await db.execute(sql`insert into catalog_words (word) values (${word})`);
    await change(sql`update catalog_products set search_vector = search_vector
      || setweight(to_tsvector('simple', ${word}), 'A') where product_id = ${id}`);
    return { id, change };
  }

  it('counts a search asked again once per change of prices: a price filter follows the change', async () => {
    const word = 'zzqxpriced';
    const { id, change } = await productWithWord(word, 3);
    await change(sql`update catalog_products set price_ru = 1000 where product_id = ${id}`);
    let count = 1;
    const search = () =>
      countStatements(async () =>
        ids(await listing(t.app, { type: 'search', query: word, filterParams: 'price=,5000', count: String(++count) })),
      );
    expect((await search()).result).toEqual([id]);
    // Asked again: the cards' statement alone.
    expect(await search()).toEqual({ result: [id], statements: 1 });
    await change(sql`update catalog_products set price_ru = 900000 where product_id = ${id}`);
    expect(await search()).toEqual({ result: [], statements: 0 });
    await change(sql`update catalog_products set price_ru = 1000 where product_id = ${id}`);
    expect(await search()).toEqual({ result: [id], statements: 1 });
  });

  it('serves an answer up to twice its age while its statement runs again beside the request', async () => {
    const word = 'zzqxageing';
    const { id } = await productWithWord(word, 2);
    let count = 1;
    const search = () =>
      countStatements(async () => ids(await listing(t.app, { type: 'search', query: word, count: String(++count) })));
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    try {
      // Its statements: the search's, its other keyboard layout's (it finds fewer than three) and the cards'.
      const first = await search();
      expect(first.result).toEqual([id]);
      // 11 s on: the kept answers, with the cards' statement alone; the searches run beside it.
      vi.setSystemTime(start + 11_000);
      expect(await search()).toEqual({ result: [id], statements: 1 });
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      // 20 s on, the answer run again at 11 s is 9 s old: kept as it is. Had it not been run again,
      // the first answer (20 s old) would be too old to serve and the search would wait on its statement.
      vi.setSystemTime(start + 20_000);
      expect(await search()).toEqual({ result: [id], statements: 1 });
      // More than twice its age: the request waits on the statements, as the first ask did.
      vi.setSystemTime(start + 32_000);
      expect(await search()).toEqual({ result: [id], statements: first.statements });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('stock taken by an order', () => {
  it("reaches another instance's facets, and comes back when the order is cancelled", async () => {
    const db = t.database.db;
    const shop = await moscowShop(db);
    const sku = await skuAt(db, 7, 100_000);
    // The product's only piece anywhere: one of this size in a Moscow shop.
    const sizes = await db
      .select({ id: productSkus.id })
      .from(productSkus)
      .where(eq(productSkus.productId, sku.productId));
    for (const size of sizes)
      await setStock(db, size.id, size.id === sku.skuId ? [{ storeId: shop, quantity: 1 }] : []);
    await db.transaction((tx) =>
      refreshCatalogStock(
        tx,
        sizes.map((size) => size.id),
      ),
    );
    const [product] = await db
      .select({ article: products.article })
      .from(products)
      .where(eq(products.id, sku.productId));
    const inStockOnB = async () =>
      ids(
        await listing(second.app, { type: 'search', query: product!.article, filterParams: 'available=true' }),
      ).includes(sku.productId);
    await expect.poll(inStockOnB, { timeout: 20_000 }).toBe(true);

    const buyer = await pickupShopper(db, shop, [{ skuId: sku.skuId, quantity: 1 }]);
    await db.insert(checkouts).values({ ownerKey: `u:${buyer.userId}`, paymentMethod: 'on_receipt' });
    const call = callAs(t.app, buyer.cookie);
    const placed = await call({
      method: 'POST',
      url: 'orders',
      body: placeBody(),
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(placed.status).toBe(201);
    await expect.poll(inStockOnB, { timeout: 20_000 }).toBe(false);

    const cancelled = await call({ method: 'POST', url: `orders/${placed.body.data.order.number}/cancel` });
    expect(cancelled.status).toBe(200);
    await expect.poll(inStockOnB, { timeout: 20_000 }).toBe(true);
  });
});

describe('the change feed', () => {
  // Two transactions open at once need a server: PGlite runs one at a time, so the first would wait forever.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'reads a row whose transaction committed after a later one was read (a lower id, committed late)',
    async () => {
      const db = t.database.db;
      const reader = await feedPosition(db);
      const other = await secondConnection(t.database);
      try {
        let release: () => void = () => {};
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        let logged: () => void = () => {};
        const early = new Promise<void>((resolve) => {
          logged = resolve;
        });
        // The first transaction takes its id, then waits while a second one logs and commits.
        const slow = other.db.transaction(async (tx) => {
          await tx.execute(sql`insert into catalog_changes (product_id) values (-101)`);
          logged();
          await held;
        });
        await early;
        // Other rows of the test's apps may come too (the window is the server's, not this test's).
        let first: number[] = [];
        try {
          await db.transaction((tx) => tx.execute(sql`insert into catalog_changes (product_id) values (-102)`));
          first = (await readCatalogChanges(db, reader)).productIds;
        } finally {
          release();
          await slow;
        }
        expect(first).toContain(-102);
        expect(first).not.toContain(-101);
        const second = (await readCatalogChanges(db, reader)).productIds;
        expect(second).toContain(-101);
        expect(second).not.toContain(-102);
        expect((await readCatalogChanges(db, reader)).productIds).not.toContain(-101);
      } finally {
        await other.close();
      }
    },
  );

  it('says a change of the whole catalogue when a transaction logged no product', async () => {
    const db = t.database.db;
    const reader = await feedPosition(db);
    await db.transaction((tx) => markCatalogChanged(tx));
    expect((await readCatalogChanges(db, reader)).whole).toBe(true);
    await db.transaction(async (tx) => {
      await logCatalogChanges(tx, sql`(select -7 as product_id)`);
      await markCatalogChanged(tx);
    });
    const read = await readCatalogChanges(db, reader);
    expect(read.whole).toBe(false);
    expect(read.productIds).toContain(-7);
  });
});

describe('a full rebuild in a worker thread', () => {
  it('replaces the index in use at once, with the changes applied while it was built', async () => {
    const own = await openTestDatabase();
    try {
      const db = own.db;
      buildCatalogIndexInWorker(db, own.url, 0);
      const old = await catalogIndex(db);
      const [row] = await queryRows<{ product_id: number }>(
        db,
        sql`select product_id from catalog_products where price_ru is not null order by product_id limit 1`,
      );
      const id = row!.product_id;
      catalogIndexChanged(db);
      // Listings go on with the old index while the new one is built.
      expect(await catalogIndex(db)).toBe(old);
      await db.execute(sql`update catalog_products set price_ru = 4242 where product_id = ${id}`);
      await applyCatalogChanges(db, [id]);
      const price = async () => {
        const index = await catalogIndex(db);
        return index === old ? null : index.price.ru[index.rowOf(id) as number];
      };
      await expect.poll(price, { timeout: 60_000 }).toBe(4242);
      expect(old.price.ru[old.rowOf(id) as number]).toBe(4242);
    } finally {
      await own.close();
    }
  }, 120_000);
});
