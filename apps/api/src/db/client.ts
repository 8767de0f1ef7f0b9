/**
 * One Drizzle database for both engines: a pg pool when DATABASE_URL is given, otherwise
 * embedded PGlite persisted on disk (or in memory for tests). Every statement sent through it is
 * reported to the statement counter (statement-count.ts), transaction control included. A pool's
 * statements are timed and its connections watched for the process's metrics (observability/metrics.ts).
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { startQueryTimer, watchPool } from '../observability/metrics.ts';
import { BeginWithFirstStatementClient } from './begin-with-first-statement.ts';
import { installJobQueue } from './job-queue-schema.ts';
import type { SqlRunner } from './sql-runner.ts';
import { countStatement } from './statement-count.ts';

export type Db = PgDatabase<PgQueryResultHKT>;

/** Key of the advisory lock every process takes while migrating (any constant both sides agree on). */
export const MIGRATION_LOCK_KEY = 7_305_001;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** The connection string (PostgreSQL only), for a second pool on the same database. */
  url?: string;
  /**
   * Applies the committed migrations and installs the job queue's tables, under a PostgreSQL advisory
   * lock: processes starting together wait for each other and the later ones find nothing to do.
   * `then` runs under the same lock (the start-up seed: one process seeds, the others find it done).
   */
  migrate(then?: () => Promise<void>): Promise<void>;
  /** Raw SQL on the database, outside any transaction (the job queue's connection). */
  sql: SqlRunner;
  /** Whether the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball, to copy a migrated database quickly. */
  dump?: () => Promise<Blob>;
}

/** Transaction control, answered at once when it travels with a statement: not worth timing. */
const CONTROL = /^\s*(begin|commit|rollback)\b/i;

type Callback = (...args: unknown[]) => void;
function timed(callback: Callback, done: () => void): Callback {
  return (...args) => {
    done();
    callback(...args);
  };
}

/** The pool's connections, each statement timed from sending to its answer (cursors are not). */
class TimedClient extends BeginWithFirstStatementClient {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query() is overloaded (text, config, submittable; promise or callback)
  override query(config: any, values?: any, callback?: any): any {
    const text: unknown = typeof config === 'string' ? config : config?.text;
    if (typeof config?.submit === 'function' || (typeof text === 'string' && CONTROL.test(text))) {
      return super.query(config, values, callback);
    }
    const done = startQueryTimer();
    if (typeof values === 'function') return super.query(config, timed(values, done));
    if (typeof callback === 'function') return super.query(config, values, timed(callback, done));
    const result = super.query(config, values);
    result.then(done, done);
    return result;
  }
}

/** Drizzle reports each statement here, `begin` and `commit` of a pg transaction too. */
const counting = { logger: { logQuery: countStatement } };

export const MIGRATIONS_FOLDER = new URL('../../drizzle', import.meta.url).pathname;

export type DatabaseOptions =
  | { url: string; poolSize?: number; connectTimeoutMs?: number; onIdleError?: (error: Error) => void }
  | { dataDir: string; loadDataDir?: Blob | File }
  | { memory: true; loadDataDir?: Blob | File };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // 0: wait for a connection as long as it takes (the primary: there is nowhere else to go).
      connectionTimeoutMillis: options.connectTimeoutMs ?? 0,
      // A transaction's begin goes out with its first statement: one round trip fewer each.
      Client: TimedClient,
    });
    const unwatch = watchPool(pool);
    pool.on('release', (_error, client) => (client as unknown as BeginWithFirstStatementClient).forgetPendingBegin());
    // An idle connection dropped by the server (restart, failover) must not crash the process:
    // the pool discards it and opens a new one on the next query.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg(pool, counting) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      url: options.url,
      async migrate(then) {
        const { migrate } = await import('drizzle-orm/node-postgres/migrator');
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          try {
            await migrate(drizzlePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
            await installJobQueue({ executeSql: (text, values) => client.query(text, values) });
            await then?.();
          } finally {
            await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
          }
        } finally {
          client.release();
        }
      },
      sql: {
        executeSql(text, values) {
          countStatement(text, values);
          return pool.query(text, values);
        },
      },
      ping: () => ping(db),
      close: () => {
        unwatch();
        return pool.end();
      },
    };
  }
  const extensions = { pg_trgm, fuzzystrmatch };
  // A tarball of a data directory to start from (a test image, a backup being restored); into a
  // directory only when it is empty: PGlite refuses otherwise.
  const load = options.loadDataDir ? { loadDataDir: options.loadDataDir } : {};
  let client: PGlite;
  if ('dataDir' in options) {
    mkdirSync(options.dataDir, { recursive: true });
    client = await PGlite.create(options.dataDir, { extensions, ...load });
  } else {
    client = await PGlite.create({ extensions, ...load });
  }
  // PGlite sends a transaction's `begin` and `commit` itself, out of Drizzle's sight: count them here.
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) => {
    countStatement();
    return transaction(callback).finally(countStatement);
  };
  const db = drizzlePglite(client, counting) as unknown as Db;
  const runner: SqlRunner = {
    async executeSql(text, values) {
      countStatement(text, values);
      if (values && values.length > 0) return client.query(text, values as unknown[]);
      const results = await client.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
  };
  return {
    db,
    kind: 'pglite',
    async migrate(then) {
      // One process owns a PGlite data directory: no lock to take.
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER });
      await installJobQueue(runner);
      await then?.();
    },
    sql: runner,
    ping: () => ping(db),
    close: () => client.close(),
    dump: async () => client.dumpDataDir('none'),
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
