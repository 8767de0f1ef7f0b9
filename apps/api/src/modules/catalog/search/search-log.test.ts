import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { countStatements } from '../../../db/statement-count.ts';
import { openTestDatabase, secondConnection } from '../../../test/test-app.ts';
import { loggedSearch, mostAskedSearches, pruneSearchLog, SearchLog } from './search-log.ts';

let database: Database;
let other: Database;
const errors: unknown[] = [];
const options = { flushMs: 60_000, maxPending: 3 };

beforeAll(async () => {
  database = await openTestDatabase();
  other = await secondConnection(database);
});
afterAll(async () => {
  await other?.close();
  await database?.close();
});

const rows = (prefix: string) =>
  queryRows<{ day: string; variant: string; query: string; searches: number; results: number | null }>(
    database.db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, variant, query, searches, results from search_queries
      where query like ${`${prefix}%`} order by query, variant`,
  );

describe('the search log', () => {
  it('counts searches in memory, sends nothing until it writes, then writes them with one statement', async () => {
    const log = new SearchLog(database.db, (e) => errors.push(e), options);
    const at = new Date('2026-11-20T10:00:00Z');
    const { statements } = await countStatements(async () => {
      log.record({ variant: 'ru', query: 'Пакет  Кофта', results: 0 }, at);
      log.record({ variant: 'ru', query: 'пакет кофта!', results: null }, at);
      log.record({ variant: 'kz', query: 'пакет кофта', results: 5 }, at);
    });
    expect(statements).toBe(0);
    expect(await countStatements(() => log.flush())).toMatchObject({ statements: 1 });
    await log.close();
    expect(await rows('пакет')).toEqual([
      { day: '2026-11-20', variant: 'kz', query: 'пакет кофта', searches: 1, results: 5 },
      { day: '2026-11-20', variant: 'ru', query: 'пакет кофта', searches: 2, results: 0 },
    ]);
    expect(errors).toEqual([]);
  });

  it('holds a bounded batch: a new query past the bound is dropped, a known one still counted', async () => {
    const log = new SearchLog(database.db, (e) => errors.push(e), options);
    for (const q of ['предел а', 'предел б', 'предел в', 'предел г'])
      log.record({ variant: 'ru', query: q, results: 1 });
    log.record({ variant: 'ru', query: 'предел а', results: 1 });
    expect(log.dropped).toBe(1);
    await log.close();
    expect((await rows('предел')).map((r) => [r.query, r.searches])).toEqual([
      ['предел а', 2],
      ['предел б', 1],
      ['предел в', 1],
    ]);
  });

  it('writes a search typed with a NUL or cut through an emoji, and the searches after it', async () => {
    const log = new SearchLog(database.db, (e) => errors.push(e), options);
    const at = new Date('2026-11-21T10:00:00Z');
    log.record({ variant: 'ru', query: 'нулевой\u0000 символ', results: 1 }, at);
    log.record({ variant: 'ru', query: `нулевой ${'я'.repeat(190)}${'\u{20000}'.repeat(3)}`, results: 1 }, at);
    await log.flush();
    log.record({ variant: 'ru', query: 'нулевой после', results: 1 }, at);
    await log.close();
    const written = await queryRows<{ query: string; typed: string }>(
      database.db,
      sql`select query, typed from search_queries where query like 'нулевой%' order by query`,
    );
    expect(written.map((r) => r.query.length <= 200 && !/\p{Cs}/u.test(r.query))).toEqual([true, true, true]);
    expect(written.map((r) => r.typed)).toContain('нулевой символ');
    expect(written.map((r) => r.query)).toContain('нулевой после');
    expect(errors).toEqual([]);
  });

  it('adds up the batches of two processes written at once', async () => {
    const logs = [database, other].map(
      (d) => new SearchLog(d.db, (e) => errors.push(e), { ...options, maxPending: 100 }),
    );
    const queries = Array.from({ length: 30 }, (_, i) => `вместе ${i}`);
    for (const log of logs) for (const q of [...queries].reverse()) log.record({ variant: 'ru', query: q, results: 3 });
    await Promise.all(logs.flatMap((log) => [log.flush(), log.flush()]));
    await Promise.all(logs.map((log) => log.close()));
    const written = await rows('вместе');
    expect(written).toHaveLength(30);
    expect(written.every((r) => r.searches === 2)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('adds clicks to their search’s row, in the same batch or a later one, and logs none alone', async () => {
    const log = new SearchLog(database.db, (e) => errors.push(e), options);
    const at = new Date('2026-11-21T10:00:00Z');
    log.record({ variant: 'ru', query: 'клик ваза', results: 4 }, at);
    log.recordClick({ variant: 'ru', query: 'Клик  ваза' }, at);
    log.recordClick({ variant: 'ru', query: 'клик никто' }, at);
    await log.flush();
    log.recordClick({ variant: 'ru', query: 'клик ваза' }, new Date('2026-11-21T18:00:00Z'));
    await log.close();
    const written = await queryRows<{ query: string; searches: number; clicks: number; lastAt: string }>(
      database.db,
      sql`select query, searches, clicks, to_char(last_at at time zone 'UTC', 'HH24:MI') as "lastAt"
        from search_queries where query like 'клик%'`,
    );
    // The click's time is not a search's: the row's last search stays 10:00.
    expect(written).toEqual([{ query: 'клик ваза', searches: 1, clicks: 2, lastAt: '10:00' }]);
  });

  it('prunes days past the kept period', async () => {
    await database.db.execute(sql`insert into search_queries (day, variant, query, searches, results, last_at)
      values (current_date - 100, 'ru', 'древний', 1, 0, now()), (current_date - 10, 'ru', 'недавний', 1, 0, now())`);
    expect(await pruneSearchLog(database.db)).toBeGreaterThanOrEqual(1);
    expect((await rows('древний')).length + (await rows('недавний')).length).toBe(1);
  });

  it('logs a search’s first page without filters only', () => {
    const answer = { query: 'кофта', page: 1, totalItems: 4, initFilter: { values: {}, price: null, flags: {} } };
    expect(loggedSearch({ type: 'search' }, answer, 'ru')).toEqual({ variant: 'ru', query: 'кофта', results: 4 });
    expect(loggedSearch({ type: 'catalog' }, answer, 'ru')).toBeNull();
    expect(loggedSearch({ type: 'search', onlyFilters: true }, answer, 'ru')).toBeNull();
    expect(loggedSearch({ type: 'search' }, { ...answer, page: 2 }, 'ru')).toBeNull();
    const filtered = { ...answer, initFilter: { values: { colour: ['red'] }, price: null, flags: {} } };
    expect(loggedSearch({ type: 'search' }, filtered, 'ru')).toBeNull();
  });
});

describe('the searches asked most', () => {
  it("answers each variant's most asked of the last days that found something, as last typed", async () => {
    await database.db.execute(sql`insert into search_queries (day, variant, query, searches, results, last_at, typed) values
      (current_date, 'ru', 'ma плед', 5, 40, now(), 'Ma плед'), (current_date - 1, 'ru', 'ma плед', 4, 40, now(), 'ma ПЛЕД'),
      (current_date, 'ru', 'ma ваза', 7, 12, now(), null),
      (current_date, 'ru', 'ma кастрюля', 3, null, now(), null),
      (current_date, 'ru', 'ma ничего', 50, 0, now(), null),
      (current_date - 1, 'ru', 'ma кружка', 1, 3, now(), null), (current_date, 'ru', 'ma кружка', 1, 0, now(), null),
      (current_date - 30, 'ru', 'ma давно', 90, 8, now(), null),
      (current_date, 'kz', 'ma таба', 2, 6, now(), null)`);
    const asked = (await mostAskedSearches(database.db, { days: 7, perVariant: 10 })).filter((s) =>
      s.query.toLowerCase().startsWith('ma '),
    );
    // Nothing found in the latest answer, or asked only before the days: left out. A row without a
    // typed text (logged before it was kept) is warmed as its normalised query.
    expect(asked).toEqual([
      { variant: 'kz', query: 'ma таба' },
      { variant: 'ru', query: 'Ma плед' },
      { variant: 'ru', query: 'ma ваза' },
      { variant: 'ru', query: 'ma кастрюля' },
    ]);
  });

  it('answers as many of a variant as asked for, and the text a search was typed with', async () => {
    const log = new SearchLog(database.db, (e) => errors.push(e), options);
    const at = new Date();
    log.record({ variant: 'com', query: '  Френч-пресс ', results: 4 }, at);
    log.record({ variant: 'com', query: 'френч пресс', results: 4 }, at);
    log.record({ variant: 'com', query: 'Френч-Пресс', results: 4 }, at);
    log.record({ variant: 'com', query: 'Mugs', results: 9 }, at);
    expect(log.recordClick({ variant: 'com', query: 'MUGS!' }, at)).toBe(true);
    await log.close();
    expect(await mostAskedSearches(database.db, { days: 1, perVariant: 1 })).toContainEqual({
      variant: 'com',
      query: 'Френч-Пресс',
    });
    const com = (await mostAskedSearches(database.db, { days: 1, perVariant: 5 })).filter((s) => s.variant === 'com');
    expect(com).toEqual([
      { variant: 'com', query: 'Френч-Пресс' },
      { variant: 'com', query: 'Mugs' },
    ]);
  });
});
