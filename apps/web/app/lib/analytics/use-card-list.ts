/**
 * A row or grid of cards shown whole (product page carousels, home shelves, content pages' goods;
 * lists that come in chunks: use-chunked-list.ts): view_item_list once for the cards shown,
 * select_item for the card followed (its place in the row), and what each quickly addable card's SKU is.
 */
import type { ItemList } from '@storefront/domain/analytics/ecommerce';
import { useCallback, useEffect } from 'react';
import type { ProductCard } from '../api-types';
import { track } from './data-layer';
import { cardItem, listEvent, rememberSku, selectEvent } from './shop-events';

/** Reports the cards of list `id` named `name`; answers the report of a card followed, by its place. */
export function useCardList(id: string, name: string, cards: readonly ProductCard[]): (position: number) => void {
  const shown = cards.map((c) => c.id).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per list and set of cards shown (`shown`)
  useEffect(() => {
    if (!cards.length) return;
    for (const card of cards) if (card.quickAdd) rememberSku(card.quickAdd.skuId, cardItem(card));
    track(listEvent({ id, name }, cards, 0));
  }, [id, shown]);
  return useCallback(
    (position: number) => {
      const card = cards[position];
      const list: ItemList = { id, name };
      if (card) track(selectEvent(list, card, position));
    },
    [id, name, cards],
  );
}
