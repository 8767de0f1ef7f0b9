import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { users } from './identity.ts';

export type ReviewStatus = 'pending' | 'approved' | 'rejected';

/** Shoppers' reviews. Stored as plain text and published only after a staff member approves them. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    /** Lower-cased: one review per person (e-mail) and product. */
    email: text('email').notNull(),
    title: text('title'),
    text: text('text').notNull(),
    assessment: smallint('assessment').notNull(),
    status: text('status').$type<ReviewStatus>().notNull().default('pending'),
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderatedBy: integer('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    /** The shop's answer, shown under the review on the product page; plain text. */
    reply: text('reply'),
    replyAt: timestamp('reply_at', { withTimezone: true }),
    replyBy: integer('reply_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('reviews_product_email_idx').on(t.productId, t.email),
    // Keyset paging of a product's published reviews, newest first.
    index('reviews_product_status_idx').on(t.productId, t.status, t.id),
    index('reviews_status_idx').on(t.status, t.id),
    check('reviews_assessment_range', sql`${t.assessment} between 1 and 5`),
  ],
);

/** A product's published rating, kept in step with approvals in the same transaction. */
export const productRatings = pgTable(
  'product_ratings',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    count: integer('count').notNull().default(0),
    total: integer('total').notNull().default(0),
  },
  (t) => [check('product_ratings_not_negative', sql`${t.count} >= 0 and ${t.total} >= 0`)],
);

/**
 * Fixed-window counters for rate limits (e.g. review submissions per client IP). Kept in the
 * database so the limit holds across every server process.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limit_window_idx').on(t.windowStart)],
);

/** Products a shopper looked at, per owner key ('u:<userId>' or 's:<sessionId>'), for 'watched items'. */
export const recentlyViewed = pgTable(
  'recently_viewed',
  {
    ownerKey: text('owner_key').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerKey, t.productId] }),
    index('recently_viewed_owner_idx').on(t.ownerKey, t.viewedAt),
  ],
);
