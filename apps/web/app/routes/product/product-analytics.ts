/** The product page's part of the data layer (decision 039): the product reported once per product shown. */
import { useEffect } from 'react';
import { reportProductView } from '../../lib/analytics/shop-events';
import type { ProductPage } from '../../lib/api-types';

export function useProductAnalytics(detail: ProductPage): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per product shown; its answer is that product's
  useEffect(() => reportProductView(detail), [detail.product.id]);
}
