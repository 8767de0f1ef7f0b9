/** Every published review, 5 more at a time after the last one loaded. */
import { useEffect, useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { useVariant } from '../../lib/variant';
import { Modal } from '../../ui/modal';
import { Skeleton, SkeletonShape } from '../../ui/skeleton';
import { type DatedReview, withDates } from './review-dates';
import { ReviewItem } from './review-item';
import { fetchReviews, REVIEWS_PAGE } from './reviews-api';

export function ReviewsModal({
  open,
  onClose,
  productId,
  initial,
  initialHasMore,
  count,
}: {
  open: boolean;
  onClose: () => void;
  productId: number;
  initial: DatedReview[];
  initialHasMore: boolean;
  /** All published reviews, to know how many the next page brings. */
  count: number;
}) {
  const { t, locale } = useI18n();
  const variant = useVariant();
  const [list, setList] = useState(initial);
  const [hasMore, setHasMore] = useState(initialHasMore);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    setList(initial);
    setHasMore(initialHasMore);
  }, [initial, initialHasMore]);

  async function loadMore() {
    if (loading || !hasMore) return;
    setLoading(true);
    try {
      const page = await fetchReviews(variant, productId, list.at(-1)?.id);
      const fresh = page.list.map((r) => withDates(r, locale));
      setList((current) => [...current, ...fresh.filter((r) => !current.some((c) => c.id === r.id))]);
      setHasMore(page.hasMore);
    } catch (error) {
      // Comments loading fails silently (spec section 8): the list stays as it is.
      console.warn('reviews failed to load', error);
    } finally {
      setLoading(false);
    }
  }

  return (
    <Modal open={open} onClose={onClose} title={t('reviews.title')} className="reviews-modal">
      {list.length === 0 ? <p>{t('reviews.none')}</p> : null}
      <ul className="reviews__list">
        {list.map((r) => (
          <li key={r.id}>
            <ReviewItem review={r} />
          </li>
        ))}
      </ul>
      {loading ? <ReviewsShape count={Math.max(1, Math.min(REVIEWS_PAGE, count - list.length))} /> : null}
      {hasMore ? (
        <button type="button" className="button" onClick={loadMore} aria-busy={loading} disabled={loading}>
          {t('reviews.loadMore')}
        </button>
      ) : null}
    </Modal>
  );
}

/** The next reviews' shape while they load: stars, author and date, and a few lines of text each. */
function ReviewsShape({ count }: { count: number }) {
  return (
    <Skeleton className="reviews__list">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical shapes with nothing else to key them by
        <div key={i} className="review">
          <SkeletonShape kind="text" width="14em" />
          <SkeletonShape kind="text" />
          <SkeletonShape kind="text" width="80%" />
        </div>
      ))}
    </Skeleton>
  );
}
