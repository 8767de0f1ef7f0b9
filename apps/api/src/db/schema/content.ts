import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { i18nText } from './i18n-text.ts';

/** The announcement strip above the header, per variant and period. */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    variant: text('variant').notNull(),
    text: i18nText('text').notNull(),
    link: text('link'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [index('announcements_variant_idx').on(t.variant, t.startsAt)],
);

/** Newsletter subscriptions from the footer block. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    variant: text('variant').notNull(),
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_email_variant_idx').on(sql`lower(${t.email})`, t.variant)],
);
