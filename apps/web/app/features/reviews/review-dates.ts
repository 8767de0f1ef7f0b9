/**
 * A review's dates as the page shows them ('5 марта 2026 г.'). The product page's loader adds them
 * on the server, so the page's first load carries no date formatting; lists fetched in the browser
 * (all reviews, the back office) add them where they arrive.
 */
import { formatDate } from '@storefront/domain/dates';
import type { LocaleTag } from '@storefront/domain/variants';
import type { Review, ReviewsPage } from '../../lib/api-types';

export interface ReviewDates {
  created: string;
  reply: string | null;
}

export type DatedReview = Review & { dates: ReviewDates };

export type DatedReviewsPage = Omit<ReviewsPage, 'list'> & { list: DatedReview[] };

export function withDates<R extends Review>(review: R, locale: LocaleTag): R & { dates: ReviewDates } {
  return {
    ...review,
    dates: {
      created: formatDate(new Date(review.createdAt), locale, 'UTC'),
      reply: review.reply ? formatDate(new Date(review.reply.at), locale, 'UTC') : null,
    },
  };
}
