/**
 * One Drizzle database for both engines: a pg pool when DATABASE_URL is given, otherwise
 * embedded PGlite persisted on disk (or in memory for tests).
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** Applies the committed migrations. */
  migrate(): Promise<void>;
  /** Whether the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball, to copy a migrated database quickly. */
  dump?: () => Promise<Blob>;
}

export const MIGRATIONS_FOLDER = new URL('../../drizzle', import.meta.url).pathname;

export type DatabaseOptions =
  | { url: string; poolSize?: number; onIdleError?: (error: Error) => void }
  | { dataDir: string }
  | { memory: true; loadDataDir?: Blob | File };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process:
    // the pool discards it and opens a new one on the next query.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg(pool) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async migrate() {
        const { migrate } = await import('drizzle-orm/node-postgres/migrator');
        await migrate(drizzlePg(pool), { migrationsFolder: MIGRATIONS_FOLDER });
      },
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }
  const extensions = { pg_trgm };
  let client: PGlite;
  if ('dataDir' in options) {
    mkdirSync(options.dataDir, { recursive: true });
    client = await PGlite.create(options.dataDir, { extensions });
  } else {
    client = await PGlite.create({ extensions, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) });
  }
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER });
    },
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
