/**
 * Migrates and seeds one template database per test run; every test file then gets a copy of it:
 * a PostgreSQL database created from the template when TEST_DATABASE_URL is set, otherwise a
 * PGlite image loaded into memory.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { seedDatabase } from '../seed/seed.ts';
import { TEST_SEED_PRODUCTS } from './test-seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { kind: 'postgres'; url: string; template: string } | { kind: 'pglite'; image: string };
  }
}

export function databaseUrlFor(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `sf_tpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const database = await openDatabase({ url: databaseUrlFor(url, template), poolSize: 2 });
    await database.migrate();
    await seedDatabase(database.db, { products: TEST_SEED_PRODUCTS });
    await database.close();
    project.provide('testDatabase', { kind: 'postgres', url, template });
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'sf-pglite-'));
  const database = await openDatabase({ memory: true });
  await database.migrate();
  await seedDatabase(database.db, { products: TEST_SEED_PRODUCTS });
  const image = join(dir, 'image.tar');
  writeFileSync(image, Buffer.from(await (await (database.dump as () => Promise<Blob>)()).arrayBuffer()));
  await database.close();
  project.provide('testDatabase', { kind: 'pglite', image });
  return async () => rmSync(dir, { recursive: true, force: true });
}
