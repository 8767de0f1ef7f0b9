import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import type { SeedProgress } from './progress.ts';
import { clearDatabase, isDatabaseEmpty, type SeedSummary, seedDatabase } from './seed.ts';

const PRODUCTS = 200;
/** Leaf categories whose products are sold by size. */
const SIZED = ['zhenskaya-odezhda', 'muzhskaya-odezhda', 'detskaya-odezhda', 'obuv'].map(
  (c) => `odezhda-i-aksessuary/${c}/%`,
);

let database: Database;
let summary: SeedSummary;
const progress: SeedProgress[] = [];

async function rows<T>(query: SQL): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function one<T>(query: SQL): Promise<T> {
  const [row] = await rows<T>(query);
  if (!row) throw new Error('no row');
  return row;
}

const productSnapshot = () =>
  rows<{ id: number; article: string; slug: string; name: unknown }>(
    sql`select id, article, slug, name from products order by id`,
  );

const derivedSnapshot = () =>
  one(sql`select
    (select json_agg(json_build_array(product_id, variant, price, old_price) order by product_id, variant) from product_prices) as prices,
    (select json_agg(json_build_array(id, product_id, size) order by id) from product_skus) as skus,
    (select sum(quantity * store_id + sku_id) from stock) as stock_checksum,
    (select count(*) from stock) as stock_rows`);

describe('seedDatabase', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await database.migrate();
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    summary = await seedDatabase(database.db, { products: PRODUCTS, onProgress: (event) => progress.push(event) });
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  it('reports what it inserted', async () => {
    expect(summary.products).toBe(PRODUCTS);
    expect(await isDatabaseEmpty(database.db)).toBe(false);
    const counts = await one<{ products: number; skus: number; stock: number }>(
      sql`select (select count(*)::int from products) products, (select count(*)::int from product_skus) skus, (select count(*)::int from stock) stock`,
    );
    expect(counts).toEqual({ products: summary.products, skus: summary.productSkus, stock: summary.stock });
  });

  it('tells how far it got: the products written, then its last steps', () => {
    expect(progress).toEqual([
      { step: 'products', done: PRODUCTS, total: PRODUCTS },
      { step: 'content' },
      { step: 'indexes' },
      { step: 'search-index' },
      { step: 'statistics' },
    ]);
  });

  it('leaves the planner statistics of what it inserted (ANALYZE)', async () => {
    for (const table of ['products', 'product_skus', 'stock']) {
      const [plan] = await rows<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
        sql.raw(`explain (format json) select * from ${table}`),
      );
      const { n } = await one<{ n: number }>(sql.raw(`select count(*)::int n from ${table}`));
      expect(plan?.['QUERY PLAN'][0].Plan['Plan Rows'], table).toBe(n);
    }
  });

  it('builds a three-level category tree with transliterated paths', async () => {
    const levels = await rows<{ depth: number; n: number }>(
      sql`select depth, count(*)::int n from categories group by depth order by depth`,
    );
    expect(levels.map((l) => l.depth)).toEqual([1, 2, 3]);
    expect(levels[0]?.n).toBe(4);
    expect(levels[2]?.n).toBeGreaterThanOrEqual(40);
    const broken = await rows(sql`select c.path from categories c left join categories p on p.id = c.parent_id
      where c.slug !~ '^[a-z0-9-]+$'
         or (c.depth = 1 and (c.parent_id is not null or c.path <> c.slug))
         or (c.depth > 1 and (p.depth <> c.depth - 1 or c.path <> p.path || '/' || c.slug))`);
    expect(broken).toEqual([]);
    const saucepans = await one<{ ru: string; en: string; kk: string }>(
      sql`select name->>'ru' ru, name->>'en' en, name->>'kk' kk from categories where path = 'kukhnya/posuda-dlya-gotovki/kastryuli'`,
    );
    expect(saucepans).toEqual({ ru: 'Кастрюли', en: 'Saucepans', kk: 'Кастрөлдер' });
  });

  it('gives products unique articles and slugs, names in three languages and colour models', async () => {
    const bad = await rows(sql`select id from products
      where article !~ '^[0-9]{8}$' or slug !~ '^[a-z0-9-]+$'
         or coalesce(name->>'ru', '') = '' or coalesce(name->>'en', '') = '' or coalesce(name->>'kk', '') = ''
         or coalesce(description->>'kk', '') = '' or image_count not between 1 and 4
         or package_size !~ '^[0-9]+×[0-9]+×[0-9]+$'
         or created_at < '2025-01-01' or created_at >= '2027-01-01'`);
    expect(bad).toEqual([]);
    const models = await rows<{ n: number; names: number; categories: number }>(
      sql`select count(*)::int n, count(distinct split_part(name->>'en', ',', 1))::int names, count(distinct category_id)::int categories
          from products group by model_key`,
    );
    expect(models.every((m) => m.n <= 4 && m.names === 1 && m.categories === 1)).toBe(true);
    expect(models.filter((m) => m.n >= 2).length).toBeGreaterThan(models.length * 0.9);
    const flags = await one<{ fresh: number; lines: number; collections: number }>(
      sql`select count(*) filter (where is_new)::int fresh, count(line)::int lines, count(collection)::int collections from products`,
    );
    expect(flags.fresh).toBeGreaterThan(0);
    expect(flags.lines).toBeLessThan(PRODUCTS);
    expect(flags.collections).toBeGreaterThan(0);
  });

  it('prices every product in all three variants, with some discounts', async () => {
    const missing = await rows(sql`select p.id from products p
      where (select count(*) from product_prices pp where pp.product_id = p.id and pp.variant in ('ru', 'kz', 'com')) <> 3`);
    expect(missing).toEqual([]);
    const offRule = await rows(sql`select product_id, variant, price from product_prices
      where (old_price is not null and old_price <= price)
         or (variant = 'ru' and (price % 100 <> 0 or (price / 100) % 100 not in (90, 99)))
         or (variant = 'kz' and price % 1000 <> 0)
         or (variant = 'com' and (price % 100 <> 0 or (price / 100) % 10 not in (5, 9)))`);
    expect(offRule).toEqual([]);
    const discounted = await one<{ share: number }>(
      sql`select avg((old_price is not null)::int)::float share from product_prices where variant = 'ru'`,
    );
    expect(discounted.share).toBeGreaterThan(0.1);
    expect(discounted.share).toBeLessThan(0.4);
  });

  it('prices the largest size of a few sized products above the product, in every variant: "from" prices', async () => {
    const priced = await rows<{ product_id: number; variant: string; size_price: number; price: number }>(
      sql`select s.product_id, sp.variant, sp.price size_price, pp.price from sku_prices sp
        join product_skus s on s.id = sp.sku_id
        join product_prices pp on pp.product_id = s.product_id and pp.variant = sp.variant
        order by s.product_id, sp.variant`,
    );
    const products = new Set(priced.map((p) => p.product_id));
    expect(products.size).toBeGreaterThanOrEqual(2);
    expect(products.size).toBeLessThan(PRODUCTS / 10);
    expect(priced.length).toBe(products.size * 3);
    expect(priced.every((p) => p.size_price > p.price)).toBe(true);
    const largest = await rows(sql`select sp.sku_id from sku_prices sp join product_skus s on s.id = sp.sku_id
      where s.size is null or s.position <> (select max(o.position) from product_skus o where o.product_id = s.product_id)`);
    expect(largest).toEqual([]);
  });

  it('sells clothing and shoes by size and everything else as one SKU', async () => {
    const sized = await rows<{ skus: number }>(sql`select count(s.id)::int skus from products p
      join categories c on c.id = p.category_id join product_skus s on s.product_id = p.id
      where c.path like any (${`{${SIZED.join(',')}}`}::text[]) group by p.id`);
    expect(sized.length).toBeGreaterThan(0);
    expect(sized.every((p) => p.skus >= 2)).toBe(true);
    const single = await rows(sql`select p.id from products p join categories c on c.id = p.category_id
      where c.path not like 'odezhda-i-aksessuary/%'
        and ((select count(*) from product_skus s where s.product_id = p.id) <> 1
          or exists (select 1 from product_skus s where s.product_id = p.id and s.size is not null))`);
    expect(single).toEqual([]);
  });

  it('has cities with the fixed ids of the three default cities', async () => {
    const defaults = await rows<{ id: number; country: string; en: string }>(
      sql`select id, country, name->>'en' en from cities where id in (86999, 250227, 315678) order by id`,
    );
    expect(defaults).toEqual([
      { id: 86999, country: 'RU', en: 'Moscow' },
      { id: 250227, country: 'KZ', en: 'Astana' },
      { id: 315678, country: 'AE', en: 'Dubai' },
    ]);
    const stats = await one<{ total: number; emirates: number; popular: number; badKladr: number }>(sql`select
      count(*)::int total,
      count(distinct region->>'en') filter (where country = 'AE')::int emirates,
      count(*) filter (where is_popular)::int popular,
      count(*) filter (where (country = 'RU') <> (kladr_id ~ '^[0-9]{13}$'))::int "badKladr"
      from cities`);
    expect(stats.total).toBeGreaterThanOrEqual(300);
    expect(stats.emirates).toBe(7);
    expect(stats.popular).toBeGreaterThanOrEqual(20);
    expect(stats.badKladr).toBe(0);
  });

  it('has shops in all three countries, a warehouse per country and pickup points', async () => {
    const byCountry = await rows<{ country: string; shops: number; warehouses: number }>(sql`select c.country,
      count(*) filter (where s.kind = 'shop')::int shops, count(*) filter (where s.kind = 'warehouse')::int warehouses
      from stores s join cities c on c.id = s.city_id group by c.country order by c.country`);
    expect(byCountry.map((r) => r.country)).toEqual(['AE', 'KZ', 'RU']);
    expect(byCountry.reduce((sum, r) => sum + r.shops, 0)).toBeGreaterThanOrEqual(12);
    expect(byCountry.every((r) => r.shops >= 2 && r.warehouses >= 1)).toBe(true);
    const moscow = await one<{ shops: number; metro: number; hours: number }>(sql`select count(*)::int shops,
      count(metro)::int metro, min(jsonb_array_length(hours))::int hours from stores where city_id = 86999 and kind = 'shop'`);
    expect(moscow.shops).toBeGreaterThanOrEqual(3);
    expect(moscow.metro).toBe(moscow.shops);
    expect(moscow.hours).toBe(7);
    expect(summary.pickupPoints).toBeGreaterThanOrEqual(30);
  });

  it('varies stock levels: many, in stock, few and none', async () => {
    const levels = await one<{ many: number; some: number; few: number; zero: number; noRow: number }>(sql`select
      count(*) filter (where quantity >= 10)::int many,
      count(*) filter (where quantity between 3 and 9)::int some,
      count(*) filter (where quantity between 1 and 2)::int few,
      count(*) filter (where quantity = 0)::int zero,
      (select count(*)::int from product_skus s where not exists
        (select 1 from stock t join stores st on st.id = t.store_id where t.sku_id = s.id and st.kind = 'shop' and st.city_id = 86999)) "noRow"
      from stock`);
    for (const count of Object.values(levels)) expect(count).toBeGreaterThan(0);
  });

  it('has one active announcement per variant', async () => {
    const variants = await rows<{ variant: string }>(
      sql`select variant from announcements where starts_at <= now() and ends_at is null order by variant`,
    );
    expect(variants.map((v) => v.variant)).toEqual(['com', 'kz', 'ru']);
  });

  it('is deterministic: clearing and seeding again yields identical rows', async () => {
    const products = await productSnapshot();
    const derived = await derivedSnapshot();
    await clearDatabase(database.db);
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    expect(await seedDatabase(database.db, { products: PRODUCTS })).toEqual(summary);
    expect(await productSnapshot()).toEqual(products);
    expect(await derivedSnapshot()).toEqual(derived);
  });

  it('leaves serial sequences past the seeded ids', async () => {
    const brand = await one<{ id: number }>(
      sql`insert into brands (code, name, country) values ('test', 'Test', 'RU') returning id`,
    );
    expect(brand.id).toBe(summary.brands + 1);
  });
});
