import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';
import { preparedRows, preparedTemplate } from './prepared.ts';

/** On PostgreSQL when TEST_DATABASE_URL is set (named prepared statements), otherwise on PGlite. */
let database: Database;
beforeAll(async () => {
  const url = process.env.TEST_DATABASE_URL;
  database = await openDatabase(url ? { url, poolSize: 2 } : { memory: true });
});
afterAll(() => database.close());

describe('prepared statements', () => {
  it('answer each call with its own values, on every connection, inside and outside a transaction', async () => {
    const twice = (n: number) => preparedRows<{ n: number }>(database.db, 'test_twice', sql`select ${n}::int * 2 as n`);
    // More calls than connections and than the executions before a generic plan.
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => twice(i)));
    expect(answers.map((rows) => rows[0]?.n)).toEqual(Array.from({ length: 12 }, (_, i) => i * 2));
    const { inside, named } = await database.db.transaction(async (tx) => ({
      inside: await preparedRows<{ n: number }>(tx, 'test_twice', sql`select ${21}::int * 2 as n`),
      named:
        database.kind === 'postgres'
          ? (
              (await tx.execute(sql`select name from pg_prepared_statements`)) as unknown as {
                rows: { name: string }[];
              }
            ).rows
          : [],
    }));
    expect(inside).toEqual([{ n: 42 }]);
    // The connection holds the statement under its name (PostgreSQL).
    if (database.kind === 'postgres')
      expect(named.map((r) => r.name)).toContainEqual(expect.stringMatching(/^test_twice_/));
  });

  it('keeps statements with the same label and different texts apart', async () => {
    const [a] = await preparedRows<{ v: string }>(database.db, 'test_label', sql`select ${'a'}::text as v`);
    const [b] = await preparedRows<{ v: string }>(database.db, 'test_label', sql`select upper(${'b'}::text) as v`);
    expect([a?.v, b?.v]).toEqual(['a', 'B']);
  });

  it('build a template once per shape and run it with each call’s values, including nulls', async () => {
    const shapes: string[] = [];
    const scaled = preparedTemplate<'double' | 'triple'>('test_template', async (shape) => {
      shapes.push(shape);
      const times = shape === 'double' ? 2 : 3;
      return sql`select ${sql`${sql.placeholder('n')}`}::int * ${times} as n, ${sql`${sql.placeholder('note')}`}::text as note`;
    });
    const run = (shape: 'double' | 'triple', n: number, note: string | null) =>
      scaled<{ n: number; note: string | null }>(database.db, shape, { n, note });
    const answers = await Promise.all([run('double', 1, 'a'), run('double', 5, null), run('triple', 5, 'c')]);
    expect(answers.map((rows) => rows[0])).toEqual([
      { n: 2, note: 'a' },
      { n: 10, note: null },
      { n: 15, note: 'c' },
    ]);
    expect(await run('double', 21, null)).toEqual([{ n: 42, note: null }]);
    expect(shapes.sort()).toEqual(['double', 'triple']);
  });
});
