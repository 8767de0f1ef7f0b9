/**
 * Product quick view from catalogue cards: photo, price, stock and size choice in a modal, with
 * a link to the full page. The caller (a route) supplies the basket and favourite controls through
 * `renderActions`, since features do not import each other.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { reportProductView } from '../../lib/analytics/shop-events';
import { clientApi } from '../../lib/api.client';
import type { ProductPage } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import { useVariant } from '../../lib/variant';
import { Modal } from '../../ui/modal';
import { Picture } from '../../ui/picture';
import { Skeleton, SkeletonShape } from '../../ui/skeleton';
import { SizeList } from './size-choice';
import { SizePrice } from './size-price';

type Product = ProductPage['product'];

export interface QuickViewProps {
  /** The product page address of the card, e.g. /product/{slug}/. */
  productUrl: string | null;
  onClose: () => void;
  renderActions: (product: Product, size: Product['sizes'][number] | null) => ReactNode;
}

const slugOf = (url: string) => url.split('/').filter(Boolean).at(-1) ?? '';

export function QuickViewModal({ productUrl, onClose, renderActions }: QuickViewProps) {
  const { t } = useI18n();
  const variant = useVariant();
  const [product, setProduct] = useState<Product | null>(null);
  const [sizeId, setSizeId] = useState<number | null>(null);
  // Kept in a ref so a parent's inline callback does not refetch the product on every render.
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!productUrl) return;
    let live = true;
    setProduct(null);
    clientApi(variant)
      .get('/catalog/product/{slug}', {
        params: { path: { slug: slugOf(productUrl) }, query: { related: 'n', reviews: 'n' } },
      })
      .then((page) => {
        if (!live) return;
        reportProductView(page);
        setProduct(page.product);
        setSizeId(page.selectedSizeId);
      })
      .catch((error: unknown) => {
        console.warn('quick view failed', error);
        if (live) close.current();
      });
    return () => {
      live = false;
    };
  }, [productUrl, variant]);

  const size = product?.sizes.find((s) => s.id === sizeId) ?? null;
  return (
    <Modal
      open={productUrl !== null}
      onClose={onClose}
      title={product?.name ?? t('stores.loading')}
      className="quick-view"
    >
      {product ? (
        <div className="quick-view__body">
          {product.images[0] ? (
            <Picture
              picture={product.images[0].picture}
              alt={product.images[0].alt}
              sizes="(max-width: 759px) 100vw, 320px"
              width={320}
              height={400}
              priority
              className="quick-view__image"
            />
          ) : null}
          <div>
            <SizePrice product={product} size={size} />
            {product.hasSizes ? (
              <SizeList
                sizes={product.sizes}
                selectedId={sizeId}
                onSelect={setSizeId}
                withPrices={product.priceFrom}
                name="quick-view-size"
              />
            ) : null}
            <div className="product-page__actions">{renderActions(product, size)}</div>
            <Link to={product.url}>{t('product.details')}</Link>
          </div>
        </div>
      ) : (
        <QuickViewShape />
      )}
    </Modal>
  );
}

/**
 * The body's shape while the product loads: the picture, price, stock, the size choice (quick view
 * opens for products with sizes; the others go to the basket from their card), buttons and link.
 */
function QuickViewShape() {
  return (
    <Skeleton className="quick-view__body">
      <SkeletonShape className="quick-view__image-shape" />
      <div>
        <SkeletonShape kind="text" width="30%" className="price__current" />
        <SkeletonShape kind="text" width="45%" />
        <SkeletonShape kind="text" width="20%" />
        <SkeletonShape height={40} width="80%" />
        <SkeletonShape height="var(--tap)" width="var(--tap)" />
        <SkeletonShape kind="text" width="35%" />
      </div>
    </Skeleton>
  );
}
