/**
 * Catalogue reads on a real streaming replica: the test starts a primary and a replica of it
 * (test/replica-cluster.ts), pauses the replica's replay to tell which of the two answered, and stops
 * the replica to see reads go back to the primary.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { metricsText } from '../observability/metrics.ts';
import { PRIMARY_READS_COOKIE } from '../plugins/read-your-writes.ts';
import { seedDatabase } from '../seed/seed.ts';
import { sampleOf } from '../test/prometheus-text.ts';
import {
  PG_BIN_DIR,
  type ReplicaCluster,
  replicaClusterAvailable,
  startReplicaCluster,
} from '../test/replica-cluster.ts';
import { createUserSession } from '../test/sessions.ts';
import { testConfig } from '../test/test-app.ts';
import { type Database, openDatabase } from './client.ts';
import { queryRows } from './query-rows.ts';
import { openReadReplica } from './read-replica.ts';

const available = replicaClusterAvailable();
const title = available
  ? 'catalogue reads on a streaming replica'
  : `catalogue reads on a streaming replica (skipped: no PostgreSQL 15 binaries in ${PG_BIN_DIR})`;

/** Polls `check` until it holds (each poll a request or a query, never a timed assertion). */
async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 100));
}

describe.skipIf(!available)(title, () => {
  let cluster: ReplicaCluster;
  let database: Database;
  const apps: FastifyInstance[] = [];
  let product: { id: number; slug: string; article: string; amount: number };
  let staffCookie: string;

  const build = async (env: Record<string, string>) => {
    const app = await buildApp({
      config: testConfig({ DATABASE_REPLICA_URL: cluster.replicaUrl, REPLICA_LAG_POLL_MS: '100', ...env }),
      database,
    });
    await app.ready();
    apps.push(app);
    return app;
  };
  const priceSeen = async (app: FastifyInstance, cookie = '') => {
    const response = await app.inject({
      url: `/api/v1/catalog/product/${product.slug}`,
      headers: cookie ? { cookie } : {},
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: { product: { price: { amount: number } } } }).data.product.price.amount;
  };
  /** The product's price on its card in the whole catalogue's listing (a new query each time: no kept answer). */
  let listings = 0;
  const cardPriceSeen = async (app: FastifyInstance, cookie = '') => {
    listings += 1;
    const response = await app.inject({
      url: `/api/v1/catalog?url=/catalog/&count=${100 + listings}`,
      headers: cookie ? { cookie } : {},
    });
    expect(response.statusCode, response.body).toBe(200);
    const items = (response.json() as { data: { items: { id: number; price: { amount: number } }[] } }).data.items;
    return items.find((item) => item.id === product.id)?.price.amount;
  };
  /** The product's price on its card in a search by its article (a new query each time: no kept answer). */
  const searchPriceSeen = async (app: FastifyInstance, cookie = '') => {
    listings += 1;
    const response = await app.inject({
      url: `/api/v1/catalog?type=search&query=${product.article}&count=${100 + listings}`,
      headers: cookie ? { cookie } : {},
    });
    expect(response.statusCode, response.body).toBe(200);
    const items = (response.json() as { data: { items: { id: number; price: { amount: number } }[] } }).data.items;
    return items.find((item) => item.id === product.id)?.price.amount;
  };
  const replicaState = async (app: FastifyInstance) =>
    (await app.inject({ url: '/api/v1/health/ready' })).json().data.replica as string;

  beforeAll(async () => {
    cluster = await startReplicaCluster();
    database = await openDatabase({ url: cluster.primaryUrl, poolSize: 4 });
    await database.migrate();
    await seedDatabase(database.db, { products: 12 });
    const [row] = await queryRows<{ id: number; slug: string; article: string }>(
      database.db,
      sql`select p.id, p.slug, p.article from products p join product_prices pp on pp.product_id = p.id and pp.variant = 'ru'
        where p.published and pp.price is not null order by p.id limit 1`,
    );
    staffCookie = (await createUserSession(database.db, { roles: ['catalogue'] })).cookie;
    product = { ...row!, amount: 0 };
  }, 120_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
    await cluster?.destroy();
  }, 60_000);

  it('serves a guest from the replica and the writer from the primary until the replica catches up', async () => {
    const app = await build({ REPLICA_MAX_LAG_S: '3600' });
    expect(await replicaState(app)).toBe('up');
    // The staff session and the product are on the replica before its replay stops.
    await until(async () => (await cluster.onReplica(`select count(*)::int as n from sessions`)).rows[0].n > 0);
    product.amount = await priceSeen(app);
    expect(await cardPriceSeen(app)).toBe(product.amount);

    await cluster.onReplica('select pg_wal_replay_pause()');
    await until(
      async () => (await cluster.onReplica(`select pg_get_wal_replay_pause_state() as s`)).rows[0].s === 'paused',
    );
    const newPrice = product.amount + 10_000;
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/v1/staff/products/${product.id}`,
      headers: { cookie: staffCookie },
      payload: { prices: [{ variant: 'ru', price: newPrice }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const mark = saved.cookies.find((c) => c.name === PRIMARY_READS_COOKIE);
    expect(mark?.maxAge).toBe(5);

    // A guest reads the replica, which has not replayed the change.
    expect(await priceSeen(app)).toBe(product.amount);
    // The writer reads the primary: by the cookie (any process) and by this process's memory of the session.
    expect(await priceSeen(app, `${staffCookie}; ${PRIMARY_READS_COOKIE}=${mark?.value}`)).toBe(newPrice);
    expect(await priceSeen(app, staffCookie)).toBe(newPrice);
    // A category listing's cards too: the index is the primary's, the guest's cards the replica's.
    expect(await cardPriceSeen(app)).toBe(product.amount);
    expect(await cardPriceSeen(app, staffCookie)).toBe(newPrice);
    // And a search's: its words are found on the primary, its cards read where the listing's are.
    expect(await searchPriceSeen(app)).toBe(product.amount);
    expect(await searchPriceSeen(app, staffCookie)).toBe(newPrice);
    // A cookie promising more than the window is not honoured: that guest reads the replica.
    expect(await priceSeen(app, `${PRIMARY_READS_COOKIE}=${Date.now() + 3_600_000}`)).toBe(product.amount);

    // The replica is behind now, and says so.
    await until(
      async () =>
        sampleOf(await metricsText(), 'storefront_db_replica_lag_seconds', {
          replica: new URL(cluster.replicaUrl).host,
        }) > 0,
    );

    // A process allowing less lag skips the replica: its guests read the primary.
    const strict = await build({ REPLICA_MAX_LAG_S: '0.5' });
    await until(async () => (await replicaState(strict)) === 'lagging');
    expect(await priceSeen(strict)).toBe(newPrice);

    // A search's words and the type-ahead's products are read on the replica too: an article only the
    // primary has is found by a process reading the primary, not by a guest of one reading the replica.
    const article = `zqxreplica${product.id}`;
    await database.db.execute(sql`update catalog_products set article = ${article} where product_id = ${product.id}`);
    const searchFinds = async (app: FastifyInstance) => {
      listings += 1;
      const response = await app.inject({
        url: `/api/v1/catalog?type=search&query=${article}&count=${100 + listings}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { data: { items: { id: number }[] } }).data.items.map((item) => item.id);
    };
    const suggests = async (app: FastifyInstance) => {
      const response = await app.inject({ url: `/api/v1/catalog/suggestions?query=${article}` });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { data: { products: { url: string }[] } }).data.products.map((p) => p.url);
    };
    expect(await searchFinds(strict)).toEqual([product.id]);
    expect(await searchFinds(app)).toEqual([]);
    expect((await suggests(strict)).join()).toContain(product.slug);
    expect(await suggests(app)).toEqual([]);
    await database.db.execute(
      sql`update catalog_products set article = ${product.article} where product_id = ${product.id}`,
    );

    await cluster.onReplica('select pg_wal_replay_resume()');
    await until(async () => (await priceSeen(app)) === newPrice);
    await until(async () => (await replicaState(strict)) === 'up');
    product.amount = newPrice;
  });

  it('answers a read the replica refuses from the primary, and keeps serving the others from the replica', async () => {
    const errors: unknown[] = [];
    const replica = await openReadReplica(database, {
      url: cluster.replicaUrl,
      poolSize: 1,
      maxLagS: 30,
      // No poll comes between the reads: a replica set aside would stay aside.
      pollMs: 600_000,
      onError: (error) => errors.push(error),
    });
    try {
      await until(async () => {
        await replica.measure();
        return replica.status() === 'up';
      });
      // A standby refuses to hand out a transaction id: that read alone goes to the primary.
      const [refused] = await replica.read(false, (db) =>
        queryRows<{ standby: boolean }>(db, sql`select pg_is_in_recovery() as standby, txid_current() as id`),
      );
      expect(refused?.standby).toBe(false);
      expect(replica.status()).toBe('up');
      const [next] = await replica.read(false, (db) =>
        queryRows<{ standby: boolean }>(db, sql`select pg_is_in_recovery() as standby`),
      );
      expect(next?.standby).toBe(true);
      // A read the primary would refuse too is the caller's to see.
      await expect(replica.read(false, (db) => queryRows(db, sql`select 1 / 0`))).rejects.toThrow();
      expect(replica.status()).toBe('up');
      expect(errors).toEqual([]);
    } finally {
      await replica.close();
    }
  });

  it('reads from the primary, without an error, once the replica stops', async () => {
    const app = apps[0]!;
    await cluster.stopReplica();
    expect(await priceSeen(app)).toBe(product.amount);
    expect(await cardPriceSeen(app)).toBe(product.amount);
    await until(async () => (await replicaState(app)) === 'down');
    expect(await priceSeen(app)).toBe(product.amount);
    const home = await app.inject({ url: '/api/v1/pages/main' });
    expect(home.statusCode, home.body).toBe(200);
  });
});
