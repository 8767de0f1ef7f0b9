/**
 * 'Show previous' / 'show more': loads a neighbouring chunk through the page's own loader (a
 * fetcher) and prepends or appends it, with the spec's page math. The address bar follows the
 * last loaded page (replaceState, so the loader does not run again and history does not grow).
 * The router still knows the address it navigated to, so a revalidation (a login, a write elsewhere
 * on the page) brings that first chunk again: the cards already shown stay, refreshed where the
 * chunk has them, rather than falling back to the first chunk under an address that says page 2.
 */

import { type ListingState, listingSearch, nextPage, previousPage } from '@storefront/domain/catalog-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import type { ProductCard } from '../../lib/api-types';
import { type ListingData, type ListingPayload, listingHref, readListing } from './listing-data';
import { syncViewportCookie } from './viewport-cookie';

interface View {
  source: ListingData;
  /** The listing the cards are of: its path, filters, sort, page and chunk size. */
  listing: string;
  items: ProductCard[];
  skipped: number;
}

const listingOf = (source: ListingData, pathname: string) =>
  `${pathname}?${listingSearch(source.state)}&count=${source.catalog.count}`;

const fromData = (source: ListingData, pathname: string): View => ({
  source,
  listing: listingOf(source, pathname),
  items: source.catalog.items,
  skipped: (source.catalog.page - 1) * source.catalog.count,
});

/** The view for new loader data: a revalidation of the same listing keeps the cards shown, a new listing starts over. */
function nextView(view: View, source: ListingData, pathname: string): View {
  if (view.listing !== listingOf(source, pathname)) return fromData(source, pathname);
  const fresh = new Map(source.catalog.items.map((p) => [p.id, p]));
  return { ...view, source, items: view.items.map((p) => fresh.get(p.id) ?? p) };
}

function merge(current: ProductCard[], incoming: ProductCard[], where: 'before' | 'after'): ProductCard[] {
  const seen = new Set(current.map((p) => p.id));
  const fresh = incoming.filter((p) => !seen.has(p.id));
  return where === 'before' ? [...fresh, ...current] : [...current, ...fresh];
}

export function usePagedItems(data: ListingData, pathname: string) {
  const [view, setView] = useState<View>(() => fromData(data, pathname));
  const fetcher = useFetcher<ListingPayload>();
  const pending = useRef<{ direction: 'before' | 'after'; page: number; chunk: number } | null>(null);
  const current = view.source === data ? view : nextView(view, data, pathname);
  if (view.source !== data) setView(current);
  useEffect(syncViewportCookie, []);

  useEffect(() => {
    const request = pending.current;
    if (fetcher.state !== 'idle' || !fetcher.data || !request) return;
    pending.current = null;
    const loaded = readListing(fetcher.data).catalog.items;
    setView((v) => ({
      ...v,
      items: merge(v.items, loaded, request.direction),
      skipped: request.direction === 'before' ? (request.page - 1) * request.chunk : v.skipped,
    }));
    const state: ListingState = { ...data.state, page: request.page };
    window.history.replaceState(window.history.state, '', listingHref(pathname, listingSearch(state)));
  }, [fetcher.state, fetcher.data, data.state, pathname]);

  const total = data.catalog.totalItems;
  const load = useCallback(
    (direction: 'before' | 'after') => {
      if (fetcher.state !== 'idle' || pending.current) return;
      // The chunk the page was rendered with: the first page and every "show more" agree in size,
      // and the page numbers in the address mean the same chunks.
      const chunk = data.catalog.count;
      const page =
        direction === 'before'
          ? previousPage(current.skipped, chunk)
          : nextPage(current.skipped, current.items.length, chunk, total);
      if (page === null) return;
      pending.current = { direction, page, chunk };
      const search = listingSearch({ ...data.state, page });
      fetcher.load(`${pathname}?${search ? `${search}&` : ''}count=${chunk}`);
    },
    [fetcher, current.skipped, current.items.length, total, data.state, data.catalog.count, pathname],
  );

  // What is on its way, for the skeleton cards standing in for it (read while the fetcher runs).
  const request = fetcher.state !== 'idle' ? pending.current : null;
  const coming = request
    ? {
        where: request.direction,
        count: Math.min(
          request.chunk,
          request.direction === 'before' ? current.skipped : total - current.skipped - current.items.length,
        ),
      }
    : null;

  return {
    items: current.items,
    coming,
    skipped: current.skipped,
    hasPrevious: current.skipped > 0,
    hasMore: current.skipped + current.items.length < total,
    loading: fetcher.state !== 'idle',
    loadPrevious: () => load('before'),
    loadMore: () => load('after'),
  };
}
