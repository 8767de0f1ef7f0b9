/**
 * `npm run bench:long-tasks`: the main thread's long tasks (over 50 ms) while a page loads, in Debian's
 * Chromium at a phone's 412 × 823 with the CPU slowed 4× (Lighthouse's mobile slowdown), and the floor
 * under them: the same page as shipped, without its scripts, and without its scripts and its stylesheet.
 * What is left in the last is the browser's own work for a document of that size (parsing, the first
 * style and layout, painting), which no change to the shop's code removes.
 *
 * Against a running server: BENCH_URL (default http://127.0.0.1:3000, e.g. `npm start`), PAGES
 * (comma-separated paths, default the category page and the login page), RUNS per page and mode
 * (default 5), the modes alternating. Long tasks are read with a buffered PerformanceObserver until 3 s
 * after the load event; their durations are wall time, so a busy machine lengthens them: read the load
 * average printed with the table.
 */
import { type Browser, chromium } from 'playwright-core';
import { machine, median } from './support.ts';

const BASE = process.env.BENCH_URL ?? 'http://127.0.0.1:3000';
const PAGES = (process.env.PAGES ?? '/catalog/kukhnya/,/vkhod-ili-registratsiya/').split(',').filter(Boolean);
const RUNS = Number(process.env.RUNS ?? 5);
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const MODES = ['as shipped', 'without scripts', 'without scripts and styles'] as const;
type Mode = (typeof MODES)[number];

interface Load {
  /** Long tasks' durations, ms, in order. */
  tasks: number[];
  elements: number;
}

async function loadOnce(browser: Browser, url: string, mode: Mode): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2.625,
    isMobile: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen: number[] = [];
      (window as unknown as { longTasks: number[] }).longTasks = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.push(Math.round(entry.duration));
      }).observe({ type: 'longtask', buffered: true });
    });
    const empty = (contentType: string) => ({ status: 200, contentType, body: '' });
    if (mode !== 'as shipped') await page.route(/\.js(\?|$)/, (r) => r.fulfill(empty('text/javascript')));
    if (mode === 'without scripts and styles') await page.route(/\.css(\?|$)/, (r) => r.fulfill(empty('text/css')));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(3_000);
    return await page.evaluate(() => ({
      tasks: (window as unknown as { longTasks: number[] }).longTasks,
      elements: document.getElementsByTagName('*').length,
    }));
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
  const rows: string[] = [];
  try {
    for (const path of PAGES) {
      const runs = new Map<Mode, Load[]>(MODES.map((mode) => [mode, []]));
      for (let i = 0; i < RUNS; i++) {
        for (const mode of MODES) runs.get(mode)?.push(await loadOnce(browser, `${BASE}${path}`, mode));
      }
      for (const mode of MODES) {
        const loads = runs.get(mode) ?? [];
        const longest = loads.map((l) => Math.max(0, ...l.tasks));
        const count = loads.map((l) => l.tasks.length);
        const over = loads.map((l) => l.tasks.reduce((sum, t) => sum + t - 50, 0));
        rows.push(
          `| ${path} | ${mode} | ${median(loads.map((l) => l.elements))} | ${median(count)} | ${median(longest)} (${Math.min(...longest)}–${Math.max(...longest)}) | ${median(over)} |`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  console.log(
    [
      `Long tasks while loading, Chromium at 412 × 823 with the CPU slowed 4×, ${RUNS} loads per page and mode, medians; ${machine()}.`,
      '',
      '| page | mode | elements | long tasks | longest, ms (range) | time over 50 ms, ms |',
      '|---|---|---:|---:|---:|---:|',
      ...rows,
    ].join('\n'),
  );
}

await main();
