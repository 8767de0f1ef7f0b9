/**
 * The pool's transactions send their begin with the first statement (begin-with-first-statement.ts):
 * whatever the first statement, everything runs inside the transaction, errors and rollbacks behave
 * as before, and the connection stays usable. PostgreSQL only (PGlite has no pool).
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMMIT_WITH_STATEMENT } from './begin-with-first-statement.ts';
import { type Database, openDatabase } from './client.ts';
import { preparedRows } from './prepared.ts';

const url = process.env.TEST_DATABASE_URL;
let database: Database;

type Rows<T> = { rows: T[] };
const xact = sql`select pg_current_xact_id()::text as x`;

describe.skipIf(!url)('begin sent with the first statement', () => {
  beforeAll(async () => {
    // One connection: the temporary table and every transaction share it.
    database = await openDatabase({ url: url!, poolSize: 1 });
    await database.db.execute(sql`create temporary table begin_test (n int not null check (n >= 0))`);
  });
  afterAll(() => database?.close());

  const count = async () =>
    ((await database.db.execute(sql`select count(*)::int as n from begin_test`)) as unknown as Rows<{ n: number }>)
      .rows[0]?.n;

  it('runs a first statement with parameters, and the ones after it, in one transaction', async () => {
    const [first, second] = await database.db.transaction(async (tx) => [
      (
        (await tx.execute(sql`select ${7}::int as n, pg_current_xact_id()::text as x`)) as unknown as Rows<{
          x: string;
        }>
      ).rows[0]?.x,
      ((await tx.execute(xact)) as unknown as Rows<{ x: string }>).rows[0]?.x,
    ]);
    expect(first).toBeTruthy();
    expect(second).toBe(first);
  });

  it('sends the begin in the same query as a first statement with parameters', async () => {
    const sent = vi.spyOn(pg.Client.prototype, 'query');
    try {
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select ${1}::int as n`);
      });
      // The statement (with its begin) and the commit.
      expect(sent).toHaveBeenCalledTimes(2);
    } finally {
      sent.mockRestore();
    }
  });

  it('sends a begin with isolation and access options in the same query too', async () => {
    const sent = vi.spyOn(pg.Client.prototype, 'query');
    try {
      await database.db.transaction(
        async (tx) => {
          await tx.execute(sql`select ${1}::int as n`);
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only', deferrable: false },
      );
      expect(sent).toHaveBeenCalledTimes(2);
    } finally {
      sent.mockRestore();
    }
  });

  it('runs a first statement without parameters in the transaction too', async () => {
    const [first, second] = await database.db.transaction(async (tx) => [
      ((await tx.execute(xact)) as unknown as Rows<{ x: string }>).rows[0]?.x,
      ((await tx.execute(xact)) as unknown as Rows<{ x: string }>).rows[0]?.x,
    ]);
    expect(second).toBe(first);
  });

  it('rolls back what the first statement wrote when the transaction fails', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into begin_test (n) values (${1})`);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await count()).toBe(0);
  });

  it('answers a failing first statement with its error, commits nothing and keeps the connection usable', async () => {
    const failed = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into begin_test (n) values (${-1})`);
      })
      .catch((error: Error) => error);
    // Drizzle wraps the database's error.
    expect(String((failed as Error).cause)).toMatch(/check constraint/);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into begin_test (n) values (${2})`);
    });
    expect(await count()).toBe(1);
  });

  it('runs named prepared statements first, parsed once per connection', async () => {
    for (let i = 0; i < 7; i++) {
      const rows = await database.db.transaction(async (tx) => {
        const first = await preparedRows<{ n: number; x: string }>(
          tx,
          'begin_test',
          sql`select ${i}::int as n, pg_current_xact_id()::text as x`,
        );
        const second = ((await tx.execute(xact)) as unknown as Rows<{ x: string }>).rows[0]?.x;
        return { first: first[0], second };
      });
      expect(rows.first?.n).toBe(i);
      expect(rows.second).toBe(rows.first?.x);
    }
  });

  it('commits with a last statement that asks for it, one query fewer', async () => {
    const before = await count();
    const sent = vi.spyOn(pg.Client.prototype, 'query');
    try {
      const rows = await database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into begin_test (n) values (${10})`);
        return preparedRows<{ n: number }>(
          tx,
          'begin_test_last',
          sql`insert into begin_test (n) values (${11}) returning n${sql.raw(COMMIT_WITH_STATEMENT)}`,
        );
      });
      expect(rows).toEqual([{ n: 11 }]);
      // The begin with the first statement, then the last with the commit.
      expect(sent).toHaveBeenCalledTimes(2);
    } finally {
      sent.mockRestore();
    }
    expect(await count()).toBe(before! + 2);
    // The connection is idle and takes the next transaction as usual.
    const next = await database.db.transaction(async (tx) => [
      ((await tx.execute(xact)) as unknown as Rows<{ x: string }>).rows[0]?.x,
      ((await tx.execute(xact)) as unknown as Rows<{ x: string }>).rows[0]?.x,
    ]);
    expect(next[1]).toBe(next[0]);
  });

  it('commits nothing when a last statement that asks for the commit fails', async () => {
    const before = await count();
    const failed = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into begin_test (n) values (${20})`);
        await preparedRows(
          tx,
          'begin_test_last',
          sql`insert into begin_test (n) values (${-1})${sql.raw(COMMIT_WITH_STATEMENT)}`,
        );
      })
      .catch((error: Error) => error);
    expect(String((failed as Error).cause)).toMatch(/check constraint/);
    expect(await count()).toBe(before);
  });

  it('sends nothing for a transaction without statements', async () => {
    const before = await count();
    expect(await database.db.transaction(async () => 'nothing')).toBe('nothing');
    expect(await count()).toBe(before);
  });
});
