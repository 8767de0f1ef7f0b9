/**
 * Derived tables the catalogue listing reads instead of joining the normalised ones: one wide row
 * per product with everything filters, sorts and search need (prices per variant, sizes, warehouse
 * stock per country, a tsvector), shop stock per city, and the word list that typo correction
 * matches against. `refreshCatalogSearch` rebuilds them after seeding; the indexes that need
 * pg_trgm or tsvector operators are in the hand-written migration `catalog_search_sql`, the
 * search text (view `catalog_search_vectors`) and the matching functions in `search_matching`.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const catalogProducts = pgTable(
  'catalog_products',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').notNull(),
    article: text('article').notNull(),
    brandId: integer('brand_id').notNull(),
    colourId: integer('colour_id').notNull(),
    materialId: integer('material_id').notNull(),
    collection: text('collection'),
    line: text('line'),
    sizes: text('sizes').array().notNull(),
    popularity: integer('popularity').notNull(),
    isNew: boolean('is_new').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    priceRu: integer('price_ru'),
    priceKz: integer('price_kz'),
    priceCom: integer('price_com'),
    discountRu: smallint('discount_ru').notNull().default(0),
    discountKz: smallint('discount_kz').notNull().default(0),
    discountCom: smallint('discount_com').notNull().default(0),
    /** Warehouse stock in the variant's country: what can be delivered to a shop. */
    warehouseRu: integer('warehouse_ru').notNull().default(0),
    warehouseKz: integer('warehouse_kz').notNull().default(0),
    warehouseCom: integer('warehouse_com').notNull().default(0),
    searchVector: tsvector('search_vector').notNull(),
  },
  (t) => [
    index('catalog_products_category_pop_idx').on(t.categoryId, t.popularity.desc(), t.productId.desc()),
    index('catalog_products_pop_idx').on(t.popularity.desc(), t.productId.desc()),
    index('catalog_products_article_idx').on(sql`lower(${t.article})`),
  ],
);

/** Shop stock of a product in one city (rows only where some shop holds it). */
export const catalogCityStock = pgTable(
  'catalog_city_stock',
  {
    cityId: integer('city_id').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    storeIds: integer('store_ids').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.cityId, t.productId] })],
);

/**
 * Products whose stock an order took, until the catalogue's recount after the order's commit
 * (recountPendingCatalogStock, migration 0038). No key, so an order's insert never waits.
 */
export const catalogStockPending = pgTable('catalog_stock_pending', {
  productId: integer('product_id').notNull(),
});

/** Every word of the searchable texts, for typo correction by trigram similarity. */
export const catalogWords = pgTable('catalog_words', {
  word: text('word').primaryKey(),
});
