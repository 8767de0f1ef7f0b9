/**
 * `npm run bench:checkout`: 50 logged-in shoppers placing orders at the same moment on PostgreSQL.
 *
 * Seeds the demo catalogue (SEED_PRODUCTS, default 6,000) into a fresh database of the server
 * DATABASE_URL names (dropped at the end), starts the production API server on it, and each round
 * gives SHOPPERS new shoppers a 3-line basket for pickup, then sends all their `POST orders` at
 * once. The baseline, in the same run, is the same shoppers' `GET basket` sent at once. Latency
 * is per request over loopback; SQL statements per call are counted inside the server
 * (bench/count-sql.ts).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { cpus, loadavg, totalmem } from 'node:os';
import { VARIANTS } from '@storefront/domain/variants';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { hashToken } from '../apps/api/src/modules/identity/session.service.ts';
import { seedDatabase } from '../apps/api/src/seed/seed.ts';
import { admin, benchServerEnv, startProcess, urlFor } from './support.ts';

const PRODUCTS = Number(process.env.SEED_PRODUCTS ?? 6_000);
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** New shoppers, each with a session and a 3-line basket ready for pickup, paid on receipt. */
async function prepareShoppers(client: pg.Client, round: number): Promise<string[]> {
  const cookies: string[] = [];
  const { rows: shops } = await client.query<{ id: number }>(
    "select id from stores where kind = 'shop' and city_id = $1 order by id limit 1",
    [VARIANTS.ru.defaultCityId],
  );
  const shop = shops[0]!.id;
  for (let i = 0; i < SHOPPERS; i++) {
    const phone = `7999${String(round * 1000 + i).padStart(7, '0')}`;
    const { rows } = await client.query<{ id: number }>(
      "insert into users (phone, first_name, email) values ($1, 'Анна', 'anna@example.com') returning id",
      [phone],
    );
    const userId = rows[0]!.id;
    const token = randomBytes(24).toString('base64url');
    await client.query("insert into sessions (id, user_id, expires_at) values ($1, $2, now() + interval '1 day')", [
      hashToken(token),
      userId,
    ]);
    const ownerKey = `u:${userId}`;
    // Three SKUs sold in Russia, plenty of stock in the shop: every order succeeds.
    const { rows: skus } = await client.query<{ id: number }>(
      `select k.id from product_skus k join product_prices p on p.product_id = k.product_id and p.variant = 'ru'
        order by k.id offset $1 limit 3`,
      [(round * SHOPPERS + i) * 3],
    );
    for (const sku of skus) {
      await client.query(
        'insert into stock (store_id, sku_id, quantity) values ($1, $2, 100) on conflict (store_id, sku_id) do update set quantity = 100',
        [shop, sku.id],
      );
      await client.query(
        "insert into basket_items (owner_key, sku_id, quantity, delivery_method) values ($1, $2, 1, 'pickup')",
        [ownerKey, sku.id],
      );
    }
    await client.query("insert into basket_deliveries (owner_key, method, store_id) values ($1, 'pickup', $2)", [
      ownerKey,
      shop,
    ]);
    await client.query("insert into checkouts (owner_key, payment_method) values ($1, 'on_receipt')", [ownerKey]);
    cookies.push(`sid=${token}`);
  }
  return cookies;
}

async function timed(url: string, init: RequestInit): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const res = await fetch(url, init);
  await res.arrayBuffer();
  return { ms: performance.now() - started, status: res.status };
}

async function main(): Promise<void> {
  const name = `sf_bench_${randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`create database ${name}`));
  // Whatever fails after the database exists (the seed, the server's start), the database is dropped.
  let client: pg.Client | undefined;
  let server: Awaited<ReturnType<typeof startProcess>> | undefined;
  const orders: number[] = [];
  const baseline: number[] = [];
  let orderStatements = 0;
  let baselineStatements = 0;
  let failures = 0;
  try {
    const database = await openDatabase({ url: urlFor(name), poolSize: 2 });
    await database.migrate();
    await seedDatabase(database.db, { products: PRODUCTS });
    await database.close();
    client = new pg.Client({ connectionString: urlFor(name) });
    await client.connect();
    server = await startProcess(
      ['--import', './bench/count-sql.ts', 'apps/api/src/server.ts'],
      {
        ...benchServerEnv(name, 'seeded'),
        SERVE: 'api',
      },
      '/api/v1/health',
    );
    const running = server;
    const statements = async () => Number(await (await fetch(running.counter)).text());
    for (let round = 0; round < ROUNDS; round++) {
      const cookies = await prepareShoppers(client, round);
      let before = await statements();
      const gets = await Promise.all(
        cookies.map((cookie) => timed(`${running.base}/api/v1/basket`, { headers: { cookie } })),
      );
      baselineStatements += (await statements()) - before;
      before = await statements();
      const posts = await Promise.all(
        cookies.map((cookie) =>
          timed(`${running.base}/api/v1/orders`, {
            method: 'POST',
            headers: { cookie, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
            body: JSON.stringify({ recipient: { name: 'Анна', phone: '+7 916 123-45-67', email: 'anna@example.com' } }),
          }),
        ),
      );
      orderStatements += (await statements()) - before;
      // The first round warms the server up; it is not counted.
      if (round === 0) continue;
      baseline.push(...gets.map((g) => g.ms));
      orders.push(...posts.map((p) => p.ms));
      failures += gets.filter((g) => g.status !== 200).length + posts.filter((p) => p.status !== 201).length;
    }
  } finally {
    server?.stop();
    await client?.end();
    await new Promise((r) => setTimeout(r, 500));
    await admin((c) => c.query(`drop database if exists ${name} with (force)`));
  }
  const calls = ROUNDS * SHOPPERS;
  const pgVersion = await admin(
    async (c) => (await c.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]?.v,
  );
  const ms = (n: number) => n.toFixed(0);
  console.log(
    [
      `Checkout benchmark, ${new Date().toISOString().slice(0, 10)}: ${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GB RAM, Node ${process.version}, PostgreSQL ${pgVersion}; ${PRODUCTS} products, ${ROUNDS - 1} measured rounds of ${SHOPPERS} simultaneous shoppers after one warm-up round; load average at the end ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')}.`,
      '',
      '| call, 50 at once | p50 ms | p99 ms | SQL/call |',
      '| --- | ---: | ---: | ---: |',
      `| \`GET basket\` (baseline) | ${ms(percentile(baseline, 50))} | ${ms(percentile(baseline, 99))} | ${(baselineStatements / calls).toFixed(1)} |`,
      `| \`POST orders\` (3 lines, pickup) | ${ms(percentile(orders, 50))} | ${ms(percentile(orders, 99))} | ${(orderStatements / calls).toFixed(1)} |`,
      ...(failures ? ['', `Unexpected answers: ${failures}.`] : []),
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
