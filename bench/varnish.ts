/**
 * `npm run bench:varnish`: the HTTP cache tier (decision 041) in one short run of the built production
 * server (`npm run build` first): Debian's varnishd with ops/varnish/storefront.vcl in front of two
 * processes on a fresh PostgreSQL database (DATABASE_URL's server; dropped at the end) seeded with
 * SEED_PRODUCTS (default 2,000):
 *   guest p99   home, listing and product pages as guests through Varnish (hits), beside the same page
 *               from one process's own page cache (autocannon's p99 is in whole ms), and the share of hits
 *   price → visible   PRICE_ROUNDS back-office price changes (PUT staff/products/{id} through Varnish):
 *               ms from the change's answer until a guest's page through Varnish shows the new price,
 *               polled every 20 ms
 */
import { randomBytes } from 'node:crypto';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { createUserSession } from '../apps/api/src/test/sessions.ts';
import { startVarnish } from '../e2e/support/varnish.ts';
import {
  admin,
  benchServerEnv,
  freePort,
  LOAD_METHOD,
  load,
  type Measure,
  machine,
  median,
  startProcess,
  urlFor,
} from './support.ts';

const PRODUCTS = Number(process.env.SEED_PRODUCTS ?? 2_000);
const PRICE_ROUNDS = Number(process.env.PRICE_ROUNDS ?? 10);
const LISTING = '/catalog/kukhnya/';
const POLL_MS = 20;

/** Hits and misses over `requests` guest requests of the pages, by Varnish's X-Cache. */
async function hitShare(base: string, paths: string[], requests: number): Promise<number> {
  let hits = 0;
  for (let i = 0; i < requests; i++) {
    const res = await fetch(`${base}${paths[i % paths.length]}`);
    await res.arrayBuffer();
    if (res.headers.get('x-cache') === 'HIT') hits++;
  }
  return hits / requests;
}

/** ms from a price change's answer until a guest page through `base` shows it. */
async function priceToVisible(base: string, staff: string, product: { id: number; path: string }): Promise<number> {
  const price = 1_000_000 + Math.floor(Math.random() * 8_000_000);
  const saved = await fetch(`${base}/api/v1/staff/products/${product.id}`, {
    method: 'PUT',
    headers: { cookie: staff, origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ prices: [{ variant: 'ru', price, oldPrice: null }] }),
  });
  if (!saved.ok) throw new Error(`price change answered ${saved.status}`);
  const changed = performance.now();
  for (;;) {
    if ((await (await fetch(`${base}${product.path}`)).text()).includes(String(price))) break;
    if (performance.now() - changed > 30_000) throw new Error('the price did not show within 30 s');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return performance.now() - changed;
}

async function main(): Promise<void> {
  const database = `sf_bench_${randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`create database ${database}`));
  const stops: (() => unknown)[] = [];
  try {
    const varnishPort = await freePort();
    const cached = {
      PUBLIC_URL: `http://127.0.0.1:${varnishPort}`,
      HTTP_CACHE_S_MAXAGE_S: '300',
      HTTP_CACHE_STALE_S: '30',
      HTTP_CACHE_PURGE: `varnish:http://127.0.0.1:${varnishPort}`,
    };
    const first = await startProcess(
      ['apps/api/dist/bin/server.js'],
      { ...benchServerEnv(database, PRODUCTS), ...cached },
      '/api/v1/health/ready',
      600_000,
    );
    stops.push(first.stop);
    const second = await startProcess(
      ['apps/api/dist/bin/server.js'],
      { ...benchServerEnv(database, 'seeded'), ...cached, RUN_JOBS: 'false' },
      '/api/v1/health/ready',
    );
    stops.push(second.stop);
    const varnish = await startVarnish(
      varnishPort,
      [first.base, second.base].map((base) => Number(new URL(base).port)),
    );
    stops.push(varnish.stop);

    const listing = (await (await fetch(`${varnish.url}/api/v1/catalog?url=${LISTING}`)).json()) as {
      data: { items: { id: number; url: string }[] };
    };
    const items = listing.data.items.map((item) => ({ id: item.id, path: new URL(item.url, varnish.url).pathname }));
    if (items.length < 2) throw new Error('too few products in the listing');
    const pages: [string, string][] = [
      ['home', '/'],
      ['listing', LISTING],
      ['product', items[0]?.path as string],
    ];
    const through: Measure[] = [];
    const direct: Measure[] = [];
    for (const [name, path] of pages) {
      const page = await fetch(`${varnish.url}${path}`);
      if (page.status !== 200) throw new Error(`${name} ${path} answered ${page.status}`);
      through.push(await load(`${varnish.url}${path}`));
      direct.push(await load(`${first.base}${path}`));
    }
    const hits = await hitShare(varnish.url, ['/', LISTING, ...items.slice(0, 8).map((item) => item.path)], 400);

    const db = await openDatabase({ url: urlFor(database), poolSize: 1 });
    const { cookie } = await createUserSession(db.db, { roles: ['admin'] });
    await db.close();
    const product = items[1] as { id: number; path: string };
    await (await fetch(`${varnish.url}${product.path}`)).arrayBuffer();
    const visible: number[] = [];
    for (let round = 0; round < PRICE_ROUNDS; round++) visible.push(await priceToVisible(varnish.url, cookie, product));

    const ms = (n: number) => n.toFixed(1);
    const lines = [
      `Varnish benchmark, ${machine()}; ${LOAD_METHOD}; ${PRODUCTS} products on PostgreSQL; the built production server, two processes behind varnishd 7 (round robin), s-maxage 300, purges by xkey.`,
      '',
      '| guest page | p99 ms through Varnish | p99 ms from a process’s page cache | req/s through Varnish | req/s from the process | errors |',
      '|---|---:|---:|---:|---:|---:|',
      ...pages.map(([name], i) => {
        const [v, p] = [through[i] as Measure, direct[i] as Measure];
        return `| ${name} | ${ms(v.p99)} | ${ms(p.p99)} | ${Math.round(v.rps)} | ${Math.round(p.rps)} | ${v.errors + p.errors} |`;
      }),
      '',
      `Hits over 400 guest requests of 10 pages right after: ${(hits * 100).toFixed(0)}%.`,
      `Price change → visible to a guest through Varnish, ${PRICE_ROUNDS} changes polled every ${POLL_MS} ms: median ${ms(median(visible))} ms, max ${ms(Math.max(...visible))} ms (${visible.map((v) => v.toFixed(0)).join(', ')}).`,
    ];
    console.log(lines.join('\n'));
  } finally {
    for (const stop of stops.reverse()) await stop();
    await new Promise((r) => setTimeout(r, 500));
    await admin((c) => c.query(`drop database if exists ${database} with (force)`));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
