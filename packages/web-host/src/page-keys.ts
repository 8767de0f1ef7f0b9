/**
 * The keys of the shared page cache (page-cache.ts): what a page request's answer may be shared
 * under, or null when it may not. A key holds everything a shared page depends on, and nothing of
 * any shopper: host and origin, variant, language, the app marker, the viewport the user agent
 * implies, the shop's display cookies and the address; a shared render's key adds its city.
 */
import { APP_MODE_MARKERS } from '@storefront/domain/app-mode';
import { COOKIES, viewportOfAgent } from '@storefront/domain/constants';
import { detectLocale } from '@storefront/domain/i18n/translate';
import { matchRoute, type RouteDef } from '@storefront/domain/routes';
import {
  DEFAULT_VARIANT,
  type HostMap,
  hostVariant,
  type LocaleTag,
  VARIANTS,
  type VariantKey,
  variantFromPath,
} from '@storefront/domain/variants';

export interface PageRequest {
  method: string;
  /** Path and query as requested. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  /** The scheme Fastify gives (X-Forwarded-Proto behind a trusted proxy). */
  protocol?: string;
}

/** How the process reads a request; the host takes the API's own rules so the key and the render agree. */
export interface RequestReader {
  /** The request's readable cookies, by the process's one Cookie parser. */
  cookies(header: string | undefined): Record<string, string>;
  /** The shop's origin for the request: what the page's links are built from. */
  origin(request: PageRequest): string;
  HOST_MAP: HostMap;
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

function cookiesOf(request: PageRequest, reader: RequestReader): Record<string, string> {
  return reader.cookies(first(request.headers.cookie));
}

/**
 * The cache key of a guest's page request, or null when the answer may not be shared: not a GET,
 * a session cookie, or a route that is not on the guest-cacheable list. The key holds everything
 * a guest's page depends on: host, variant, language, the app marker and the display cookies.
 */
export function guestPageKey(request: PageRequest, reader: RequestReader): string | null {
  if (request.method !== 'GET') return null;
  const cookies = cookiesOf(request, reader);
  if (cookies[COOKIES.session.name] !== undefined) return null;
  return pageKey(request, cookies, reader, (route) => Boolean(route.guestCache));
}

/** A page request that may get the shared render of its session's city (see sharedSessionPage). */
export interface SharedSessionPage {
  /** The session cookie's token, to look the session's city up by. */
  token: string;
  /** The key without the session's facts. */
  key: string;
  /**
   * The browser has not run the scripts: the shopper's parts are spliced into the shared render on the
   * server (a `sessionSplice` route, decision 047), at the page's variant and in its language.
   */
  splice: { variant: VariantKey; locale: LocaleTag } | null;
}

/**
 * Whether a page request with a session may be answered with the shared render of the session's
 * city: a GET of a page (not a navigation's data request) on a route marked `sessionShare`, not a
 * content editor's preview. A browser that runs the shop's scripts (the scripts cookie, set once a
 * page has hydrated) gets the render as it is and fills the personal parts in itself. One that has
 * not (the first page after logging in, or no JavaScript at all) gets it only on a `sessionSplice`
 * route and only when `splicing` (the host can splice): the server puts the shopper's parts in the
 * HTML, so browsers without JavaScript see their state; anywhere else its page is rendered in full.
 */
export function sharedSessionPage(
  request: PageRequest,
  reader: RequestReader,
  splicing = false,
): SharedSessionPage | null {
  if (request.method !== 'GET') return null;
  const cookies = cookiesOf(request, reader);
  const token = cookies[COOKIES.session.name];
  const scripts = cookies[COOKIES.scripts.name] !== undefined;
  if (!token || (!scripts && !splicing)) return null;
  const [pathname = '', query = ''] = request.url.split('?');
  // A navigation's data request (`….data`) is answered for the shopper in full, and so is a content
  // editor's preview (`?preview`: the back office's API answers it for them).
  if (pathname.endsWith('.data') || new URLSearchParams(query).has('preview')) return null;
  const page = pageKeyOf(request, cookies, reader, (route) =>
    Boolean(route.guestCache && route.sessionShare && (scripts || route.sessionSplice)),
  );
  if (page === null) return null;
  return { token, key: page.key, splice: scripts ? null : { variant: page.variant, locale: page.locale } };
}

/**
 * The key of a session page's shared render: the page's key and what of the session shapes the page
 * apart from the shopper's own block — its city (stock, delivery, the city's name). A spliced answer
 * and a browser's with scripts share it: the render is the same.
 */
export function sharedSessionPageKey(page: SharedSessionPage, facts: { cityId: number | null }): string {
  return ['session', facts.cityId ?? '', page.key].join('\u0000');
}

function pageKey(
  request: PageRequest,
  cookies: Record<string, string>,
  reader: RequestReader,
  cacheable: (route: RouteDef) => boolean,
): string | null {
  return pageKeyOf(request, cookies, reader, cacheable)?.key ?? null;
}

function pageKeyOf(
  request: PageRequest,
  cookies: Record<string, string>,
  reader: RequestReader,
  cacheable: (route: RouteDef) => boolean,
): { key: string; variant: VariantKey; locale: LocaleTag } | null {
  const hostMap = reader.HOST_MAP;
  const pathname = request.url.split('?')[0] ?? '/';
  // The origin the page's links are built from, and the variant the render takes from it, as the
  // web's API client names its host to the API: one origin, one page.
  const origin = reader.origin(request);
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
  const key = [variant, locale, origin, app, agentViewport, ...shopCookies, request.url].join('\u0000');
  return { key, variant, locale };
}
