/**
 * The basket page's part of the data layer (decision 039): view_cart once when the page opens, with
 * the lines as the server had them, and what each line's SKU is, so changing a quantity or removing
 * a line here is reported as that item.
 */
import { ecommerceEvent } from '@storefront/domain/analytics/ecommerce';
import { useEffect, useRef } from 'react';
import { track } from '../../lib/analytics/data-layer';
import { lineItem, rememberSku } from '../../lib/analytics/shop-events';
import type { Basket } from '../../lib/api-types';

export function useBasketAnalytics(basket: Basket): void {
  const viewed = useRef(false);
  useEffect(() => {
    for (const line of basket.items) rememberSku(line.productId, lineItem(line));
    if (viewed.current || basket.items.length === 0) return;
    viewed.current = true;
    track(ecommerceEvent('view_cart', basket.total.currency, basket.items.map(lineItem)));
  }, [basket]);
}
