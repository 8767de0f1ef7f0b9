/** Five stars for a rating; the number is spoken, the stars are decoration. */
import { useI18n } from '../../lib/i18n';

export function RatingStars({ rating }: { rating: number }) {
  const { t } = useI18n();
  const filled = Math.round(rating);
  return (
    <span className="rating-stars" role="img" aria-label={t('reviews.rating', { rating })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} aria-hidden="true" className={n <= filled ? 'rating-stars__on' : 'rating-stars__off'}>
          ★
        </span>
      ))}
    </span>
  );
}
