/**
 * A listing's part of the data layer (decision 039): view_item_list for the cards as they come (the
 * first chunk, then each one shown before or after it, with their places in the whole listing),
 * select_item for the card followed, and what each quickly addable card's SKU is, so putting it in
 * the basket from the card is reported as that item.
 */
import type { ItemList } from '@storefront/domain/analytics/ecommerce';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { track } from '../../lib/analytics/data-layer';
import { cardItem, listEvent, rememberSku, selectEvent } from '../../lib/analytics/shop-events';
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
  // The cards already reported of this loader answer (a filter or sort is a new answer, a new view).
  const reported = useRef<{ source: ListingData | null; ids: Set<number> }>({ source: null, ids: new Set() });

  useEffect(() => {
    if (reported.current.source !== data) reported.current = { source: data, ids: new Set() };
    const { ids } = reported.current;
    const fresh = items.map((card, i) => ({ card, index: skipped + i })).filter(({ card }) => !ids.has(card.id));
    const first = fresh[0];
    if (!first) return;
    for (const { card } of fresh) {
      ids.add(card.id);
      if (card.quickAdd) rememberSku(card.quickAdd.skuId, cardItem(card, category));
    }
    // A chunk comes whole, before or after the others: its places follow on from its first.
    track(
      listEvent(
        list,
        fresh.map((f) => f.card),
        first.index,
        category,
      ),
    );
  }, [data, items, skipped, list, category]);

  return useCallback(
    (card: ProductCard, position: number) => track(selectEvent(list, card, skipped + position, category)),
    [list, category, skipped],
  );
}
