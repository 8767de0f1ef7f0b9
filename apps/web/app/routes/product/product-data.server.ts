/**
 * The product page's loader data: the product with its first reviews is critical (a missing one is a
 * 404), read in one statement; the carousels are deferred and a failure there becomes an empty block,
 * never a 500.
 */
import { COOKIES } from '@storefront/domain/constants';
import type { LocaleTag } from '@storefront/domain/variants';
import { type DatedReviewsPage, withDates } from '../../features/reviews/review-dates';

/** The page's first reviews; their count and rating are the product's. */
export type FirstReviews = Pick<DatedReviewsPage, 'list' | 'hasMore'>;

import type { Api } from '../../lib/api';
import { rethrowForPage } from '../../lib/api.server';
import type { ProductPage, Related } from '../../lib/api-types';
import { readCookie } from '../../lib/cookies';
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

export function deferRelated(api: Api, slug: string): Promise<Related> {
  return api
    .get('/catalog/product/{slug}/related', { params: { path: { slug } } })
    .then(
      (related): Related => ({
        similarItems: pageCards(related.similarItems),
        watchedItems: pageCards(related.watchedItems),
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

/**
 * Records the view of a shopper whose browser runs no scripts (a session cookie without the scripts
 * cookie: the page is drawn for them in full), as no call after load will (decision 028). A browser
 * that runs scripts records it itself once the page has loaded (product-view.tsx), and a shared
 * render's request carries no session cookie. A guest's session is refused (401): their history is
 * the browser's. The page does not wait for it, nor fails with it.
 */
export function recordViewWithoutScripts(api: Api, request: Request, productId: number): void {
  const cookie = request.headers.get('cookie');
  if (readCookie(cookie, COOKIES.session.name) === undefined) return;
  if (readCookie(cookie, COOKIES.scripts.name) !== undefined) return;
  api.post('/catalog/product/{id}/view', { params: { path: { id: String(productId) } } }).catch(() => {
    // A guest's session, or the API busy: the view goes unrecorded.
  });
}
