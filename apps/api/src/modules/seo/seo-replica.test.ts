/**
 * Sitemaps and feeds on a real streaming replica (decision 042), as db/read-replica.test.ts does for the
 * catalogue's pages: the replica's replay is paused to tell which server answered, then stopped.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { feedPath, sitemapIndexPath, sitemapPath } from '@storefront/domain/seo';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { PRIMARY_READS_COOKIE } from '../../plugins/read-your-writes.ts';
import { seedDatabase } from '../../seed/seed.ts';
import {
  PG_BIN_DIR,
  type ReplicaCluster,
  replicaClusterAvailable,
  startReplicaCluster,
} from '../../test/replica-cluster.ts';
import { createUserSession } from '../../test/sessions.ts';
import { testConfig } from '../../test/test-app.ts';

const available = replicaClusterAvailable();
const title = available
  ? 'sitemaps and feeds on a streaming replica'
  : `sitemaps and feeds on a streaming replica (skipped: no PostgreSQL 15 binaries in ${PG_BIN_DIR})`;

async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 100));
}

describe.skipIf(!available)(title, { timeout: 180_000 }, () => {
  let cluster: ReplicaCluster;
  let database: Database;
  let app: FastifyInstance;
  let dataDir: string;
  let product: { id: number; slug: string };
  let staffCookie: string;

  /** What a crawler gets at `url`, as one text (feeds are gzipped only when asked). */
  const fetched = async (url: string, cookie = '') => {
    const response = await app.inject({ url, headers: cookie ? { cookie } : {} });
    expect(response.statusCode, response.body).toBe(200);
    return response.body;
  };
  /** Whether the product is listed in the products sitemap, the sitemap index's products files and the Google feed. */
  const listed = async (cookie = '') => ({
    sitemap: new RegExp(`/${product.slug}/?</loc>`).test(await fetched(sitemapPath('ru', 'products', 1), cookie)),
    index: (await fetched(sitemapIndexPath('ru'), cookie)).includes(sitemapPath('ru', 'products', 1)),
    feed: (await fetched(feedPath('google', 'ru'), cookie)).includes(`<g:id>${product.id}</g:id>`),
  });
  const everywhere = { sitemap: true, index: true, feed: true };

  beforeAll(async () => {
    cluster = await startReplicaCluster();
    database = await openDatabase({ url: cluster.primaryUrl, poolSize: 4 });
    await database.migrate();
    await seedDatabase(database.db, { products: 12 });
    // The product sold in ru with the lowest id: the only one of its model, so the feed lists it by its own id.
    const [row] = await queryRows<{ id: number; slug: string }>(
      database.db,
      sql`select p.id, p.slug from products p join product_prices pp on pp.product_id = p.id and pp.variant = 'ru'
        where p.published and (select count(*) from product_skus s where s.product_id = p.id) = 1
        order by p.id limit 1`,
    );
    product = row!;
    staffCookie = (await createUserSession(database.db, { roles: ['catalogue'] })).cookie;
    dataDir = mkdtempSync(join(tmpdir(), 'seo-replica-'));
    app = await buildApp({
      config: testConfig({
        DATABASE_REPLICA_URL: cluster.replicaUrl,
        REPLICA_LAG_POLL_MS: '100',
        REPLICA_MAX_LAG_S: '3600',
        DATA_DIR: dataDir,
      }),
      database,
    });
    await app.ready();
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await cluster?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('serves a guest the replica’s catalogue and the writer the primary’s until the replica catches up', async () => {
    await until(async () => (await cluster.onReplica(`select count(*)::int as n from sessions`)).rows[0].n > 0);
    expect(await listed()).toEqual(everywhere);

    await cluster.onReplica('select pg_wal_replay_pause()');
    await until(
      async () => (await cluster.onReplica(`select pg_get_wal_replay_pause_state() as s`)).rows[0].s === 'paused',
    );
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/v1/staff/products/${product.id}`,
      headers: { cookie: staffCookie },
      payload: { published: false },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const mark = saved.cookies.find((c) => c.name === PRIMARY_READS_COOKIE);

    // A guest's sitemap and feed come from the replica, which has not replayed the change.
    const guest = await listed();
    expect({ sitemap: guest.sitemap, feed: guest.feed }).toEqual({ sitemap: true, feed: true });
    // The writer's from the primary: the product is gone from both.
    const writer = await listed(`${staffCookie}; ${PRIMARY_READS_COOKIE}=${mark?.value}`);
    expect({ sitemap: writer.sitemap, feed: writer.feed }).toEqual({ sitemap: false, feed: false });

    await cluster.onReplica('select pg_wal_replay_resume()');
    await until(async () => !(await listed()).feed);
    expect((await listed()).sitemap).toBe(false);
  });

  it('reads the primary, without an error, once the replica stops', async () => {
    await cluster.stopReplica();
    const guest = await listed();
    expect({ sitemap: guest.sitemap, feed: guest.feed }).toEqual({ sitemap: false, feed: false });
  });
});
