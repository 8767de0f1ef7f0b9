import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { i18nText } from './i18n-text.ts';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
    slug: text('slug').notNull(),
    /** Full catalogue path below /catalog/, e.g. 'kukhnya/posuda-dlya-gotovki/kastryuli'. */
    path: text('path').notNull().unique(),
    depth: smallint('depth').notNull(),
    position: integer('position').notNull().default(0),
    name: i18nText('name').notNull(),
    /** The group's Ид in the ERP (1C CommerceML) the category was imported from. */
    externalId: text('external_id').unique(),
    /** Its photograph's reference (packages/domain/src/picture-ref.ts): its tile and its listing's banner. */
    picture: text('picture'),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

/** An old catalogue path (below /catalog/) of a category whose slug or place changed: answered with a 301. */
export const categoryRedirects = pgTable('category_redirects', {
  fromPath: text('from_path').primaryKey(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => categories.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  country: text('country').notNull(),
});

export const colours = pgTable('colours', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  hex: text('hex').notNull(),
  name: i18nText('name').notNull(),
});

export const materials = pgTable('materials', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: i18nText('name').notNull(),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    article: text('article').notNull().unique(),
    slug: text('slug').notNull().unique(),
    /** The product's Ид in the ERP (1C CommerceML) it was imported from. */
    externalId: text('external_id').unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    colourId: integer('colour_id')
      .notNull()
      .references(() => colours.id),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id),
    /** Products of one model in different colours share it (the colour switch). */
    modelKey: text('model_key').notNull(),
    line: text('line'),
    collection: text('collection'),
    name: i18nText('name').notNull(),
    description: i18nText('description').notNull(),
    /** Characteristics shown on the product page: label → value per language. */
    attributes: jsonb('attributes')
      .$type<{ label: { ru: string; en: string; kk: string }; value: string }[]>()
      .notNull(),
    /** Width × depth × height in centimetres ('30×20×12'); the unit is the page's to write. */
    packageSize: text('package_size').notNull(),
    weightGrams: integer('weight_grams').notNull(),
    imageCount: smallint('image_count').notNull().default(1),
    popularity: integer('popularity').notNull().default(0),
    isNew: boolean('is_new').notNull().default(false),
    /** Unpublished products are left out of listings and their page answers 404. */
    published: boolean('published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the product's page last changed (its sitemap lastmod): kept by triggers (migration 0028) on its
     * row (popularity aside) and on its sizes, prices and pictures; stock changes leave it.
     */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId),
    index('products_model_idx').on(t.modelKey),
    // The back office's list reads by keyset in each of its sorts (migration 0054).
    index('products_popularity_idx').on(t.popularity, t.id),
    index('products_name_ru_idx').on(sql`(coalesce(${t.name}->>'ru', ''))`, t.id),
    index('products_name_en_idx').on(sql`(coalesce(${t.name}->>'en', ''))`, t.id),
    index('products_name_kk_idx').on(sql`(coalesce(${t.name}->>'kk', ''))`, t.id),
    // The product page's lookbook carousel: the other models of the collection.
    index('products_collection_idx').on(t.collection),
  ],
);

/** A stock-keeping unit: a product in one size (or the product itself when it has no sizes). */
export const productSkus = pgTable(
  'product_skus',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size'),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('product_skus_product_idx').on(t.productId)],
);

/**
 * A product's own pictures (migrations 0024, 0039), in order: `key` is the picture's id in the picture
 * pipeline (modules/pictures; a row from before it keeps its image storage key), `placeholder` the
 * colour shown while it loads; alt texts per language; `source` is the file name 1C gave (Картинка),
 * how a re-import knows it. A product without any shows drawn pictures (`image_count` of them).
 */
export const productImages = pgTable(
  'product_images',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    key: text('key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: jsonb('alt').$type<Partial<Record<'ru' | 'en' | 'kk', string>>>().notNull().default({}),
    source: text('source'),
    placeholder: text('placeholder'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] })],
);

/** Prices per variant in integer minor units of the variant's currency. */
export const productPrices = pgTable(
  'product_prices',
  {
    variant: text('variant').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    oldPrice: integer('old_price'),
  },
  (t) => [
    primaryKey({ columns: [t.variant, t.productId] }),
    // A product's prices in every variant (its page, its deletion's cascade): the key leads with the variant.
    index('product_prices_product_idx').on(t.productId),
    check('product_prices_positive', sql`${t.price} > 0 and (${t.oldPrice} is null or ${t.oldPrice} > ${t.price})`),
  ],
);

/**
 * A size's own price in a variant (migration 0030), overriding its product's there. A SKU's price is
 * its override, else its product's: the views `sku_variant_prices` (per SKU) and
 * `product_variant_prices` (per product: its cheapest size's price and old price, and the dearest
 * size's price, so a listing can say "from") hold that rule; money is read through them.
 */
export const skuPrices = pgTable(
  'sku_prices',
  {
    variant: text('variant').notNull(),
    skuId: integer('sku_id')
      .notNull()
      .references(() => productSkus.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    oldPrice: integer('old_price'),
  },
  (t) => [
    primaryKey({ columns: [t.skuId, t.variant] }),
    check('sku_prices_positive', sql`${t.price} > 0 and (${t.oldPrice} is null or ${t.oldPrice} > ${t.price})`),
  ],
);

/** What a SKU costs in a variant where its product is sold: its own price, else its product's (view, 0030). */
export const skuVariantPrices = pgView('sku_variant_prices', {
  variant: text('variant').notNull(),
  skuId: integer('sku_id').notNull(),
  productId: integer('product_id').notNull(),
  price: integer('price').notNull(),
  oldPrice: integer('old_price'),
}).existing();

/**
 * A product's price in a variant as listings show, sort and filter it (view, 0030): its cheapest size's
 * price and old price; `maxPrice` above `price` means the sizes differ and the price is a "from" price.
 */
export const productVariantPrices = pgView('product_variant_prices', {
  variant: text('variant').notNull(),
  productId: integer('product_id').notNull(),
  price: integer('price').notNull(),
  oldPrice: integer('old_price'),
  maxPrice: integer('max_price').notNull(),
}).existing();
