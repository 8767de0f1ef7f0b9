/**
 * Starts the production server once for the end-to-end run, on a free port and a database of its
 * own (a fresh PostgreSQL database when TEST_DATABASE_URL is set, otherwise PGlite in a temp dir).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './browser.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    browserAvailable: boolean;
    /** The server's process id, to read its CPU time (the fuzz suite). */
    serverPid: number;
    /** The server's settings, for tests that start more processes on its database (empty on PGlite, which one process owns). */
    serverEnv: Record<string, string>;
  }
}

const root = new URL('../../', import.meta.url).pathname;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/v1/health/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy');
}

/** The live chat's stand-in provider, on an origin of its own (the page's CSP must name it): serves the widget script at /widget/{id}.js. */
async function startChatProvider(): Promise<{ server: Server; scriptUrl: string }> {
  const widget = readFileSync(new URL('./live-chat-widget.js', import.meta.url));
  const server = createHttpServer((request, response) => {
    if (!/^\/widget\/[\w-]+\.js$/.test(request.url ?? '')) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' }).end(widget);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('chat provider: no port');
  return { server, scriptUrl: `http://127.0.0.1:${address.port}/widget/{id}.js` };
}

/** The bearer token the suite's server asks a metrics scraper for. */
export const METRICS_TOKEN = 'e2e-metrics-token-0000';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const browserAvailable = existsSync(CHROMIUM_PATH);
  if (!browserAvailable && process.env.CI) throw new Error(`CI is set but no Chromium at ${CHROMIUM_PATH}`);
  if (!browserAvailable) console.warn(`e2e: skipped, no Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium)`);
  project.provide('browserAvailable', browserAvailable);

  const port = await freePort();
  const chat = await startChatProvider();
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'production',
    // What production refuses to start without: the shop's address and keys of its own.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    CAPTCHA_HMAC_KEY: randomBytes(16).toString('hex'),
    PAYMENT_WEBHOOK_SECRET: randomBytes(16).toString('hex'),
    GIFT_CARD_PIN_KEY: randomBytes(16).toString('hex'),
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_PRODUCTS: '400',
    // Administrators: the moderation tests' staff member and the back-office, catalogue, content, refund, content-kind, product pictures, lookbook looks, app harness and shop page editor tests' (support/staff.ts), and the back-office test's crossing into the shop.
    STAFF_PHONES:
      '79990000001,79165556090,79165556400,79165556390,79165556600,79165556800,79165557490,79165556810,79165556900,79165557590,79165558190,79165559400,79165559300,79165559100,79165559500,79165559600,79181000001',
    // Tests read login codes from the outbox page, off by default in production.
    SMS_OUTBOX_PAGE: 'true',
    // Every browser of the suite logs in from 127.0.0.1: the per-address hourly cap of login codes
    // (20) is for a shop's many addresses, not for one test run's 30-odd logins.
    SMS_IP_HOURLY: '500',
    // Scheduled jobs (the gift-card SMS) are run by the tests as of a given time, not waited for.
    JOB_TRIGGER: 'true',
    // Small captcha puzzles keep browser tests quick; the check itself is the same.
    CAPTCHA_MAX_NUMBER: '2000',
    // A busy test machine is not an overloaded shop: no load shedding here.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    // Production serves GET /metrics only to a scraper with the token (metrics.test.ts).
    METRICS_TOKEN,
    // The live chat comes from the stand-in provider above, never from the internet.
    LIVE_CHAT_ID: 'e2e-widget',
    LIVE_CHAT_SCRIPT_URL: chat.scriptUrl,
  };
  let cleanupDb = async () => {};
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `sf_e2e_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    cleanupDb = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'sf-e2e-'));
    env.DATA_DIR = dir;
    cleanupDb = async () => rmSync(dir, { recursive: true, force: true });
  }

  const server = await startServer(env);
  project.provide('baseUrl', server.baseUrl);
  project.provide('serverPid', server.pid);
  project.provide('serverEnv', adminUrl ? env : {});

  return async () => {
    await server.stop();
    chat.server.close();
    await cleanupDb();
  };
}

export interface RunningServer {
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

/** The compiled server, as production runs it (npm start), with `env` (PORT and HOST included): ready once healthy. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const server = 'apps/api/dist/bin/server.js';
  if (!existsSync(join(root, server))) throw new Error(`e2e: no ${server}; run 'npm run build' first`);
  const child = spawn(process.execPath, ['--enable-source-maps', server], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  const baseUrl = `http://${env.HOST}:${env.PORT}`;
  await waitForHealth(baseUrl, child, 180_000);
  return {
    baseUrl,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
