/**
 * A listing's part of the data layer (decision 039): its cards reported as a list that comes in
 * chunks (lib/analytics/use-chunked-list.ts), named for the search or the category.
 */
import type { ItemList } from '@storefront/domain/analytics/ecommerce';
import { useMemo } from 'react';
import { useChunkedList } from '../../lib/analytics/use-chunked-list';
import type { ProductCard } from '../../lib/api-types';
import type { ListingData } from './listing-data';

/** Reports the cards shown; answers the report of a card followed, by its place among `items`. */
export function useListingAnalytics(
  data: ListingData,
  items: readonly ProductCard[],
  skipped: number,
  pathname: string,
): (card: ProductCard, position: number) => void {
  const title = data.catalog.title;
  const list = useMemo<ItemList>(
    () => (data.type === 'search' ? { id: 'search_results', name: title } : { id: pathname, name: title }),
    [data.type, title, pathname],
  );
  const category = data.type === 'catalog' ? data.catalog.title : null;
  return useChunkedList(list, data, items, skipped, category);
}
