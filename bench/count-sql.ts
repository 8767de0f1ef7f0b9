/**
 * Preloaded into the benchmarked server (node --import): counts SQL statements sent through pg
 * and reports the running total on BENCH_SQL_COUNTER_PORT, so the bench can divide by requests.
 * It counts pg queries, that is round trips: a transaction's `begin`, sent with its first
 * statement (apps/api/src/db/begin-with-first-statement.ts), counts with it.
 */
import { createServer } from 'node:http';
import pg from 'pg';

let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements += 1;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

createServer((_req, res) => res.end(String(statements))).listen(
  Number(process.env.BENCH_SQL_COUNTER_PORT),
  '127.0.0.1',
);
