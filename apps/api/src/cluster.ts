/**
 * `npm run cluster -- --processes N`: N server processes on one port (node:cluster; the primary hands
 * connections round-robin to them), for a machine with more cores than one Node process uses. The job
 * queue, change feed, limits and sessions are shared through PostgreSQL already, so the processes need
 * nothing from each other; each migrates and seeds under the database's lock as it starts. The primary
 * replaces a process that dies after it listened, not faster than once a second; one that dies before
 * (a bad setting, no database) stops the cluster, as it would stop `npm start`. SIGTERM/SIGINT are
 * passed on for a graceful stop of every process. Needs DATABASE_URL: embedded PGlite belongs to one process.
 */
import cluster, { type Worker } from 'node:cluster';
import { processCount } from './cluster-processes.ts';

const RESTART_GAP_MS = 1_000;

function runPrimary(count: number): void {
  let stopping = false;
  let lastStart = 0;
  const listened = new Set<number>();
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  const startAnother = () => {
    const wait = Math.max(0, lastStart + RESTART_GAP_MS - Date.now());
    lastStart = Date.now() + wait;
    setTimeout(() => !stopping && cluster.fork(), wait);
  };
  cluster.on('listening', (worker: Worker, address) => {
    listened.add(worker.id);
    if (listened.size === count) console.log(`${count} server processes listening on port ${address.port}`);
  });
  cluster.on('exit', (worker, code, signal) => {
    const how = signal ?? `code ${code}`;
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(process.exitCode ?? 0);
    } else if (!listened.has(worker.id)) {
      console.error(`Server process ${worker.process.pid} exited (${how}) before it listened; stopping`);
      process.exitCode = code || 1;
      stop('SIGTERM');
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(process.exitCode);
    } else {
      console.error(`Server process ${worker.process.pid} exited (${how}); starting another`);
      startAnother();
    }
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stop(signal));
  for (let i = 0; i < count; i++) cluster.fork();
}

if (cluster.isPrimary) {
  const count = processCount(process.argv.slice(2));
  if (typeof count === 'string') {
    console.error(count);
    process.exit(1);
  }
  if (!process.env.DATABASE_URL) {
    console.error('A cluster needs DATABASE_URL: the embedded database (PGlite) belongs to one process.');
    process.exit(1);
  }
  runPrimary(count);
} else {
  await import('./server.ts');
}
