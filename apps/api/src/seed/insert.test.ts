import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { databaseUrlFor } from '../test/global-setup.ts';
import { insertRows } from './insert.ts';

const notes = pgTable('seed_insert_notes', {
  id: integer('id').primaryKey(),
  body: text('body'),
  data: jsonb('data'),
  at: timestamp('at', { withTimezone: true }),
});

/** Values COPY's text format must escape, and nulls. */
const ROWS = [
  {
    id: 1,
    body: 'tab\there, newline\nthere, return\r, backslash \\ and \\N',
    data: { a: 'x\ty', b: [1, null] },
    at: new Date('2026-01-02T03:04:05.678Z'),
  },
  { id: 2, body: null, data: null, at: null },
  { id: 3, body: 'Ёлка «Зима» — 100 %', data: ['\\', '"quoted"'], at: new Date('2025-12-31T23:59:59Z') },
];

async function roundTrip(database: Database) {
  await database.db.execute(
    sql`create table seed_insert_notes (id integer primary key, body text, data jsonb, at timestamptz)`,
  );
  const inserted = await database.db.transaction((tx) => insertRows(tx, notes, ROWS));
  const read = await database.db.select().from(notes).orderBy(notes.id);
  return { inserted, read };
}

describe('insertRows', { timeout: 180_000 }, () => {
  it('writes text with tabs, line breaks and backslashes, nulls, JSON and times as given (PGlite)', async () => {
    const database = await openDatabase({ memory: true });
    try {
      expect(await roundTrip(database)).toEqual({ inserted: 3, read: ROWS });
    } finally {
      await database.close();
    }
  });

  describe.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL (COPY)', () => {
    const url = process.env.TEST_DATABASE_URL as string;
    const name = `seed_insert_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    let database: Database;
    beforeAll(async () => {
      await admin.connect();
      await admin.query(`create database ${name}`);
      database = await openDatabase({ url: databaseUrlFor(url, name), poolSize: 1 });
    }, 180_000);
    afterAll(async () => {
      await database?.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });

    it('writes the same values', async () => {
      expect(await roundTrip(database)).toEqual({ inserted: 3, read: ROWS });
    });

    it('fails the transaction on a bad row, leaving the connection usable', async () => {
      const twice = [ROWS[1] as (typeof ROWS)[number], ROWS[1] as (typeof ROWS)[number]];
      await expect(database.db.transaction((tx) => insertRows(tx, notes, twice))).rejects.toThrow();
      expect((await database.db.select().from(notes)).length).toBe(3);
    });
  });
});
