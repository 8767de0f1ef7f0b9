/**
 * `npm run db:backup [-- --out <folder>]`: writes a backup of the shop's database to the folder
 * (default `backups/`), named with the time: a pg_dump archive of DATABASE_URL, taken while the
 * shop runs, or, without DATABASE_URL, the embedded database in DATA_DIR (stop the server first: one
 * process owns that directory). Restore with `npm run db:restore` (docs/guide/operations.md).
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from './config.ts';
import { backupFileName, backupPglite, backupPostgres } from './db/backup.ts';

async function main(): Promise<void> {
  const config = loadConfig(process.env, process.cwd(), { serving: false });
  const { values } = parseArgs({ options: { out: { type: 'string', default: 'backups' } } });
  const folder = resolve(values.out);
  mkdirSync(folder, { recursive: true });
  const started = performance.now();
  const url = config.DATABASE_URL;
  const file = resolve(folder, backupFileName(url ? 'postgres' : 'pglite'));
  if (url) await backupPostgres(url, file, config.PG_BIN_DIR);
  else await backupPglite(config.DATA_DIR, file);
  const where = url ? 'PostgreSQL' : `PGlite at ${config.DATA_DIR}`;
  console.log(`Backed up ${where} to ${file} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
