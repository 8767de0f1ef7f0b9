/**
 * `npm run bench:checkout`: 50 logged-in shoppers placing orders at the same moment on PostgreSQL.
 *
 * Seeds the demo catalogue (SEED_PRODUCTS, default 6,000) into a fresh database of the server
 * DATABASE_URL names (dropped at the end), starts the production API server on it, and each round
 * gives SHOPPERS new shoppers a 3-line basket for pickup, then sends all their `POST orders` at
 * once. The baseline, in the same run, is the same shoppers' `GET basket` sent at once. Latency
 * is per request over loopback (p50, p95, p99, and the orders' over the baseline's); SQL statements
 * per call are counted inside the server (bench/count-sql.ts), which also times, during the orders,
 * each wait for a pool connection and each query. The load average is printed at the start and at
 * the end: the machine may be shared.
 *
 * The shoppers all come from one address; like every benchmark's server (support.ts), this one runs
 * without the per-address flood guard. BENCH_WAITS=1 also samples pg_stat_activity and ungranted
 * pg_locks every few milliseconds while the orders run, and prints what the server's connections
 * waited on. BENCH_ORDERS_PROF=dir writes a CPU profile of the server for each measured burst of
 * orders to dir/orders-<round>.cpuprofile (the orders only: not the start, the seed or the baseline).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { resolve } from 'node:path';
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

/** What the bench database's connections were doing, sampled every few ms until `stop` (BENCH_WAITS=1). */
function sampleWaits(client: pg.Client, database: string) {
  const seen = new Map<string, number>();
  let samples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query<{ what: string }>(
        `select coalesce(a.state, '?') || ': ' || coalesce(a.wait_event_type || '/' || a.wait_event, 'on CPU')
           || coalesce(' (' || l.locktype || coalesce(' ' || l.relation::regclass::text, '') || ' ' || l.mode || ')', '') as what
         from pg_stat_activity a left join pg_locks l on l.pid = a.pid and not l.granted
         where a.datname = $1 and a.pid <> pg_backend_pid() and a.backend_type = 'client backend'`,
        [database],
      );
      samples += 1;
      for (const { what } of rows) seen.set(what, (seen.get(what) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 2));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return { seen, samples };
  };
}

/**
 * CPU time so far, in ms, of each PostgreSQL backend connected to `database`, from /proc (the server
 * runs on this machine; elsewhere nothing is read).
 */
async function backendCpu(client: pg.Client, database: string, skip: number[]): Promise<Map<number, number>> {
  // The bench's own connections (this one, the wait sampler's) are not the server's.
  const { rows } = await client.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and pid <> all($2::int[])',
    [database, skip],
  );
  const cpu = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
      // utime and stime, fields 14 and 15 of stat, in clock ticks (USER_HZ, 100 a second on Linux).
      cpu.set(pid, (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // not on this machine, or gone
    }
  }
  return cpu;
}

/** CPU ms the backends spent between two readings (a backend opened meanwhile counts from zero). */
const cpuBetween = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);

const ms = (n: number) => n.toFixed(0);
const loadNow = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

/** p50, p95 and p99 of one kind of call, as table cells. */
const spread = (values: number[]) => [50, 95, 99].map((p) => ms(percentile(values, p))).join(' | ');

async function main(): Promise<void> {
  const loadAtStart = loadNow();
  const name = `sf_bench_${randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`create database ${name}`));
  // Whatever fails after the database exists (the seed, the server's start), the database is dropped.
  let client: pg.Client | undefined;
  let sampler: pg.Client | undefined;
  let server: Awaited<ReturnType<typeof startProcess>> | undefined;
  const orders: number[] = [];
  const baseline: number[] = [];
  const spans = new Map<string, number[]>();
  const waits = new Map<string, number>();
  let waitSamples = 0;
  let orderStatements = 0;
  let baselineStatements = 0;
  let failures = 0;
  /** CPU ms of the server process and of the database's backends, during the measured bursts. */
  const cpu = { baseline: { server: 0, database: 0 }, orders: { server: 0, database: 0 } };
  try {
    const database = await openDatabase({ url: urlFor(name), poolSize: 2 });
    await database.migrate();
    await seedDatabase(database.db, { products: PRODUCTS });
    await database.close();
    client = new pg.Client({ connectionString: urlFor(name) });
    await client.connect();
    if (process.env.BENCH_WAITS === '1') {
      sampler = new pg.Client({ connectionString: urlFor(name) });
      await sampler.connect();
    }
    server = await startProcess(
      ['--import', './bench/count-sql.ts', 'apps/api/src/server.ts'],
      {
        ...benchServerEnv(name, 'seeded'),
        SERVE: 'api',
        BENCH_SQL_SPANS: '1',
      },
      '/api/v1/health',
    );
    const running = server;
    const statements = async () => Number(await (await fetch(running.counter)).text());
    const takeSpans = async () => (await (await fetch(`${running.counter}spans`)).json()) as Record<string, number[]>;
    const serverCpu = async () => Number(await (await fetch(`${running.counter}cpu`)).text());
    const prep = client;
    /** Runs a burst and adds the CPU it took to `into` (from the second round). */
    const burst = async <T>(round: number, into: { server: number; database: number }, work: () => Promise<T>) => {
      const skip = sampler ? [(sampler as unknown as { processID: number }).processID] : [];
      const [server0, database0] = [await serverCpu(), await backendCpu(prep, name, skip)];
      const value = await work();
      const [server1, database1] = [await serverCpu(), await backendCpu(prep, name, skip)];
      if (round > 0) {
        into.server += server1 - server0;
        into.database += cpuBetween(database0, database1);
      }
      return value;
    };
    for (let round = 0; round < ROUNDS; round++) {
      const cookies = await prepareShoppers(client, round);
      let before = await statements();
      const gets = await burst(round, cpu.baseline, () =>
        Promise.all(cookies.map((cookie) => timed(`${running.base}/api/v1/basket`, { headers: { cookie } }))),
      );
      baselineStatements += (await statements()) - before;
      await takeSpans();
      before = await statements();
      const stopSampling = round > 0 && sampler ? sampleWaits(sampler, name) : null;
      const profileDir = round > 0 ? process.env.BENCH_ORDERS_PROF : undefined;
      if (profileDir) await fetch(`${running.counter}profile/start`);
      const posts = await burst(round, cpu.orders, () =>
        Promise.all(
          cookies.map((cookie) =>
            timed(`${running.base}/api/v1/orders`, {
              method: 'POST',
              headers: { cookie, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
              body: JSON.stringify({
                recipient: { name: 'Анна', phone: '+7 916 123-45-67', email: 'anna@example.com' },
              }),
            }),
          ),
        ),
      );
      if (profileDir) {
        const file = resolve(profileDir, `orders-${round}.cpuprofile`);
        await fetch(`${running.counter}profile/stop?file=${encodeURIComponent(file)}`);
      }
      const sampled = await stopSampling?.();
      orderStatements += (await statements()) - before;
      const roundSpans = await takeSpans();
      // The first round warms the server up; it is not counted.
      if (round === 0) continue;
      baseline.push(...gets.map((g) => g.ms));
      orders.push(...posts.map((p) => p.ms));
      failures += gets.filter((g) => g.status !== 200).length + posts.filter((p) => p.status !== 201).length;
      for (const [label, values] of Object.entries(roundSpans))
        spans.set(label, [...(spans.get(label) ?? []), ...values]);
      if (sampled) {
        waitSamples += sampled.samples;
        for (const [what, n] of sampled.seen) waits.set(what, (waits.get(what) ?? 0) + n);
      }
    }
  } finally {
    server?.stop();
    await client?.end();
    await sampler?.end();
    await new Promise((r) => setTimeout(r, 500));
    await admin((c) => c.query(`drop database if exists ${name} with (force)`));
  }
  const calls = ROUNDS * SHOPPERS;
  const pgVersion = await admin(
    async (c) => (await c.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]?.v,
  );
  const perCall = (cpuMs: number) => (cpuMs / ((ROUNDS - 1) * SHOPPERS)).toFixed(1);
  const ratio = (p: number) => (percentile(orders, p) / percentile(baseline, p)).toFixed(2);
  const spanRows = [...spans]
    .sort(([, a], [, b]) => percentile(b, 99) - percentile(a, 99))
    .map(
      ([label, values]) =>
        `| ${label.replaceAll('|', '\\|')} | ${(values.length / (ROUNDS - 1) / SHOPPERS).toFixed(2)} | ${spread(values)} |`,
    );
  const waitRows = [...waits]
    .sort(([, a], [, b]) => b - a)
    .map(([what, n]) => `| ${what} | ${(n / waitSamples).toFixed(2)} |`);
  console.log(
    [
      `Checkout benchmark, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GB RAM, Node ${process.version}, PostgreSQL ${pgVersion}; ${PRODUCTS} products, ${ROUNDS - 1} measured rounds of ${SHOPPERS} simultaneous shoppers after one warm-up round; load average at the start ${loadAtStart}, at the end ${loadNow()}.`,
      '',
      `| call, ${SHOPPERS} at once | p50 ms | p95 ms | p99 ms | SQL/call | server CPU ms/call | PostgreSQL CPU ms/call |`,
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      `| \`GET basket\` (baseline) | ${spread(baseline)} | ${(baselineStatements / calls).toFixed(1)} | ${perCall(cpu.baseline.server)} | ${perCall(cpu.baseline.database)} |`,
      `| \`POST orders\` (3 lines, pickup) | ${spread(orders)} | ${(orderStatements / calls).toFixed(1)} | ${perCall(cpu.orders.server)} | ${perCall(cpu.orders.database)} |`,
      `| orders ÷ baseline | ${ratio(50)} | ${ratio(95)} | ${ratio(99)} | | ${(cpu.orders.server / cpu.baseline.server).toFixed(2)} | ${(cpu.orders.database / cpu.baseline.database).toFixed(2)} |`,
      '',
      'Inside the server during the orders (per order, and ms):',
      '',
      '| span | per order | p50 ms | p95 ms | p99 ms |',
      '| --- | ---: | ---: | ---: | ---: |',
      ...spanRows,
      ...(waitRows.length
        ? [
            '',
            `The bench database's connections during the orders, ${waitSamples} samples (connections per sample):`,
            '',
            '| state: wait (ungranted lock) | connections |',
            '| --- | ---: |',
            ...waitRows,
          ]
        : []),
      ...(failures ? ['', `Unexpected answers: ${failures}.`] : []),
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
