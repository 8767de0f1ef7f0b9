/**
 * A list whose cards come in chunks (a catalogue listing, the favourites): view_item_list for the
 * cards as they come (the first chunk, then each one shown before or after it, with their places in
 * the whole list), select_item for the card followed, and what each quickly addable card's SKU is,
 * so putting it in the basket from the card is reported as that item.
 */
import type { ItemList } from '@storefront/domain/analytics/ecommerce';
import { useCallback, useEffect, useRef } from 'react';
import type { ProductCard } from '../api-types';
import { track } from './data-layer';
import { cardItem, listEvent, rememberSku, selectEvent } from './shop-events';

/**
 * Reports the cards shown of `items` (the first at place `skipped`); `source` is the loader answer
 * they came with: a new one (a filter, a sort) is a new view. Answers the report of a card followed.
 */
export function useChunkedList(
  list: ItemList,
  source: unknown,
  items: readonly ProductCard[],
  skipped: number,
  category: string | null = null,
): (card: ProductCard, position: number) => void {
  // The cards already reported of this loader answer.
  const reported = useRef<{ source: unknown; ids: Set<number> }>({ source: null, ids: new Set() });

  useEffect(() => {
    if (reported.current.source !== source) reported.current = { source, ids: new Set() };
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
  }, [source, items, skipped, list, category]);

  return useCallback(
    (card: ProductCard, position: number) => track(selectEvent(list, card, skipped + position, category)),
    [list, category, skipped],
  );
}
