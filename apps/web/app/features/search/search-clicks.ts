/**
 * Tells the search log which searches led somewhere: a click on a found product's card sends the
 * query (a keepalive call, so it survives the navigation it starts). The back office's low-click
 * report lists searches shoppers seldom open anything from. Nothing is sent without scripts.
 */
import type { VariantKey } from '@storefront/domain/variants';
import { useEffect } from 'react';
import { clientApi } from '../../lib/api.client';

const CARD_LINK = '.product-card__link';

export function useSearchClicks(variant: VariantKey, query: string): void {
  useEffect(() => {
    if (query === '') return;
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest(CARD_LINK)) return;
      void clientApi(variant)
        .post('/catalog/search/clicks', { body: { query }, keepalive: true })
        .catch(() => {});
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [variant, query]);
}
