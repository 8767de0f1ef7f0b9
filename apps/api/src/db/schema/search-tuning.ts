/**
 * What staff tune search with, read at query time so no reindex is needed (modules/catalog/search):
 * synonyms per language, products pinned to the top of a query's answer, and the log of what
 * shoppers searched behind the zero- and low-result report. Migration 0042 is hand-written.
 */
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';

/**
 * A synonym rule of one language. Two-way (`target` null): every term finds the others. One-way:
 * each term also finds `target` ("толстовка → худи"), while `target` finds only itself.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: serial('id').primaryKey(),
    lang: text('lang').$type<'ru' | 'en' | 'kk'>().notNull(),
    /** Single lower-case words. */
    terms: text('terms').array().notNull(),
    target: text('target'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('search_synonyms_lang', sql`${t.lang} in ('ru', 'en', 'kk')`),
    check(
      'search_synonyms_terms',
      sql`cardinality(${t.terms}) between 1 and 20 and (${t.target} is not null or cardinality(${t.terms}) >= 2)`,
    ),
  ],
);

/**
 * Products shown first, in `position` order, for a normalised query (search/pins.ts) in every
 * variant: a product a variant does not sell drops out there as from any listing.
 */
export const searchPins = pgTable(
  'search_pins',
  {
    query: text('query').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.query, t.productId] })],
);

/**
 * Shoppers' searches per day, variant and normalised query, added to in batches (search-log.ts).
 * `results` is the answer's size the last time it was worked out (null: only cached answers seen).
 */
export const searchQueries = pgTable(
  'search_queries',
  {
    day: date('day').notNull(),
    variant: text('variant').notNull(),
    query: text('query').notNull(),
    searches: integer('searches').notNull(),
    results: integer('results'),
    /** Clicks on the answer's cards, counted only while the day's row of its search exists. */
    clicks: integer('clicks').notNull().default(0),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    /** The query as a shopper last typed it (the search page's address carries it), null before 0060. */
    typed: text('typed'),
  },
  (t) => [primaryKey({ columns: [t.day, t.variant, t.query] })],
);
