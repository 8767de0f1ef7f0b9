/**
 * `npm run db:migrate`: applies the committed migrations and installs the job queue's tables, then
 * exits — for a deploy that migrates once before it starts or replaces the servers. It takes the
 * advisory lock a starting server takes (db/client.ts), so it is safe while servers start too.
 * With embedded PGlite, stop the server first: one process owns its data directory.
 */
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';

async function main(): Promise<void> {
  const config = loadConfig(process.env, process.cwd(), { serving: false });
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL, poolSize: 1 } : { dataDir: config.DATA_DIR },
  );
  try {
    const started = performance.now();
    await database.migrate();
    const where = database.kind === 'postgres' ? 'PostgreSQL' : `PGlite at ${config.DATA_DIR}`;
    console.log(`Migrated ${where} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
