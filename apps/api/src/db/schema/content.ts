import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { stores } from './geo.ts';
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
    /** Last edit in the back office: an edit made from an older copy is refused. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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

/** What a content entry is: each kind has its own pages (documents, news, blog, …). */
export const CONTENT_KINDS = ['document', 'news', 'blog', 'magazine', 'good-news', 'lookbook', 'page'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export type ContentStatus = 'draft' | 'published';

/** Page meta of spec section 3, stored with each entry. */
export interface ContentMeta {
  title: string;
  description: string;
  h1: string;
  sectionName: string;
  keywords: string;
}

/**
 * The body of an entry: structured blocks only, never HTML. Text is plain text and is rendered
 * as text; products and looks are referenced by id and resolved when the entry is read.
 */
export type ContentBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'heading'; text: string; level: 2 | 3 }
  | { type: 'list'; items: string[] }
  | { type: 'quote'; text: string; cite?: string }
  | { type: 'image'; key: string; alt: string; caption?: string; width: number; height: number }
  | { type: 'products'; title?: string; productIds: number[] }
  | { type: 'looks'; lookbook: string };

/**
 * A lookbook of a shop: what its looks belong to. Every language's entry of the lookbook in the shop
 * points at it, so a slug can change without the looks being lost. While the lookbook is published,
 * look changes wait as its pending looks (content_looks rows with draft = true) until it is published.
 */
export const lookbooks = pgTable('lookbooks', {
  id: serial('id').primaryKey(),
  variant: text('variant').notNull(),
  /** Set while the looks have pending changes (the draft rows are the looks as they will be published). */
  looksPendingAt: timestamp('looks_pending_at', { withTimezone: true }),
});

/**
 * Documents, news, blog posts, magazine issues, good news, lookbooks and the about/contacts pages:
 * one row per variant, language and slug.
 */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<ContentKind>().notNull(),
    variant: text('variant').notNull(),
    /** Content language: ru, en or kk. */
    lang: text('lang').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** The card text of lists. */
    summary: text('summary').notNull().default(''),
    meta: jsonb('meta').$type<ContentMeta>().notNull(),
    status: text('status').$type<ContentStatus>().notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** Image storage key of the cover. */
    cover: text('cover'),
    body: jsonb('body').$type<ContentBlock[]>().notNull(),
    /** Order of documents and pages in their index; lists of dated kinds go by date. */
    position: integer('position').notNull().default(0),
    /** A lookbook's product collection: the product page's lookbook block links to it. */
    collection: text('collection'),
    /** A lookbook entry's lookbook (the same for each of its languages in the shop); null for other kinds. */
    lookbookId: integer('lookbook_id').references(() => lookbooks.id),
    /** Last edit in the back office (or the seed). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_entries_slug_idx').on(t.kind, t.variant, t.lang, t.slug),
    index('content_entries_list_idx').on(t.kind, t.variant, t.lang, t.status, t.publishedAt),
    check('content_entries_status', sql`${t.status} in ('draft', 'published')`),
    check('content_entries_lookbook', sql`(${t.kind} = 'lookbook') = (${t.lookbookId} is not null)`),
    index('content_entries_lookbook_idx').on(t.lookbookId),
  ],
);

/**
 * The old slug of a published entry whose rename was published: its old address answers a 301 to the
 * entry's current one (every old slug points at the entry, so a chain of renames stays one hop).
 */
export const contentRedirects = pgTable(
  'content_redirects',
  {
    kind: text('kind').$type<ContentKind>().notNull(),
    variant: text('variant').notNull(),
    lang: text('lang').notNull(),
    fromSlug: text('from_slug').notNull(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => contentEntries.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.variant, t.lang, t.fromSlug] })],
);

/**
 * The looks of a lookbook: a picture and the products it shows. Shoppers see the rows with draft =
 * false; while the lookbook has pending looks, the draft rows are the whole set as it will be
 * published (each copied from the live look `liveId`, or new).
 */
export const contentLooks = pgTable(
  'content_looks',
  {
    id: serial('id').primaryKey(),
    variant: text('variant').notNull(),
    lookbookId: integer('lookbook_id')
      .notNull()
      .references(() => lookbooks.id, { onDelete: 'cascade' }),
    /** The lookbook's slug when the look was made; superseded by lookbookId and no longer kept up to date. */
    lookbook: text('lookbook'),
    /** A pending look: shoppers do not see it until the lookbook is published. */
    draft: boolean('draft').notNull().default(false),
    /** A pending look's live look (null for a new one): publishing writes it over that one. */
    liveId: integer('live_id').references((): AnyPgColumn => contentLooks.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: i18nText('title').notNull(),
    /** Top-level catalogue category the look belongs to (the looks page filters by it). */
    category: text('category').notNull(),
    image: text('image').notNull(),
    productIds: integer('product_ids').array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_looks_lookbook_idx').on(t.lookbookId, t.draft, t.position)],
);

/** What an edit of an entry sets: a published entry's edit waits in content_drafts until published. */
export interface ContentDraft {
  kind: ContentKind;
  variant: string;
  lang: string;
  slug: string;
  title: string;
  summary: string;
  meta: ContentMeta;
  cover: string | null;
  body: ContentBlock[];
  /** ISO instant; null keeps the entry's date. */
  publishedAt: string | null;
}

/** The pending change of a published entry: shoppers keep the published version until it is published. */
export const contentDrafts = pgTable('content_drafts', {
  entryId: integer('entry_id')
    .primaryKey()
    .references(() => contentEntries.id, { onDelete: 'cascade' }),
  draft: jsonb('draft').$type<ContentDraft>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const HOME_BLOCK_KINDS = ['banner', 'collection'] as const;
export type HomeBlockKind = (typeof HOME_BLOCK_KINDS)[number];

/** The home page's banners and product collections, per variant, in the order the page shows them. */
export const homeBlocks = pgTable(
  'home_blocks',
  {
    id: serial('id').primaryKey(),
    variant: text('variant').notNull(),
    position: integer('position').notNull(),
    kind: text('kind').$type<HomeBlockKind>().notNull(),
    title: i18nText('title').notNull(),
    /** Image storage key of a banner's picture. */
    image: text('image'),
    /** Where a banner leads (a path of the shop). */
    link: text('link'),
    /** A collection block's product collection (products.collection). */
    collection: text('collection'),
    published: boolean('published').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('home_blocks_variant_idx').on(t.variant, t.position),
    check('home_blocks_kind', sql`${t.kind} in ('banner', 'collection')`),
  ],
);

/** What an edit of a published home block sets (its variant and place stay). */
export interface HomeBlockDraft {
  kind: HomeBlockKind;
  title: { ru: string; en: string; kk: string };
  image: string | null;
  link: string | null;
  collection: string | null;
  published: boolean;
}

/** A published home block's pending change: shoppers keep the published block until it is published. */
export const homeBlockDrafts = pgTable('home_block_drafts', {
  blockId: integer('block_id')
    .primaryKey()
    .references(() => homeBlocks.id, { onDelete: 'cascade' }),
  draft: jsonb('draft').$type<HomeBlockDraft>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A variant's pending order of home blocks (block ids, first to last): a move among shown blocks waits
 * here, seen in the preview and the back office, while shoppers keep home_blocks.position until it is
 * published. Blocks added since follow in position order; deleted ones drop out.
 */
export const homeBlockOrders = pgTable('home_block_orders', {
  variant: text('variant').primaryKey(),
  blockIds: integer('block_ids').array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The photograph at the top of each shop's home page (a picture reference); none: the drawn one. */
export const homeHeroes = pgTable('home_heroes', {
  variant: text('variant').primaryKey(),
  picture: text('picture').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What a shop page's edit sets: its text per language, photos in order and opening hours. */
export interface StoreDraft {
  description: { ru: string; en: string; kk: string };
  photos: string[];
  /** Per weekday, Monday first; null on a day off. */
  hours: ([string, string] | null)[];
}

/** A shop page's pending change: shoppers keep the published page (the stores row) until it is published. */
export const storeDrafts = pgTable('store_drafts', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  draft: jsonb('draft').$type<StoreDraft>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
