import { boolean, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { cities } from './geo.ts';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  phone: text('phone').notNull().unique(),
  email: text('email'),
  firstName: text('first_name'),
  subscribe: boolean('subscribe').notNull().default(false),
  legalEntity: boolean('legal_entity').notNull().default(false),
  timeZone: text('time_zone').notNull().default('default'),
  roles: text('roles').array().notNull().default([]),
  /** The company the user buys for when acting as a legal entity (see companies). */
  activeCompanyId: integer('active_company_id'),
  /** Notification settings (spec section 3): the channels the shopper wants, and quiet hours. */
  notifyOrderEmail: boolean('notify_order_email').notNull().default(true),
  notifyArrivalPush: boolean('notify_arrival_push').notNull().default(true),
  notifyArrivalEmail: boolean('notify_arrival_email').notNull().default(true),
  /** Do-not-disturb 'HH:MM' in dndTimeZone ('default': the user's time zone); both null: none. */
  dndFrom: text('dnd_from'),
  dndTo: text('dnd_to'),
  dndTimeZone: text('dnd_time_zone').notNull().default('default'),
  /** Set when the account was removed: personal data is gone and nobody can log in to it. */
  removedAt: timestamp('removed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Server-side sessions of guests and users; the cookie holds a token whose SHA-256 is the id. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    cityId: integer('city_id').references(() => cities.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time login codes; only a hash of the code is kept. A new code for a phone replaces the old one. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.createdAt), index('sms_codes_ip_idx').on(t.ip, t.createdAt)],
);

/** Messages the local SMS adapter "sent": read by the staff page in development and by tests. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_created_idx').on(t.createdAt)],
);

/** Legal entities a user buys for. */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    inn: text('inn').notNull(),
    /** Settlement account (20 digits), correspondent account (20), bank code (9). */
    rs: text('rs').notNull().default(''),
    ks: text('ks').notNull().default(''),
    bik: text('bik').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    legalAddress: text('legal_address').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('companies_user_idx').on(t.userId)],
);

/** A shared favourites list: the hash names the owner key whose favourites anyone may read. */
export const favouriteShares = pgTable('favourite_shares', {
  hash: text('hash').primaryKey(),
  ownerKey: text('owner_key').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The shopper's inbox: what the shop sent them (order events, arrival notices, gift-card events),
 * written by the notice senders next to the e-mail and SMS.
 */
export const userMessages = pgTable(
  'user_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    /** A page of the shop the message is about (path), e.g. the order. */
    url: text('url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('user_messages_user_idx').on(t.userId, t.createdAt)],
);
