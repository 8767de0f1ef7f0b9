/**
 * The product page's part of the data layer (decision 039): view_item once per product shown, and
 * what each of its sizes is, so that putting one in the basket is reported as that item.
 */
import { ecommerceEvent } from '@storefront/domain/analytics/ecommerce';
import { useEffect } from 'react';
import { track } from '../../lib/analytics/data-layer';
import { productItem, rememberSku } from '../../lib/analytics/shop-events';
import type { ProductPage } from '../../lib/api-types';

export function useProductAnalytics(detail: ProductPage): void {
  const { product } = detail;
  // The product's own category: the breadcrumbs' last step before it.
  const category = detail.breadcrumbs.at(-1)?.text ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per product shown; its answer is that product's
  useEffect(() => {
    for (const size of product.sizes) rememberSku(size.id, productItem(product, size, category));
    track(ecommerceEvent('view_item', product.price.currency, [productItem(product, null, category)]));
  }, [product.id]);
}
