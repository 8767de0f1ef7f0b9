/** The product page layout: it composes the product, reviews and stores features. */
import { apiBase } from '@storefront/domain/routes';
import type { VariantKey } from '@storefront/domain/variants';
import { Suspense, useEffect, useState } from 'react';
import { Await, Link } from 'react-router';
import { ArrivalNotice } from '../../features/account/arrival-notice';
import { AddToBasketButton } from '../../features/basket/add-to-basket-button';
import { useBasket } from '../../features/basket/basket-state';
import { FavouriteToggle } from '../../features/favourites/favourite-toggle';
import { Characteristics } from '../../features/product/characteristics';
import { ColourSwitch } from '../../features/product/colour-switch';
import { DeliveryTerms } from '../../features/product/delivery-terms';
import { Gallery } from '../../features/product/gallery';
import { InfoLinks } from '../../features/product/info-modal';
import { ShareButton } from '../../features/product/share-button';
import { SizeChoice } from '../../features/product/size-choice';
import { SizePrice } from '../../features/product/size-price';
import { rememberViewed } from '../../features/product/watched-history';
import { RatingStars } from '../../features/reviews/rating-stars';
import { ReviewsBlock } from '../../features/reviews/reviews-block';
import { clientApi } from '../../lib/api.client';
import type { ProductCard, ProductPage, Related } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import { useUserState } from '../../lib/user-state';
import { useVariant } from '../../lib/variant';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { lazyPopup } from '../../ui/lazy-popup';
import { Price } from '../../ui/price';
import { useToast } from '../../ui/toast';
import { useProductAnalytics } from './product-analytics';
import { ProductCarousel } from './product-carousel';
import type { FirstReviews } from './product-data.server';

const StoresModal = lazyPopup(() => import('../../features/stores/stores-modal').then((m) => m.StoresModal));

interface Props {
  detail: ProductPage;
  related: Promise<Related>;
  reviews: FirstReviews | null;
}

export function ProductView({ detail, related, reviews }: Props) {
  const { t } = useI18n();
  const toast = useToast();
  const { product } = detail;
  const [sizeId, setSizeId] = useState<number | null>(detail.selectedSizeId);
  const [picker, setPicker] = useState(false);
  const [stores, setStores] = useState(false);
  const size = product.sizes.find((s) => s.id === sizeId) ?? null;
  // Nothing to buy: no delivery terms are promised, the waiting list is offered instead.
  const soldOut = product.maxAvailable <= 0;
  const soldOutSizes = product.sizes.filter((s) => s.maxAvailable <= 0).map((s) => ({ id: s.id, name: s.name }));
  const filledWatched = useWatched(product);
  const variant = useVariant();
  useProductAnalytics(detail);
  // After an "add" here, the server's delivery summary for that size (showDeliveryData).
  const { added } = useBasket();
  const delivery =
    added?.delivery && product.sizes.some((s) => s.id === added.skuId) ? added.delivery : detail.delivery;
  // The stores list needs one SKU: the chosen size, else the first one anyone holds.
  const storesSku = size ?? product.sizes.find((s) => s.maxAvailable > 0) ?? product.sizes[0] ?? null;

  return (
    <article className="product-page">
      <Breadcrumbs items={detail.breadcrumbs} current={product.name} />
      <div className="product-page__top">
        <Gallery images={product.images} name={product.name} />
        <div className="product-page__buy">
          <h1 className="product-page__title">{product.name}</h1>
          <p className="product-page__meta">
            <span>{t('product.article', { article: product.article })}</span>
            <span>{product.brand.name}</span>
            {product.rating.count > 0 ? (
              <a href="#reviews" className="product-page__rating">
                <RatingStars rating={product.rating.rating} />
                {t('reviews.count', { count: product.rating.count })}
              </a>
            ) : null}
          </p>
          <SizePrice product={product} size={size} />
          <ColourSwitch colours={product.colours} current={product.colour.name} />
          {product.hasSizes ? (
            <SizeChoice
              sizes={product.sizes}
              selectedId={sizeId}
              onSelect={setSizeId}
              withPrices={product.priceFrom}
              pickerOpen={picker}
              onPickerOpenChange={setPicker}
            />
          ) : null}
          {/* On phones a bar fixed at the screen's foot: price, the size and "add" always in reach. */}
          <div className="product-page__actions buy-bar" role="group" aria-label={t('buyBar.label')}>
            <div className="buy-bar__state">
              <span className="buy-bar__price" aria-hidden="true">
                <Price price={size?.price ?? product.price} from={!size && product.priceFrom} />
              </span>
              {product.hasSizes && !soldOut ? (
                <button type="button" className="link-button buy-bar__size" onClick={() => setPicker(true)}>
                  {size?.name ? t('product.sizeSelected', { size: size.name }) : t('product.sizeChoose')}
                </button>
              ) : null}
            </div>
            {soldOut ? null : size ? (
              <AddToBasketButton key={size.id} skuId={size.id} maxAvailable={size.maxAvailable} showDeliveryData />
            ) : (
              <button
                type="button"
                className="button button--primary add-to-basket"
                onClick={() => {
                  toast.show(t('product.sizeRequired'), 'info');
                  setPicker(true);
                }}
              >
                {t('basket.add')}
              </button>
            )}
            {soldOut ? <ArrivalNotice productName={product.name} sizes={soldOutSizes} /> : null}
            <FavouriteToggle productId={product.id} />
            <ShareButton title={product.name} />
          </div>
          {soldOut ? (
            <p className="product-page__sold-out">{t('buyBar.soldOut')}</p>
          ) : (
            <>
              <ArrivalNotice productName={product.name} sizes={soldOutSizes} />
              <DeliveryTerms delivery={delivery} onShowStores={() => setStores(true)} />
            </>
          )}
          <InfoLinks blocks={[detail.deliveryInfo, detail.paymentInfo, detail.returnInfo, detail.forBusinessInfo]} />
        </div>
      </div>
      <Characteristics product={product} />
      <ReviewsBlock
        productId={product.id}
        productName={product.name}
        reviews={{
          count: product.rating.count,
          rating: product.rating.rating,
          list: reviews?.list ?? [],
          hasMore: reviews?.hasMore ?? false,
        }}
      />
      <Suspense fallback={null}>
        <Await resolve={related} errorElement={null}>
          {(r) => (
            <>
              <ProductCarousel id="similar" title={t('product.similar')} items={r.similarItems} />
              <ProductCarousel id="together" title={t('product.together')} items={r.purchasedTogetherItems} />
              {r.lookbook ? (
                <section className="lookbook-block" aria-labelledby="lookbook">
                  <ProductCarousel
                    id="lookbook"
                    title={t('product.lookbook', { title: r.lookbook.title })}
                    items={r.lookbook.items}
                  />
                  {r.lookbook.url ? <Link to={r.lookbook.url}>{t('product.lookbookLink')}</Link> : null}
                </section>
              ) : null}
              <ProductCarousel id="watched" title={t('product.watched')} items={filledWatched ?? []} />
            </>
          )}
        </Await>
      </Suspense>
      {/* A browser without scripts records a logged-in shopper's view by this picture (one with scripts
          calls `POST …/view` in useWatched): no page records it while being read. */}
      <noscript>
        <img className="visually-hidden" src={viewPixel(variant, product.id)} alt="" width={1} height={1} />
      </noscript>
      <StoresModal
        open={stores}
        onClose={() => setStores(false)}
        skuId={storesSku?.id ?? null}
        mapsApiKey={detail.maps.apiKey}
      />
    </article>
  );
}

/** The blank picture that records a view from a page shown without scripts (`GET …/view.gif`). */
const viewPixel = (variant: VariantKey, id: number) => `${apiBase(variant)}/catalog/product/${id}/view.gif`;

/**
 * The watched carousel, filled in once the page has loaded and its shopper is known; the server's page
 * never has it (decision 049). Reading the page records nothing (for a shopper with a session it is the
 * city's shared render, decisions 028 and 047): a logged-in shopper's view is recorded by its own call,
 * which answers their watched carousel; anyone else's views are kept by this browser (decision 026),
 * whose products' cards the API gives.
 */
function useWatched(product: ProductPage['product']): ProductCard[] | null {
  const variant = useVariant();
  const { user, pending } = useUserState();
  const [cards, setCards] = useState<ProductCard[] | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per product and shopper; the carousels' promise is that product's
  useEffect(() => {
    if (pending) return undefined;
    let live = true;
    const before = rememberViewed(product.id);
    const slug = product.url.split('/').filter(Boolean).at(-1) ?? '';
    const api = clientApi(variant);
    const watched: Promise<ProductCard[] | null> = user.isAuthorized
      ? api
          // keepalive: a shopper who moves on at once still has the view recorded (the navigation would cancel it).
          .post('/catalog/product/{id}/view', { params: { path: { id: String(product.id) } }, keepalive: true })
          .then((r) => r.watchedItems)
      : before.length === 0
        ? Promise.resolve(null)
        : api
            .get('/catalog/product/{slug}/related', {
              params: { path: { slug }, query: { carousels: 'watched', watched: before.join(',') } },
            })
            .then((answer) => answer.watchedItems);
    watched
      .then((items) => {
        if (live && items) setCards(items);
      })
      .catch(() => {
        // The carousel stays as the server gave it.
      });
    return () => {
      live = false;
    };
  }, [product.id, pending, user.isAuthorized]);
  return cards;
}
