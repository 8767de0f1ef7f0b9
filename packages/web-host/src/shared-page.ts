/**
 * A guest's page an HTTP cache in front (Varnish, a CDN) may keep (decision 041): the same pages the
 * host's own cache shares with guests (page-keys.ts `guestPageKey`: no session cookie, a guest-cacheable
 * route, a GET) and only a complete one that sets no cookie (page-cache.ts `isShareable`). Its surrogate
 * keys are the catalogue's and the content's (the layout of every page shows both) and those of the
 * API answers the render read (the API's shared-caching.ts names them), so a purge of a product
 * drops the pages that show it.
 */
import {
  keysOfHeader,
  SHARED_PAGE_VARY,
  type SharedCacheTimes,
  SURROGATE_FAMILIES,
  sharedCacheControl,
  surrogateKeyHeaders,
} from '@storefront/domain/http-cache';
import type { ApiFetch } from './web-request.ts';

/** An API fetch that adds the surrogate keys of each answer it reads to `keys`. */
export function collectingKeys(apiFetch: ApiFetch, keys: Set<string>): ApiFetch {
  return async (path, init, clientIp) => {
    const response = await apiFetch(path, init, clientIp);
    for (const key of keysOfHeader(response.headers.get('surrogate-key'))) keys.add(key);
    return response;
  };
}

/** Marks a guest's page shareable for `times` (s-maxage 0: not at all), with its keys; answers whether it did. */
export function markSharedPage(headers: Headers, keys: Iterable<string>, times: SharedCacheTimes): boolean {
  if (times.sMaxAgeS <= 0) return false;
  headers.set('cache-control', sharedCacheControl(times));
  headers.set('vary', SHARED_PAGE_VARY);
  // Every page's layout shows the category menu and content (announcements, the footer's pages).
  const { all, catalog, content } = SURROGATE_FAMILIES;
  for (const [name, value] of Object.entries(surrogateKeyHeaders([all, catalog, content, ...keys]))) {
    headers.set(name, value);
  }
  return true;
}
