import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { productSkus } from './catalog.ts';
import { i18nText } from './i18n-text.ts';

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey(),
    country: text('country').notNull(),
    name: i18nText('name').notNull(),
    region: i18nText('region').notNull(),
    locationCode: text('location_code').notNull().unique(),
    kladrId: text('kladr_id'),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    population: integer('population').notNull().default(0),
    isPopular: boolean('is_popular').notNull().default(false),
    timeZone: text('time_zone').notNull(),
  },
  (t) => [index('cities_country_idx').on(t.country)],
);

/** Shops and warehouses: both hold stock; shops also serve pickup. */
export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'shop' | 'warehouse'>().notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    name: i18nText('name').notNull(),
    address: i18nText('address').notNull(),
    metro: text('metro'),
    phone: text('phone'),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    /** Opening hours per weekday, Monday first: [['10:00','22:00'], …]; null on a day off. */
    hours: jsonb('hours').$type<([string, string] | null)[]>().notNull(),
    /** The shop page's text, edited in the back office. */
    description: i18nText('description').notNull().default({ ru: '', en: '', kk: '' }),
    /** Image storage keys of the shop page's photos, in the page's order. */
    photos: text('photos').array().notNull().default([]),
    /** Whether shoppers can open the shop's page; an unpublished page leaves the shop taking pickups. */
    pagePublished: boolean('page_published').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stores_city_idx').on(t.cityId)],
);

export const pickupPoints = pgTable(
  'pickup_points',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    provider: text('provider').notNull(),
    address: i18nText('address').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    hours: jsonb('hours').$type<([string, string] | null)[]>().notNull(),
  },
  (t) => [index('pickup_points_city_idx').on(t.cityId)],
);

export const stock = pgTable(
  'stock',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    skuId: integer('sku_id')
      .notNull()
      .references(() => productSkus.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.skuId] }),
    index('stock_sku_idx').on(t.skuId),
    check('stock_not_negative', sql`${t.quantity} >= 0`),
  ],
);
