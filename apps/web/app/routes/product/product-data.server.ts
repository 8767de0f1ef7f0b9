/**
 * The product page's loader data: the product with its first reviews is critical (a missing one is a
 * 404), read in one statement; the carousels are deferred and a failure there becomes an empty block,
 * never a 500.
 */
import type { LocaleTag } from '@storefront/domain/variants';
import { type DatedReviewsPage, withDates } from '../../features/reviews/review-dates';

/** The page's first reviews; their count and rating are the product's. */
export type FirstReviews = Pick<DatedReviewsPage, 'list' | 'hasMore'>;

import type { Api } from '../../lib/api';
import { rethrowForPage } from '../../lib/api.server';
import type { ProductPage, Related } from '../../lib/api-types';
import { pageCards } from '../../lib/page-cards';

export const EMPTY_RELATED: Related = {
  similarItems: [],
  watchedItems: [],
  purchasedTogetherItems: [],
  lookbook: null,
};

export async function loadProduct(api: Api, slug: string, pathname: string): Promise<ProductPage> {
  try {
    return await api.get('/catalog/product/{slug}', {
      params: { path: { slug }, query: { related: 'n' } },
    });
  } catch (error) {
    rethrowForPage(error, pathname, 404);
  }
}

/**
 * The carousels but the watched one, which the browser fills once the page has loaded (product-view.tsx
 * `useWatched`): the page's HTML is then the same for every shopper of a city, spliced or not (decision 049).
 */
export function deferRelated(api: Api, slug: string): Promise<Related> {
  return api
    .get('/catalog/product/{slug}/related', { params: { path: { slug }, query: { carousels: 'shared' } } })
    .then(
      (related): Related => ({
        similarItems: pageCards(related.similarItems),
        watchedItems: [],
        purchasedTogetherItems: pageCards(related.purchasedTogetherItems),
        lookbook: related.lookbook && { ...related.lookbook, items: pageCards(related.lookbook.items) },
      }),
    )
    .catch((error: unknown) => {
      console.warn('product carousels failed', error);
      return EMPTY_RELATED;
    });
}

/** The first reviews with their dates written out in the page's language (features/reviews/review-dates.ts). */
export function datedReviews(page: ProductPage['reviews'], locale: LocaleTag): FirstReviews | null {
  return page && { list: page.list.map((r) => withDates(r, locale)), hasMore: page.hasMore };
}
