/**
 * `npm run bench:lighthouse`: Lighthouse's mobile performance audit (its default: a mid-range phone
 * on a slow 4G link, simulated) of home, category, product, basket, login and /ae/, RUNS times each,
 * against the built production server (`npm run build` first) on a fresh PostgreSQL database that
 * DATABASE_URL's server holds (dropped at the end). Chromium is Debian's (CHROMIUM_PATH, default
 * /usr/bin/chromium). Prints the median score, LCP, TBT and CLS, and the JavaScript each page
 * transfers, as a Markdown table.
 *
 * Each page's first load after the server starts is audited apart and shown in its own column: it is the
 * one that renders the page and derives its pictures' sizes (on first request, then kept immutable), which
 * a shop's first visitor pays once; the RUNS runs after it measure the page as every later shopper gets it.
 */
import { randomBytes } from 'node:crypto';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { admin, benchServerEnv, machine, median, startProcess } from './support.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PRODUCTS = Number(process.env.SEED_PRODUCTS ?? 6_000);

interface Run {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  scriptBytes: number;
  /** The picture audits that do not pass (properly sized, next-gen formats, explicit dimensions, offscreen). */
  imageWarnings: string[];
}

const IMAGE_AUDITS = ['uses-responsive-images', 'modern-image-formats', 'unsized-images', 'offscreen-images'];

async function audit(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const resources = (
    lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptBytes: resources?.find((r) => r.resourceType === 'script')?.transferSize ?? 0,
    imageWarnings: IMAGE_AUDITS.filter((id) => (lhr.audits[id]?.score ?? 1) < 1),
  };
}

async function main(): Promise<void> {
  const database = `sf_bench_${randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`create database ${database}`));
  const stops: (() => void)[] = [];
  try {
    const server = await startProcess(
      ['apps/api/dist/bin/server.js'],
      {
        ...benchServerEnv(database, PRODUCTS),
      },
      '/api/v1/health/ready',
      600_000,
    );
    stops.push(server.stop);
    const listing = (await (await fetch(`${server.base}/api/v1/catalog?url=/catalog/kukhnya/`)).json()) as {
      data: { items: { url: string }[] };
    };
    const product = listing.data.items[0]?.url;
    if (!product) throw new Error('no product in the listing');
    const pages = {
      home: '/',
      'category /catalog/kukhnya/': '/catalog/kukhnya/',
      product,
      basket: '/korzina/',
      login: '/vkhod-ili-registratsiya/',
      '/ae/': '/ae/',
    };

    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    stops.push(() => chrome.kill());
    const rows: string[] = [];
    for (const [page, path] of Object.entries(pages)) {
      const first = await audit(`${server.base}${path}`, chrome.port);
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(`${server.base}${path}`, chrome.port));
      const m = (key: Exclude<keyof Run, 'imageWarnings'>) => median(runs.map((r) => r[key]));
      rows.push(
        `| ${page} | ${m('score')} | ${runs.map((r) => r.score).join(' / ')} | ${first.score} | ${(m('lcp') / 1000).toFixed(2)} | ${Math.round(m('tbt'))} | ${m('cls').toFixed(3)} | ${(m('scriptBytes') / 1000).toFixed(1)} | ${[...new Set(runs.flatMap((r) => r.imageWarnings))].join(', ') || 'none'} |`,
      );
      console.error(`${page}: first load ${first.score}, then ${runs.map((r) => r.score).join(' / ')}`);
    }
    console.log(
      [
        `Lighthouse ${lighthouseVersion()} mobile (simulated slow 4G, 4× CPU slowdown), ${RUNS} runs per page after its first load, medians; ${machine()}; Chromium ${await chromiumVersion(chrome.port)}.`,
        '',
        '| page | performance | runs | first load | LCP s | TBT ms | CLS | JavaScript transferred, KB | picture warnings |',
        '|---|---:|---|---:|---:|---:|---:|---:|---|',
        ...rows,
      ].join('\n'),
    );
  } finally {
    for (const stop of stops.reverse()) stop();
    await new Promise((r) => setTimeout(r, 500));
    await admin((c) => c.query(`drop database if exists ${database} with (force)`));
  }
}

function lighthouseVersion(): string {
  return (process.env.npm_package_devDependencies_lighthouse ?? '').replace(/^\D*/, '') || '12';
}

async function chromiumVersion(port: number): Promise<string> {
  const info = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { Browser?: string };
  return info.Browser?.replace(/^\D*/, '') ?? 'unknown';
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
