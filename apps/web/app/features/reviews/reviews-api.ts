/** The reviews calls from the browser: paging published reviews, and sending one with a solved captcha. */
import type { VariantKey } from '@storefront/domain/variants';
import { clientApi } from '../../lib/api.client';
import type { ReviewsPage } from '../../lib/api-types';
import { solveCaptcha } from '../../lib/captcha';

export function fetchReviews(variant: VariantKey, productId: number, afterId?: number): Promise<ReviewsPage> {
  return clientApi(variant).get('/catalog/reviews', {
    params: { query: { productId, count: REVIEWS_PAGE, reviewId: afterId, getRating: 'n' } },
  });
}

export const REVIEWS_PAGE = 5;

export interface ReviewDraft {
  productId: number;
  title: string;
  text: string;
  userName: string;
  email: string;
  assessment: number;
  confirmAgreements: boolean;
}

export async function sendReview(variant: VariantKey, draft: ReviewDraft): Promise<void> {
  const challenge = await clientApi(variant).get('/users/captcha', { params: { query: { formName: 'review' } } });
  const cb = await solveCaptcha(challenge);
  await clientApi(variant).post('/catalog/reviews/{segment}', {
    params: { path: { segment: 'product' } },
    body: { ...draft, formName: 'review', cb },
  });
}
