/**
 * The route table of spec section 2, declared once. The web route config, the server's
 * redirects and the API's page resolution are all built from it.
 */
import { VARIANT_KEYS, type VariantKey, variantPrefixPath } from './variants.ts';

export type ParamRule = 'int' | 'slug' | 'token' | readonly string[];

export interface RouteDef {
  name: string;
  /** Path in the default variant: ':name' params, ':name?' optional, '*' any depth, trailing slash. */
  path: string;
  /** English alias used by the com variant. */
  comPath?: string;
  /** Variants the route exists in; all when absent. */
  only?: readonly VariantKey[];
  /** Needs an authorized user; guests are sent to the login route. */
  auth?: boolean;
  /** main: the shop's header and footer; clear: the content alone; checkout: a focused page, the logo and a way back. */
  layout: 'main' | 'clear' | 'checkout';
  params?: Readonly<Record<string, ParamRule>>;
  /** Redirects away to a configured external address. */
  external?: boolean;
  /** Scrolls to the top on entry. */
  scrollToTop?: boolean;
  /**
   * The same for every guest (no personal data, no per-visit token): the server may render it once
   * for all guests for a few seconds (packages/web-host page-keys.ts).
   */
  guestCache?: boolean;
  /**
   * A shopper's own state on the page all comes from the root's layout (`layout.user`: name, basket,
   * favourites; the listing's hearts too), and the page's other answers depend on the session only
   * through its city: a shopper whose browser runs scripts (COOKIES.scripts) gets the city's shared
   * render, the personal parts filled in after hydration (packages/web-host page-keys.ts). Only with
   * `guestCache`. Such a page's answers record nothing of the shopper either: the product page's
   * view is recorded by the browser's own call once the page has loaded (decision 028).
   */
  sessionShare?: boolean;
  /**
   * A `sessionShare` page whose shopper's parts the server can splice into the city's shared render
   * for a browser that has not run the scripts (apps/web shell/shopper-splice.server.ts, decision 047):
   * the header's account entry and counters, the cards' hearts and basket buttons (and the product
   * page's waiting-list button) are all it has of the shopper. The product page records the view of
   * such a browser by a `<noscript>` picture, and its watched carousel is the browser's (decision 049).
   */
  sessionSplice?: boolean;
}

const PROFILE = '/lichnyj-kabinet/';
const PROFILE_COM = '/personal-account/';

function profileSub(name: string, sub: string, only?: readonly VariantKey[]): RouteDef {
  return {
    name,
    path: `${PROFILE}${sub}/`,
    comPath: `${PROFILE_COM}${sub}/`,
    auth: true,
    layout: 'main',
    scrollToTop: true,
    ...(only ? { only } : {}),
  };
}

export const ROUTES = [
  { name: 'MainIndex', path: '/', layout: 'main', guestCache: true, sessionShare: true, sessionSplice: true },
  { name: 'GiftCardsIndex', path: '/podarochnye-karty/', only: ['ru'], layout: 'main' },
  {
    name: 'GiftCardPresentPageIndex',
    path: '/podarochnye-karty/:cardId/',
    only: ['ru'],
    layout: 'clear',
    params: { cardId: 'token' },
  },
  {
    name: 'CatalogIndex',
    path: '/catalog/*',
    layout: 'main',
    guestCache: true,
    sessionShare: true,
    sessionSplice: true,
  },
  {
    name: 'ProductIndex',
    path: '/product/:productSlug/',
    layout: 'main',
    guestCache: true,
    sessionShare: true,
    sessionSplice: true,
    params: { productSlug: 'slug' },
  },
  { name: 'ContactsIndex', path: '/kontakty/', comPath: '/contacts/', layout: 'main', guestCache: true },
  { name: 'MagazinesIndex', path: '/magazine/:id/', layout: 'main', guestCache: true, params: { id: 'int' } },
  { name: 'BasketOrdersIndex', path: '/oformlenie-zakaza/', comPath: '/ordering/', auth: true, layout: 'checkout' },
  { name: 'BasketIndex', path: '/korzina/', comPath: '/basket/', layout: 'main' },
  { name: 'LookbookIndex', path: '/lookbook/', layout: 'main', guestCache: true },
  {
    name: 'LookbookDetailIndex',
    path: '/lookbook/:lookbookPath/',
    layout: 'main',
    guestCache: true,
    params: { lookbookPath: 'slug' },
  },
  {
    name: 'FavoritesIndex',
    path: '/izbrannoe/:sharingHash?/',
    comPath: '/favourites/:sharingHash?/',
    layout: 'main',
    params: { sharingHash: 'token' },
  },
  { name: 'SearchIndex', path: '/search/', layout: 'main', guestCache: true, sessionShare: true, sessionSplice: true },
  { name: 'LogInIndex', path: '/vkhod-ili-registratsiya/', comPath: '/login/', layout: 'main' },
  { name: 'StaticDocumentsIndex', path: '/documents/', layout: 'main', guestCache: true },
  {
    name: 'StaticDocumentsDetailIndex',
    path: '/documents/:documentName/',
    layout: 'main',
    guestCache: true,
    params: { documentName: 'slug' },
  },
  { name: 'ShopsIndex', path: '/shops/', layout: 'main', guestCache: true },
  { name: 'ShopsDetailIndex', path: '/shops/:id/', layout: 'main', guestCache: true, params: { id: 'int' } },
  {
    name: 'PaymentResultIndex',
    path: '/pages/:pageKey/',
    layout: 'main',
    params: { pageKey: ['payment-success', 'payment-failure'] },
  },
  { name: 'RedirectToAppStore', path: '/redirect-to-app/', layout: 'main' },
  { name: 'NewsIndex', path: '/novosti/', comPath: '/news/', layout: 'main', guestCache: true },
  {
    name: 'NewsDetailIndex',
    path: '/novosti/:novostiPath/',
    comPath: '/news/:novostiPath/',
    layout: 'main',
    guestCache: true,
    params: { novostiPath: 'slug' },
  },
  { name: 'BlogIndex', path: '/blog/', layout: 'main', guestCache: true },
  { name: 'BlogDetailIndex', path: '/blog/:blogPath/', layout: 'main', guestCache: true, params: { blogPath: 'slug' } },
  { name: 'ProfileIndex', path: PROFILE, comPath: PROFILE_COM, auth: true, layout: 'main', scrollToTop: true },
  profileSub('ProfileOrdersIndex', 'orders'),
  profileSub('ProfileMessagesIndex', 'messages'),
  profileSub('ProfileWaitingListIndex', 'waiting-list', ['ru', 'kz']),
  profileSub('ProfilePersonalIndex', 'personal'),
  profileSub('ProfileAddressesIndex', 'addresses'),
  profileSub('ProfileSubscriptionsIndex', 'subscriptions'),
  // The spec names a gift-cards area without a path; it gets one here like its siblings.
  profileSub('ProfileGiftCardsIndex', 'gift-cards'),
  { name: 'AboutCompanyIndex', path: '/o-kompanii/', comPath: '/about-us/', layout: 'main', guestCache: true },
  { name: 'GoodNewsIndex', path: '/good-news/', layout: 'main', guestCache: true },
  { name: 'LooksPage', path: '/looks/', only: ['ru'], layout: 'main', guestCache: true },
  {
    name: 'ExternalIndex',
    path: '/o-kompanii/vakansii/',
    comPath: '/about-us/vakansii/',
    layout: 'main',
    external: true,
  },
] as const satisfies readonly RouteDef[];

export type RouteName = (typeof ROUTES)[number]['name'];

const BY_NAME = new Map<string, RouteDef>(ROUTES.map((r) => [r.name, r]));

export function getRoute(name: RouteName): RouteDef {
  const route = BY_NAME.get(name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route;
}

export function routeExistsIn(route: RouteDef, variant: VariantKey): boolean {
  return !route.only || route.only.includes(variant);
}

/** The path pattern of a route in a variant, with the variant's prefix, or null when absent there. */
export function routePattern(route: RouteDef, variant: VariantKey): string | null {
  if (!routeExistsIn(route, variant)) return null;
  const own = variant === 'com' && route.comPath ? route.comPath : route.path;
  return `${variantPrefixPath(variant)}${own}`;
}

/** Every (route, variant, pattern) triple: what the web route config registers. */
export function routeEntries(): { route: RouteDef; variant: VariantKey; pattern: string }[] {
  return VARIANT_KEYS.flatMap((variant) =>
    ROUTES.flatMap((route) => {
      const pattern = routePattern(route, variant);
      return pattern ? [{ route, variant, pattern }] : [];
    }),
  );
}

export interface RouteMatch {
  route: RouteDef;
  variant: VariantKey;
  params: Record<string, string>;
}

function splitPath(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** Matches a path pattern against a pathname; trailing slashes do not matter. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = splitPath(pattern);
  const got = splitPath(pathname);
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const seg = want[i] as string;
    if (seg === '*') {
      params['*'] = got.slice(i).map(decodeURIComponentSafe).join('/');
      return params;
    }
    const value = got[i];
    if (seg.startsWith(':')) {
      const optional = seg.endsWith('?');
      const key = seg.slice(1, optional ? -1 : undefined);
      if (value === undefined) {
        if (optional) continue;
        return null;
      }
      params[key] = decodeURIComponentSafe(value);
      continue;
    }
    if (value === undefined || value.toLowerCase() !== seg.toLowerCase()) return null;
  }
  return got.length <= want.length ? params : null;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The route a pathname belongs to in a variant, or null (the 404 page). */
export function matchRoute(pathname: string, variant: VariantKey): RouteMatch | null {
  for (const route of ROUTES as readonly RouteDef[]) {
    const pattern = routePattern(route, variant);
    if (!pattern) continue;
    const params = matchPattern(pattern, pathname);
    if (params) return { route, variant, params };
  }
  return null;
}

const PARAM_PATTERNS: Record<Exclude<ParamRule, readonly string[]>, RegExp> = {
  int: /^[1-9]\d{0,9}$/,
  slug: /^[a-z0-9][a-z0-9-_.]{0,199}$/i,
  token: /^[A-Za-z0-9_-]{1,128}$/,
};

/** Whether a matched route's params pass its rules; a failure is the 'Page Not Found: {path}' 404. */
export function paramsAreValid(route: RouteDef, params: Readonly<Record<string, string | undefined>>): boolean {
  for (const [key, rule] of Object.entries(route.params ?? {})) {
    const value = params[key];
    if (value === undefined) continue;
    const ok = typeof rule === 'string' ? PARAM_PATTERNS[rule].test(value) : rule.includes(value);
    if (!ok) return false;
  }
  if (route.name === 'CatalogIndex') {
    return (params['*'] ?? '').split('/').every((s) => s === '' || PARAM_PATTERNS.slug.test(s));
  }
  return true;
}

/** Builds a concrete path for a route in a variant. Throws for a route absent in that variant. */
export function buildPath(
  name: RouteName,
  variant: VariantKey,
  params: Readonly<Record<string, string | number | undefined>> = {},
): string {
  const route = getRoute(name);
  const pattern = routePattern(route, variant);
  if (!pattern) throw new Error(`Route ${name} does not exist in variant ${variant}`);
  const segments = splitPath(pattern).flatMap((seg) => {
    if (seg === '*') return splitPath(String(params['*'] ?? ''));
    if (!seg.startsWith(':')) return [seg];
    const optional = seg.endsWith('?');
    const key = seg.slice(1, optional ? -1 : undefined);
    const value = params[key];
    if (value === undefined || value === '') {
      if (optional) return [];
      throw new Error(`Route ${name} needs param ${key}`);
    }
    return [encodeURIComponent(String(value))];
  });
  return segments.length ? `/${segments.join('/')}/` : '/';
}

/**
 * A search's page for a query, as the shop's search form asks for it (a GET form encodes its field as
 * URLSearchParams does: a space is "+"): links, suggestions and the cache warm ask for the same address,
 * so a shared cache keeps one page per query.
 */
export const searchPath = (variant: VariantKey, query: string): string =>
  `${buildPath('SearchIndex', variant)}?query=${formEncoded(query)}`;

/** A form field's value as a browser's GET form (and URLSearchParams) encodes it: a space is "+", and !'()~ are escaped. */
export const formEncoded = (value: string): string =>
  encodeURIComponent(value)
    .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');

/** Whether a route exists in a variant, by name. */
export function hasRoute(name: RouteName, variant: VariantKey): boolean {
  return routeExistsIn(getRoute(name), variant);
}

export const API_BASE = '/api/v1';

/** The API base of a variant: /api/v1, /kz/api/v1, /ae/api/v1. */
export function apiBase(variant: VariantKey): string {
  return `${variantPrefixPath(variant)}${API_BASE}`;
}
