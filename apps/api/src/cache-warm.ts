/**
 * `npm run cache:warm [-- --url <address>] [--sitemap <url>]… [--concurrency 4] [--limit N]
 * [--listing-pages N] [--searches N] [--search-days N] [--user-agent <agent>] [--accept-language <list>]`: asks
 * for every page of the shop's sitemaps through the address shoppers use (default PUBLIC_URL), so Varnish or
 * the CDN there keeps them before the first guests come (lib/warm-cache.ts). The sitemaps default to those
 * robots.txt names: every variant's. They name a listing's first page; `--listing-pages 3` warms its second
 * and third too. No sitemap names a search: with DATABASE_URL set, each variant's `--searches` (default 100)
 * searches asked most over the last `--search-days` (default 7) are warmed too, from the search log.
 * Prints what the cache answered (MISS: kept now, HIT: kept already, PASS: not kept) and each page that
 * answered an error (a redirect is kept as a page is); exits 1 if any did.
 */
import { parseArgs } from 'node:util';
import { searchPath } from '@storefront/domain/routes';
import { openDatabase } from './db/client.ts';
import { robotsSitemaps, warmCache } from './lib/warm-cache.ts';
import { mostAskedSearches } from './modules/catalog/search/search-log.ts';

/** A phone's browser: every shopper's agent but robots' and TVs' shares the phone layout's cache key. */
const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: process.env.PUBLIC_URL },
      sitemap: { type: 'string', multiple: true },
      concurrency: { type: 'string', default: '4' },
      limit: { type: 'string' },
      'listing-pages': { type: 'string', default: '1' },
      searches: { type: 'string', default: '100' },
      'search-days': { type: 'string', default: '7' },
      'user-agent': { type: 'string', default: PHONE_AGENT },
      'accept-language': { type: 'string', default: 'ru-RU,ru;q=0.9,en;q=0.8' },
    },
  });
  const origin = values.url;
  if (!origin) throw new Error('Name the address to warm through: --url https://shop.example (or set PUBLIC_URL)');
  const concurrency = Number(values.concurrency);
  const limit = values.limit === undefined ? undefined : Number(values.limit);
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error('--concurrency takes a whole number ≥ 1');
  if (limit !== undefined && (!Number.isInteger(limit) || limit < 0)) throw new Error('--limit takes a whole number');
  const listingPages = Number(values['listing-pages']);
  if (!Number.isInteger(listingPages) || listingPages < 1) throw new Error('--listing-pages takes a whole number ≥ 1');
  const searches = { perVariant: Number(values.searches), days: Number(values['search-days']) };
  if (!Number.isInteger(searches.perVariant) || searches.perVariant < 0)
    throw new Error('--searches takes a whole number');
  if (!Number.isInteger(searches.days) || searches.days < 1) throw new Error('--search-days takes a whole number ≥ 1');
  const headers = {
    'user-agent': values['user-agent'],
    'accept-language': values['accept-language'],
    'accept-encoding': 'gzip, br',
  };
  const robots = new URL('/robots.txt', origin).href;
  const sitemaps = values.sitemap ?? robotsSitemaps(await (await fetch(robots, { headers })).text());
  if (sitemaps.length === 0) throw new Error(`${robots} names no sitemap: name them with --sitemap`);
  const pages = await searchPages(searches);
  const started = performance.now();
  let done = 0;
  const report = await warmCache({
    origin,
    sitemaps,
    concurrency,
    headers,
    limit,
    listingPages,
    pages,
    onPage: () => {
      done += 1;
      if (done % 500 === 0) console.log(`${done} pages…`);
    },
  });
  const seconds = (performance.now() - started) / 1000;
  const caches = Object.entries(report.byCache).map(([cache, n]) => `${cache} ${n}`);
  console.log(`Warmed ${report.pages} pages through ${origin} in ${seconds.toFixed(1)} s: ${caches.join(', ')}`);
  for (const page of report.failed) console.log(`  ${page.status || page.error} ${page.url}`);
  if (report.failed.length > 0) process.exitCode = 1;
}

/**
 * The search pages of the searches asked most (none without DATABASE_URL: the log is in the database).
 * A log that cannot be read is said, and the run fails at its end, but the sitemaps' pages are warmed:
 * before a sale they matter more than the searches.
 */
async function searchPages(options: { perVariant: number; days: number }): Promise<string[]> {
  const url = process.env.DATABASE_URL;
  if (options.perVariant === 0) return [];
  if (!url) {
    console.log('No searches warmed: the search log is read from DATABASE_URL, which is not set');
    return [];
  }
  let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    database = await openDatabase({ url, poolSize: 1, connectTimeoutMs: 10_000 });
    const asked = await mostAskedSearches(database.db, options);
    console.log(`${asked.length} searches asked most over the last ${options.days} days, from the search log`);
    return asked.map((s) => searchPath(s.variant, s.query));
  } catch (error) {
    console.error(
      `No searches warmed: reading the search log from DATABASE_URL: ${error instanceof Error ? error.message : error}`,
    );
    process.exitCode = 1;
    return [];
  } finally {
    await database?.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
