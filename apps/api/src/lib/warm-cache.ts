/**
 * Fills a shared cache (Varnish or a CDN) with the shop's guest pages before traffic needs them: after a
 * deploy or a full purge, or before a sale, when every first guest of a page would otherwise wait for its
 * render. The pages are those of the sitemaps robots.txt names (each variant's categories, products,
 * content and shops), asked for through the address shoppers use, with the headers the cache keys on
 * (a browser's agent, language and encodings), a few at a time so the shop keeps serving meanwhile.
 * The sitemaps name a listing's first page only; shoppers page on, so the warm can follow each page's
 * "next" link a few pages deep.
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

/**
 * Where a page's pagination goes next (the tag with `rel="next"`, its href resolved against the page), if
 * anywhere. Found by position, not by one pattern over the page: the page is the network's to write.
 */
export function nextPageUrl(html: string, pageUrl: string): string | null {
  for (let at = html.indexOf('rel="next"'); at >= 0; at = html.indexOf('rel="next"', at + 1)) {
    const tag = html.slice(html.lastIndexOf('<', at), html.indexOf('>', at) + 1);
    const href = /\shref="([^"]*)"/.exec(tag)?.[1];
    if (href) return new URL(unescapeXml(href), pageUrl).href;
  }
  return null;
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
  /** At most this many of the sitemaps' pages (in their order), or all; `pages` are warmed besides. */
  limit?: number;
  /**
   * More pages to warm after the sitemaps' (paths, or addresses whose origin is replaced), e.g. the
   * searches shoppers ask most, which no sitemap names; their next pages are not followed.
   */
  pages?: readonly string[];
  /** Pages of each paginated listing to warm, following "next" links from the sitemap's first (1: the sitemaps' pages only). */
  listingPages?: number;
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
  /** Pages that answered an error (status 0 and the error: the request failed); a redirect is an answer a cache keeps. */
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

/** Asks for a page and reads it to the end (a cache keeps an answer once it has all of it); `next`: where its pagination goes. */
async function warmPage(
  url: string,
  headers: Readonly<Record<string, string>>,
  follow: boolean,
): Promise<WarmedPage & { next: string | null }> {
  const answer = await fetch(url, { headers: { ...headers, accept: 'text/html' }, redirect: 'manual' });
  const html = await answer.text();
  const next = follow && answer.status === 200 ? nextPageUrl(html, url) : null;
  return { url, status: answer.status, cache: answer.headers.get('x-cache') ?? '', next };
}

/** Warms `pages`, `concurrency` at a time, into `report`; answers the next pages of those that have one when `follow`. */
async function warmRound(
  pages: readonly string[],
  options: WarmOptions,
  report: WarmReport,
  follow: boolean,
): Promise<string[]> {
  const nextPages: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < pages.length) {
      const url = pages[next++] as string;
      const page = await warmPage(url, options.headers, follow).catch(
        (error: unknown): WarmedPage & { next: null } => ({
          url,
          status: 0,
          cache: '',
          error: String(error),
          next: null,
        }),
      );
      const { next: after, ...warmed } = page;
      report.pages += 1;
      const key = warmed.cache || 'no X-Cache';
      report.byCache[key] = (report.byCache[key] ?? 0) + 1;
      if (warmed.status === 0 || warmed.status >= 400) report.failed.push(warmed);
      if (after) nextPages.push(atOrigin(after, options.origin));
      options.onPage?.(warmed);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency, pages.length)) }, worker));
  return nextPages;
}

/** Asks for every page of the sitemaps (and `pages`) through `origin`, then the listings' next pages, `concurrency` at a time. */
export async function warmCache(options: WarmOptions): Promise<WarmReport> {
  const listed = await sitemapPages(options);
  const report: WarmReport = { pages: 0, byCache: {}, failed: [] };
  const seen = new Set(listed);
  let round = options.limit === undefined ? listed : listed.slice(0, options.limit);
  for (let depth = 1; round.length > 0; depth += 1) {
    const found = await warmRound(round, options, report, depth < (options.listingPages ?? 1));
    // A next page the sitemaps name already is warmed in its own turn.
    round = found.filter((url) => !seen.has(url));
    for (const url of round) seen.add(url);
  }
  // The pages given: their first page only (a shopper seldom pages through a search's answer).
  const more = (options.pages ?? []).map((page) => atOrigin(new URL(page, options.origin).href, options.origin));
  const unseen = [...new Set(more)].filter((url) => !seen.has(url));
  if (unseen.length > 0) await warmRound(unseen, options, report, false);
  return report;
}
