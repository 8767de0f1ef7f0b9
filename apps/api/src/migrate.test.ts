/**
 * Deploys start several processes at once: two servers and `npm run db:migrate` starting together on
 * an empty PostgreSQL database apply every migration once (advisory lock) and all come up.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './db/client.ts';
import { databaseUrlFor } from './test/global-setup.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const root = new URL('../../../', import.meta.url).pathname;
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) child.kill('SIGTERM');
});

function start(entry: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return child;
}

/** Resolves with the address the server logs once it listens; rejects if it exits first. */
function listening(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk;
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

function exited(child: ChildProcess): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe.skipIf(!adminUrl)('starting several processes on an empty database', () => {
  it('migrates once and brings every process up', { timeout: 180_000 }, async () => {
    const name = `sf_start_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const env = {
        DATABASE_URL: databaseUrlFor(adminUrl as string, name),
        SERVE: 'api',
        HOST: '127.0.0.1',
        PORT: '0',
        SEED_PRODUCTS: '10',
        MAX_EVENT_LOOP_DELAY_MS: '0',
      };
      const servers = [start('apps/api/src/server.ts', env), start('apps/api/src/server.ts', env)];
      const migration = exited(start('apps/api/src/migrate.ts', env));
      const addresses = await Promise.all(servers.map(listening));

      const migrated = await migration;
      expect(migrated.code, migrated.output).toBe(0);
      expect(migrated.output).toMatch(/Migrated PostgreSQL/);
      for (const address of addresses) {
        // Ready once its catalogue index is built, a moment after it listens.
        await expect
          .poll(async () => (await fetch(`${address}/api/v1/health/ready`)).status, { timeout: 30_000, interval: 100 })
          .toBe(200);
        const catalogue = await fetch(`${address}/api/v1/pages/main`);
        expect(catalogue.status).toBe(200);
      }
      const client = new pg.Client({ connectionString: env.DATABASE_URL });
      await client.connect();
      const applied = await client.query(
        'select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash',
      );
      const products = await client.query('select count(*)::int as n from products');
      await client.end();
      const files = readdirSync(MIGRATIONS_FOLDER).filter((f) => f.endsWith('.sql'));
      expect(applied.rows).toHaveLength(files.length);
      expect(applied.rows.every((row) => row.n === 1)).toBe(true);
      // The demo catalogue is seeded once, not by each process.
      expect(products.rows[0].n).toBe(10);
    } finally {
      for (const child of children) child.kill('SIGTERM');
      await Promise.all(children.map((child) => (child.exitCode === null ? exited(child) : null)));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
