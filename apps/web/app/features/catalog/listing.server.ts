import { APP_MODE_MARKERS } from '@storefront/domain/app-mode';
import {
  catalogChunk,
  filterEntries,
  listingSearch,
  parseListing,
  toQueryString,
} from '@storefront/domain/catalog-query';
import { COOKIES, viewportOfAgent } from '@storefront/domain/constants';
import { data, redirect } from 'react-router';
import { ApiError } from '../../lib/api';
import { createApi, rethrowForPage } from '../../lib/api.server';
import { readCookie } from '../../lib/cookies';
import { pageCards } from '../../lib/page-cards';
import { assertValidRoute } from '../../lib/route-guard.server';
import { type ItemsPerRow, isMobileViewport, type ListingPayload, listingHref, listingPayload } from './listing-data';

/** A client-side chunk request ('show more'): not part of the page's canonical URL. */
const COUNT_PARAM = 'count';
/**
 * Kept through the redirect to the canonical address: the chunk size, and the app's marker (the
 * layout turns it into the app mode's cookie; dropped here, the page would open as a web page).
 */
const KEPT_PARAMS = [COUNT_PARAM, APP_MODE_MARKERS.query] as const;

/** `url` with the app's marker of `kept`, if the request carried one. */
function withAppMarker(url: string, kept: URLSearchParams): string {
  const marker = kept.get(APP_MODE_MARKERS.query);
  if (!marker) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams({ [APP_MODE_MARKERS.query]: marker })}`;
}

export async function loadListing(
  request: Request,
  context: Parameters<typeof createApi>[1],
  type: 'catalog' | 'search',
): Promise<ListingPayload> {
  assertValidRoute(request);
  const url = new URL(request.url);
  const listing = parseListing(url.searchParams);
  if (listing.errors.length) throw data({ message: 'Bad listing parameters' }, { status: 400 });
  const count = url.searchParams.get(COUNT_PARAM);
  const canonical = listingSearch(listing);
  const given = new URLSearchParams(url.searchParams);
  const kept = new URLSearchParams();
  for (const name of KEPT_PARAMS) {
    const value = given.get(name);
    given.delete(name);
    if (value) kept.set(name, value);
  }
  if (listing.legacy || !sameParams(given, canonical)) {
    const search = [canonical, kept.toString()].filter(Boolean).join('&');
    throw redirect(`${url.pathname}${search ? `?${search}` : ''}`, listing.legacy ? 301 : 302);
  }

  const cookie = request.headers.get('cookie');
  const viewport = readCookie(cookie, COOKIES.viewport.name) ?? viewportOfAgent(request.headers.get('user-agent'));
  const chunk = count && /^\d{1,3}$/.test(count) ? Number(count) : catalogChunk(isMobileViewport(viewport));
  const itemsPerRow: ItemsPerRow = readCookie(cookie, COOKIES.itemsPerRow.name) === 'few' ? 'few' : 'many';
  const api = createApi(request, context);
  try {
    const catalog = await api.get('/catalog', {
      params: {
        query: {
          type,
          url: type === 'catalog' ? url.pathname : undefined,
          query: listing.query || undefined,
          asTyped: listing.asTyped ? 'y' : undefined,
          sort: listing.sort,
          order: listing.order,
          page: String(listing.page),
          count: String(chunk),
          filterParams: toQueryString(filterEntries(listing.filters)) || undefined,
          // The cards' hearts come from the layout's favourites: the listing is then the city's shared one.
          favourites: 'n',
        },
      },
    });
    // An exact article opens its product, a brand named alone its listing (decision 032): temporary,
    // the catalogue may change. The app's marker goes along, or the page would open as a web page.
    if (catalog.redirect) throw redirect(withAppMarker(catalog.redirect.url, kept), 302);
    return listingPayload({
      type,
      catalog: { ...catalog, items: pageCards(catalog.items) },
      state: {
        query: listing.query,
        ...(listing.asTyped ? { asTyped: listing.asTyped } : {}),
        sort: listing.sort,
        order: listing.order,
        page: listing.page,
        filters: listing.filters,
      },
      itemsPerRow,
      canonical: new URL(listingHref(url.pathname, canonical), url.origin).href,
    });
  } catch (error) {
    if (type === 'catalog' && error instanceof ApiError && error.status === 404) {
      // A category whose slug or place changed keeps its old address as a permanent redirect.
      const moved = await api.get('/catalog/moved', { params: { query: { url: url.pathname } } }).catch(() => null);
      if (moved) throw redirect(`${moved.url}${url.search}`, 301);
    }
    rethrowForPage(error, url.pathname, 400);
  }
}

/** Whether a query string says the same as the canonical one (order of keys aside). */
function sameParams(given: URLSearchParams, canonical: string): boolean {
  const want = new URLSearchParams(canonical);
  const norm = (p: URLSearchParams) =>
    [...p.entries()]
      .map(([k, v]) => `${k}=${v}`)
      .sort()
      .join('&');
  return norm(given) === norm(want);
}
