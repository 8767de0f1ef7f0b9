import { randomBytes } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { seedDatabase } from '../../seed/seed.ts';
import { databaseUrlFor } from '../../test/global-setup.ts';
import { idRanges, refreshCatalogSearch, refreshCatalogSearchInRanges } from './catalog-refresh.ts';

describe('idRanges', () => {
  it('covers the ids once, in about equal consecutive parts', () => {
    expect(idRanges(1, 10, 3)).toEqual([
      [1, 4],
      [5, 8],
      [9, 10],
    ]);
    expect(idRanges(1, 2, 4)).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect(idRanges(5, 5, 1)).toEqual([[5, 5]]);
    expect(idRanges(1, 0, 2)).toEqual([]);
  });
});

const rowsOf = async (db: Database['db'], query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;

/** Every derived row, in a stable order, as text: equal snapshots mean equal tables. */
const derivedRows = (db: Database['db']) =>
  rowsOf(
    db,
    sql`select
    (select json_agg(cp order by cp.product_id)::text from (
      select product_id, category_id, article, brand_id, colour_id, material_id, collection, line, sizes,
        popularity, is_new, created_at, price_ru, price_kz, price_com, discount_ru, discount_kz, discount_com,
        warehouse_ru, warehouse_kz, warehouse_com, search_vector::text as search_vector
      from catalog_products) cp) as products,
    (select json_agg(cs order by cs.city_id, cs.product_id)::text from (
      select city_id, product_id, quantity, (select array_agg(x order by x) from unnest(store_ids) x) as store_ids
      from catalog_city_stock) cs) as city_stock,
    (select json_agg(word order by word)::text from catalog_words) as words`,
  );

/** The indexes, constraints and triggers of the tables the seed loads without them (seed/deferred-indexes.ts, seed.ts). */
const bulkSchema = (db: Database['db']) =>
  rowsOf(
    db,
    sql`select
    (select json_agg(indexdef order by indexdef) from pg_indexes where tablename in ${BULK}) as indexes,
    (select json_agg(c order by c) from (select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) as c
      from pg_constraint where conrelid::regclass::text in ${BULK}) k) as constraints,
    (select json_agg(t order by t) from (select tgrelid::regclass::text || ' ' || tgname || ' ' || tgenabled::text as t
      from pg_trigger where not tgisinternal and tgrelid::regclass::text in ${BULK}) g) as triggers`,
  );
const BULK = sql`('products', 'product_skus', 'product_prices', 'sku_prices', 'stock', 'product_images')`;

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'refreshCatalogSearchInRanges (PostgreSQL)',
  { timeout: 300_000 },
  () => {
    const url = process.env.TEST_DATABASE_URL as string;
    const name = `sf_refresh_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    let database: Database;
    const rows = (query: SQL) => rowsOf(database.db, query);

    beforeAll(async () => {
      await admin.connect();
      await admin.query(`create database ${name}`);
      database = await openDatabase({ url: databaseUrlFor(url, name), poolSize: 3 });
      await database.migrate();
      // Ranges of different lengths, an unpublished product in one of them.
      await seedDatabase(database.db, { products: 301, connections: 3 });
    }, 300_000);

    afterAll(async () => {
      await database?.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });

    it('builds the same catalogue rows, shop stock and words as the single statement', async () => {
      await database.db.execute(sql`update products set published = false where id in (7, 150, 299)`);
      // A size added later to the first range's product 2 takes an id past the last range's SKUs: the
      // ranges read stock by SKU ids, and its stock still counts.
      await database.db.execute(sql`insert into product_skus (id, product_id, size, position)
        select max(id) + 1, 2, 'XXL', 9 from product_skus`);
      await database.db.execute(sql`insert into stock (store_id, sku_id, quantity)
        select so.id, (select max(id) from product_skus), 5 from stores so`);
      await refreshCatalogSearchInRanges(database.db, 3);
      const inRanges = await derivedRows(database.db);
      await refreshCatalogSearch(database.db);
      const single = await derivedRows(database.db);
      expect(inRanges).toEqual(single);
      expect(
        await rows(sql`select (select count(*) from catalog_products) = (select count(*) from products where published)
          and not exists (select 1 from catalog_products where product_id in (7, 150, 299)) as published_only`),
      ).toEqual([{ published_only: true }]);
      expect(await rows(sql`select count(*)::int > 0 as some from catalog_city_stock`)).toEqual([{ some: true }]);
    });

    it('stems Kazakh texts a word at a time from the learnt stems as the whole text was stemmed', async () => {
      await refreshCatalogSearch(database.db);
      expect(await rows(sql`select count(*)::int > 100 as learnt from jsonb_object_keys(catalog_kk_known())`)).toEqual([
        { learnt: true },
      ]);
      // Every Kazakh text a search text is built of, and spacing and signs the catalogue may get.
      const texts = sql`(
        select lower(name->>'kk') as kk from products
        union select lower(catalog_name_head(name->>'kk', 'kk')) from products
        union select lower(catalog_name_purpose(name->>'kk', 'kk')) from products
        union select lower(concat_ws(' ', c.name->>'kk', m.name->>'kk')) from products p
          join colours c on c.id = p.colour_id join materials m on m.id = p.material_id
        union select lower(name->>'kk') from categories
        union values (''), ('  екі  бос  орын '), ('қызыл-сары, кесе.'), ('nordic 12x30 см'), (E'жиынтығы\\tкесе\\nтабақ'))`;
      expect(
        await rows(sql`select count(*)::int as texts,
          count(*) filter (where catalog_kk_marked_by_word(kk) is distinct from catalog_kk_marked(kk))::int as differ
          from ${texts} t where kk is not null`),
      ).toEqual([{ texts: expect.any(Number), differ: 0 }]);
      // What was learnt only saves time: without it every search text is the same.
      const vectors = sql`select json_agg(search_vector::text order by product_id)::text as v from catalog_search_vectors`;
      const learnt = await rows(vectors);
      await database.db.execute(
        sql`create or replace function catalog_kk_known() returns jsonb language sql immutable as $$ select '{}'::jsonb $$`,
      );
      expect(await rows(vectors)).toEqual(learnt);
      await database.db.execute(sql`select catalog_kk_learn()`);
    });

    it('leaves the seeded tables their indexes and keys as the migrations made them', async () => {
      const fresh = `sf_refresh_${randomBytes(4).toString('hex')}`;
      await admin.query(`create database ${fresh}`);
      const migrated = await openDatabase({ url: databaseUrlFor(url, fresh), poolSize: 1 });
      try {
        await migrated.migrate();
        expect(await bulkSchema(database.db)).toEqual(await bulkSchema(migrated.db));
      } finally {
        await migrated.close();
        await admin.query(`drop database if exists ${fresh} with (force)`);
      }
    });
  },
);
