/**
 * The shared page cache for guests: a page requested without a session cookie is the same for every
 * guest with the same address, variant, language and display cookies (the shop's own, constants.ts), so it is rendered once per
 * short time limit and served from memory in between. Least recently used pages go first when the
 * cache outgrows its byte bound.
 *
 * What never goes in: a request with a session (the layout carries that shopper's basket,
 * favourites and name), a route outside the guest-cacheable list (routes.ts `guestCache`), an answer
 * other than 200 or one that sets a cookie. The one exception, kept under keys of their own: the
 * shared render of a session's city, with no one's data in it, for browsers that run the shop's
 * scripts and fill the shopper's parts in themselves (`sharedSessionPage`). What is kept of a page, and the policy its answers carry
 * in place of a nonce: cached-page.ts.
 */
import { APP_MODE_MARKERS } from '@storefront/domain/app-mode';
import { COOKIES, viewportOfAgent } from '@storefront/domain/constants';
import { detectLocale } from '@storefront/domain/i18n/translate';
import { matchRoute, type RouteDef } from '@storefront/domain/routes';
import { DEFAULT_VARIANT, hostVariant, VARIANTS, type VariantKey, variantFromPath } from '@storefront/domain/variants';
import { parseCookies } from '../lib/cookies.ts';
import { type OriginSettings, requestOrigin } from '../lib/request-origin.ts';
import type { CachedPage } from './cached-page.ts';

interface Entry {
  page: CachedPage;
  expires: number;
  bytes: number;
}

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** Counts the clears: a render begun before one is not stored after it. */
  private clears = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0 && this.maxBytes > 0;
  }

  /** The page while within its time limit. */
  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    // An expired page stays (in its place for eviction) until its re-render replaces it: see `previous`.
    if (!entry || entry.expires <= this.now()) return undefined;
    this.entries.delete(key);
    // Most recently used last: eviction takes from the front.
    this.entries.set(key, entry);
    return entry.page;
  }

  /** The page kept for this key, expired or not: a re-render reuses its compression when the bytes are the same. */
  previous(key: string): CachedPage | undefined {
    return this.entries.get(key)?.page;
  }

  /** Where the cache is in its clears; `set` takes it from before the page's render. */
  get generation(): number {
    return this.clears;
  }

  /** Keeps a page rendered from `generation` on, unless the cache has been cleared since. */
  set(key: string, page: CachedPage, generation = this.clears): void {
    if (!this.enabled || generation !== this.clears) return;
    // The densest brotli that may replace `br` later is smaller than it.
    const bytes = page.body.length + page.gzip.length + page.br.length + key.length * 2 + 512;
    if (bytes > this.maxBytes) return;
    this.delete(key);
    this.entries.set(key, { page, expires: this.now() + this.ttlMs, bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }

  /** Drops every page: the catalogue changed. */
  clear(): void {
    this.clears += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Approximate memory held, in bytes. */
  get heldBytes(): number {
    return this.bytes;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

/**
 * Guest renders under way, by cache key: when a page expires under a burst of guests, the others
 * wait for the one render instead of each starting its own.
 */
export class RendersInFlight {
  private readonly renders = new Map<string, Promise<CachedPage | undefined>>();

  /** The render of this key under way, if any: it gives the page, or nothing when it was not shareable. */
  wait(key: string): Promise<CachedPage | undefined> | undefined {
    return this.renders.get(key);
  }

  /** Marks a render of this key as started; the function returned ends it (once; later calls do nothing). */
  start(key: string): (page?: CachedPage) => void {
    let settle: (page?: CachedPage) => void = () => {};
    const render = new Promise<CachedPage | undefined>((resolve) => {
      settle = resolve;
    });
    this.renders.set(key, render);
    let done = false;
    return (page) => {
      if (done) return;
      done = true;
      if (this.renders.get(key) === render) this.renders.delete(key);
      settle(page);
    };
  }
}

/** Whether a rendered answer may be kept for other guests: a complete 200 that sets no cookie. */
export function isShareable(response: { status: number; headers: Headers }): boolean {
  return response.status === 200 && !response.headers.has('set-cookie');
}

export interface PageRequest {
  method: string;
  /** Path and query as requested. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  /** The scheme Fastify gives (X-Forwarded-Proto behind a trusted proxy). */
  protocol?: string;
}

/**
 * The shop's cookies that may shape a page (display choices), in the key: not the session (a guest
 * has none; a shared render's key holds its city instead) nor the scripts marker (guests with and
 * without it get the same page).
 */
const KEY_COOKIES = Object.values(COOKIES)
  .map((c) => c.name)
  .filter((name) => name !== COOKIES.session.name && name !== COOKIES.scripts.name);

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The request's readable cookies (lib/cookies.ts: the process's one parser). */
function cookiesOf(request: PageRequest): Record<string, string> {
  return parseCookies(first(request.headers.cookie)).values;
}

/**
 * The cache key of a guest's page request, or null when the answer may not be shared: not a GET,
 * a session cookie, or a route that is not on the guest-cacheable list. The key holds everything
 * a guest's page depends on: host, variant, language, the app marker and the display cookies.
 */
export function guestPageKey(request: PageRequest, settings: OriginSettings): string | null {
  if (request.method !== 'GET') return null;
  const cookies = cookiesOf(request);
  if (cookies[COOKIES.session.name] !== undefined) return null;
  return pageKey(request, cookies, settings, (route) => Boolean(route.guestCache));
}

/** A page request that may get the shared render of its session's city (see sharedSessionPageKey). */
export interface SharedSessionPage {
  /** The session cookie's token, to look the session's city up by. */
  token: string;
  /** The key without the session's facts. */
  key: string;
}

/**
 * Whether a page request with a session may be answered with the shared render of the session's
 * city, the personal parts left for the browser to fill in: a GET of a page (not a navigation's
 * data request) on a route marked `sessionShare`, from a browser that runs the shop's scripts
 * (the scripts cookie, set once a page has hydrated), not a content editor's preview. Without the
 * cookie the page is rendered in full for the shopper: browsers without JavaScript see their state
 * in the server's HTML.
 */
export function sharedSessionPage(request: PageRequest, settings: OriginSettings): SharedSessionPage | null {
  if (request.method !== 'GET') return null;
  const cookies = cookiesOf(request);
  const token = cookies[COOKIES.session.name];
  if (!token || cookies[COOKIES.scripts.name] === undefined) return null;
  const [pathname = '', query = ''] = request.url.split('?');
  // A navigation's data request (`….data`) is answered for the shopper in full, and so is a content
  // editor's preview (`?preview`: the back office's API answers it for them).
  if (pathname.endsWith('.data') || new URLSearchParams(query).has('preview')) return null;
  const key = pageKey(request, cookies, settings, (route) => Boolean(route.guestCache && route.sessionShare));
  return key === null ? null : { token, key };
}

/**
 * The key of a session page's shared render: the page's key and what of the session shapes the page
 * apart from the shopper's own block — its city (stock, delivery, the city's name).
 */
export function sharedSessionPageKey(page: SharedSessionPage, facts: { cityId: number | null }): string {
  return ['session', facts.cityId ?? '', page.key].join('\u0000');
}

function pageKey(
  request: PageRequest,
  cookies: Record<string, string>,
  settings: OriginSettings,
  cacheable: (route: RouteDef) => boolean,
): string | null {
  const hostMap = settings.HOST_MAP;
  const pathname = request.url.split('?')[0] ?? '/';
  // The origin the page's links are built from (lib/request-origin.ts), and the variant the render
  // takes from it, as the web's API client names its host to the API: one origin, one page.
  const origin = requestOrigin(request, settings);
  const variant: VariantKey =
    hostVariant(new URL(origin).hostname, hostMap) ?? variantFromPath(pathname) ?? DEFAULT_VARIANT;
  const match = matchRoute(pathname, variant);
  if (!match || !cacheable(match.route)) return null;
  const locale = detectLocale(
    VARIANTS[variant],
    cookies[COOKIES.locale.name],
    first(request.headers['accept-language']),
  );
  // The app's marker, as a header or as the cookie that keeps the mode after the first page.
  const app = `${first(request.headers[APP_MODE_MARKERS.header]) ?? ''}/${cookies[APP_MODE_MARKERS.cookie] ?? ''}`;
  // The shop's own cookies (display choices) may shape the page; others (analytics) do not.
  const shopCookies = KEY_COOKIES.map((name) => cookies[name] ?? '');
  // Without the viewport cookie the user agent decides the layout (bots and TVs get the desktop's).
  const agentViewport = viewportOfAgent(first(request.headers['user-agent']));
  return [variant, locale, origin, app, agentViewport, ...shopCookies, request.url].join('\u0000');
}
