/**
 * `npm run bench:million`: issue 37's scale-out figures in one run.
 *
 * 1. Seeds MILLION_PRODUCTS (default 1,000,000) and BASELINE_PRODUCTS (default 100,000) into the databases
 *    MILLION_DATABASE and BASELINE_DATABASE (default sf_bench_1m, sf_bench_100k) of the server DATABASE_URL
 *    names, with `npm run seed`'s own script in a process of its own under `nice -n 19`: its wall time,
 *    the peak resident size it reports and the elapsed time it prints at each step (so the phases'
 *    lengths), with the load average at the start and the end. A database that already holds that many
 *    products is used as it is (BENCH_RESEED=1 seeds it again); both are kept afterwards.
 * 2. Runs bench/catalog.ts against the two without the listing cache (BENCH_CACHE_MODES=off): listing and
 *    search p50 / p99 at each size and the p99 ratio million ÷ baseline, in the same run.
 *
 * SEED_CONNECTIONS (default 2) is passed to the seed: the connections that build the derived tables.
 */
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { admin, urlFor } from './support.ts';

const SIZES = [
  {
    products: Number(process.env.BASELINE_PRODUCTS ?? 100_000),
    name: process.env.BASELINE_DATABASE ?? 'sf_bench_100k',
  },
  { products: Number(process.env.MILLION_PRODUCTS ?? 1_000_000), name: process.env.MILLION_DATABASE ?? 'sf_bench_1m' },
] as const;
const root = new URL('../', import.meta.url).pathname;

const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

/** How many products `name` holds, or null when there is no such database (or no schema yet). */
async function productsIn(name: string): Promise<number | null> {
  const exists = await admin(
    async (c) => (await c.query('select 1 from pg_database where datname = $1', [name])).rowCount,
  );
  if (!exists) return null;
  try {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: urlFor(name) });
    await client.connect();
    try {
      // A seed stopped before its derived tables counts as none.
      const { rows } = await client.query<{ n: number }>(
        'select case when exists (select 1 from catalog_products) then (select count(*) from products)::int else 0 end as n',
      );
      return rows[0]?.n ?? 0;
    } finally {
      await client.end();
    }
  } catch {
    return 0;
  }
}

interface Seeded {
  seconds: number;
  rssMb: number | null;
  steps: string[];
  loadAtStart: string;
  loadAtEnd: string;
}

/** `npm run seed` of `products` into a fresh `name`, its progress lines and what it reported. */
async function seed(name: string, products: number): Promise<Seeded> {
  await admin(async (c) => {
    await c.query(`drop database if exists ${name} with (force)`);
    await c.query(`create database ${name}`);
  });
  const loadAtStart = loadAverage();
  const started = performance.now();
  const child = spawn('nice', ['-n', '19', process.execPath, '--import', 'tsx', 'src/seed/run.ts'], {
    cwd: `${root}apps/api`,
    env: { ...process.env, DATABASE_URL: urlFor(name), SEED_PRODUCTS: String(products) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const steps: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      steps.push(`${line} (load ${loadAverage()})`);
      process.stderr.write(`${name}: ${line} (load ${loadAverage()})\n`);
    }
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`seed of ${name} failed (${code}): ${out}\n${steps.join('\n')}`);
  const rss = /peak RSS (\d+) MB/.exec(out);
  return {
    seconds: (performance.now() - started) / 1000,
    rssMb: rss ? Number(rss[1]) : null,
    steps,
    loadAtStart,
    loadAtEnd: loadAverage(),
  };
}

/** bench/catalog.ts on the two databases, its table printed as it comes. */
async function listing(): Promise<string> {
  const [baseline, million] = SIZES;
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/catalog.ts'], {
    cwd: root,
    env: {
      ...process.env,
      BENCH_CACHE_MODES: 'off',
      BENCH_DATABASE: million.name,
      SEED_PRODUCTS: String(million.products),
      BASELINE_DATABASE: baseline.name,
      BASELINE_PRODUCTS: String(baseline.products),
      BENCH_READY_TIMEOUT_S: process.env.BENCH_READY_TIMEOUT_S ?? '600',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`bench/catalog.ts failed (${code})`);
  return out;
}

async function main(): Promise<void> {
  const lines = [
    `Million-product benchmark, ${new Date().toISOString()}; load average ${loadAverage()} at the start.`,
    '',
  ];
  for (const { products, name } of SIZES) {
    const held = process.env.BENCH_RESEED ? null : await productsIn(name);
    if (held === products) {
      lines.push(`${name}: ${products} products seeded beforehand, used as they are.`, '');
      continue;
    }
    const s = await seed(name, products);
    const seeded = [
      `${name}: ${products} products seeded in ${s.seconds.toFixed(0)} s, peak RSS ${s.rssMb ?? '?'} MB, load average ${s.loadAtStart} at the start, ${s.loadAtEnd} at the end; steps as the seed printed them:`,
      ...s.steps.map((step) => `    ${step}`),
      '',
    ];
    // Printed at once too: a seed of a million is worth keeping if the listing bench then fails.
    console.log(seeded.join('\n'));
    lines.push(...seeded);
  }
  lines.push(await listing());
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
