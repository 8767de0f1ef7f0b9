/**
 * Test helper: a PostgreSQL primary and a streaming replica of it (`pg_basebackup -R`), two clusters
 * of their own in a temporary directory on free ports, from the machine's PostgreSQL binaries.
 * initdb refuses root: as root the clusters run as the `postgres` OS user.
 */
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export const PG_BIN_DIR = '/usr/lib/postgresql/15/bin';

/** Whether the binaries the clusters need are on this machine. */
export function replicaClusterAvailable(): boolean {
  return ['initdb', 'pg_ctl', 'pg_basebackup'].every((tool) => existsSync(join(PG_BIN_DIR, tool)));
}

export interface ReplicaCluster {
  primaryUrl: string;
  replicaUrl: string;
  /** A statement on the replica (pausing and resuming its replay). */
  onReplica(text: string): Promise<pg.QueryResult>;
  stopReplica(): Promise<void>;
  /** Stops both clusters and deletes their directory. */
  destroy(): Promise<void>;
}

const asRoot = userInfo().uid === 0;

/** A PostgreSQL tool, as the postgres OS user when this process is root. */
async function pgTool(tool: string, args: string[]): Promise<void> {
  const path = join(PG_BIN_DIR, tool);
  if (asRoot) await run('runuser', ['-u', 'postgres', '--', path, ...args]);
  else await run(path, args);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const url = (port: number) => `postgres://postgres@127.0.0.1:${port}/postgres`;

async function query(port: number, text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url(port) });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

async function start(dir: string, port: number): Promise<void> {
  await pgTool('pg_ctl', ['-D', dir, '-l', join(dir, 'server.log'), '-o', `-p ${port}`, '-w', 'start']);
}

async function stop(dir: string): Promise<void> {
  if (existsSync(join(dir, 'postmaster.pid'))) await pgTool('pg_ctl', ['-D', dir, '-m', 'fast', '-w', 'stop']);
}

/** Waits, polling, until the primary streams to a replica. */
async function untilStreaming(port: number): Promise<void> {
  for (;;) {
    const { rows } = await query(port, `select count(*)::int as n from pg_stat_replication where state = 'streaming'`);
    if (rows[0].n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts both clusters, on `ports` (primary, replica) when given, otherwise on free ones. */
export async function startReplicaCluster(ports?: [number, number]): Promise<ReplicaCluster> {
  const root = mkdtempSync(join(tmpdir(), 'sf-replica-'));
  if (asRoot) {
    const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
    chownSync(root, Number(uid.stdout), Number(gid.stdout));
  }
  const primaryDir = join(root, 'primary');
  const replicaDir = join(root, 'replica');
  const destroy = async () => {
    await Promise.allSettled([stop(replicaDir), stop(primaryDir)]);
    rmSync(root, { recursive: true, force: true });
  };
  try {
    const [primaryPort, replicaPort] = ports ?? [await freePort(), await freePort()];
    await pgTool('initdb', [
      '-D',
      primaryDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ]);
    const settings = [
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${root}'`,
      'wal_level = replica',
      'max_wal_senders = 4',
      'hot_standby = on',
      'fsync = off',
    ];
    await appendFile(join(primaryDir, 'postgresql.conf'), `\n${settings.join('\n')}\n`);
    await appendFile(join(primaryDir, 'pg_hba.conf'), '\nhost replication all 127.0.0.1/32 trust\n');
    await start(primaryDir, primaryPort);
    await pgTool('pg_basebackup', [
      '-R',
      '-X',
      'stream',
      '-D',
      replicaDir,
      '-h',
      '127.0.0.1',
      '-p',
      `${primaryPort}`,
      '-U',
      'postgres',
    ]);
    await start(replicaDir, replicaPort);
    await untilStreaming(primaryPort);
    return {
      primaryUrl: url(primaryPort),
      replicaUrl: url(replicaPort),
      onReplica: (text) => query(replicaPort, text),
      stopReplica: () => stop(replicaDir),
      destroy,
    };
  } catch (error) {
    await destroy();
    throw error;
  }
}
