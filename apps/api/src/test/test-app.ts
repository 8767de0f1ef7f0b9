/** Per test file: a fresh copy of the seeded template database and an app built on it. */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { databaseUrlFor } from './global-setup.ts';

export async function openTestDatabase(): Promise<Database> {
  const info = inject('testDatabase');
  if (info.kind === 'pglite') {
    return openDatabase({ memory: true, loadDataDir: new Blob([readFileSync(info.image)]) });
  }
  const name = `sf_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: info.url });
  await admin.connect();
  await admin.query(`create database ${name} template ${info.template}`);
  const database = await openDatabase({ url: databaseUrlFor(info.url, name), poolSize: 4 });
  return {
    ...database,
    url: databaseUrlFor(info.url, name),
    async close() {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * Another connection pool on the same database, as a second process would have (PostgreSQL); on
 * PGlite, which one process owns, the same database.
 */
export async function secondConnection(database: Database): Promise<Database> {
  if (!database.url) return { ...database, close: async () => {} };
  return openDatabase({ url: database.url, poolSize: 4 });
}

/** What production insists on (config.ts refuses to start without it), for tests of production behaviour. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://shop.example',
  CAPTCHA_HMAC_KEY: 'test-captcha-key-of-this-shop',
  PAYMENT_WEBHOOK_SECRET: 'test-webhook-secret-of-this-shop',
  GIFT_CARD_PIN_KEY: 'test-pin-key-of-this-shop',
} as const;

export function testConfig(env: Record<string, string> = {}): Config {
  // No load shedding in tests: a busy test machine is not an overloaded shop.
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_ON_START: 'false',
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const app = await buildApp({ config: testConfig(env), database });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
