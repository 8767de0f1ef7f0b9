/**
 * `npm run bench:catalog`: the catalogue listing under load on PostgreSQL.
 *
 * Seeds SEED_PRODUCTS (default 100,000) and a 6,000-product baseline into fresh databases of the
 * server DATABASE_URL names (default postgres://postgres@127.0.0.1:5432; both are dropped at the
 * end), starts the production API server on each twice — without the listing cache
 * (CATALOG_CACHE_TTL_S=0: the cost of computing a listing) and with its default — and measures with
 * autocannon over loopback:
 *   ceiling  a Fastify hello-world route in its own process (the machine's ceiling)
 *   (a)      a category page with three filters and facets
 *   (b)      a full-text query with facets (asked again and again: after the first, its matches are
 *            remembered, catalog-engine.ts, and the request costs the counting and the cards)
 *   (b new)  the same query with a made-up word that drops out of it (a digit: never corrected), new
 *            in every request: the search statement runs each time
 *   (c)      a category's first page without filters
 * SQL statements per request are counted inside the server by a preloaded counter on pg's
 * Client.query (bench/count-sql.ts) over sequential requests. The load average is printed at the
 * start and the end: the machine may be shared.
 *
 * BENCH_DATABASE and BASELINE_DATABASE name databases seeded beforehand instead (kept afterwards), with
 * SEED_PRODUCTS and BASELINE_PRODUCTS their sizes: a million products against 100,000 is
 *   BENCH_DATABASE=shop_1m SEED_PRODUCTS=1000000 BASELINE_DATABASE=shop_100k BASELINE_PRODUCTS=100000
 */
import { randomBytes } from 'node:crypto';
import { cpus, loadavg, totalmem } from 'node:os';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedDatabase } from '../apps/api/src/seed/seed.ts';
import {
  admin,
  benchServerEnv,
  type FreshPath,
  LOAD_METHOD,
  load,
  type Measure,
  startProcess,
  statementsPerRequest,
  urlFor,
} from './support.ts';

const PRODUCTS = Number(process.env.SEED_PRODUCTS ?? 100_000);
const BASELINE_PRODUCTS = Number(process.env.BASELINE_PRODUCTS ?? 6_000);
/**
 * Databases seeded beforehand (`npm run seed` with SEED_PRODUCTS and BASELINE_PRODUCTS), used as they are
 * and kept: a million products take longer to seed than the bench takes to run.
 */
const SEEDED = { large: process.env.BENCH_DATABASE, baseline: process.env.BASELINE_DATABASE };

const searchPath = (query: string) => `/api/v1/catalog?type=search&query=${encodeURIComponent(query)}`;
/** A word no catalogue word starts with; with a digit in it, the typo guard never corrects it, so it drops out. */
const madeUpWord = (n: number) => `q${n.toString(36)}9zx`;
let asked = 0;

interface Scenario {
  label: string;
  path: string;
  /** Each request's own path (load). */
  fresh?: FreshPath;
  /** The scenario whose number of products this one must answer. */
  answersAs?: string;
}

const SCENARIOS = {
  a: {
    label: '(a) category + 3 filters + facets',
    path: `/api/v1/catalog?url=/catalog/dom/domashniy-tekstil/&filterParams=${encodeURIComponent('material=cotton,linen&price=,5000&available=true')}`,
  },
  b: { label: '(b) full-text query + facets', path: searchPath('кастрюля') },
  bNew: {
    label: '(b new) the same query, new each request',
    path: searchPath(`кастрюля ${madeUpWord(0)}`),
    fresh: () => searchPath(`кастрюля ${madeUpWord(++asked)}`),
    answersAs: 'b',
  },
  c: { label: '(c) category first page, no filters', path: '/api/v1/catalog?url=/catalog/kukhnya/' },
} satisfies Record<string, Scenario>;
type ScenarioKey = keyof typeof SCENARIOS;

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

type Results = Record<ScenarioKey, Measure & { statements: number }>;
/** The listing cache's settings the bench compares: off (every request computed) and the default. */
const CACHE_MODES = { off: { CATALOG_CACHE_TTL_S: '0' }, on: {} } as const;
type CacheMode = keyof typeof CACHE_MODES;
/** BENCH_CACHE_MODES=off measures only the computed listings (bench/million.ts). */
const MODES = (process.env.BENCH_CACHE_MODES ?? 'off,on').split(',').filter((m): m is CacheMode => m in CACHE_MODES);

async function benchServer(database: string, mode: CacheMode): Promise<Results> {
  const server = await startProcess(
    ['--import', './bench/count-sql-preload.mjs', 'apps/api/src/server.ts'],
    { ...benchServerEnv(database, 'seeded'), SERVE: 'api', ...CACHE_MODES[mode] },
    '/api/v1/health',
  );
  const results = {} as Results;
  const totals = new Map<string, number>();
  try {
    for (const key of Object.keys(SCENARIOS) as ScenarioKey[]) {
      const url = `${server.base}${SCENARIOS[key].path}`;
      const scenario: Scenario = SCENARIOS[key];
      const probe = await fetch(url);
      if (!probe.ok) throw new Error(`${key}: ${probe.status} ${await probe.text()}`);
      totals.set(key, ((await probe.json()) as { data: { totalItems: number } }).data.totalItems);
      if (scenario.answersAs && totals.get(key) !== totals.get(scenario.answersAs)) {
        throw new Error(
          `${key} found ${totals.get(key)} products, ${scenario.answersAs} ${totals.get(scenario.answersAs)}`,
        );
      }
      const statements = await statementsPerRequest(server.counter, url, {}, scenario.fresh);
      results[key] = { ...(await load(url, {}, scenario.fresh)), statements };
    }
  } finally {
    server.stop();
    await new Promise((r) => setTimeout(r, 500));
  }
  return results;
}

/** Both cache modes on a fresh database of `products`, dropped afterwards, or on `seeded` as it is. */
async function benchDatabase(products: number, seeded?: string): Promise<Partial<Record<CacheMode, Results>>> {
  const each = async (database: string) => {
    const results: Partial<Record<CacheMode, Results>> = {};
    for (const mode of MODES) results[mode] = await benchServer(database, mode);
    return results;
  };
  if (seeded) return each(seeded);
  const database = await createSeededDatabase(products);
  try {
    return await each(database);
  } finally {
    await admin((c) => c.query(`drop database if exists ${database} with (force)`));
  }
}

const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

async function main(): Promise<void> {
  const loadAtStart = loadAverage();
  const hello = await startProcess(['bench/hello-server.ts'], {}, '/hello');
  let ceiling: Measure;
  try {
    ceiling = await load(`${hello.base}/hello`);
  } finally {
    hello.stop();
  }
  const baseline = await benchDatabase(BASELINE_PRODUCTS, SEEDED.baseline);
  const large = await benchDatabase(PRODUCTS, SEEDED.large);

  const ms = (n: number) => `${n.toFixed(1)}`;
  const pgVersion = await admin(
    async (c) => (await c.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]?.v,
  );
  const keys = Object.keys(SCENARIOS) as ScenarioKey[];
  const table = (mode: CacheMode) => [
    `| scenario (${PRODUCTS} products) | p50 ms | p99 ms | req/s | % of ceiling | p50 / p99 at ${BASELINE_PRODUCTS} | p99 ratio | SQL/request |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    `| Fastify hello world (ceiling, same run) | ${ms(ceiling.p50)} | ${ms(ceiling.p99)} | ${Math.round(ceiling.rps)} | 100% | | | |`,
    ...keys.flatMap((key) => {
      const r = large[mode]?.[key];
      const b = baseline[mode]?.[key];
      if (!r || !b) return [];
      return `| ${SCENARIOS[key].label} | ${ms(r.p50)} | ${ms(r.p99)} | ${Math.round(r.rps)} | ${Math.round((100 * r.rps) / ceiling.rps)}% | ${ms(b.p50)} / ${ms(b.p99)} | ${(r.p99 / Math.max(b.p99, 1)).toFixed(2)}× | ${r.statements.toFixed(1)} |`;
    }),
  ];
  const captions: Record<CacheMode, string> = {
    off: 'Without the listing cache (`CATALOG_CACHE_TTL_S=0`): the cost of computing a listing.',
    on: 'With the default listing cache (the same URL repeated: nearly every request is a hit).',
  };
  const lines = [
    `Catalogue benchmark, ${new Date().toISOString().slice(0, 10)}: ${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GB RAM, Node ${process.version}, PostgreSQL ${pgVersion}; ${LOAD_METHOD}; load average ${loadAtStart} at the start, ${loadAverage()} at the end.`,
    ...MODES.flatMap((mode) => ['', captions[mode], '', ...table(mode)]),
  ];
  const runs = [
    ceiling,
    ...MODES.flatMap((m) => [...Object.values(large[m] ?? {}), ...Object.values(baseline[m] ?? {})]),
  ];
  const errors = runs.reduce((sum, m) => sum + m.errors, 0);
  if (errors) lines.push('', `Errors or non-2xx answers during the run: ${errors}.`);
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
