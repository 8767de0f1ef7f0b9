/**
 * `npm run bench:feeds`: the product feeds of every variant over a large catalogue, and their memory.
 *
 * Seeds BENCH_FEED_PRODUCTS products (default 50,000; the seed's own generator) into a fresh database
 * on the PostgreSQL server DATABASE_URL names (dropped afterwards; seeded by a process of its own), then writes each variant's Yandex
 * and Google feed in this process exactly as a request after a catalogue change does (feed-cache.ts:
 * batches of products, XML, gzip, a file). The baseline in the same run is a plain SELECT of the same
 * rows (products on sale in the variant with their price), read in the same batches and written as
 * JSON lines to /dev/null. Memory is this process's: the JavaScript heap's peak above the start and the
 * resident size's peak, sampled every 20 ms.
 */
import { execFileSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FEED_FORMATS } from '@storefront/domain/seo';
import { VARIANT_KEYS, type VariantKey } from '@storefront/domain/variants';
import { sql } from 'drizzle-orm';
import { type Db, openDatabase } from '../apps/api/src/db/client.ts';
import { queryRows } from '../apps/api/src/db/query-rows.ts';
import { FeedCache } from '../apps/api/src/modules/seo/feed-cache.ts';
import { FEED_BATCH } from '../apps/api/src/modules/seo/feed-rows.ts';
import { FEEDS } from '../apps/api/src/modules/seo/feeds.ts';
import { onSaleInVariantSql } from '../apps/api/src/modules/seo/site.ts';
import { admin, measured, urlFor } from './support.ts';

const PRODUCTS = Number(process.env.BENCH_FEED_PRODUCTS ?? 50_000);
const ORIGIN = 'https://shop.example';

/** The baseline: the same rows, plainly selected in the same batches, to /dev/null. */
async function* plainRows(db: Db, variant: VariantKey): AsyncGenerator<string> {
  let after = 0;
  for (;;) {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`select p.*, pp.price, pp.old_price from products p
        join product_prices pp on pp.product_id = p.id and pp.variant = ${variant}
        where ${onSaleInVariantSql(variant)} and p.id > ${after} order by p.id limit ${FEED_BATCH}`,
    );
    if (rows.length === 0) return;
    yield rows.map((r) => `${JSON.stringify(r)}\n`).join('');
    after = rows[rows.length - 1]?.id ?? after;
  }
}

async function main() {
  const name = `bench_feeds_${process.pid}`;
  const dir = mkdtempSync(join(tmpdir(), 'bench-feeds-'));
  await admin((c) => c.query(`create database ${name}`));
  // Seeded by its own process, so this one's resident size is the feeds' alone.
  const seeding = performance.now();
  execFileSync(process.execPath, ['--import', 'tsx', 'apps/api/src/seed/run.ts'], {
    cwd: new URL('../', import.meta.url).pathname,
    env: { ...process.env, DATABASE_URL: urlFor(name), SEED_PRODUCTS: String(PRODUCTS), LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  console.error(`seeded ${PRODUCTS} products in ${((performance.now() - seeding) / 1000).toFixed(0)} s`);
  const database = await openDatabase({ url: urlFor(name), poolSize: 4 });
  try {
    const cache = new FeedCache(dir);
    const rows: string[] = [];
    for (const variant of VARIANT_KEYS) {
      const [count] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from products p where ${onSaleInVariantSql(variant)}`,
      );
      const n = count?.n ?? 0;
      const base = await measured(() =>
        pipeline(Readable.from(plainRows(database.db, variant)), createWriteStream('/dev/null')),
      );
      const line = (label: string, m: { seconds: number; heapMb: number; rssMb: number }, extra: string) =>
        `| ${variant} | ${label} | ${n.toLocaleString('en')} | ${m.seconds.toFixed(1)} | ${Math.round(n / m.seconds).toLocaleString('en')} | ${Math.round(m.heapMb)} | ${Math.round(m.rssMb)} | ${extra} |`;
      rows.push(line('plain SELECT to /dev/null (baseline)', base, '1×'));
      for (const format of FEED_FORMATS) {
        const m = await measured(() =>
          cache.file(FeedCache.key(format, variant, ORIGIN), 1, () =>
            FEEDS[format]({
              db: database.db,
              dictionaryDb: database.db,
              variant,
              origin: ORIGIN,
              generatedAt: new Date(),
            }),
          ),
        );
        const mb = statSync(m.value).size / 2 ** 20;
        rows.push(
          line(
            `${format} feed`,
            m,
            `${(m.seconds / base.seconds).toFixed(1)}× the SELECT; ${mb.toFixed(1)} MB gzipped`,
          ),
        );
      }
    }
    console.log(
      `\n${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}\n`,
    );
    console.log('| variant | run | products | seconds | products/s | peak heap MB above start | peak RSS MB | |');
    console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |');
    for (const row of rows) console.log(row);
  } finally {
    await database.close();
    await admin((c) => c.query(`drop database if exists ${name} with (force)`));
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
