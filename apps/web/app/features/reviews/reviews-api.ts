/** The reviews calls from the browser: paging published reviews, and sending one with a solved captcha. */
import type { ReviewsPage } from '@storefront/api/modules/reviews/reviews.schemas';
import type { VariantKey } from '@storefront/domain/variants';
import { clientApi } from '../../lib/api.client';
import { type CaptchaChallenge, solveCaptcha } from '../../lib/captcha';

export function fetchReviews(variant: VariantKey, productId: number, afterId?: number): Promise<ReviewsPage> {
  return clientApi<ReviewsPage>(variant, 'GET', 'catalog/reviews', {
    query: { productId, count: REVIEWS_PAGE, reviewId: afterId, getRating: 'n' },
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
  const challenge = await clientApi<CaptchaChallenge>(variant, 'GET', 'users/captcha', {
    query: { formName: 'review' },
  });
  const cb = await solveCaptcha(challenge);
  await clientApi(variant, 'POST', 'catalog/reviews/product', { body: { ...draft, formName: 'review', cb } });
}
