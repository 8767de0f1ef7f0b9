/**
 * `npm run bench:hydration`: the main thread's blocking work while a page loads and hydrates, in
 * Debian's Chromium, as a slow phone would do it, comparable between builds on a busy machine.
 *
 * Starts the built production server once per web build listed in WEB_BUILD_DIRS (comma-separated,
 * default the tree's own `apps/web/build`; each inside the repository, where the server's packages
 * resolve) on one fresh database (SEED_PRODUCTS, default 6,000), on ports from PORT (default 3770),
 * then loads PAGE (default `/catalog/kukhnya/`) RUNS times per build (default 7), the builds
 * alternately, each in a fresh browser context at a phone's 412 × 823, with a performance trace.
 * Each main-thread task's CPU time (the trace's thread duration: other processes on the machine
 * delay a task but do not add to it) is multiplied by 4, Lighthouse's mobile CPU slowdown; a run's
 * blocking time is the sum, over those tasks from the first contentful paint until 6 s after
 * hydration (the idle-time work included), of each one's time over 50 ms; and the same from the
 * evaluation of the hydration scripts, the hydration's own share, with all the main thread's work
 * from then on. Prints medians as a Markdown table. PROFILE=path writes one CPU profile per build
 * (`path-<n>.cpuprofile`) of an extra load.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { admin, benchServerEnv, machine, median } from './support.ts';

const RUNS = Number(process.env.RUNS ?? 7);
const PAGE = process.env.PAGE ?? '/catalog/kukhnya/';
const PRODUCTS = Number(process.env.SEED_PRODUCTS ?? 6_000);
const FIRST_PORT = Number(process.env.PORT ?? 3770);
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Lighthouse's mobile CPU slowdown. */
const SLOWDOWN = 4;
const QUIET_MS = 6_000;
const root = new URL('../', import.meta.url).pathname;
const builds = (process.env.WEB_BUILD_DIRS ?? 'apps/web/build').split(',').map((d) => resolve(root, d));

interface Run {
  /** Blocking time from the first contentful paint. */
  tbt: number;
  /** Blocking time from the evaluation of the hydration scripts. */
  hydrationTbt: number;
  longTasks: number;
  longest: number;
  /** All the main thread's work from the evaluation of the hydration scripts, × 4. */
  cpuMs: number;
  /** From the hydration script's start to the document marked hydrated. */
  hydrationMs: number;
}

async function startServer(buildDir: string, port: number, database: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['apps/api/dist/bin/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      ...benchServerEnv(database, PRODUCTS),
      WEB_BUILD_DIR: buildDir,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const until = Date.now() + 600_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/health/ready`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no answer on port ${port}`);
}

/** Marks when React has taken the document over (root.tsx sets the attribute). */
const OBSERVE = `new MutationObserver((_, o) => {
  if (document.documentElement.dataset.hydrated !== 'true') return;
  performance.mark('bench:hydrated');
  o.disconnect();
}).observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true })`;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string; documentLoaderURL?: string } };
}

/**
 * The run's figures from its trace: the main thread is, of the renderer that loaded the page, the one
 * with the most task time;
 * each task's thread time (CPU time, which other processes on the machine do not stretch) times
 * SLOWDOWN stands for its duration on a slow phone, as Lighthouse's simulation scales what it saw.
 */
function fromTrace(events: TraceEvent[]): Run {
  // Only the renderers that navigated to the page: Chromium's own pages (the omnibox popup, a
  // chrome:// renderer) may have more task time in the trace than the page itself.
  const pagePids = new Set(
    events
      .filter((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'))
      .map((e) => e.pid),
  );
  const mains = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && pagePids.has(e.pid))
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const taskTime = new Map<string, number>();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.name === 'RunTask' && e.ph === 'X' && mains.has(thread))
      taskTime.set(thread, (taskTime.get(thread) ?? 0) + (e.dur ?? 0));
  }
  const main = [...taskTime].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onMain = (e: TraceEvent) => `${e.pid}:${e.tid}` === main;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && onMain(e))?.ts ?? 0;
  const inPage = (e: TraceEvent) => main?.startsWith(`${e.pid}:`);
  const hydrated = events.find((e) => e.name === 'bench:hydrated' && inPage(e))?.ts ?? Number.NaN;
  const scriptStart =
    events.find((e) => e.name === 'ResourceSendRequest' && e.args?.data?.url?.endsWith('.js') && inPage(e))?.ts ??
    Number.NaN;
  // The scripts' own work starts with their evaluation; the parser may still lay the page out before.
  const evaluated =
    events.find((e) => e.name === 'v8.evaluateModule' && onMain(e) && e.ts >= scriptStart)?.ts ?? scriptStart;
  const blocking = (from: number) => {
    const tasks = events
      .filter((e) => e.name === 'RunTask' && e.ph === 'X' && onMain(e) && e.ts >= from)
      .map((e) => ((e.tdur ?? e.dur ?? 0) / 1000) * SLOWDOWN);
    return {
      sum: tasks.filter((ms) => ms > 50).reduce((sum, ms) => sum + ms - 50, 0),
      count: tasks.filter((ms) => ms > 50).length,
      longest: Math.max(0, ...tasks),
      cpu: tasks.reduce((sum, ms) => sum + ms, 0),
    };
  };
  // Whether the parser's last layout of the page (some 100 ms × 4) falls before or after the first
  // paint varies from load to load; the hydration's share, from the scripts' evaluation on, does not.
  const fromPaint = blocking(fcp);
  const fromScripts = blocking(evaluated);
  return {
    tbt: fromPaint.sum,
    hydrationTbt: fromScripts.sum,
    longTasks: fromScripts.count,
    longest: fromScripts.longest,
    cpuMs: fromScripts.cpu,
    hydrationMs: (hydrated - scriptStart) / 1000,
  };
}

async function measure(browser: Browser, url: string, profile?: string): Promise<Run> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    const cdp = await context.newCDPSession(page);
    if (profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'loading', 'blink.user_timing'],
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
      timeout: 60_000,
    });
    // What the page leaves for when it is idle runs within IDLE_TASK_TIMEOUT_MS (5 s) at the latest.
    await page.waitForTimeout(QUIET_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    if (profile) {
      const { profile: data } = await cdp.send('Profiler.stop');
      writeFileSync(profile, JSON.stringify(data));
    }
    return fromTrace(trace.traceEvents);
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const database = `sf_bench_${randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`create database ${database}`));
  const servers: ChildProcess[] = [];
  let browser: Browser | undefined;
  try {
    for (const [i, build] of builds.entries()) servers.push(await startServer(build, FIRST_PORT + i, database));
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--disable-gpu', '--no-sandbox'] });
    const urls = builds.map((_, i) => `http://127.0.0.1:${FIRST_PORT + i}${PAGE}`);
    // One load each first: the server's caches and the browser warm, not counted.
    for (const url of urls) await measure(browser, url);
    const runs: Run[][] = builds.map(() => []);
    for (let r = 0; r < RUNS; r++) {
      for (const [i, url] of urls.entries()) {
        const run = await measure(browser, url);
        runs[i]?.push(run);
        console.error(
          `${builds[i]} run ${r + 1}: ${Math.round(run.tbt)} / ${Math.round(run.hydrationTbt)} / ${Math.round(run.cpuMs)} ms`,
        );
      }
    }
    if (process.env.PROFILE) {
      for (const [i, url] of urls.entries()) await measure(browser, url, `${process.env.PROFILE}-${i}.cpuprofile`);
    }
    const rows = builds.map((build, i) => {
      const list = runs[i] ?? [];
      const m = (key: keyof Run) => Math.round(median(list.map((r) => r[key])));
      const all = (key: keyof Run) => list.map((r) => Math.round(r[key])).join(' / ');
      return `| ${build.replace(`${root}`, '')} | ${m('tbt')} | ${all('tbt')} | ${m('hydrationTbt')} | ${all('hydrationTbt')} | ${m('longTasks')} | ${m('longest')} | ${m('cpuMs')} | ${m('hydrationMs')} |`;
    });
    console.log(
      [
        `${PAGE}, Chromium, main-thread CPU time × 4, 412 × 823, ${RUNS} runs per build alternately, medians; ${machine()}.`,
        '',
        '| build | blocking ms from FCP | runs | blocking ms from the scripts’ evaluation | runs | tasks over 50 ms | longest ms | main thread ms from then | scripts’ request → hydrated ms (wall) |',
        '|---|---:|---|---:|---|---:|---:|---:|---:|',
        ...rows,
      ].join('\n'),
    );
  } finally {
    await browser?.close();
    for (const s of servers) s.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await admin((c) => c.query(`drop database if exists ${database} with (force)`));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
