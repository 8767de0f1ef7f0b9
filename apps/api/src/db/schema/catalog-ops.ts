/**
 * The catalogue's change feed and its imports: a version every catalogue change raises in its
 * transaction (each process polls it and rebuilds its facet index), and the CSV imports staff run.
 */

import type { ImportFormat, ImportStatus } from '@storefront/domain/catalog-ops';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/** One row (id 1): raised by every committed catalogue change (modules/catalog/catalog-changes.ts). */
export const catalogVersion = pgTable(
  'catalog_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('catalog_version_one_row', sql`${t.id} = 1`)],
);

/** A transaction's id (PostgreSQL's xid8), as text. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * The change feed's rows (migration 0053, decision 043): a product a committed transaction changed, or
 * none for a change of the whole catalogue, with the writing transaction's id (catalog-changes.ts).
 */
export const catalogChanges = pgTable(
  'catalog_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: integer('product_id'),
    xid: xid8('xid').notNull().default(sql`pg_current_xact_id()`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('catalog_changes_xid_idx').on(t.xid), index('catalog_changes_created_at_idx').on(t.createdAt)],
);

export interface ImportRowError {
  line: number;
  field: string;
  message: string;
  /** The message's arguments (the picture's file name, the currency…). */
  params?: Record<string, string>;
}

/** A CSV import: the file as uploaded, its progress and its outcome. */
export const catalogueImports = pgTable('catalogue_imports', {
  id: serial('id').primaryKey(),
  staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
  fileName: text('file_name').notNull(),
  /** csv, or a CommerceML file: cml-import (import.xml: groups and products) or cml-offers (offers.xml). */
  format: text('format').$type<ImportFormat>().notNull().default('csv'),
  /** The file's text; emptied once the import has finished. */
  content: text('content').notNull(),
  /** queued → checking (rows done / total) → applying → done | failed. */
  status: text('status').$type<ImportStatus>().notNull().default('queued'),
  total: integer('total').notNull().default(0),
  done: integer('done').notNull().default(0),
  /** Products the import changed (0 on a re-import of the same file). */
  changed: integer('changed').notNull().default(0),
  errors: jsonb('errors').$type<ImportRowError[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/** Bytes as a Buffer from either driver: node-postgres reads bytea as a Buffer, PGlite as a plain Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Files 1C uploads in a CommerceML exchange (mode=file, possibly in parts), per exchange session,
 * until mode=import turns one into an import (remembered, so 1C's repeated import calls poll it).
 */
export const exchangeUploads = pgTable(
  'exchange_uploads',
  {
    session: text('session').notNull(),
    fileName: text('file_name').notNull(),
    content: bytea('content').notNull(),
    importId: integer('import_id').references(() => catalogueImports.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.session, t.fileName] })],
);
