/**
 * The product page's loader data: the product itself is critical (a missing one is a 404); the
 * reviews and carousels are deferred and a failure there becomes an empty block, never a 500.
 */
import { REVIEWS_CHUNK } from '@storefront/domain/constants';
import type { LocaleTag } from '@storefront/domain/variants';
import { type DatedReviewsPage, withDates } from '../../features/reviews/review-dates';
import type { Api } from '../../lib/api';
import { rethrowForPage } from '../../lib/api.server';
import type { ProductPage, Related } from '../../lib/api-types';

export const EMPTY_RELATED: Related = {
  similarItems: [],
  watchedItems: [],
  purchasedTogetherItems: [],
  lookbook: null,
};

export async function loadProduct(api: Api, slug: string, pathname: string): Promise<ProductPage> {
  try {
    return await api.get('/catalog/product/{slug}', {
      params: { path: { slug }, query: { related: 'n', reviews: 'n' } },
    });
  } catch (error) {
    rethrowForPage(error, pathname, 404);
  }
}

export function deferRelated(api: Api, slug: string): Promise<Related> {
  return api.get('/catalog/product/{slug}/related', { params: { path: { slug } } }).catch((error: unknown) => {
    console.warn('product carousels failed', error);
    return EMPTY_RELATED;
  });
}

/** The first reviews with their dates written out in the page's language (features/reviews/review-dates.ts). */
export function deferReviews(api: Api, productId: number, locale: LocaleTag): Promise<DatedReviewsPage | null> {
  return api
    .get('/catalog/reviews', { params: { query: { productId, count: REVIEWS_CHUNK, getRating: 'n' } } })
    .then((page) => ({ ...page, list: page.list.map((r) => withDates(r, locale)) }))
    .catch((error: unknown) => {
      console.warn('reviews failed', error);
      return null;
    });
}
