/**
 * Tracing as a deploy sees it: the server process started with OTEL_EXPORTER_OTLP_ENDPOINT posts its
 * spans to that collector (a small receiver here) and logs each request under its trace id; started
 * without it, it loads no OpenTelemetry SDK, exporter or instrumentation (a loader hook lists the ones
 * it resolves; prom-client's CPU metric requires the API package alone, a no-op without an SDK).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { openTestDatabase } from '../test/test-app.ts';

const root = new URL('../../../../', import.meta.url).pathname;
const scratch = mkdtempSync(join(tmpdir(), 'sf-tracing-'));

/** Resolves of OpenTelemetry's modules, written to MODULE_LOG from the loader thread. */
const HOOK = `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  if (/@opentelemetry|@fastify\\/otel/.test(result.url)) appendFileSync(process.env.MODULE_LOG, result.url + '\\n');
  return result;
}`;
const PRELOAD = `import { register } from 'node:module';
register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(HOOK)}`)});`;

interface Run {
  /** The server's log lines (JSON). */
  lines: Record<string, unknown>[];
  /** The URLs of OpenTelemetry modules it resolved. */
  modules: string[];
}

/** Starts the server with `env`, asks for the health probe once, stops it gracefully and reads what it left. */
async function runServer(database: Database, env: Record<string, string>): Promise<Run> {
  const moduleLog = join(scratch, `modules-${Math.random().toString(36).slice(2)}.txt`);
  writeFileSync(moduleLog, '');
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', `data:text/javascript,${encodeURIComponent(PRELOAD)}`, 'apps/api/src/server.ts'],
    {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        MODULE_LOG: moduleLog,
        DATABASE_URL: database.url as string,
        SERVE: 'api',
        HOST: '127.0.0.1',
        PORT: '0',
        SEED_ON_START: 'false',
        RUN_JOBS: 'false',
        MAX_EVENT_LOOP_DELAY_MS: '0',
        CATALOG_CHANGE_POLL_MS: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const address = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearInterval(timer);
        resolve(match[1]);
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  expect((await fetch(`${address}/api/v1/health`)).status).toBe(200);
  child.kill('SIGTERM');
  expect(await exited, output).toBe(0);
  const lines = output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { lines, modules: readFileSync(moduleLog, 'utf8').split('\n').filter(Boolean) };
}

/** The request id the server logged for the health probe. */
const probeRequestId = (run: Run) =>
  run.lines.find((line) => (line.req as { url?: string } | undefined)?.url === '/api/v1/health')?.reqId;

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('tracing', () => {
  let database: Database;
  let collector: Server;
  let collectorUrl: string;
  const exports: { path: string; body: string }[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    collector = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => {
        body += chunk;
      });
      request.on('end', () => {
        exports.push({ path: request.url ?? '', body });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    collectorUrl = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => collector.close(resolve));
    await database.close();
  });

  it('loads no SDK, exporter or instrumentation without OTEL_EXPORTER_OTLP_ENDPOINT', {
    timeout: 120_000,
  }, async () => {
    const run = await runServer(database, {});
    expect(run.modules).toEqual([]);
    // Fastify's own request ids.
    expect(probeRequestId(run)).toMatch(/^req-/);
    expect(exports).toEqual([]);
  });

  it('posts the spans of a request to the collector, logged under its trace id', { timeout: 120_000 }, async () => {
    const run = await runServer(database, {
      OTEL_EXPORTER_OTLP_ENDPOINT: collectorUrl,
      OTEL_SERVICE_NAME: 'shop-test',
    });
    expect(run.modules.some((url) => url.includes('@opentelemetry/sdk-trace-node'))).toBe(true);
    const traceId = probeRequestId(run);
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(exports.map((e) => e.path)).toContain('/v1/traces');
    const spans = exports.flatMap((e) =>
      (
        JSON.parse(e.body) as { resourceSpans: { scopeSpans: { spans: { traceId: string; name: string }[] }[] }[] }
      ).resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans)),
    );
    const ofProbe = spans.filter((span) => span.traceId === traceId);
    expect(ofProbe.length, JSON.stringify(spans.map((s) => s.name))).toBeGreaterThanOrEqual(2);
    expect(exports.some((e) => e.body.includes('shop-test'))).toBe(true);
  });
});
