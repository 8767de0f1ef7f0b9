/**
 * `npm run bench:sale-day`: a sale on one machine, with the production build (`npm run build` first).
 *
 * A PostgreSQL primary and a streaming replica of it (apps/api/src/test/replica-cluster.ts, the
 * replica test's own helper), seeded with SEED_PRODUCTS (default 6,000); `npm run cluster`'s
 * processes (SALE_PROCESSES, default 4) on both (guests' catalogue reads on the replica, decision 042)
 * with the production defaults, load shedding included; Debian's varnishd with ops/varnish/storefront.vcl
 * in front (decision 041: purges by xkey, so pages are kept long: HTTP_CACHE_S_MAXAGE_S, default 3,600; up
 * to VARNISH_STORAGE, default 1g, of answers).
 *   guests    GUESTS (default 500) browse as guests through Varnish for SALE_DURATION_S (default 60)
 *             over keep-alive connections, each waiting a random 0–2 × GUEST_THINK_MS (default 2,000) between
 *             pages: a listing (40%, pages 1–3 of a category), a product (45%) or a search (15%, the
 *             queries of bench/search-queries.ts), products and categories by a Zipf popularity;
 *             two in three on a phone's user agent. The first WARMUP_S (default 10) are not measured.
 *   the sale  SALE_ROUNDS (default 3) times during the measured part, SHOPPERS (default 50) logged-in
 *             shoppers, each with a pickup basket of 2 of that round's SALE_PIECES (default 30) SKUs,
 *             1 in stock each, send `POST orders` through Varnish at the same moment.
 * It prints errors (any answer but a 2xx or a redirect, and the orders' 409 out of stock only as refusals), the
 * database's oversell check (per SKU, ordered ≤ stock at the start and ordered + left = the start),
 * guests' p50/p99 through Varnish with the share of hits (X-Cache), the orders' p50/p99, requests
 * the processes shed ("under pressure: request shed" in their warnings) and the load average; beside the
 * guests' times, Varnish's own time per answer (varnishncsa %D), which leaves out the load generator's queueing.
 * Before the guests come, the cache is warmed as an operator would before a sale: `npm run cache:warm`'s
 * code asks for every page of the ru sitemaps through Varnish, and each listing's pages up to the
 * third, which the guests browse (WARM_LISTING_PAGES, default 3; WARM_CACHE=0 starts cold), and the
 * WARM_SEARCHES (default 100; 0: none) searches asked most the day before, from a search log the bench
 * writes first in the popularity the guests then search with; its time and what Varnish answered are printed.
 * The shoppers' side (this process) runs at SALE_CLIENT_NICE (default −5) once the stack has started: in life it is
 * on other machines, and its own wait for one of the 2 cores is not the shop's (aheadOfTheStack).
 * Everything it started is stopped and removed at the end, also when it fails or is interrupted.
 * SALE_PORT_BASE=N puts the databases on N and N+1, the processes on N+2 and Varnish on N+80.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { cpus, loadavg, setPriority, totalmem } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { searchPath } from '@storefront/domain/routes';
import { sql } from 'drizzle-orm';
import { type Database, type Db, openDatabase } from '../apps/api/src/db/client.ts';
import { queryRows } from '../apps/api/src/db/query-rows.ts';
import { checkouts } from '../apps/api/src/db/schema/orders.ts';
import { intArray } from '../apps/api/src/lib/sql-values.ts';
import { warmCache } from '../apps/api/src/lib/warm-cache.ts';
import { mostAskedSearches } from '../apps/api/src/modules/catalog/search/search-log.ts';
import { normalizeQuery } from '../apps/api/src/modules/catalog/search/synonyms-words.ts';
import { moscowShop, pickupShopper, placeBody, setStock } from '../apps/api/src/modules/orders/orders.test-support.ts';
import { seedDatabase } from '../apps/api/src/seed/seed.ts';
import { startReplicaCluster } from '../apps/api/src/test/replica-cluster.ts';
import { startVarnish, type VarnishTier } from '../e2e/support/varnish.ts';
import { QUERY_CLASSES } from './search-queries.ts';
import { benchServerEnv, freePort } from './support.ts';

const PRODUCTS = Number(process.env.SEED_PRODUCTS ?? 6_000);
const PROCESSES = Number(process.env.SALE_PROCESSES ?? 4);
const GUESTS = Number(process.env.GUESTS ?? 500);
const THINK_MS = Number(process.env.GUEST_THINK_MS ?? 2_000);
const DURATION_S = Number(process.env.SALE_DURATION_S ?? 60);
const WARMUP_S = Number(process.env.WARMUP_S ?? 10);
const ROUNDS = Number(process.env.SALE_ROUNDS ?? 3);
const SHOPPERS = Number(process.env.SHOPPERS ?? 50);
const CLIENT_NICE = Number(process.env.SALE_CLIENT_NICE ?? -5);
const PIECES = Number(process.env.SALE_PIECES ?? 30);
const PORT_BASE = Number(process.env.SALE_PORT_BASE ?? 0);
const WARM = process.env.WARM_CACHE !== '0';
const WARM_LISTING_PAGES = Number(process.env.WARM_LISTING_PAGES ?? 3);
/** The searches asked most the day before, warmed with the sitemaps' pages (0: none), as `npm run cache:warm` does. */
const WARM_SEARCHES = Number(process.env.WARM_SEARCHES ?? 100);
const S_MAXAGE_S = Number(process.env.HTTP_CACHE_S_MAXAGE_S ?? 3_600);
/** Varnish's memory for answers: every warmed page (about 25 KB each gzipped) with room to spare. */
const VARNISH_STORAGE = process.env.VARNISH_STORAGE ?? '1g';
const root = new URL('../', import.meta.url).pathname;

const PHONE_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const loadNow = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  ms: number;
  cache: string;
  body: string;
}

/** One request over the keep-alive `agent`; the body is read (and kept only when asked), never decompressed. */
function send(
  agent: Agent,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; keepBody?: boolean } = {},
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(url, { agent, method: init.method ?? 'GET', headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => init.keepBody && chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          ms: performance.now() - started,
          cache: String(res.headers['x-cache'] ?? ''),
          body: Buffer.concat(chunks).toString(),
        }),
      );
      res.on('error', () => resolve({ status: 0, ms: performance.now() - started, cache: '', body: '' }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      // A kept-alive connection Varnish closed as idle (timeout_idle) while this one reused it: asked
      // again on a new one, as a browser does (orders carry their Idempotency-Key).
      if (req.reusedSocket && error.code === 'ECONNRESET') resolve(send(agent, url, init));
      else resolve({ status: 0, ms: performance.now() - started, cache: '', body: error.code ?? error.message });
    });
    req.end(init.body);
  });
}

/** The day before's search log: each query asked in the Zipf popularity the guests' searches have (a thousand in all). */
async function yesterdaysSearches(db: Db, queries: readonly string[]): Promise<void> {
  const weights = queries.map((_, i) => 1 / (i + 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  const rows = queries.map((q, i) => ({
    query: normalizeQuery(q),
    typed: q,
    searches: Math.max(1, Math.round((1000 * (weights[i] as number)) / sum)),
  }));
  await db.execute(sql`insert into search_queries (day, variant, query, searches, last_at, typed)
    select current_date - 1, 'ru', query, sum(searches), now(), max(typed)
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(query text, typed text, searches int)
    group by query on conflict do nothing`);
}

/**
 * Varnish's own time for each GET it answers from `afterMs` on, in ms (varnishncsa's %D), all and hits, read
 * from its shared-memory log until `stop`: what the shop's tier spent, without the load generator's queueing.
 */
function varnishServed(workdir: string, afterMs: number) {
  const all: number[] = [];
  const hits: number[] = [];
  let reader: ChildProcess | null = null;
  const timer = setTimeout(() => {
    reader = spawn('varnishncsa', ['-n', workdir, '-F', '%m %D %{Varnish:handling}x'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    // Without varnishncsa (a Varnish installed without its tools) the figures are empty, not a crash.
    reader.on('error', (error) => console.error(`varnishncsa: ${error.message}`));
    createInterface({ input: reader.stdout! }).on('line', (line) => {
      const [method, micros, handling] = line.split(' ');
      if (method !== 'GET') return;
      all.push(Number(micros) / 1000);
      if (handling === 'hit') hits.push(Number(micros) / 1000);
    });
  }, afterMs);
  return {
    async stop() {
      clearTimeout(timer);
      const running = reader as ChildProcess | null;
      if (running?.pid !== undefined && running.exitCode === null) {
        // 'close', not 'exit': the lines still in the pipe are read first.
        const closed = new Promise((resolve) => running.once('close', resolve));
        running.kill('SIGINT');
        await closed;
      }
      return { all, hits };
    },
  };
}

/**
 * The shoppers are on their own machines in life, here on the 2 cores the stack runs on: their process (this
 * one's main thread, after the stack started, so that nothing it spawned inherits it) goes ahead of the stack
 * by SALE_CLIENT_NICE (default −5; 0 leaves it level), so what they time is the shop's answer rather than
 * their own wait for a core. Varnish, the processes and PostgreSQL keep their priority. Answers the priority.
 */
function aheadOfTheStack(): string {
  if (CLIENT_NICE === 0) return 'level with the stack (SALE_CLIENT_NICE=0)';
  try {
    setPriority(CLIENT_NICE);
    return `nice ${CLIENT_NICE}, ahead of the stack`;
  } catch (error) {
    return `level with the stack (${error instanceof Error ? error.message : error})`;
  }
}

/** Picks index i of n with probability ∝ 1/(i+1) (Zipf, s = 1). */
function zipf(n: number): () => number {
  const cumulative: number[] = [];
  let sum = 0;
  for (let i = 0; i < n; i++) {
    sum += 1 / (i + 1);
    cumulative.push(sum);
  }
  return () => {
    const x = Math.random() * sum;
    let [lo, hi] = [0, n - 1];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] as number) < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

function shuffled<T>(values: T[]): T[] {
  const out = [...values];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

interface Cluster {
  base: string;
  /** Warnings the processes logged, by message. */
  warnings: Map<string, number>;
  stop(): Promise<void>;
}

/** `npm run cluster`'s build (apps/api/dist/bin/cluster.js) on `port`, once every process listens and it answers ready. */
async function startCluster(port: number, env: Record<string, string>): Promise<Cluster> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--enable-source-maps', 'apps/api/dist/bin/cluster.js', '--processes', String(PROCESSES)],
    {
      cwd: root,
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const warnings = new Map<string, number>();
  let listening = false;
  let said = '';
  const read = (line: string) => {
    if (line.includes('server processes listening')) listening = true;
    try {
      const entry = JSON.parse(line) as { msg?: string; err?: { message?: string; cause?: { message?: string } } };
      const why = entry.err?.cause?.message ?? entry.err?.message;
      // The end of the message: pino appends the causes (the driver's error) after the failed query.
      const msg = `${entry.msg ?? line}${why ? ` (…${why.slice(-160)})` : ''}`;
      warnings.set(msg, (warnings.get(msg) ?? 0) + 1);
    } catch {
      said = `${said + line}\n`.slice(-4000);
    }
  };
  createInterface({ input: child.stdout! }).on('line', read);
  createInterface({ input: child.stderr! }).on('line', read);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  };
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the cluster exited with ${child.exitCode}:\n${said}`);
    if (Date.now() > until) {
      await stop();
      throw new Error(`the cluster did not answer:\n${said}`);
    }
    const ready =
      listening &&
      (await fetch(`${base}/api/v1/health/ready`).then(
        (r) => r.ok,
        () => false,
      ));
    if (ready) return { base, warnings, stop };
    await sleep(250);
  }
}

interface Round {
  pieces: number[];
  cookies: string[];
}

/** SKUs for the sale's rounds: one SKU each of PIECES products with a ru price per round, spread over the catalogue. */
async function salePieces(database: Database): Promise<number[][]> {
  const skus = (
    await queryRows<{ id: number }>(
      database.db,
      sql`select distinct on (p.id) k.id from products p
        join product_skus k on k.product_id = p.id
        join product_prices pp on pp.product_id = p.id and pp.variant = 'ru' and pp.price is not null
        where p.published order by p.id, k.id`,
    )
  ).map((r) => r.id);
  const step = Math.floor(skus.length / (ROUNDS * PIECES));
  if (step < 1) throw new Error(`${skus.length} SKUs are too few for ${ROUNDS} rounds of ${PIECES}`);
  return Array.from({ length: ROUNDS }, (_, round) =>
    Array.from({ length: PIECES }, (_, i) => skus[(i * ROUNDS + round) * step] as number),
  );
}

/** A round of the sale: its SKUs with 1 in stock in the shop (nowhere else), SHOPPERS baskets of 2 of them. */
async function prepareRound(database: Database, shop: number, pieces: number[]): Promise<Round> {
  const db = database.db;
  for (const skuId of pieces) await setStock(db, skuId, [{ storeId: shop, quantity: 1 }]);
  const cookies: string[] = [];
  for (let i = 0; i < SHOPPERS; i++) {
    const [a, b] = [i % PIECES, (i * 7 + 11) % PIECES];
    const lines = [a, b === a ? (a + 1) % PIECES : b].map((n) => ({ skuId: pieces[n] as number, quantity: 1 }));
    const user = await pickupShopper(db, shop, lines);
    await db.insert(checkouts).values({ ownerKey: `u:${user.userId}`, paymentMethod: 'on_receipt' });
    cookies.push(user.cookie);
  }
  return { pieces, cookies };
}

interface Sample {
  at: number;
  kind: string;
  path: string;
  status: number;
  ms: number;
  cache: string;
  /** Why no answer came (status 0). */
  failure?: string;
}

async function main(): Promise<void> {
  const loadAtStart = loadNow();
  const stops: (() => Promise<unknown>)[] = [];
  let stopping = false;
  const cleanUp = async () => {
    if (stopping) return;
    stopping = true;
    for (const stop of stops.reverse()) await stop().catch((error: unknown) => console.error(error));
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => void cleanUp().finally(() => process.exit(130)));
  try {
    const ports = PORT_BASE
      ? { primary: PORT_BASE, replica: PORT_BASE + 1, shop: PORT_BASE + 2, varnish: PORT_BASE + 80 }
      : { primary: await freePort(), replica: await freePort(), shop: await freePort(), varnish: await freePort() };
    const databases = await startReplicaCluster([ports.primary, ports.replica]);
    stops.push(() => databases.destroy());

    const seedStarted = performance.now();
    const database = await openDatabase({ url: databases.primaryUrl, poolSize: 4 });
    stops.push(() => database.close());
    await database.migrate();
    await seedDatabase(database.db, { products: PRODUCTS });
    const seedS = (performance.now() - seedStarted) / 1000;
    const shop = await moscowShop(database.db);
    const rounds: Round[] = [];
    for (const pieces of await salePieces(database)) rounds.push(await prepareRound(database, shop, pieces));
    const initial = await queryRows<{ sku: number; quantity: number }>(
      database.db,
      sql`select sku_id as sku, sum(quantity)::int as quantity from stock
        where sku_id = any(${intArray(rounds.flatMap((r) => r.pieces))}) group by sku_id`,
    );

    const varnishUrl = `http://127.0.0.1:${ports.varnish}`;
    // A sale is when shedding matters: the production default, not support.ts's "off".
    const { MAX_EVENT_LOOP_DELAY_MS: _, ...benchEnv } = benchServerEnv('unused', 'seeded');
    const env = {
      ...benchEnv,
      DATABASE_URL: databases.primaryUrl,
      DATABASE_REPLICA_URL: databases.replicaUrl,
      PUBLIC_URL: varnishUrl,
      // Purges keep the kept pages right, so they are kept long: a warm cache lasts the sale.
      HTTP_CACHE_S_MAXAGE_S: String(S_MAXAGE_S),
      HTTP_CACHE_STALE_S: '30',
      HTTP_CACHE_PURGE: `varnish:${varnishUrl}`,
      LOG_LEVEL: 'warn',
    };
    const cluster = await startCluster(ports.shop, env);
    stops.push(() => cluster.stop());
    const varnish: VarnishTier = await startVarnish(ports.varnish, [ports.shop], VARNISH_STORAGE);
    stops.push(() => varnish.stop());

    // What guests browse: categories and products in a random popularity order, the search queries.
    const categoryPaths = shuffled(
      (await queryRows<{ path: string }>(database.db, sql`select path from categories`)).map(
        (r) => `/catalog/${r.path}/`,
      ),
    );
    const productPaths = shuffled(
      (
        await queryRows<{ slug: string }>(
          database.db,
          sql`select p.slug from products p join product_prices pp on pp.product_id = p.id and pp.variant = 'ru'
            where p.published and pp.price is not null`,
        )
      ).map((r) => `/product/${r.slug}/`),
    );
    const queries = QUERY_CLASSES.flatMap((c) => c.queries.filter((q) => !q.variant).map((q) => q.query));
    const [category, product, query] = [zipf(categoryPaths.length), zipf(productPaths.length), zipf(queries.length)];
    const nextPage = (): [string, string] => {
      const roll = Math.random();
      if (roll < 0.4) {
        const page = 1 + Math.floor(Math.random() * Math.random() * 3);
        return ['listing', `${categoryPaths[category()]}${page > 1 ? `?page=${page}` : ''}`];
      }
      if (roll < 0.85) return ['product', productPaths[product()] as string];
      return ['search', searchPath('ru', queries[query()] as string)];
    };

    const guestHeaders = (n: number) => ({
      'user-agent': n % 3 === 2 ? DESKTOP_AGENT : PHONE_AGENT,
      'accept-encoding': 'gzip, br',
      'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8',
      accept: 'text/html',
    });
    let warmed = 'not warmed (WARM_CACHE=0)';
    if (WARM) {
      // The day before's search log, in the popularity guests search with today: the searches asked
      // most are warmed from it, as `npm run cache:warm` does (its --searches).
      await yesterdaysSearches(database.db, queries);
      const searches = await mostAskedSearches(database.db, { days: 2, perVariant: WARM_SEARCHES });
      const searchPages = searches.map((s) => searchPath(s.variant, s.query));
      const asked = new Set(queries.map((q) => searchPath('ru', q)));
      const covered = searchPages.filter((page) => asked.has(page)).length;
      const warmStarted = performance.now();
      const report = await warmCache({
        origin: varnish.url,
        sitemaps: [`${varnish.url}/sitemap.xml`],
        concurrency: PROCESSES,
        headers: guestHeaders(0),
        listingPages: WARM_LISTING_PAGES,
        pages: searchPages,
      });
      const answers = Object.entries(report.byCache).map(([cache, n]) => `${cache} ${n}`);
      warmed = `warmed from the ru sitemaps, listings ${WARM_LISTING_PAGES} pages deep, and the ${searches.length} searches asked most the day before (${covered} of the ${asked.size} search pages guests ask for), in ${((performance.now() - warmStarted) / 1000).toFixed(0)} s (${report.pages} pages: ${answers.join(', ')}; ${report.failed.length} failed), load average then ${loadNow()}`;
      console.log(`Cache ${warmed}`);
    }

    const clientPriority = aheadOfTheStack();
    const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
    const samples: Sample[] = [];
    const orderSamples: { status: number; ms: number; body: string }[] = [];
    const clientDelay = monitorEventLoopDelay({ resolution: 10 });
    const started = performance.now();
    const end = started + DURATION_S * 1000;
    const measuredFrom = started + WARMUP_S * 1000;
    const guest = async (n: number) => {
      const headers = guestHeaders(n);
      // Arrivals spread over the first think time.
      await sleep(Math.random() * THINK_MS);
      while (performance.now() < end) {
        const [kind, path] = nextPage();
        const answer = await send(agent, `${varnish.url}${path}`, { headers });
        samples.push({
          at: performance.now() - started,
          kind,
          path,
          status: answer.status,
          ms: answer.ms,
          cache: answer.cache,
          ...(answer.status === 0 ? { failure: answer.body } : {}),
        });
        await sleep(Math.random() * 2 * THINK_MS);
      }
    };
    const sale = async () => {
      const gap = (DURATION_S - WARMUP_S) / (ROUNDS + 1);
      for (const [i, round] of rounds.entries()) {
        await sleep(Math.max(0, measuredFrom + (i + 1) * gap * 1000 - performance.now()));
        const answers = await Promise.all(
          round.cookies.map((cookie) =>
            send(agent, `${varnish.url}/api/v1/orders`, {
              method: 'POST',
              headers: {
                cookie,
                origin: varnish.url,
                'content-type': 'application/json',
                'idempotency-key': randomUUID(),
              },
              body: JSON.stringify(placeBody()),
              keepBody: true,
            }),
          ),
        );
        orderSamples.push(...answers);
      }
    };
    clientDelay.enable();
    const served = varnishServed(varnish.workdir, WARMUP_S * 1000);
    const loadDuring: string[] = [];
    const loadTimer = setInterval(() => loadDuring.push(loadavg()[0]!.toFixed(1)), 10_000);
    await Promise.all([...Array.from({ length: GUESTS }, (_, n) => guest(n)), sale()]);
    clearInterval(loadTimer);
    clientDelay.disable();
    const varnishSide = await served.stop();
    agent.destroy();

    // The database's word on the sale: nothing sold twice, no stock below zero, nothing lost.
    const sold = await queryRows<{ sku: number; ordered: number; left: number; negative: boolean }>(
      database.db,
      sql`select s.sku_id as sku,
          coalesce((select sum(l.quantity) from order_lines l where l.sku_id = s.sku_id), 0)::int as ordered,
          sum(s.quantity)::int as left, bool_or(s.quantity < 0) as negative
        from stock s where s.sku_id = any(${intArray(rounds.flatMap((r) => r.pieces))})
        group by s.sku_id`,
    );
    const [placed] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from orders`);
    const start = new Map(initial.map((r) => [r.sku, r.quantity]));
    const oversold = sold.filter((r) => r.ordered > (start.get(r.sku) ?? 0)).length;
    const lost = sold.filter((r) => r.ordered + r.left !== (start.get(r.sku) ?? 0)).length;
    const negative = sold.filter((r) => r.negative).length;

    const measured = samples.filter((s) => s.at >= WARMUP_S * 1000);
    // A redirect is the shop's answer too: a search naming a category goes to the category (302).
    const ok = (s: { status: number }) => s.status >= 200 && s.status < 400;
    const guestErrors = measured.filter((s) => !ok(s));
    const byStatus = (list: { status: number; failure?: string; body?: string }[]) => {
      const counts = new Map<string, number>();
      for (const a of list) {
        const key = a.status ? String(a.status) : `no answer: ${a.failure ?? a.body}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      return [...counts].map(([status, n]) => `${n} × ${status}`).join(', ');
    };
    const isRefusal = (a: { status: number; body: string }) => a.status === 409 && a.body.includes('outOfStock');
    const orderErrors = orderSamples.filter((a) => a.status !== 201 && !isRefusal(a));
    const created = orderSamples.filter((a) => a.status === 201).length;
    const refused = orderSamples.filter(isRefusal).length;
    const shed = cluster.warnings.get('under pressure: request shed') ?? 0;
    const served503 = samples.filter((s) => s.status === 503).length;
    const ms = (n: number) => (Number.isNaN(n) ? '–' : n.toFixed(1));
    const row = (name: string, list: Sample[]) => {
      const lat = list.map((s) => s.ms);
      const hits = list.filter((s) => s.cache === 'HIT').length;
      return `| ${name} | ${list.length} | ${list.length ? ((hits / list.length) * 100).toFixed(0) : '–'}% | ${ms(percentile(lat, 50))} | ${ms(percentile(lat, 99))} | ${list.filter((s) => !ok(s)).length} |`;
    };
    const hitsOnly = measured.filter((s) => s.cache === 'HIT');
    const missesOnly = measured.filter((s) => s.cache !== 'HIT');
    const measuredS = DURATION_S - WARMUP_S;
    const otherWarnings = [...cluster.warnings]
      .filter(([msg]) => msg !== 'under pressure: request shed')
      .sort(([, a], [, b]) => b - a)
      .slice(0, 8);
    const orderLat = orderSamples.map((a) => a.ms);
    console.log(
      [
        `Sale-day benchmark, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GB RAM, Node ${process.version}; ${PRODUCTS} products (seeded in ${seedS.toFixed(0)} s); ${PROCESSES} processes of the production build (\`npm run cluster\`) on a PostgreSQL 15 primary and streaming replica, behind varnishd (ops/varnish/storefront.vcl, malloc ${VARNISH_STORAGE}, s-maxage ${S_MAXAGE_S}, purges by xkey), load shedding at its default; all on this machine. Cache ${warmed}. Load average at the start ${loadAtStart}, every 10 s during the run ${loadDuring.join(', ')}, at the end ${loadNow()}.`,
        '',
        `${GUESTS} guests over keep-alive connections for ${DURATION_S} s, a page every ${THINK_MS / 1000} s on average each; the first ${WARMUP_S} s not counted (${measured.length} pages counted, ${(measured.length / measuredS).toFixed(0)}/s). ${ROUNDS} sale rounds: ${SHOPPERS} shoppers at once, each ordering 2 of ${PIECES} SKUs with 1 in stock each.`,
        '',
        '| guests through Varnish | pages | hits | p50 ms | p99 ms | errors |',
        '| --- | ---: | ---: | ---: | ---: | ---: |',
        row('all', measured),
        row(
          'listing',
          measured.filter((s) => s.kind === 'listing'),
        ),
        row(
          'product',
          measured.filter((s) => s.kind === 'product'),
        ),
        row(
          'search',
          measured.filter((s) => s.kind === 'search'),
        ),
        row('hits only', hitsOnly),
        row(
          'misses',
          missesOnly.filter((s) => s.cache === 'MISS'),
        ),
        row(
          'passes',
          missesOnly.filter((s) => s.cache === 'PASS'),
        ),
        row(
          'warm-up (not counted above)',
          samples.filter((s) => s.at < WARMUP_S * 1000),
        ),
        '',
        `Orders: ${orderSamples.length} sent, ${created} placed (201), ${refused} refused out of stock (409), ${orderErrors.length} errors${orderErrors.length ? ` (${byStatus(orderErrors)}: ${orderErrors[0]?.body.slice(0, 200)})` : ''}; p50 ${ms(percentile(orderLat, 50))} ms, p99 ${ms(percentile(orderLat, 99))} ms, max ${ms(Math.max(...orderLat))} ms.`,
        `Database: ${placed?.n} orders; of ${sold.length} SKUs on sale ${oversold} sold beyond their stock, ${negative} with stock below zero, ${lost} whose ordered + left ≠ the stock at the start.`,
        `Pages: ${new Set(samples.map((s) => s.path)).size} different ones asked for over the whole run, ${samples.filter((s) => s.cache !== 'HIT').length} misses: ${(samples.filter((s) => s.cache !== 'HIT').length / new Set(samples.map((s) => s.path)).size).toFixed(1)} per page (a page's first answer is kept, decision 048; a 503 or a purge by a sale's stock change makes another miss).`,
        `Guest errors after the warm-up: ${guestErrors.length}${guestErrors.length ? ` (${byStatus(guestErrors)})` : ''}. Shed: ${shed} requests logged "under pressure: request shed"; guests answered 503: ${served503}.`,
        `This client's own event-loop delay p99 ${(clientDelay.percentile(99) / 1e6).toFixed(0)} ms, max ${(clientDelay.max / 1e6).toFixed(0)} ms (part of every figure above), the client's priority ${clientPriority}.`,
        `Varnish's own time per guest answer after the warm-up (varnishncsa %D, from its request to its answer sent; GETs, ${varnishSide.all.length} answers): p50 ${ms(percentile(varnishSide.all, 50))} / p99 ${ms(percentile(varnishSide.all, 99))} ms; hits alone p99 ${ms(percentile(varnishSide.hits, 99))} ms. The client's figures above add its own waiting.`,
        ...(otherWarnings.length
          ? ['', 'Other warnings the processes logged:', ...otherWarnings.map(([msg, n]) => `- ${n} × ${msg}`)]
          : []),
      ].join('\n'),
    );
    if (guestErrors.length || orderErrors.length || oversold || negative || lost) process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
