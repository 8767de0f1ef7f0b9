/**
 * Backups of the shop's database and their restore (decision 040; the drill is in
 * docs/guide/operations.md).
 *
 * - PostgreSQL: `pg_dump --format=custom`, a consistent snapshot taken while the shop runs;
 *   restored with `pg_restore --clean --if-exists --single-transaction` into a database that is
 *   created when it does not exist, so a failed restore leaves the target as it was.
 * - Embedded PGlite: its data directory as a gzipped tarball (PGlite's own dump), taken while no
 *   server has the directory open, and loaded into an empty directory.
 *
 * A backup is written beside its final name and renamed when complete: a file with the final name
 * is always whole. Passwords go to the tools in PGPASSWORD, never on a command line others can list.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { openDatabase } from './client.ts';

export type BackupKind = 'postgres' | 'pglite';

/** `storefront-2026-11-29T154500Z.dump` (PostgreSQL) or `…tar.gz` (PGlite), in UTC. */
export function backupFileName(kind: BackupKind, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const day = `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}`;
  return `storefront-${day}${stamp.slice(8)}.${kind === 'postgres' ? 'dump' : 'tar.gz'}`;
}

/** What a backup file holds, by its first bytes: a pg_dump archive or a (gzipped) tarball. */
export async function backupKindOf(file: string): Promise<BackupKind> {
  const handle = await open(file);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(5), 0, 5, 0);
    return buffer.subarray(0, bytesRead).toString('latin1') === 'PGDMP' ? 'postgres' : 'pglite';
  } finally {
    await handle.close();
  }
}

/** A connection string without its password, and the password for PGPASSWORD. */
function splitPassword(url: string): { url: string; env: Record<string, string> } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { url: u.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** Runs a PostgreSQL tool; rejects with its error output when it fails. */
function runTool(binDir: string | undefined, tool: string, args: string[], env: Record<string, string>) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(binDir ? join(binDir, tool) : tool, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on('error', (error) => reject(new Error(`${tool} could not start (${error.message}): set PG_BIN_DIR`)));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} failed (exit ${code}): ${errors.trim()}`)),
    );
  });
}

/** Writes `file` through `write` under a temporary name, renamed once it is complete. */
async function writeWhole(file: string, write: (partial: string) => Promise<void>): Promise<void> {
  const partial = `${file}.partial`;
  try {
    await write(partial);
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
}

export async function backupPostgres(url: string, file: string, binDir?: string): Promise<void> {
  const target = splitPassword(url);
  await writeWhole(file, (partial) =>
    runTool(binDir, 'pg_dump', ['--format=custom', `--file=${partial}`, `--dbname=${target.url}`], target.env),
  );
}

/** Creates the database `url` names when the server has none of that name; answers whether it did. */
export async function ensureDatabase(url: string): Promise<boolean> {
  const u = new URL(url);
  const name = decodeURIComponent(u.pathname.slice(1));
  u.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: u.toString() });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return false;
    await admin.query(`create database ${pg.escapeIdentifier(name)}`);
    return true;
  } finally {
    await admin.end();
  }
}

/**
 * Restores a pg_dump archive into `url`'s database (created when missing). Objects of the backup
 * replace those of the same name; the objects' owner is whoever restores.
 */
export async function restorePostgres(file: string, url: string, binDir?: string): Promise<void> {
  await ensureDatabase(url);
  const target = splitPassword(url);
  const args = ['--clean', '--if-exists', '--single-transaction', '--exit-on-error', '--no-owner'];
  await runTool(binDir, 'pg_restore', [...args, `--dbname=${target.url}`, file], target.env);
}

/** The PGlite database in `dataDir` as a gzipped tarball. No server may have the directory open. */
export async function backupPglite(dataDir: string, file: string): Promise<void> {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) throw new Error(`${dataDir} holds no database`);
  // PGlite keeps this file while it has the directory open: a copy taken then could be torn.
  if (existsSync(join(dataDir, 'postmaster.pid'))) {
    throw new Error(
      `${dataDir} is open in a running server (postmaster.pid): stop it first. If none runs, one stopped without closing it: delete the file.`,
    );
  }
  const database = await openDatabase({ dataDir });
  try {
    const tarball = await (database.dump as () => Promise<Blob>)();
    await writeWhole(file, (partial) =>
      pipeline(Readable.fromWeb(tarball.stream() as never), createGzip(), createWriteStream(partial)),
    );
  } finally {
    await database.close();
  }
}

/** Loads a PGlite backup into `dataDir`, which must be missing or empty: a restore never overwrites one. */
export async function restorePglite(file: string, dataDir: string): Promise<void> {
  const present = await readdir(dataDir).catch(() => []);
  if (present.length > 0) throw new Error(`${dataDir} is not empty: restore into a new directory`);
  const database = await openDatabase({ dataDir, loadDataDir: new Blob([await readFile(file)]) });
  await database.close();
}
