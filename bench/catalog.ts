/**
 * `npm run bench:catalog`: the catalogue listing under load on PostgreSQL.
 *
 * Seeds SEED_PRODUCTS (default 100,000) and a 6,000-product baseline into fresh databases of the
 * server DATABASE_URL names (default postgres://postgres@127.0.0.1:5432; both are dropped at the
 * end), starts the production API server on each, and measures with autocannon over loopback:
 *   ceiling  a Fastify hello-world route in its own process (the machine's ceiling)
 *   (a)      a category page with three filters and facets
 *   (b)      a full-text query with facets
 *   (c)      a category's first page without filters
 * SQL statements per request are counted inside the server by a preloaded counter on pg's
 * Client.query (bench/count-sql.ts) over sequential requests.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { cpus, loadavg, totalmem } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedDatabase } from '../apps/api/src/seed/seed.ts';

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PRODUCTS = Number(process.env.SEED_PRODUCTS ?? 100_000);
const BASELINE_PRODUCTS = 6_000;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
/** Throughput is measured with this many connections; latency with one (no queueing). */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const root = new URL('../', import.meta.url).pathname;

const SCENARIOS = {
  a: {
    label: '(a) category + 3 filters + facets',
    path: `/api/v1/catalog?url=/catalog/dom/domashniy-tekstil/&filterParams=${encodeURIComponent('material=cotton,linen&price=,5000&available=true')}`,
  },
  b: {
    label: '(b) full-text query + facets',
    path: `/api/v1/catalog?type=search&query=${encodeURIComponent('кастрюля')}`,
  },
  c: { label: '(c) category first page, no filters', path: '/api/v1/catalog?url=/catalog/kukhnya/' },
} as const;
type ScenarioKey = keyof typeof SCENARIOS;

interface Measure {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

function urlFor(database: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function createSeededDatabase(products: number): Promise<string> {
  const name = `sf_bench_${randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`create database ${name}`));
  const started = performance.now();
  const database = await openDatabase({ url: urlFor(name), poolSize: 2 });
  try {
    await database.migrate();
    await seedDatabase(database.db, { products });
  } finally {
    await database.close();
  }
  await admin(async () => {
    const client = new pg.Client({ connectionString: urlFor(name) });
    await client.connect();
    await client.query('vacuum analyze');
    await client.end();
  });
  console.error(`seeded ${products} products into ${name} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return name;
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no answer from ${url}`);
}

async function startProcess(args: string[], env: Record<string, string>, readyPath: string) {
  const port = await freePort();
  const counterPort = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', BENCH_SQL_COUNTER_PORT: String(counterPort) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}${readyPath}`, child);
  return { base, counter: `http://127.0.0.1:${counterPort}/`, stop: () => child.kill('SIGTERM') };
}

/** Sent as a browser sends it: cached listings may then come gzipped. */
const headers = { 'accept-encoding': 'gzip, deflate, br' };

async function run(url: string, connections: number) {
  // Warm caches and the JIT first; the measured run starts afterwards.
  await autocannon({ url, connections, duration: 2, headers });
  return autocannon({ url, connections, duration: DURATION_S, headers });
}

/** Latency of one request at a time, and throughput with CONNECTIONS in parallel. */
async function load(url: string): Promise<Measure> {
  const latency = await run(url, 1);
  const throughput = await run(url, CONNECTIONS);
  return {
    p50: latency.latency.p50,
    p99: latency.latency.p99,
    rps: throughput.requests.average,
    errors: latency.errors + latency.non2xx + throughput.errors + throughput.non2xx,
  };
}

async function statementsPerRequest(counterUrl: string, url: string): Promise<number> {
  const read = async () => Number(await (await fetch(counterUrl)).text());
  const requests = 40;
  const before = await read();
  for (let i = 0; i < requests; i++) await (await fetch(url)).arrayBuffer();
  return ((await read()) - before) / requests;
}

async function benchDatabase(products: number) {
  const database = await createSeededDatabase(products);
  const server = await startProcess(
    ['--import', './bench/count-sql.ts', 'apps/api/src/server.ts'],
    {
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://127.0.0.1',
      CAPTCHA_HMAC_KEY: 'bench-captcha-key-0000',
      PAYMENT_WEBHOOK_SECRET: 'bench-webhook-secret-0000',
      GIFT_CARD_PIN_KEY: 'bench-gift-card-pin-key-0000',
      SERVE: 'api',
      LOG_LEVEL: 'silent',
      SEED_ON_START: 'false',
      DATABASE_URL: urlFor(database),
    },
    '/api/v1/health',
  );
  const results = {} as Record<ScenarioKey, Measure & { statements: number }>;
  try {
    for (const key of Object.keys(SCENARIOS) as ScenarioKey[]) {
      const url = `${server.base}${SCENARIOS[key].path}`;
      const probe = await fetch(url);
      if (!probe.ok) throw new Error(`${key}: ${probe.status} ${await probe.text()}`);
      const statements = await statementsPerRequest(server.counter, url);
      results[key] = { ...(await load(url)), statements };
    }
  } finally {
    server.stop();
    await new Promise((r) => setTimeout(r, 500));
    await admin((c) => c.query(`drop database if exists ${database} with (force)`));
  }
  return results;
}

async function main(): Promise<void> {
  const hello = await startProcess(['bench/hello-server.ts'], {}, '/hello');
  let ceiling: Measure;
  try {
    ceiling = await load(`${hello.base}/hello`);
  } finally {
    hello.stop();
  }
  const baseline = await benchDatabase(BASELINE_PRODUCTS);
  const large = await benchDatabase(PRODUCTS);

  const ms = (n: number) => `${n.toFixed(1)}`;
  const pgVersion = await admin(
    async (c) => (await c.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]?.v,
  );
  const lines = [
    `Catalogue benchmark, ${new Date().toISOString().slice(0, 10)}: ${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GB RAM, Node ${process.version}, PostgreSQL ${pgVersion}; autocannon over loopback, ${DURATION_S} s per run after a 2 s warm-up: latency with 1 connection, requests/s with ${CONNECTIONS}; load average at the end ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}.`,
    '',
    `| scenario | p50 ms | p99 ms | req/s | % of ceiling | p99 at ${BASELINE_PRODUCTS} | p99 ratio | SQL/request |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    `| Fastify hello world (ceiling) | ${ms(ceiling.p50)} | ${ms(ceiling.p99)} | ${Math.round(ceiling.rps)} | 100% | | | |`,
    ...(Object.keys(SCENARIOS) as ScenarioKey[]).map((key) => {
      const r = large[key];
      const b = baseline[key];
      return `| ${SCENARIOS[key].label} | ${ms(r.p50)} | ${ms(r.p99)} | ${Math.round(r.rps)} | ${Math.round((100 * r.rps) / ceiling.rps)}% | ${ms(b.p99)} | ${(r.p99 / Math.max(b.p99, 1)).toFixed(2)}× | ${r.statements.toFixed(1)} |`;
    }),
  ];
  const errors = [ceiling, ...Object.values(large), ...Object.values(baseline)].reduce((s, m) => s + m.errors, 0);
  if (errors) lines.push('', `Errors or non-2xx answers during the run: ${errors}.`);
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
