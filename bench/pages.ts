/**
 * `npm run bench:pages`: server-rendered pages under load, against two baselines in the same run.
 *
 * Starts the built production server (`npm run build` first) on a fresh PostgreSQL database that
 * DATABASE_URL's server holds (default postgres://postgres@127.0.0.1:5432; dropped at the end),
 * seeded with SEED_PRODUCTS (default 6,000), and measures with autocannon over loopback:
 *   ceiling   a Fastify hello-world route in its own process
 *   bare      the listing's 36 cards through a bare renderToString (bench/bare-render-server.tsx)
 *   pages     home, listing, product, search, basket and /ae/: as a guest (no cookie: the shared
 *             page cache may answer), with a session (rendered on every request) and with a session
 *             from a browser that runs scripts (the scripts cookie: home, listing, product and search then
 *             come from the city's shared render, packages/web-host page-keys.ts `sharedSessionPage`)
 * SQL statements per page are counted inside the server (bench/count-sql.ts).
 * BENCH_PAGES=product,search measures only the pages whose names start so (the baselines always run).
 * BENCH_SQL_ONLY=1 counts them and nothing else (no load, no baselines, no job queue or catalogue
 * polling in the server): statements per page as a guest, with a session and with a session from a
 * browser that runs scripts.
 * BENCH_BUILD=dir measures the build copied to dir (its apps/api/dist, apps/api/drizzle and
 * apps/web/build) instead of this tree's: an earlier build, for before/after runs.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COOKIES } from '@storefront/domain/constants';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { createUserSession } from '../apps/api/src/test/sessions.ts';
import {
  admin,
  benchServerEnv,
  LOAD_METHOD,
  load,
  type Measure,
  machine,
  startProcess,
  statementsPerRequest,
  urlFor,
} from './support.ts';

const PRODUCTS = Number(process.env.SEED_PRODUCTS ?? 6_000);
const LISTING = '/catalog/kukhnya/';
const SQL_ONLY = process.env.BENCH_SQL_ONLY === '1';

async function main(): Promise<void> {
  const database = `sf_bench_${randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`create database ${database}`));
  const stops: (() => void)[] = [];
  try {
    const build = process.env.BENCH_BUILD ?? '.';
    const server = await startProcess(
      ['--import', './bench/count-sql.ts', `${build}/apps/api/dist/bin/server.js`],
      {
        WEB_BUILD_DIR: `${build}/apps/web/build`,
        ...benchServerEnv(database, PRODUCTS),
        // Counting alone: no job queue's polling nor catalogue-change polling among the pages' statements.
        ...(SQL_ONLY ? { RUN_JOBS: 'false', CATALOG_CHANGE_POLL_MS: '0' } : {}),
      },
      '/api/v1/health/ready',
      600_000,
    );
    stops.push(server.stop);

    const listing = (await (await fetch(`${server.base}/api/v1/catalog?url=${LISTING}`)).json()) as {
      data: { items: { url: string }[] };
    };
    const product = listing.data.items[0]?.url;
    if (!product) throw new Error('no product in the listing');
    const cardsFile = join(tmpdir(), `${database}-cards.json`);
    writeFileSync(cardsFile, JSON.stringify(listing.data.items));

    const db = await openDatabase({ url: urlFor(database), poolSize: 1 });
    const { cookie } = await createUserSession(db.db);
    await db.close();

    const pages = {
      home: '/',
      [`listing ${LISTING}`]: LISTING,
      product,
      search: `/search/?query=${encodeURIComponent('кастрюля')}`,
      basket: '/korzina/',
      '/ae/': '/ae/',
    };

    const only = process.env.BENCH_PAGES?.split(',').filter(Boolean);
    const measured = Object.entries(pages).filter(([page]) => !only || only.some((name) => page.startsWith(name)));
    const withScripts = `${cookie}; ${COOKIES.scripts.name}=1`;
    if (SQL_ONLY) {
      const lines = [
        `SQL statements per page, ${PRODUCTS} products on PostgreSQL; the built production server (npm run build).`,
        '',
        '| page | guest | session | session with scripts |',
        '|---|---:|---:|---:|',
      ];
      for (const [page, path] of measured) {
        const url = `${server.base}${path}`;
        const probe = await fetch(url, { headers: { cookie } });
        if (!probe.ok) throw new Error(`${page}: ${probe.status}`);
        const count = async (headers: Record<string, string>) =>
          (await statementsPerRequest(server.counter, url, headers)).toFixed(1);
        lines.push(
          `| ${page} | ${await count({})} | ${await count({ cookie })} | ${await count({ cookie: withScripts })} |`,
        );
      }
      console.log(lines.join('\n'));
      return;
    }

    const hello = await startProcess(['bench/hello-server.ts'], {}, '/hello');
    stops.push(hello.stop);
    const ceiling = await load(`${hello.base}/hello`);
    hello.stop();
    const bare = await startProcess(
      ['bench/bare-render-server.tsx'],
      { NODE_ENV: 'production', BENCH_CARDS_FILE: cardsFile, TSX_TSCONFIG_PATH: 'apps/web/tsconfig.json' },
      '/cards',
    );
    stops.push(bare.stop);
    const bareRender = await load(`${bare.base}/cards`);
    bare.stop();

    const rows: { page: string; guest: Measure; session: Measure; scripts: Measure; statements: number }[] = [];
    for (const [page, path] of measured) {
      const url = `${server.base}${path}`;
      const probe = await fetch(url, { headers: { cookie } });
      if (!probe.ok) throw new Error(`${page}: ${probe.status}`);
      const statements = await statementsPerRequest(server.counter, url, { cookie });
      rows.push({
        page,
        guest: await load(url),
        session: await load(url, { cookie }),
        scripts: await load(url, { cookie: withScripts }),
        statements,
      });
    }

    const ms = (n: number) => n.toFixed(1);
    const share = (rps: number, of: number) => `${((100 * rps) / of).toFixed(1)}%`;
    const lines = [
      `Pages benchmark, ${machine()}; ${LOAD_METHOD}; ${PRODUCTS} products on PostgreSQL; the built production server (npm run build).`,
      '',
      '| page | guest req/s | guest p99 ms | session req/s | session p99 ms | session ÷ bare render | session with scripts req/s | session with scripts ÷ bare render | guest ÷ hello world | SQL/request (session) |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      `| Fastify hello world | ${Math.round(ceiling.rps)} | ${ms(ceiling.p99)} | | | | | | 100% | |`,
      `| bare renderToString of the listing's ${listing.data.items.length} cards | ${Math.round(bareRender.rps)} | ${ms(bareRender.p99)} | | | 1.00 | | 1.00 | ${share(bareRender.rps, ceiling.rps)} | |`,
      ...rows.map(
        (r) =>
          `| ${r.page} | ${Math.round(r.guest.rps)} | ${ms(r.guest.p99)} | ${Math.round(r.session.rps)} | ${ms(r.session.p99)} | ${(r.session.rps / bareRender.rps).toFixed(2)} | ${Math.round(r.scripts.rps)} | ${(r.scripts.rps / bareRender.rps).toFixed(2)} | ${share(r.guest.rps, ceiling.rps)} | ${r.statements.toFixed(1)} |`,
      ),
    ];
    const errors = [ceiling, bareRender, ...rows.flatMap((r) => [r.guest, r.session, r.scripts])].reduce(
      (s, m) => s + m.errors,
      0,
    );
    if (errors) lines.push('', `Errors or non-2xx answers during the run: ${errors}.`);
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
