/**
 * The deterministic demo catalogue: reference data, geography, products with SKUs, prices and
 * stock, announcements and home page blocks, inserted in one transaction with explicit ids. The same product
 * count always yields identical rows, and a smaller count yields a prefix of a larger one.
 */
import { CATALOGUES } from '@storefront/domain/i18n/catalogue';
import { VARIANT_KEYS } from '@storefront/domain/variants';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  brands,
  categories,
  colours,
  materials,
  productImages,
  productPrices,
  productSkus,
  products,
  skuPrices,
} from '../db/schema/catalog.ts';
import {
  announcements,
  contentEntries,
  contentLooks,
  homeBlocks,
  homeHeroes,
  lookbooks,
} from '../db/schema/content.ts';
import { cities, pickupPoints, stock, stores } from '../db/schema/geo.ts';
import { giftCards, promoCodes } from '../db/schema/orders.ts';
import { searchSynonyms } from '../db/schema/search-tuning.ts';
import { refreshCatalogSearch, refreshCatalogSearchInRanges } from '../modules/catalog/catalog-refresh.ts';
import type { ImageStorage } from '../providers/images/image-storage.ts';
import { buildCatalogReference } from './catalog-reference.ts';
import { DEMO_PROMO_CODES, demoGiftCardRows } from './checkout-demo.ts';
import { buildContent, type SeedProduct } from './content.ts';
import {
  familiesOf,
  homeHeroRows,
  photographCategories,
  photographContent,
  photographShop,
} from './content-pictures.ts';
import { ANNOUNCEMENTS } from './data/announcements.ts';
import { SEED_SYNONYMS } from './data/synonyms.ts';
import { deferIndexes } from './deferred-indexes.ts';
import { loadDemoPictures } from './demo-pictures.ts';
import { buildGeography } from './geography.ts';
import { insertRows, resetSequences } from './insert.ts';
import { type GeneratedProduct, generateProducts } from './product-generator.ts';
import { photographProducts } from './product-photos.ts';
import type { SeedProgress } from './progress.ts';
import { scenePictures } from './scene-pictures.ts';
import { stockRows } from './stock.ts';

export interface SeedSummary {
  categories: number;
  brands: number;
  colours: number;
  materials: number;
  products: number;
  productSkus: number;
  productPrices: number;
  skuPrices: number;
  cities: number;
  stores: number;
  pickupPoints: number;
  stock: number;
  announcements: number;
  homeBlocks: number;
  giftCards: number;
  promoCodes: number;
  searchSynonyms: number;
  contentEntries: number;
  contentLooks: number;
}

/** Products are generated and written this many at a time, so memory stays flat for large catalogues. */
const PRODUCT_CHUNK = 1000;
const ANNOUNCEMENTS_FROM = new Date('2025-01-01T00:00:00Z');

/** Every table the seed fills, children first. */
const SEEDED_TABLES = [
  searchSynonyms,
  homeHeroes,
  contentLooks,
  contentEntries,
  lookbooks,
  giftCards,
  promoCodes,
  stock,
  skuPrices,
  productPrices,
  productSkus,
  products,
  categories,
  brands,
  colours,
  materials,
  pickupPoints,
  stores,
  cities,
  announcements,
  homeBlocks,
] as const;

/** The tables that grow with the product count: loaded without their secondary indexes and keys. */
const BULK_TABLES = [products, productSkus, productPrices, skuPrices, stock, productImages];

/**
 * The statement triggers that touch a product's `updated_at` after an insert of its SKUs, prices,
 * sizes' prices or pictures (migrations 0028, 0030). Here they would only look each chunk's products
 * up again (a join of the growing products table per COPY, four per chunk): the products are written
 * in the seed's transaction, so they carry its `now()` already and the triggers would leave every one
 * as it is.
 */
const TOUCH_TRIGGERS = [
  [productSkus, 'product_skus_touch_insert'],
  [productPrices, 'product_prices_touch_insert'],
  [skuPrices, 'sku_prices_touch_insert'],
  [productImages, 'product_images_touch_insert'],
] as const;

/** Switches TOUCH_TRIGGERS off for the load and on again (a failed seed rolls the switch back). */
async function setTouchTriggers(tx: Db, state: 'disable' | 'enable'): Promise<void> {
  for (const [table, trigger] of TOUCH_TRIGGERS) {
    await tx.execute(sql`alter table ${table} ${sql.raw(state)} trigger ${sql.identifier(trigger)}`);
  }
}

/** Tables with serial ids that the seed sets explicitly. */
const SERIAL_TABLES = [
  categories,
  brands,
  colours,
  materials,
  products,
  productSkus,
  stores,
  pickupPoints,
  announcements,
  homeBlocks,
  giftCards,
  lookbooks,
  contentEntries,
  contentLooks,
];

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).limit(1);
  return rows.length === 0;
}

/**
 * Empties the seeded tables and restarts their ids. CASCADE also empties tables that reference
 * them (sessions keep a city id, so sessions are dropped too); users are kept.
 */
export async function clearDatabase(db: Db): Promise<void> {
  await db.execute(sql`truncate table ${sql.join([...SEEDED_TABLES], sql`, `)} restart identity cascade`);
}

/** Seeds an empty database (fresh migration or after clearDatabase), telling `onProgress` how far it got. */
export async function seedDatabase(
  db: Db,
  options: {
    products: number;
    onProgress?: (event: SeedProgress) => void;
    /** Where the studio's photographs go; without it the demo keeps its drawn pictures. */
    storage?: ImageStorage;
    /**
     * Connections for the derived tables (PostgreSQL; the pool needs as many). Above 1 the loaded rows
     * are committed first and the derived tables built by product-id ranges at once, each range in a
     * transaction of its own: a seed that fails there leaves products without their catalogue rows
     * until it is run again. 1, the default, keeps the whole seed one transaction.
     */
    connections?: number;
  },
): Promise<SeedSummary> {
  const report = options.onProgress ?? (() => {});
  if (!Number.isInteger(options.products) || options.products < 1) {
    throw new RangeError(`products must be a positive integer, got ${options.products}`);
  }
  const reference = buildCatalogReference();
  const geography = buildGeography();
  const demo = options.storage ? await loadDemoPictures(options.storage) : null;
  const scenes = options.storage && demo ? scenePictures(options.storage, demo) : null;
  const storeRows = scenes
    ? await Promise.all(
        geography.storeRows.map(async (s, i) => ({ ...s, photos: await photographShop(s.photos ?? [], i, scenes) })),
      )
    : geography.storeRows;
  const families = familiesOf(reference.leaves);
  const categoryRows = await photographCategories(reference.categoryRows, families, scenes);
  const heroes = await homeHeroRows(scenes);

  const parallel = (options.connections ?? 1) > 1;
  const summary = await db.transaction(async (tx) => {
    const restoreIndexes = await deferIndexes(tx, BULK_TABLES);
    await setTouchTriggers(tx, 'disable');
    const summary: SeedSummary = {
      categories: await insertRows(tx, categories, categoryRows),
      brands: await insertRows(tx, brands, reference.brandRows),
      colours: await insertRows(tx, colours, reference.colourRows),
      materials: await insertRows(tx, materials, reference.materialRows),
      cities: await insertRows(tx, cities, geography.cityRows),
      stores: await insertRows(tx, stores, storeRows),
      pickupPoints: await insertRows(tx, pickupPoints, geography.pickupPointRows),
      announcements: await insertRows(tx, announcements, announcementRows()),
      homeBlocks: await insertRows(tx, homeBlocks, homeBlockRows()),
      giftCards: await insertRows(tx, giftCards, demoGiftCardRows()),
      promoCodes: await insertRows(tx, promoCodes, [...DEMO_PROMO_CODES]),
      searchSynonyms: await insertRows(tx, searchSynonyms, [...SEED_SYNONYMS]),
      products: 0,
      productSkus: 0,
      productPrices: 0,
      skuPrices: 0,
      stock: 0,
      contentEntries: 0,
      contentLooks: 0,
    };

    // A chunk is written while the next one is generated: the database and this process work at once,
    // and no more than two chunks are held.
    let writing: Promise<void> = Promise.resolve();
    for await (const chunk of chunks(generateProducts(options.products, reference), PRODUCT_CHUNK)) {
      const skus = chunk.flatMap((p) => p.skus);
      const prices = chunk.flatMap((p) => p.prices);
      const stockChunk = skus.flatMap((sku) => stockRows(sku.id, sku.productId, geography.stockLocations));
      const photos = demo ? photographProducts(chunk, reference, demo) : [];
      await writing;
      writing = (async () => {
        summary.products += await insertRows(tx, products, chunk.map(productRow));
        await insertRows(tx, productImages, photos);
        summary.productSkus += await insertRows(tx, productSkus, skus);
        summary.productPrices += await insertRows(tx, productPrices, prices);
        summary.skuPrices += await insertRows(
          tx,
          skuPrices,
          chunk.flatMap((p) => p.skuPrices),
        );
        summary.stock += await insertRows(tx, stock, stockChunk);
        report({ step: 'products', done: summary.products, total: options.products });
      })();
      // Failing while the next chunk is generated is answered by the next await, not as unhandled.
      writing.catch(() => {});
    }
    await writing;

    report({ step: 'content' });
    const built = buildContent(await seedProducts(tx), shopCityNames(geography));
    const content = scenes ? await photographContent(built, scenes, families) : built;
    await insertRows(tx, homeHeroes, heroes);
    await insertRows(tx, lookbooks, content.lookbooks);
    summary.contentEntries = await insertRows(tx, contentEntries, content.entries);
    summary.contentLooks = await insertRows(tx, contentLooks, content.looks);

    await resetSequences(tx, SERIAL_TABLES);
    report({ step: 'indexes' });
    await restoreIndexes();
    await setTouchTriggers(tx, 'enable');
    report({ step: 'search-index' });
    // The search index is built from the rows just written by joins and sums over millions of stock
    // rows: without statistics the planner takes the tables for a few pages each and picks plans fit
    // for that. ANALYZE inside the transaction counts its own rows.
    for (const table of [products, productSkus, productPrices, skuPrices, stock, stores, cities, categories]) {
      await tx.execute(sql`analyze ${table}`);
    }
    if (!parallel) await refreshCatalogSearch(tx);
    return summary;
  });
  if (parallel) await refreshCatalogSearchInRanges(db, options.connections ?? 1, report);
  // Fresh tables have no statistics until autovacuum gets round to them (PGlite has none): without
  // them the planner guesses a few dozen rows and picks plans that take 40 times longer on thousands.
  report({ step: 'statistics' });
  await db.execute(sql`analyze`);
  return summary;
}

/** The products content may show: the first ones by id, with their collection and top category. */
async function seedProducts(db: Db): Promise<SeedProduct[]> {
  const result = (await db.execute(sql`
    select p.id, p.collection, split_part(c.path, '/', 1) as top
    from ${products} p join ${categories} c on c.id = p.category_id
    order by p.id limit 2000`)) as unknown as { rows: SeedProduct[] };
  return result.rows;
}

/** Names of the cities that have shops, per variant (news about shops and delivery name them). */
function shopCityNames(geography: ReturnType<typeof buildGeography>) {
  const withShops = new Set(geography.storeRows.filter((s) => s.kind === 'shop').map((s) => s.cityId));
  const names = (country: string) =>
    geography.cityRows.filter((c) => c.country === country && withShops.has(c.id)).map((c) => c.name);
  return { ru: names('RU'), kz: names('KZ'), com: names('AE') };
}

const productRow = (generated: GeneratedProduct) => generated.product;

function announcementRows(): (typeof announcements.$inferInsert)[] {
  return ANNOUNCEMENTS.map((a, i) => ({ id: i + 1, ...a, startsAt: ANNOUNCEMENTS_FROM, endsAt: null }));
}

/** Every variant's home page starts with one block: the catalogue's most popular products. */
function homeBlockRows(): (typeof homeBlocks.$inferInsert)[] {
  const title = {
    ru: CATALOGUES['ru-RU']['home.popular'],
    en: CATALOGUES['en-US']['home.popular'],
    kk: CATALOGUES['kk-KZ']['home.popular'],
  };
  return VARIANT_KEYS.map((variant, i) => ({
    id: i + 1,
    variant,
    position: 1,
    kind: 'collection' as const,
    title,
    collection: null,
    published: true,
  }));
}

/** Products a chunk at a time; generating yields to the event loop now and then, so the previous chunk's statements go on. */
async function* chunks(items: Iterable<GeneratedProduct>, size: number): AsyncGenerator<GeneratedProduct[]> {
  let chunk: GeneratedProduct[] = [];
  for (const item of items) {
    chunk.push(item);
    if (chunk.length % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
    if (chunk.length === size) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length) yield chunk;
}

/** Products generated between turns of the event loop. */
const YIELD_EVERY = 100;
