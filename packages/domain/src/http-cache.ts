/**
 * What the shop tells an HTTP cache in front of it (Varnish, a CDN) about a guest's answer: how long
 * it may keep it (Cache-Control), what it varies on (Vary), and the surrogate keys a purge names it
 * by, in the two header conventions caches read: `Surrogate-Key` (Fastly, Varnish's xkey from it)
 * and `Cache-Tag` (Cloudflare, Akamai). One function writes both, so they never disagree.
 */
import { APP_MODE_MARKERS } from './app-mode.ts';
import { COOKIES, LOCALE_HEADER } from './constants.ts';

/**
 * Keys that stand for a whole kind of data: every shareable answer built from the catalogue index
 * carries `catalog`, every one showing content `content`, and every one `all`.
 */
export const SURROGATE_FAMILIES = { all: 'all', catalog: 'catalog', content: 'content' } as const;
export type SurrogateFamily = (typeof SURROGATE_FAMILIES)[keyof typeof SURROGATE_FAMILIES];

/** The key of one product, category listing or content entry. */
export const surrogateKey = {
  product: (id: number) => `product-${id}`,
  /** A listing of a category (its subtree's products). */
  category: (id: number) => `category-${id}`,
  /** A listing drawn from the whole catalogue: a search, the catalogue's root. */
  anyListing: 'listing-any',
  /** A content entry by its kind (news, blog, page…) and slug. */
  content: (kind: string, slug: string) => `content-${kind}-${slug}`,
};

/**
 * The keys a change of some products makes stale (decision 043): the products', their categories'
 * (ancestors included, as the change names them), the listings drawn from the whole catalogue, and
 * TRUNCATED_KEY for answers that could not name all theirs. A purge sends them; a process's page cache
 * drops its pages by them.
 */
export function productChangeKeys(products: readonly number[], categories: readonly number[]): string[] {
  return [
    ...products.map(surrogateKey.product),
    ...categories.map(surrogateKey.category),
    surrogateKey.anyListing,
    TRUNCATED_KEY,
  ];
}

/**
 * Whether an answer with `keys` names the catalogue items it shows (a product, a category's listing, a
 * whole-catalogue listing, or that its keys were cut), so a change of other products leaves it as it is.
 * An answer naming only families (the home page's carousels) is stale after any catalogue change.
 */
export function namesCatalogueItems(keys: readonly string[]): boolean {
  return keys.some(
    (key) =>
      key.startsWith('product-') ||
      key.startsWith('category-') ||
      key === surrogateKey.anyListing ||
      key === TRUNCATED_KEY,
  );
}

/**
 * Bounds of the key headers: Akamai takes at most 128 tags, Fastly and Cloudflare 16 KB of header;
 * 4 KB keeps a page's headers well inside any proxy's buffer. An answer naming more keeps its first
 * ones (families come first) and carries TRUNCATED_KEY, which every purge of single items also names.
 */
export const SURROGATE_KEYS_MAX = 128;
export const SURROGATE_HEADER_MAX_BYTES = 4096;
export const TRUNCATED_KEY = 'keys-truncated';

/** A key as caches accept it: no separators (space, comma), printable ASCII, at most 128 characters. */
const KEY_PATTERN = /^[\x21-\x2b\x2d-\x7e]{1,128}$/;

/** The keys of an answer, deduplicated in their order, within the bounds above. */
export function boundedKeys(keys: Iterable<string>): string[] {
  const out: string[] = [];
  let bytes = 0;
  for (const key of new Set(keys)) {
    if (!KEY_PATTERN.test(key)) continue;
    const room =
      out.length < SURROGATE_KEYS_MAX - 1 &&
      bytes + key.length + TRUNCATED_KEY.length + 2 <= SURROGATE_HEADER_MAX_BYTES;
    if (!room) {
      out.push(TRUNCATED_KEY);
      break;
    }
    out.push(key);
    bytes += key.length + 1;
  }
  return out;
}

/** Both key headers of an answer: space-separated `Surrogate-Key`, comma-separated `Cache-Tag`. */
export function surrogateKeyHeaders(keys: Iterable<string>): { 'surrogate-key': string; 'cache-tag': string } {
  const bounded = boundedKeys(keys);
  return { 'surrogate-key': bounded.join(' '), 'cache-tag': bounded.join(',') };
}

/** The keys of a `Surrogate-Key` header (space-separated). */
export function keysOfHeader(header: string | null | undefined): string[] {
  return header ? header.split(' ').filter((key) => key !== '') : [];
}

/** How long a shared cache keeps a guest's answer, and serves it stale while it fetches it again. */
export interface SharedCacheTimes {
  sMaxAgeS: number;
  staleWhileRevalidateS: number;
}

/**
 * A guest's answer a shared cache may keep: `max-age=0` so a browser asks again (the guest may log
 * in and must then see their own page), `s-maxage` for the shared cache.
 */
export function sharedCacheControl({ sMaxAgeS, staleWhileRevalidateS }: SharedCacheTimes): string {
  return `public, max-age=0, s-maxage=${sMaxAgeS}, stale-while-revalidate=${staleWhileRevalidateS}`;
}

/**
 * The request headers a guest's API answer is drawn from besides its address and host: the
 * language (asked for, or the locale cookie), the display cookies (a cache keeps only the shop's,
 * COOKIES_A_PAGE_VARIES_ON) and the mobile app's marker.
 */
export const SHARED_API_VARY = [
  'accept-encoding',
  'accept-language',
  'cookie',
  LOCALE_HEADER,
  APP_MODE_MARKERS.header,
].join(', ');
/** A guest's page adds the layout its user agent implies (constants.ts viewportOfAgent). */
export const SHARED_PAGE_VARY = `${SHARED_API_VARY}, user-agent`;

/**
 * The cookies a guest's page may vary on (the display choices and the app's mode): the ones a cache
 * keeps in a guest's request, dropping the rest (analytics, the scripts marker). A request with the
 * session cookie is never shared at all.
 */
export const COOKIES_A_PAGE_VARIES_ON: readonly string[] = [
  ...Object.values(COOKIES)
    .map((cookie) => cookie.name)
    .filter((name) => name !== COOKIES.session.name && name !== COOKIES.scripts.name),
  APP_MODE_MARKERS.cookie,
];
