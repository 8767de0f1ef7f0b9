/**
 * `npm run bench:metrics`: what `GET /metrics` costs (decision 037), in one run of the built production
 * server (`npm run build` first) on a fresh PostgreSQL database (DATABASE_URL's server; dropped at the end)
 * seeded with SEED_PRODUCTS (default 2,000):
 *   page p99   pages under load (home, listing and product with a session, rendered each time, and the
 *              listing as a guest, from the page cache), BENCH_CONNECTIONS at once, once without a scraper
 *              and once scraped every 5 s (SCRAPE_EVERY_MS), alternating, BENCH_ROUNDS times; the ratio
 *              of the p99s is the figure (1.00: scraping changes nothing)
 *   CPU        the server's own CPU seconds (its process_cpu_seconds_total) over back-to-back scrapes
 *              once the load has filled every series, per scrape and as a share of a core at 5 s
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { createUserSession } from '../apps/api/src/test/sessions.ts';
import { admin, benchServerEnv, CONNECTIONS, DURATION_S, machine, median, startProcess, urlFor } from './support.ts';

const PRODUCTS = Number(process.env.SEED_PRODUCTS ?? 2_000);
const SCRAPE_EVERY_MS = Number(process.env.SCRAPE_EVERY_MS ?? 5_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SCRAPES = 100;
const TOKEN = 'bench-metrics-token-0000';
const LISTING = '/catalog/kukhnya/';

const scrape = async (base: string) => {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  if (!res.ok) throw new Error(`/metrics answered ${res.status}`);
  return res.text();
};

const cpuSeconds = (text: string) => Number(/^process_cpu_seconds_total (\S+)$/m.exec(text)?.[1] ?? Number.NaN);

/** p99 ms of one page under CONNECTIONS at once, after a 2 s warm-up. */
async function p99Under(url: string, headers: Record<string, string>): Promise<number> {
  const options = { url, connections: CONNECTIONS, headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } };
  await autocannon({ ...options, duration: 2 });
  const run = await autocannon({ ...options, duration: DURATION_S });
  if (run.errors + run.non2xx > 0) throw new Error(`${url}: ${run.errors} errors, ${run.non2xx} non-2xx`);
  return run.latency.p99;
}

/** The p99 of every page, with or without a scraper asking every SCRAPE_EVERY_MS meanwhile. */
async function pageP99s(base: string, pages: [string, string, Record<string, string>][], scraped: boolean) {
  const timer = scraped ? setInterval(() => void scrape(base).catch(() => {}), SCRAPE_EVERY_MS) : undefined;
  try {
    const p99s: number[] = [];
    for (const [, path, headers] of pages) p99s.push(await p99Under(`${base}${path}`, headers));
    return p99s;
  } finally {
    clearInterval(timer);
  }
}

async function main(): Promise<void> {
  const database = `sf_bench_${randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`create database ${database}`));
  const stops: (() => void)[] = [];
  try {
    const server = await startProcess(
      ['apps/api/dist/bin/server.js'],
      { ...benchServerEnv(database, PRODUCTS), METRICS_TOKEN: TOKEN },
      '/api/v1/health/ready',
      600_000,
    );
    stops.push(server.stop);
    const listing = (await (await fetch(`${server.base}/api/v1/catalog?url=${LISTING}`)).json()) as {
      data: { items: { url: string }[] };
    };
    const product = listing.data.items[0]?.url;
    if (!product) throw new Error('no product in the listing');
    const db = await openDatabase({ url: urlFor(database), poolSize: 1 });
    const { cookie } = await createUserSession(db.db);
    await db.close();
    const pages: [string, string, Record<string, string>][] = [
      ['home, session', '/', { cookie }],
      ['listing, session', LISTING, { cookie }],
      ['product, session', product, { cookie }],
      ['listing, guest (page cache)', LISTING, {}],
    ];

    const without: number[][] = [];
    const withScrapes: number[][] = [];
    for (let round = 0; round < ROUNDS; round++) {
      without.push(await pageP99s(server.base, pages, false));
      withScrapes.push(await pageP99s(server.base, pages, true));
    }

    const text = await scrape(server.base);
    const before = cpuSeconds(text);
    const started = performance.now();
    for (let i = 0; i < SCRAPES; i++) await scrape(server.base);
    const wallS = (performance.now() - started) / 1000;
    const perScrapeMs = ((cpuSeconds(await scrape(server.base)) - before) * 1000) / (SCRAPES + 1);

    const ms = (n: number) => n.toFixed(1);
    const lines = [
      `Metrics benchmark, ${machine()}; autocannon over loopback, ${CONNECTIONS} connections, ${DURATION_S} s per run after a 2 s warm-up; ${PRODUCTS} products on PostgreSQL; the built production server; ${ROUNDS} rounds alternating without and with a scrape every ${SCRAPE_EVERY_MS / 1000} s, medians of the rounds.`,
      '',
      '| page | p99 ms without scraping | p99 ms scraped | ratio |',
      '|---|---:|---:|---:|',
      ...pages.map(([name], i) => {
        const a = median(without.map((round) => round[i] as number));
        const b = median(withScrapes.map((round) => round[i] as number));
        return `| ${name} | ${ms(a)} | ${ms(b)} | ${(b / a).toFixed(2)} |`;
      }),
      '',
      `GET /metrics: ${Math.round(text.length / 1024)} kB of text, ${text.split('\n').filter((l) => l && !l.startsWith('#')).length} samples; ${ms(perScrapeMs)} ms of the server's CPU per scrape (${SCRAPES} back to back, ${ms((wallS * 1000) / SCRAPES)} ms each on the wall) = ${((100 * perScrapeMs) / SCRAPE_EVERY_MS).toFixed(3)}% of a core at one scrape every ${SCRAPE_EVERY_MS / 1000} s.`,
    ];
    console.log(lines.join('\n'));
  } finally {
    for (const stop of stops) stop();
    await new Promise((r) => setTimeout(r, 500));
    await admin((c) => c.query(`drop database if exists ${database} with (force)`));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
