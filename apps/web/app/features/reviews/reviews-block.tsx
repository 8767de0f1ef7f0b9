/**
 * The reviews section of the product page with its three modals: all reviews, the form, thank-you.
 * The modals' code is fetched when the page is idle or one first opens (ui/lazy-popup.tsx).
 */
import { useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { lazyPopup } from '../../ui/lazy-popup';
import { RatingStars } from './rating-stars';
import type { DatedReview } from './review-dates';
import { ReviewItem } from './review-item';

const loadForm = () => import('./review-form-modal');
const ReviewFormModal = lazyPopup(() => loadForm().then((m) => m.ReviewFormModal));
const ReviewThanksModal = lazyPopup(() => loadForm().then((m) => m.ReviewThanksModal));
const ReviewsModal = lazyPopup(() => import('./reviews-modal').then((m) => m.ReviewsModal));

export interface ReviewsSummary {
  count: number;
  rating: number;
  list: DatedReview[];
  hasMore: boolean;
}

const SHOWN_ON_PAGE = 2;

export function ReviewsBlock({
  productId,
  productName,
  reviews,
}: {
  productId: number;
  productName: string;
  reviews: ReviewsSummary;
}) {
  const { t } = useI18n();
  const [modal, setModal] = useState<'list' | 'form' | 'thanks' | null>(null);
  const close = () => setModal(null);
  return (
    <section className="reviews" aria-labelledby="reviews-title" id="reviews">
      <h2 id="reviews-title">{t('reviews.title')}</h2>
      <p className="reviews__summary">
        {reviews.count > 0 ? <RatingStars rating={reviews.rating} /> : null}
        <span>{t('reviews.count', { count: reviews.count })}</span>
      </p>
      {reviews.list.length === 0 ? <p>{t('reviews.none')}</p> : null}
      <ul className="reviews__list">
        {reviews.list.slice(0, SHOWN_ON_PAGE).map((r) => (
          <li key={r.id}>
            <ReviewItem review={r} />
          </li>
        ))}
      </ul>
      <div className="reviews__actions">
        <button type="button" className="button button--primary" onClick={() => setModal('form')}>
          {t('reviews.write')}
        </button>
        {reviews.list.length > 0 ? (
          <button type="button" className="button" onClick={() => setModal('list')}>
            {t('reviews.all')}
          </button>
        ) : null}
      </div>
      <ReviewsModal
        open={modal === 'list'}
        onClose={close}
        productId={productId}
        initial={reviews.list}
        initialHasMore={reviews.hasMore}
        count={reviews.count}
      />
      <ReviewFormModal
        open={modal === 'form'}
        onClose={close}
        onSent={() => setModal('thanks')}
        productId={productId}
        productName={productName}
      />
      <ReviewThanksModal open={modal === 'thanks'} onClose={close} />
    </section>
  );
}
