// `npm start` (the server), `npm run cluster` (several server processes, apps/api/src/cluster.ts),
// `npm run db:migrate` (`node scripts/start.mjs migrate`), `db:backup`, `db:restore` and `cache:warm`: run the
// compiled API from `npm run build` (apps/api/dist/bin/) with plain node — no TypeScript at run time.
//
// Without a build, a local demo builds first, so `npm install && npm start` works on a bare clone.
// With NODE_ENV=production nothing is built here: a production machine runs the build it was given
// and stops with a clear message instead (decision 011).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const entry = process.argv[2] ?? 'server';
const root = new URL('..', import.meta.url).pathname;
const bundle = `apps/api/dist/bin/${entry}.js`;
const needed = [bundle];
// The web build is served by every server process except an API-only one.
if (['server', 'cluster'].includes(entry) && process.env.SERVE !== 'api') needed.push('apps/web/build/server/index.js');

const missing = needed.filter((path) => !existsSync(`${root}${path}`));
if (missing.length > 0) {
  if (process.env.NODE_ENV === 'production') {
    console.error(`No build (${missing.join(', ')} missing): run 'npm run build' before starting in production.`);
    process.exit(1);
  }
  // The first start's three steps: this build, then the server migrates (2) and seeds (3) and says so.
  console.log('Building the API and the web app (1 of 3), first start only…');
  const started = performance.now();
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
  console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

// Arguments after the entry's name are its own (`npm run db:restore -- <file> --to <target>`).
const child = spawn(process.execPath, ['--enable-source-maps', bundle, ...process.argv.slice(3)], {
  cwd: root,
  stdio: 'inherit',
});
// A supervisor stops `npm start` with a signal: pass it on so the server shuts down gracefully.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
