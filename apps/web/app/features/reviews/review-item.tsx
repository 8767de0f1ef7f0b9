/**
 * One published review with the shop's reply under it. Shopper text is rendered as React text children, so it is always escaped;
 * never pass it through dangerouslySetInnerHTML.
 */
import { useI18n } from '../../lib/i18n';
import { RatingStars } from './rating-stars';
import type { DatedReview } from './review-dates';

export function ReviewItem({ review }: { review: DatedReview }) {
  const { t } = useI18n();
  return (
    <article className="review">
      <header className="review__header">
        <RatingStars rating={review.assessment} />
        <span className="review__author">{review.userName}</span>
        <time dateTime={review.createdAt} className="review__date">
          {review.dates.created}
        </time>
      </header>
      {review.title ? <h3 className="review__title">{review.title}</h3> : null}
      <p className="review__text">{review.text}</p>
      {review.reply ? (
        <section className="review__reply" aria-label={t('reviews.shopReply')}>
          <p className="review__reply-title">
            {t('reviews.shopReply')} <time dateTime={review.reply.at}>{review.dates.reply}</time>
          </p>
          <p className="review__text">{review.reply.text}</p>
        </section>
      ) : null}
    </article>
  );
}
