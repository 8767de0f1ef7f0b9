/**
 * Fills a shared cache (Varnish or a CDN) with the shop's guest pages before traffic needs them: after a
 * deploy or a full purge, or before a sale, when every first guest of a page would otherwise wait for its
 * render. The pages are those of the sitemaps robots.txt names (each variant's categories, products,
 * content and shops), asked for through the address shoppers use, with the headers the cache keys on
 * (a browser's agent, language and encodings), a few at a time so the shop keeps serving meanwhile.
 */

/** `<loc>` values of a sitemap or sitemap index, unescaped. */
export function sitemapLocs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => unescapeXml((m[1] ?? '').trim()));
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function unescapeXml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name] ?? '');
}

/** The sitemap addresses of a robots.txt (`Sitemap:` lines, any case). */
export function robotsSitemaps(robots: string): string[] {
  return robots
    .split('\n')
    .map((line) => /^sitemap:(.*)$/i.exec(line.trim())?.[1]?.trim() ?? '')
    .filter((url) => url !== '');
}

/** The same path and query at `origin`: the cache tier's or the public address the warm goes through. */
export function atOrigin(url: string, origin: string): string {
  const { pathname, search } = new URL(url);
  return new URL(`${pathname}${search}`, origin).href;
}

export interface WarmOptions {
  /** Where every request goes (the pages' own origin is replaced by it). */
  origin: string;
  /** Sitemaps or sitemap indexes to take the pages from. */
  sitemaps: readonly string[];
  /** Requests at once. */
  concurrency: number;
  /** What a browser sends that the cache keys on: user-agent, accept-language, accept-encoding. */
  headers: Readonly<Record<string, string>>;
  /** At most this many pages (after the sitemaps' order), or all. */
  limit?: number;
  /** Called as each page is answered, e.g. for progress. */
  onPage?: (page: WarmedPage) => void;
}

export interface WarmedPage {
  url: string;
  status: number;
  /** What the cache said (`X-Cache`), or '' when it says nothing. */
  cache: string;
  /** Why the request failed (status 0). */
  error?: string;
}

export interface WarmReport {
  pages: number;
  /** Pages by the cache's answer: MISS (now kept), HIT (kept already), PASS (not kept), … */
  byCache: Record<string, number>;
  /** Pages that did not answer 200 (status 0 and the error: the request failed). */
  failed: WarmedPage[];
}

async function fetchText(url: string, headers: Readonly<Record<string, string>>): Promise<string> {
  const answer = await fetch(url, { headers });
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return answer.text();
}

/** The page addresses of the sitemaps, following sitemap indexes, each once, in the sitemaps' order. */
export async function sitemapPages(options: Pick<WarmOptions, 'origin' | 'sitemaps' | 'headers'>): Promise<string[]> {
  const pages = new Set<string>();
  const seen = new Set<string>();
  const visit = async (sitemap: string): Promise<void> => {
    const url = atOrigin(sitemap, options.origin);
    if (seen.has(url)) return;
    seen.add(url);
    const xml = await fetchText(url, { ...options.headers, accept: 'application/xml' });
    const locs = sitemapLocs(xml);
    if (/<sitemapindex[\s>]/.test(xml)) for (const loc of locs) await visit(loc);
    else for (const loc of locs) pages.add(atOrigin(loc, options.origin));
  };
  for (const sitemap of options.sitemaps) await visit(sitemap);
  return [...pages];
}

async function warmPage(url: string, headers: Readonly<Record<string, string>>): Promise<WarmedPage> {
  const answer = await fetch(url, { headers: { ...headers, accept: 'text/html' }, redirect: 'manual' });
  // Read to the end: a cache keeps an answer once it has all of it.
  await answer.arrayBuffer();
  return { url, status: answer.status, cache: answer.headers.get('x-cache') ?? '' };
}

/** Asks for every page of the sitemaps through `origin`, `concurrency` at a time. */
export async function warmCache(options: WarmOptions): Promise<WarmReport> {
  const all = await sitemapPages(options);
  const pages = options.limit === undefined ? all : all.slice(0, options.limit);
  const report: WarmReport = { pages: pages.length, byCache: {}, failed: [] };
  let next = 0;
  const worker = async () => {
    while (next < pages.length) {
      const url = pages[next++] as string;
      const page = await warmPage(url, options.headers).catch(
        (error: unknown): WarmedPage => ({ url, status: 0, cache: '', error: String(error) }),
      );
      const key = page.cache || 'no X-Cache';
      report.byCache[key] = (report.byCache[key] ?? 0) + 1;
      if (page.status !== 200) report.failed.push(page);
      options.onPage?.(page);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency, pages.length)) }, worker));
  return report;
}
