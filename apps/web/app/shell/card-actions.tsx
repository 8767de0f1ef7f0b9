/**
 * The buttons on a listing card: the favourite toggle, quick add for a product without sizes, and
 * quick view (with its size choice) for the rest. Composed in the shell, because features do not
 * import each other and several routes show cards.
 */

import { useEffect, useState } from 'react';
import { AddToBasketButton } from '../features/basket/add-to-basket-button';
import { FavouriteToggle } from '../features/favourites/favourite-toggle';
import type { QuickViewProps } from '../features/product/quick-view-modal';
import type { ProductCard } from '../lib/api-types';
import { useI18n } from '../lib/i18n';
import { whenIdle } from '../lib/when-idle';
import { Icon } from '../ui/icon';
import { lazyPopup } from '../ui/lazy-popup';

const QuickViewModal = lazyPopup<QuickViewProps & { open: boolean }>(() =>
  import('../features/product/quick-view-modal').then((m) => m.QuickViewModal),
);

/** The quick view's code, fetched once when the page is idle, whichever card asks first. */
let quickViewPreloading = false;
function preloadQuickView() {
  if (quickViewPreloading) return;
  quickViewPreloading = true;
  whenIdle(QuickViewModal.preload);
}

function CardActionButtons({ product }: { product: ProductCard }) {
  const { t } = useI18n();
  const [quickView, setQuickView] = useState(false);
  // A card's quick view is mounted from its first opening on (and then stays, for the closing
  // transition): a listing's 36 closed dialogs, rendered when their code came, were a long task.
  const [quickViewMounted, setQuickViewMounted] = useState(false);
  useEffect(preloadQuickView, []);
  return (
    <>
      <FavouriteToggle productId={product.id} />
      {product.quickAdd ? (
        <AddToBasketButton skuId={product.quickAdd.skuId} maxAvailable={product.quickAdd.maxAvailable} />
      ) : (
        // An eye on phones (the words do not fit a narrow card), with its words from tablets up.
        <button
          type="button"
          className="button card-quick-view"
          aria-label={t('product.quickView')}
          onClick={() => {
            setQuickViewMounted(true);
            setQuickView(true);
          }}
        >
          <Icon name="eye" size={20} />
          <span className="card-quick-view__text" aria-hidden="true">
            {t('product.quickView')}
          </span>
        </button>
      )}
      {quickViewMounted ? (
        <QuickViewModal
          open={quickView}
          productUrl={quickView ? product.url : null}
          onClose={() => setQuickView(false)}
          renderActions={(p, size) => (
            <>
              {size ? <AddToBasketButton skuId={size.id} maxAvailable={size.maxAvailable} /> : null}
              <FavouriteToggle productId={p.id} />
            </>
          )}
        />
      ) : null}
    </>
  );
}

export function CardActions(product: ProductCard) {
  return <CardActionButtons product={product} />;
}
