/** What the benchmarks share: throwaway databases, server processes on free ports, autocannon runs. */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { cpus, loadavg, totalmem } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';

export const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
/** Throughput is measured with this many connections; latency with one (no queueing). */
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const root = new URL('../', import.meta.url).pathname;

export interface Measure {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

export function urlFor(database: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
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

/**
 * A node process (TypeScript through tsx) on a free port, once `readyPath` answers. BENCH_CPU_PROF=dir
 * has it write a V8 CPU profile into dir when it stops (Node refuses `--cpu-prof` in NODE_OPTIONS).
 * BENCH_READY_TIMEOUT_S (default 60) is how long it may take to answer: a million products' index takes longer.
 */
export async function startProcess(
  args: string[],
  env: Record<string, string>,
  readyPath: string,
  timeoutMs = Number(process.env.BENCH_READY_TIMEOUT_S ?? 60) * 1000,
) {
  const port = await freePort();
  const counterPort = await freePort();
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', ...args], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', BENCH_SQL_COUNTER_PORT: String(counterPort) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}${readyPath}`, child, timeoutMs);
  return { base, counter: `http://127.0.0.1:${counterPort}/`, stop: () => child.kill('SIGTERM') };
}

/** Sent as a browser sends it: answers may then come compressed. */
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br' };

/** A path for each request, instead of the url's own: what a server remembers per URL is then never asked again. */
export type FreshPath = () => string;

async function run(url: string, connections: number, headers: Record<string, string>, fresh?: FreshPath) {
  const requests = fresh ? [{ setupRequest: (request: object) => ({ ...request, path: fresh() }) }] : undefined;
  const options = { url, connections, headers: { ...browserHeaders, ...headers }, requests };
  // Warm caches and the JIT first; the measured run starts afterwards.
  await autocannon({ ...options, duration: 2 });
  return autocannon({ ...options, duration: DURATION_S });
}

/** Latency of one request at a time, and throughput with CONNECTIONS in parallel. */
export async function load(url: string, headers: Record<string, string> = {}, fresh?: FreshPath): Promise<Measure> {
  const latency = await run(url, 1, headers, fresh);
  const throughput = await run(url, CONNECTIONS, headers, fresh);
  return {
    p50: latency.latency.p50,
    p99: latency.latency.p99,
    rps: throughput.requests.average,
    errors: latency.errors + latency.non2xx + throughput.errors + throughput.non2xx,
  };
}

/** SQL statements the server sent per request, over sequential requests (bench/count-sql.ts). */
export async function statementsPerRequest(
  counterUrl: string,
  url: string,
  headers: Record<string, string> = {},
  fresh?: FreshPath,
): Promise<number> {
  const read = async () => Number(await (await fetch(counterUrl)).text());
  const requests = 40;
  const before = await read();
  for (let i = 0; i < requests; i++) {
    await (await fetch(fresh ? new URL(fresh(), url) : url, { headers })).arrayBuffer();
  }
  return ((await read()) - before) / requests;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * The production server's settings for a benchmark on `database`: seeded on start with `seed` products,
 * or `'seeded'` when the benchmark seeded it itself (the server then seeds nothing). Load shedding is
 * off: a busy benchmark machine is not an overloaded shop; so is the per-address flood guard, as every
 * request of a benchmark comes from 127.0.0.1.
 */
export function benchServerEnv(database: string, seed: number | 'seeded'): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PUBLIC_URL: 'http://127.0.0.1',
    CAPTCHA_HMAC_KEY: 'bench-captcha-key-0000',
    PAYMENT_WEBHOOK_SECRET: 'bench-webhook-secret-0000',
    GIFT_CARD_PIN_KEY: 'bench-gift-card-pin-key-0000',
    LOG_LEVEL: 'silent',
    ...(seed === 'seeded' ? { SEED_ON_START: 'false' } : { SEED_PRODUCTS: String(seed) }),
    DATABASE_URL: urlFor(database),
    MAX_EVENT_LOOP_DELAY_MS: '0',
    API_RATE_LIMIT_PER_MIN: '0',
  };
}

/** The machine and moment of a run, for the results' first line. */
export function machine(): string {
  return `${new Date().toISOString().slice(0, 10)}: ${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GB RAM, Node ${process.version}; load average at the end ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')}`;
}

/** How the autocannon figures were taken. */
export const LOAD_METHOD = `autocannon over loopback, ${DURATION_S} s per run after a 2 s warm-up: latency with 1 connection, requests/s with ${CONNECTIONS}`;

/** Runs `work` and answers its seconds, the peak JavaScript heap above the start and the peak resident size, in MB. */
export async function measured<T>(
  work: () => Promise<T>,
): Promise<{ value: T; seconds: number; heapMb: number; rssMb: number }> {
  const base = process.memoryUsage().heapUsed;
  let [heap, rss] = [base, 0];
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    [heap, rss] = [Math.max(heap, now.heapUsed), Math.max(rss, now.rss)];
  }, 20);
  const started = performance.now();
  try {
    const value = await work();
    return {
      value,
      seconds: (performance.now() - started) / 1000,
      heapMb: (heap - base) / 2 ** 20,
      rssMb: rss / 2 ** 20,
    };
  } finally {
    clearInterval(timer);
  }
}
