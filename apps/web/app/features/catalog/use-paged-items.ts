/**
 * 'Show previous' / 'show more': loads a neighbouring chunk through the page's own loader (a
 * fetcher) and prepends or appends it, with the spec's page math. The address bar follows the
 * last loaded page (replaceState, so the loader does not run again and history does not grow).
 */

import { type ListingState, listingSearch, nextPage, previousPage } from '@storefront/domain/catalog-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import type { ProductCard } from '../../lib/api-types';
import { type ListingData, type ListingPayload, listingHref, readListing } from './listing-data';
import { syncViewportCookie } from './viewport-cookie';

interface View {
  source: ListingData;
  items: ProductCard[];
  skipped: number;
}

const fromData = (source: ListingData): View => ({
  source,
  items: source.catalog.items,
  skipped: (source.catalog.page - 1) * source.catalog.count,
});

function merge(current: ProductCard[], incoming: ProductCard[], where: 'before' | 'after'): ProductCard[] {
  const seen = new Set(current.map((p) => p.id));
  const fresh = incoming.filter((p) => !seen.has(p.id));
  return where === 'before' ? [...fresh, ...current] : [...current, ...fresh];
}

export function usePagedItems(data: ListingData, pathname: string) {
  const [view, setView] = useState<View>(() => fromData(data));
  const fetcher = useFetcher<ListingPayload>();
  const pending = useRef<{ direction: 'before' | 'after'; page: number; chunk: number } | null>(null);
  const current = view.source === data ? view : fromData(data);
  if (view.source !== data) setView(current);
  useEffect(syncViewportCookie, []);

  useEffect(() => {
    const request = pending.current;
    if (fetcher.state !== 'idle' || !fetcher.data || !request) return;
    pending.current = null;
    const loaded = readListing(fetcher.data).catalog.items;
    setView((v) => ({
      source: v.source,
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
