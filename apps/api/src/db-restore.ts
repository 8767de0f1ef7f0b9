/**
 * `npm run db:restore -- <backup file> --to <postgres URL | folder>`: restores a backup of
 * `npm run db:backup`. A pg_dump archive goes into the PostgreSQL database the URL names (created
 * when missing; objects of the backup replace those of the same name, in one transaction); a PGlite
 * backup into an empty folder, to be used as DATA_DIR. The target is never implied: name it.
 * Then start the shop on it (docs/guide/operations.md, the restore drill).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from './config.ts';
import { backupKindOf, restorePglite, restorePostgres } from './db/backup.ts';

const USAGE = 'usage: npm run db:restore -- <backup file> --to <postgres://… | folder>';

async function main(): Promise<void> {
  const config = loadConfig(process.env, process.cwd(), { serving: false });
  const { values, positionals } = parseArgs({ options: { to: { type: 'string' } }, allowPositionals: true });
  const [file] = positionals;
  const target = values.to;
  if (!file || !target || positionals.length > 1) throw new Error(USAGE);
  const kind = await backupKindOf(file);
  const toPostgres = /^postgres(ql)?:\/\//.test(target);
  if ((kind === 'postgres') !== toPostgres) {
    throw new Error(`${file} is a ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} backup: ${USAGE}`);
  }
  const started = performance.now();
  if (toPostgres) await restorePostgres(file, target, config.PG_BIN_DIR);
  else await restorePglite(file, resolve(target));
  const where = toPostgres ? new URL(target).pathname.slice(1) : resolve(target);
  console.log(`Restored ${file} into ${where} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
