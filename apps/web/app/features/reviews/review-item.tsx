/**
 * One published review with the shop's reply under it. Shopper text is rendered as React text children, so it is always escaped;
 * never pass it through dangerouslySetInnerHTML.
 */
import { formatDate } from '@storefront/domain/dates';
import type { Review } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import { RatingStars } from './rating-stars';

export function ReviewItem({ review }: { review: Review }) {
  const { t, locale } = useI18n();
  return (
    <article className="review">
      <header className="review__header">
        <RatingStars rating={review.assessment} />
        <span className="review__author">{review.userName}</span>
        <time dateTime={review.createdAt} className="review__date">
          {formatDate(new Date(review.createdAt), locale, 'UTC')}
        </time>
      </header>
      {review.title ? <h3 className="review__title">{review.title}</h3> : null}
      <p className="review__text">{review.text}</p>
      {review.reply ? (
        <section className="review__reply" aria-label={t('reviews.shopReply')}>
          <p className="review__reply-title">
            {t('reviews.shopReply')}{' '}
            <time dateTime={review.reply.at}>{formatDate(new Date(review.reply.at), locale, 'UTC')}</time>
          </p>
          <p className="review__text">{review.reply.text}</p>
        </section>
      ) : null}
    </article>
  );
}
