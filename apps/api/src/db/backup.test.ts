import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.ts';
import { checkouts } from '../db/schema/orders.ts';
import {
  callAs,
  moscowShop,
  pickupShopper,
  placeBody,
  setStock,
  skuAt,
} from '../modules/orders/orders.test-support.ts';
import { databaseUrlFor } from '../test/global-setup.ts';
import { openTestDatabase, testConfig } from '../test/test-app.ts';
import {
  type BackupKind,
  backupFileName,
  backupKindOf,
  backupPglite,
  backupPostgres,
  restorePglite,
  restorePostgres,
} from './backup.ts';
import { type Database, openDatabase } from './client.ts';

const info = inject('testDatabase');
const kind: BackupKind = info.kind;
const folder = mkdtempSync(join(tmpdir(), 'sf-backup-'));
const dropAfter: string[] = [];

afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  if (info.kind !== 'postgres') return;
  await shop.database.close();
  const admin = new pg.Client({ connectionString: info.url });
  await admin.connect();
  for (const name of dropAfter) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

/** The shop's database: a fresh PostgreSQL copy, or PGlite in a data directory (as `npm start` keeps it). */
async function openShopDatabase(): Promise<{ database: Database; backup: (file: string) => Promise<void> }> {
  if (info.kind === 'postgres') {
    const database = await openTestDatabase();
    return { database, backup: (file) => backupPostgres(database.url as string, file) };
  }
  // The test image is a tarball of a data directory, as a PGlite backup is (uncompressed).
  const dataDir = join(folder, 'data');
  await restorePglite(info.image, dataDir);
  const database = await openDatabase({ dataDir });
  return {
    database,
    backup: async (file) => {
      // One process owns a PGlite directory: the shop stops before its backup.
      await database.close();
      await backupPglite(dataDir, file);
    },
  };
}

/** The backup restored where nothing was: a new PostgreSQL database, or an empty data directory. */
async function restoreFresh(file: string): Promise<Database> {
  if (info.kind === 'postgres') {
    const name = `sf_restore_${randomBytes(6).toString('hex')}`;
    dropAfter.push(name);
    const url = databaseUrlFor(info.url, name);
    await restorePostgres(file, url);
    return openDatabase({ url, poolSize: 2 });
  }
  const dataDir = join(folder, 'restored');
  await restorePglite(file, dataDir);
  return openDatabase({ dataDir });
}

async function startShop(database: Database): Promise<FastifyInstance> {
  // As a server starts: migrations first (none left to apply), then the app.
  await database.migrate();
  const app = await buildApp({ config: testConfig(), database });
  await app.ready();
  return app;
}

const place = (call: ReturnType<typeof callAs>) =>
  call({ method: 'POST', url: 'orders', body: placeBody(), headers: { 'idempotency-key': randomUUID() } });

let shop: { database: Database; backup: (file: string) => Promise<void> };
beforeAll(async () => {
  shop = await openShopDatabase();
});

describe(`a backup of the ${kind === 'postgres' ? 'PostgreSQL' : 'embedded PGlite'} database`, () => {
  // Two shops, a dump and a restore: more than the default limit on a loaded machine.
  it('restored into a fresh database, the shop serves the same orders and takes new ones', {
    timeout: 120_000,
  }, async () => {
    const app = await startShop(shop.database);
    const db = shop.database.db;
    const store = await moscowShop(db);
    const sku = await skuAt(db, 0, 150_000);
    await setStock(db, sku.skuId, [{ storeId: store, quantity: 10 }]);
    const shopper = await pickupShopper(db, store, [{ skuId: sku.skuId, quantity: 2 }]);
    await db.insert(checkouts).values({ ownerKey: `u:${shopper.userId}`, paymentMethod: 'on_receipt' });
    const call = callAs(app, shopper.cookie);
    const placed = await place(call);
    expect(placed.status).toBe(201);
    const number: string = placed.body.data.order.number;
    const list = await call({ url: 'orders?filter=all' });
    const page = await call({ url: `orders/${number}` });
    expect(list.body.data.orders.map((o: { number: string }) => o.number)).toEqual([number]);
    await app.close();

    const file = join(folder, backupFileName(kind));
    await shop.backup(file);
    expect(await backupKindOf(file)).toBe(kind);
    expect(readdirSync(folder).filter((name) => name.endsWith('.partial'))).toEqual([]);

    const restored = await restoreFresh(file);
    const again = await startShop(restored);
    const callAgain = callAs(again, shopper.cookie);
    expect(await callAgain({ url: 'orders?filter=all' })).toEqual(list);
    expect(await callAgain({ url: `orders/${number}` })).toEqual(page);
    // Sequences came back too: the next order gets a number of its own.
    const next = await pickupShopper(restored.db, store, [{ skuId: sku.skuId, quantity: 1 }]);
    await restored.db.insert(checkouts).values({ ownerKey: `u:${next.userId}`, paymentMethod: 'on_receipt' });
    const second = await place(callAs(again, next.cookie));
    expect(second.status).toBe(201);
    expect(second.body.data.order.number).not.toBe(number);
    await again.close();
    await restored.close();
  });

  it('of PGlite is never taken from a directory a server has open, nor from one with no database', async () => {
    const dataDir = join(folder, 'open');
    mkdirSync(dataDir);
    await expect(backupPglite(dataDir, join(folder, 'none.tar.gz'))).rejects.toThrow(/no database/);
    writeFileSync(join(dataDir, 'PG_VERSION'), '17');
    writeFileSync(join(dataDir, 'postmaster.pid'), '-42');
    await expect(backupPglite(dataDir, join(folder, 'torn.tar.gz'))).rejects.toThrow(/running server/);
  });

  it('of PGlite is never restored over a directory that holds something', async () => {
    const dataDir = join(folder, 'in-use');
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'PG_VERSION'), '17');
    await expect(restorePglite(join(folder, 'any.tar.gz'), dataDir)).rejects.toThrow(/not empty/);
  });
});
