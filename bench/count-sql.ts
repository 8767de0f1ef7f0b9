/**
 * Preloaded into the benchmarked server (node --import): counts SQL statements sent through pg
 * and reports the running total on BENCH_SQL_COUNTER_PORT, so the bench can divide by requests.
 * It counts pg queries, that is round trips: a transaction's `begin`, sent with its first
 * statement (apps/api/src/db/begin-with-first-statement.ts), counts with it.
 *
 * It also times what a request waits on inside the server: each wait for a pool connection
 * (`pool.connect` until a client is handed over) and each query (sent until answered), by the
 * query's prepared name or its first words, when BENCH_SQL_SPANS=1. `GET /spans` answers the
 * timings since the last `GET /spans` as `{ label: [ms, …] }`; `GET /cpu` the process's CPU time
 * so far, in ms. `GET /profile/start` starts the process's CPU profiler and `GET /profile/stop?file=F`
 * writes what it sampled since to F (a .cpuprofile for Chrome's DevTools): a profile of one burst
 * of requests, without the start-up and the bench's own preparations in it.
 */
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { Session } from 'node:inspector/promises';
import pg from 'pg';

let statements = 0;
let spans = new Map<string, number[]>();
/** Timings are kept only when the bench asks for them (BENCH_SQL_SPANS=1): the others never read them. */
const timing = process.env.BENCH_SQL_SPANS === '1';
const record = (label: string, started: number) => {
  if (!timing) return;
  const list = spans.get(label) ?? [];
  list.push(performance.now() - started);
  spans.set(label, list);
};

/** A short name for a query: its prepared statement's name without the hash, or its first words. */
function labelOf(config: unknown): string {
  if (typeof config === 'string') return config.replace(/\s+/g, ' ').slice(0, 40);
  const c = config as { name?: string; text?: string } | null;
  if (c?.name) return c.name.replace(/_[0-9a-f]{16}$/, '');
  return (c?.text ?? '?').replace(/\s+/g, ' ').slice(0, 40);
}

type Callback = (...a: unknown[]) => void;

const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements += 1;
  const started = performance.now();
  const label = `query: ${labelOf(args[0])}`;
  const last = args.length - 1;
  const submitted = args[0] as { submit?: unknown; callback?: Callback } | null;
  if (typeof submitted?.submit === 'function' && typeof submitted.callback === 'function') {
    // A Query object with its own callback (the lock statement sent with its transaction's `begin`).
    const callback = submitted.callback;
    submitted.callback = (...a: unknown[]) => {
      record(label, started);
      callback.apply(submitted, a);
    };
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  }
  if (typeof args[last] === 'function') {
    const callback = args[last] as Callback;
    args[last] = (...a: unknown[]) => {
      record(label, started);
      callback(...a);
    };
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  }
  const result = (query as (...a: unknown[]) => unknown).apply(this, args);
  if (result && typeof (result as Promise<unknown>).then === 'function') {
    (result as Promise<unknown>).then(
      () => record(label, started),
      () => record(label, started),
    );
  }
  return result;
} as typeof query;

const connect = pg.Pool.prototype.connect;
pg.Pool.prototype.connect = function (this: pg.Pool, ...args: unknown[]) {
  const started = performance.now();
  if (typeof args[0] === 'function') {
    const callback = args[0] as Callback;
    return (connect as (...a: unknown[]) => unknown).call(this, (...a: unknown[]) => {
      record('pool: wait for a connection', started);
      callback(...a);
    });
  }
  const result = (connect as (...a: unknown[]) => Promise<unknown>).apply(this, args as []);
  result.then(
    () => record('pool: wait for a connection', started),
    () => undefined,
  );
  return result;
} as typeof connect;

let profiler: Session | null = null;

/** Starts sampling (every 0.2 ms: a burst of a few hundred ms gets enough samples), or writes what was sampled to `file`. */
async function profile(action: 'start' | 'stop', file: string | null): Promise<void> {
  if (action === 'start') {
    profiler ??= new Session();
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.setSamplingInterval', { interval: 200 });
    await profiler.post('Profiler.start');
    return;
  }
  if (!profiler) throw new Error('no profile started');
  const { profile: taken } = await profiler.post('Profiler.stop');
  profiler.disconnect();
  if (file) await writeFile(file, JSON.stringify(taken));
}

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/profile/start' || url.pathname === '/profile/stop') {
    profile(url.pathname === '/profile/start' ? 'start' : 'stop', url.searchParams.get('file')).then(
      () => res.end('ok'),
      (error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      },
    );
    return;
  }
  if (req.url === '/cpu') {
    // The server process's CPU time so far, in ms (user and system).
    const { user, system } = process.cpuUsage();
    res.end(String((user + system) / 1000));
    return;
  }
  if (req.url === '/spans') {
    const answer = Object.fromEntries(spans);
    spans = new Map();
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(answer));
    return;
  }
  res.end(String(statements));
}).listen(Number(process.env.BENCH_SQL_COUNTER_PORT), '127.0.0.1');
