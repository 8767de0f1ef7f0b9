import { FREE_DELIVERY_FROM } from '@storefront/domain/delivery-prices';
import type { Picture as PictureData } from '@storefront/domain/pictures';
import { buildPath } from '@storefront/domain/routes';
import { RETURN_DAYS, VARIANT_PAYMENT_MARKS } from '@storefront/domain/shop-trust';
import { VARIANTS } from '@storefront/domain/variants';
import { data, Link, useLoaderData } from 'react-router';
import { PreviewNote } from '../../features/content/preview-note';
import { FavouriteToggle } from '../../features/favourites/favourite-toggle';
import { previewHeaders, STAFF_HEADERS } from '../../features/staff/staff-page';
import { useCardList } from '../../lib/analytics/use-card-list';
import { createApi, rethrowForPage } from '../../lib/api.server';
import type { ProductCard as ProductCardData } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import { useLayout } from '../../lib/layout-data';
import { useVariant } from '../../lib/variant';
import { Icon } from '../../ui/icon';
import { PaymentMarks } from '../../ui/payment-marks';
import { Picture } from '../../ui/picture';
import { ProductCard } from '../../ui/product-card';
import type { Route } from './+types/home';

type HomeReview = Route.ComponentProps['loaderData']['reviews'][number];

export { RouteErrorBoundary as ErrorBoundary } from '../../shell/route-error-boundary';

/**
 * The home page. With `?preview` it is drawn with every block, hidden ones too, for content editors
 * (the API refuses others); that page is neither cached nor indexed.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = createApi(request, context);
  const url = new URL(request.url);
  if (!url.searchParams.has('preview')) return { ...(await api.get('/pages/main')), preview: null };
  try {
    const page = await api.get('/staff/home-blocks/preview');
    return data({ ...page, preview: { editUrl: '/staff/home-blocks/' } }, { headers: STAFF_HEADERS });
  } catch (error) {
    rethrowForPage(error, url.pathname, 404);
  }
}

export const headers: Route.HeadersFunction = previewHeaders;

export default function Home() {
  const { hero, categories, blocks, newArrivals, sale, lookbook, reviews, preview } = useLoaderData<typeof loader>();
  const layout = useLayout();
  const { t, money } = useI18n();
  const variant = useVariant();
  const freeFrom = { amount: FREE_DELIVERY_FROM[variant], currency: VARIANTS[variant].currency };
  const catalogue = buildPath('CatalogIndex', variant);
  return (
    <div className="home">
      {preview ? <PreviewNote editUrl={preview.editUrl} note="staff.homeBlocks.previewPage" /> : null}
      <section className="home-hero">
        <div className="home-hero__text">
          <h1 className="home__title">{layout?.meta?.h1}</h1>
          <p className="home-hero__lead">{t('home.lead', { amount: money(freeFrom) })}</p>
          <Link to={buildPath('CatalogIndex', variant)} className="button button--primary">
            {t('basket.toCatalogue')}
          </Link>
        </div>
        {/* The page's largest picture: fetched first, never lazily; cropped to the hero's box (home.css). */}
        <Picture
          picture={hero}
          alt=""
          sizes="(max-width: 1279px) calc(100vw - 80px), 720px"
          priority
          className="home-hero__image"
        />
      </section>
      <Benefits />
      <section aria-labelledby="home-categories">
        <h2 id="home-categories">{t('home.categories')}</h2>
        <ul className="category-tiles">
          {categories.map((c) => (
            <li key={c.url}>
              <Link to={c.url} className="category-tile">
                <Picture picture={c.image} alt="" sizes="(max-width: 759px) 45vw, 180px" width={300} height={300} />
                <span>{c.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <Shelf id="home-new" title={t('home.newArrivals')} items={newArrivals} more={`${catalogue}?is_new=true`} />
      {lookbook ? (
        <section className="home-lookbook" aria-labelledby="home-lookbook">
          {lookbook.cover ? <Picture picture={lookbook.cover} alt="" sizes="(max-width: 759px) 100vw, 620px" /> : null}
          <div className="home-lookbook__text">
            <p className="home-lookbook__kicker">{t('home.lookbook')}</p>
            <h2 id="home-lookbook">{lookbook.title}</h2>
            {lookbook.summary ? <p>{lookbook.summary}</p> : null}
            <Link to={lookbook.url} className="button button--primary">
              {t('home.lookbook.cta')}
            </Link>
          </div>
        </section>
      ) : null}
      <Shelf id="home-sale" title={t('home.sale')} items={sale} more={`${catalogue}?sale=true`} />
      {blocks.map((block) =>
        block.kind === 'banner' ? (
          <HomeBanner key={block.id} {...block} />
        ) : (
          <GoodsBlock key={block.id} id={`home-block-${block.id}`} title={block.title} items={block.products} />
        ),
      )}
      <Voices reviews={reviews} />
    </div>
  );
}

/** A block of goods the back office put on the page. */
function GoodsBlock({ id, title, items }: { id: string; title: string; items: ProductCardData[] }) {
  const onOpen = useCardList(id, title, items);
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="product-grid home-grid">
        {items.map((p, i) => (
          <li key={p.id}>
            <ProductCard product={p} actions={<FavouriteToggle productId={p.id} />} onOpen={() => onOpen(i)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A titled row of goods with a link to all of them; nothing when there are none. */
function Shelf({ id, title, items, more }: { id: string; title: string; items: ProductCardData[]; more: string }) {
  const { t } = useI18n();
  const onOpen = useCardList(id, title, items);
  if (!items.length) return null;
  return (
    <section className="home-shelf" aria-labelledby={id}>
      <div className="home-shelf__head">
        <h2 id={id}>{title}</h2>
        <Link to={more}>{t('home.seeAll')}</Link>
      </div>
      <ul className="product-grid home-grid">
        {items.map((p, i) => (
          <li key={p.id}>
            <ProductCard product={p} actions={<FavouriteToggle productId={p.id} />} onOpen={() => onOpen(i)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The newest good reviews: stars, words and the product they are about; nothing while there are none. */
function Voices({ reviews }: { reviews: HomeReview[] }) {
  const { t } = useI18n();
  if (!reviews.length) return null;
  return (
    <section className="home-reviews" aria-labelledby="home-reviews">
      <h2 id="home-reviews">{t('home.reviews')}</h2>
      <ul>
        {reviews.map((r) => (
          <li key={r.id}>
            <p className="home-reviews__stars" role="img" aria-label={t('reviews.rating', { rating: r.assessment })}>
              {'★'.repeat(r.assessment)}
            </p>
            <blockquote>{r.text}</blockquote>
            <p className="home-reviews__who">
              {r.userName} · <Link to={r.product.url}>{r.product.name}</Link>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What makes buying here easy: delivery, returns, payment, each leading to its terms. */
function Benefits() {
  const { t, money } = useI18n();
  const variant = useVariant();
  const doc = (documentName: string) => buildPath('StaticDocumentsDetailIndex', variant, { documentName });
  const freeFrom = { amount: FREE_DELIVERY_FROM[variant], currency: VARIANTS[variant].currency };
  return (
    <section className="home-benefits" aria-labelledby="home-benefits">
      <h2 id="home-benefits" className="visually-hidden">
        {t('home.benefits')}
      </h2>
      <ul>
        <li>
          <Icon name="truck" />
          <Link to={doc('delivery')}>{t('home.benefit.delivery', { amount: money(freeFrom) })}</Link>
        </li>
        <li>
          <Icon name="returns" />
          <Link to={doc('return')}>{t('footer.returns', { days: RETURN_DAYS })}</Link>
        </li>
        <li>
          <PaymentMarks marks={VARIANT_PAYMENT_MARKS[variant]} />
          <Link to={doc('payment')}>{t('home.benefit.payment')}</Link>
        </li>
      </ul>
    </section>
  );
}

/** A banner of the back office: its picture with its title, leading into the shop when it has a link. */
function HomeBanner({ title, link, image }: { title: string; link: string | null; image: PictureData }) {
  const body = (
    <>
      <Picture picture={image} alt="" sizes="(max-width: 1311px) calc(100vw - 32px), 1280px" />
      <span className="home-banner__title">{title}</span>
    </>
  );
  return (
    <section className="home-banner" aria-label={title}>
      {link ? <Link to={link}>{body}</Link> : body}
    </section>
  );
}
