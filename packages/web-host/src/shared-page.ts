/**
 * A guest's page an HTTP cache in front (Varnish, a CDN) may keep (decision 041): exactly the copy the
 * host keeps for guests (page-keys.ts `guestPageKey`; a complete 200 setting no cookie), sent from memory
 * with its inline scripts allowed by their hashes. Its first reader gets that copy too, once the render
 * is whole (page-pipeline.ts `keptFirst`, decision 048): no answer a cache in front keeps carries a
 * nonce, so it never hands one nonce to several readers (decision 017). Its surrogate
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

/**
 * The headers of a guest's kept page with what a cache in front needs to keep it too: Cache-Control
 * for `times`, what it varies on and its keys. Unchanged with s-maxage 0.
 */
export function sharedPageHeaders(
  headers: [string, string][],
  keys: Iterable<string>,
  times: SharedCacheTimes,
): [string, string][] {
  if (times.sMaxAgeS <= 0) return headers;
  // Every page's layout shows the category menu and content (announcements, the footer's pages).
  const { all, catalog, content } = SURROGATE_FAMILIES;
  const added: Record<string, string> = {
    'cache-control': sharedCacheControl(times),
    vary: SHARED_PAGE_VARY,
    ...surrogateKeyHeaders([all, catalog, content, ...keys]),
  };
  return [...headers.filter(([name]) => !(name in added)), ...Object.entries(added)];
}
