/**
 * `npm run cluster`: several server processes on one port, a dead one replaced, all stopped together.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { processCount } from './cluster-processes.ts';
import { databaseUrlFor } from './test/global-setup.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const root = new URL('../../../', import.meta.url).pathname;
let cluster: ChildProcess | undefined;

afterAll(() => {
  cluster?.kill('SIGKILL');
});

describe('processCount', () => {
  it('takes --processes from 1 to 64, one per core by default', () => {
    expect(processCount(['--processes', '4'], 2)).toBe(4);
    expect(processCount(['-n', '1'], 2)).toBe(1);
    expect(processCount([], 6)).toBe(6);
    expect(processCount(['--processes', '0'], 2)).toMatch(/1 to 64/);
    expect(processCount(['--processes', 'many'], 2)).toMatch(/'many'/);
    expect(() => processCount(['--threads', '2'], 2)).toThrow();
  });
});

/** The cluster's output so far, and a wait for a line matching a pattern. */
function watch(child: ChildProcess) {
  let output = '';
  const waiters: { pattern: RegExp; resolve: (m: RegExpExecArray) => void }[] = [];
  const feed = (chunk: Buffer) => {
    output += chunk;
    for (const w of [...waiters]) {
      const match = w.pattern.exec(output);
      if (match) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(match);
      }
    }
  };
  child.stdout?.on('data', feed);
  child.stderr?.on('data', feed);
  return {
    output: () => output,
    line: (pattern: RegExp) =>
      new Promise<RegExpExecArray>((resolve, reject) => {
        const match = pattern.exec(output);
        if (match) return resolve(match);
        waiters.push({ pattern, resolve });
        child.once('exit', (code) => reject(new Error(`cluster exited with ${code}:\n${output}`)));
      }),
  };
}

// Server processes only: the primary compiling through tsx also has esbuild's service as a child.
const workersOf = (pid: number) =>
  execFileSync('pgrep', ['-P', String(pid), '-f', 'cluster\\.ts'], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .filter(Boolean)
    .map(Number);

describe.skipIf(!adminUrl)('npm run cluster', () => {
  // Three server processes compiled by tsx in turn: minutes beside the rest of a test run.
  it('serves from N processes, replaces one that dies, and stops them all on SIGTERM', {
    timeout: 180_000,
  }, async () => {
    const name = `sf_cluster_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      cluster = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/cluster.ts', '--processes', '2'], {
        cwd: root,
        env: {
          PATH: process.env.PATH,
          DATABASE_URL: databaseUrlFor(adminUrl as string, name),
          SERVE: 'api',
          HOST: '127.0.0.1',
          PORT: '0',
          // Processes are what is tested, not the demo shop: migrated, nothing seeded.
          SEED_ON_START: 'false',
          LOG_LEVEL: 'warn',
          MAX_EVENT_LOOP_DELAY_MS: '0',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const out = watch(cluster);
      const port = (await out.line(/2 server processes listening on port (\d+)/))[1];
      const health = async () => (await fetch(`http://127.0.0.1:${port}/api/v1/health`)).status;
      expect(await health()).toBe(200);

      const [first, second] = workersOf(cluster.pid as number);
      expect(second).toBeDefined();
      process.kill(first as number, 'SIGKILL');
      await out.line(new RegExp(`Server process ${first} exited \\(SIGKILL\\); starting another`));
      // The other process serves meanwhile; then a new one joins it.
      expect(await health()).toBe(200);
      await expect.poll(() => workersOf(cluster?.pid as number).length, { timeout: 60_000 }).toBe(2);
      expect(workersOf(cluster.pid as number)).not.toContain(first);

      const exit = new Promise<number | null>((resolve) => cluster?.once('exit', (code) => resolve(code)));
      cluster.kill('SIGTERM');
      expect(await exit, out.output()).toBe(0);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });

  // A child compiling the server's imports with tsx: seconds when quiet, more on a loaded machine.
  it('refuses to start without DATABASE_URL', { timeout: 120_000 }, async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/cluster.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out = watch(child);
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(out.output()).toMatch(/needs DATABASE_URL/);
  });
});
