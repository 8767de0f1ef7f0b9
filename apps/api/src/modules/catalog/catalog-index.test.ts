import { VARIANT_KEYS, VARIANTS } from '@storefront/domain/variants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { openTestDatabase } from '../../test/test-app.ts';
import {
  applyChangesTo,
  BUILD_PACE,
  buildCatalogIndex,
  buildInWorker,
  CatalogIndex,
  type CatalogRow,
  type CityStock,
  catalogIndexReady,
  IndexBuilder,
  prepareCatalogIndex,
} from './catalog-index.ts';
import { IndexState } from './catalog-index-data.ts';

const CITY = VARIANTS.ru.defaultCityId;

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database?.close());

/** An index and a city's stock as plain data: every array, the interned names, the lookups. */
async function plain(index: CatalogIndex) {
  const stock: CityStock = await index.cityStock(CITY);
  return {
    ...index,
    names: Object.fromEntries(Object.entries(index.names).map(([key, names]) => [key, names.list])),
    cityStock: null,
    db: null,
    pace: null,
    stock,
  };
}

/** Row r of an index read back as the table's values. */
function rowOf(index: IndexState, r: number) {
  const name = (codes: { list: string[] }, code: number) => (code < 0 ? null : codes.list[code]);
  return {
    product_id: index.productId[r],
    category_id: index.categoryId[r],
    brand_id: index.brandId[r],
    colour_id: index.colourId[r],
    material_id: index.materialId[r],
    collection: name(index.names.collection, index.collection[r] ?? -1),
    line: name(index.names.line, index.line[r] ?? -1),
    sizes: [...index.sizesOf(r)].map((code) => index.names.size.list[code]),
    popularity: index.popularity[r],
    created_at: index.createdAt[r],
    is_new: index.isNew[r] === 1,
    words_hash: index.wordsHash[r],
    ...Object.fromEntries(
      VARIANT_KEYS.flatMap((v) => [
        [`price_${v}`, index.price[v][r] === -1 ? null : index.price[v][r]],
        [`discount_${v}`, index.discount[v][r]],
        [`warehouse_${v}`, index.warehouse[v][r]],
      ]),
    ),
  };
}

/** A catalogue row of a product in category 3. */
const row = (id: number, sizes: string[]): CatalogRow => ({
  product_id: id,
  category_id: 3,
  brand_id: id,
  colour_id: 1,
  material_id: 2,
  collection: null,
  line: 'basic',
  sizes,
  popularity: id * 10,
  created_at: 1_700_000_000 + id,
  is_new: id === 2,
  words_hash: id * 7,
  price_ru: 100 * id,
  price_kz: null,
  price_com: 5,
  discount_ru: 10,
  discount_kz: null,
  discount_com: 0,
  warehouse_ru: 1,
  warehouse_kz: 0,
  warehouse_com: null,
});

describe('building the facet index', () => {
  it('reads every row of catalog_products, in pages and time slices, into the same index as one statement', async () => {
    const db = database.db;
    const table = await queryRows<CatalogRow>(
      db,
      sql`select product_id, category_id, brand_id, colour_id, material_id, collection, line, sizes, popularity,
        extract(epoch from created_at)::float8 as created_at, is_new,
        hashtext(search_vector::text || ' ' || article) as words_hash, price_ru, price_kz, price_com,
        coalesce(discount_ru, 0) as discount_ru, coalesce(discount_kz, 0) as discount_kz, coalesce(discount_com, 0) as discount_com,
        coalesce(warehouse_ru, 0) as warehouse_ru, coalesce(warehouse_kz, 0) as warehouse_kz, coalesce(warehouse_com, 0) as warehouse_com
      from catalog_products order by product_id`,
    );
    expect(table.length).toBeGreaterThan(100);

    // Pages of 7 rows (the last one short) and a turn of the event loop after every row.
    const paged = await buildCatalogIndex(db, { pageRows: 7, sliceMs: 0 });
    const atOnce = await buildCatalogIndex(db, { pageRows: 1_000_000, sliceMs: Number.POSITIVE_INFINITY });
    expect(paged.size).toBe(table.length);
    expect(table.map((_, r) => rowOf(paged, r))).toEqual(table);
    expect(await plain(paged)).toEqual(await plain(atOnce));

    const stock = await paged.cityStock(CITY);
    const cityRows = await queryRows<{ product_id: number; quantity: number; store_ids: number[] }>(
      db,
      sql`select product_id, quantity, store_ids from catalog_city_stock where city_id = ${CITY} order by product_id`,
    );
    expect(cityRows.length).toBeGreaterThan(0);
    for (const { product_id, quantity, store_ids } of cityRows) {
      const r = paged.rowOf(product_id) as number;
      expect([stock.quantity[r], stock.stores[r]]).toEqual([quantity, store_ids]);
    }
    expect(stock.maxStoreId).toBe(Math.max(...cityRows.flatMap((row) => row.store_ids)));
  });

  it('builds the same index in a worker thread, whose arrays come back transferred', async () => {
    const url = database.url;
    if (!url) return; // PGlite: builds stay in the server's thread.
    const inThread = await buildCatalogIndex(database.db);
    const data = await buildInWorker(url);
    expect(data.productId.buffer.byteLength).toBeGreaterThan(0);
    const fromWorker = new CatalogIndex(data, database.db, BUILD_PACE);
    expect(await plain(fromWorker)).toEqual(await plain(inThread));
  });

  it('takes rows beyond those it counted (products added while it reads)', () => {
    const builder = new IndexBuilder(1);
    const rows = [row(1, ['S', 'M']), row(2, ['M', 'L', 'XL']), row(3, [])];
    for (const r of rows) builder.add(r);
    const index = new IndexState(builder.done());
    expect(index.size).toBe(3);
    expect([0, 1, 2].map((r) => [index.sizeStart[r], index.sizeEnd[r]])).toEqual([
      [0, 2],
      [2, 5],
      [5, 5],
    ]);
    expect(rows.map((_, r) => rowOf(index, r))).toEqual(rows.map((r) => ({ ...r, discount_kz: 0, warehouse_com: 0 })));
    expect(index.maxId).toEqual({ brand: 3, colour: 1, material: 2, category: 3 });
    expect(index.rowsOfCategory(3)).toEqual([0, 1, 2]);
    expect([1, 2, 3, 4].map((id) => index.rowOf(id))).toEqual([0, 1, 2, undefined]);
  });
});

describe('readiness', () => {
  it('is false until the first index of the database is built, then true', async () => {
    const own = await openTestDatabase();
    const errors: unknown[] = [];
    try {
      expect(catalogIndexReady(own.db)).toBe(false);
      const stop = prepareCatalogIndex(own.db, (error) => errors.push(error));
      expect(catalogIndexReady(own.db)).toBe(false);
      await expect.poll(() => catalogIndexReady(own.db), { timeout: 10_000 }).toBe(true);
      await stop();
      expect(errors).toEqual([]);
      // Another database of the same data has its own index.
      expect(catalogIndexReady(database.db)).toBe(false);
    } finally {
      await own.close();
    }
  });
});

describe('changes applied to the index', () => {
  /** An index of products 1-3, and a function applying changed rows of `ids` to it, answering what it raised. */
  function indexOf() {
    const builder = new IndexBuilder(3);
    for (const id of [1, 2, 3]) builder.add(row(id, ['M']));
    const index = new IndexState(builder.done());
    return (ids: number[], rows: CatalogRow[]) => {
      const before = { generation: index.generation, words: index.wordsGeneration };
      index.apply(ids, rows);
      return { generation: index.generation - before.generation, words: index.wordsGeneration - before.words };
    };
  }

  it('keeps the words generation through stock, price, popularity and size changes', () => {
    const apply = indexOf();
    const changed = { ...row(1, ['M', 'L', 'XL']), warehouse_ru: 0, price_ru: 1, popularity: 0, is_new: true };
    expect(apply([1], [changed])).toEqual({ generation: 1, words: 0 });
    // A product neither in the index nor in the table (unpublished, still unpublished) finds nothing either way.
    expect(apply([9], [])).toEqual({ generation: 1, words: 0 });
  });

  it('raises it for other words, a product added, removed or moved to another category', () => {
    const apply = indexOf();
    expect(apply([1], [{ ...row(1, ['M']), words_hash: 1234 }])).toEqual({ generation: 1, words: 1 });
    expect(apply([4], [row(4, ['M'])])).toEqual({ generation: 1, words: 1 });
    expect(apply([2], [])).toEqual({ generation: 1, words: 1 });
    expect(apply([3], [{ ...row(3, ['M']), category_id: 5 }])).toEqual({ generation: 1, words: 1 });
    // The moved and the added product's new rows keep their words: a stock change of them raises nothing.
    expect(apply([3, 4], [{ ...row(3, ['M']), category_id: 5, warehouse_ru: 9 }, row(4, [])])).toEqual({
      generation: 1,
      words: 0,
    });
  });
});

describe("a city's shop stock loading while changes are applied", () => {
  it('ends with every changed product at its current stock, at the row it has now', async () => {
    const db = database.db;
    const [stocked] = await queryRows<{ product_id: number; quantity: number; category_id: number }>(
      db,
      sql`select cs.product_id, cs.quantity, cp.category_id from catalog_city_stock cs
        join catalog_products cp using (product_id) where cs.city_id = ${CITY} and cs.quantity > 0
        order by cs.product_id limit 1`,
    );
    const [other] = await queryRows<{ id: number }>(
      db,
      sql`select id from categories where id <> ${stocked!.category_id} order by id limit 1`,
    );
    const id = stocked!.product_id;
    const moveTo = async (category: number) =>
      db.execute(sql`update catalog_products set category_id = ${category} where product_id = ${id}`);
    /** A turn of the event loop, so the load's and the change's statements interleave differently each round. */
    const turns = async (n: number) => {
      for (let k = 0; k < n; k++) await new Promise((resolve) => setImmediate(resolve));
    };
    try {
      // Each round a new index whose city is not loaded yet; then on odd rounds the product moves to the
      // other category (the change gives it a new row), on even ones nothing changes (the feed names it
      // all the same).
      let category = stocked!.category_id;
      for (let round = 0; round < 24; round++) {
        const index = await buildCatalogIndex(db);
        const before = index.rowOf(id);
        if (round % 2 === 1) {
          category = category === stocked!.category_id ? other!.id : stocked!.category_id;
          await moveTo(category);
        }
        const loading = index.cityStock(CITY);
        await turns(round % 6);
        await applyChangesTo(db, index, [id]);
        const stock = await loading;
        expect(index.rowOf(id) !== before, `round ${round}: a new row`).toBe(round % 2 === 1);
        expect(stock.quantity[index.rowOf(id) as number], `round ${round}`).toBe(stocked!.quantity);
      }
    } finally {
      await moveTo(stocked!.category_id);
    }
  });
});
