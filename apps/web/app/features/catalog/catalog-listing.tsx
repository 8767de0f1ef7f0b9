/**
 * A listing page's body, shared by the catalogue and search pages: breadcrumbs, title, sections,
 * banner, toolbar (filters, sort, items per row), filter tags, the cards with show previous /
 * show more, page links and the SEO block. Everything server-renders; without JavaScript the
 * filters are a GET form and paging is plain links.
 */

import { AS_TYPED_PARAM, filterEntries, isDefaultSort, listingSearch } from '@storefront/domain/catalog-query';
import { lazy, memo, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Form, Link, useLocation, useNavigation } from 'react-router';
import type { ProductCard as Card } from '../../lib/api-types';
import { useAppBridge } from '../../lib/bridge/use-app-bridge';
import { useI18n } from '../../lib/i18n';
import { useHydrated } from '../../lib/use-hydrated';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { EmptyState } from '../../ui/empty-state';
import { Icon } from '../../ui/icon';
import { lazyPopup } from '../../ui/lazy-popup';
import { Pagination } from '../../ui/pagination';
import { Picture } from '../../ui/picture';
import { ProductCard, ProductGridSkeleton } from '../../ui/product-card';
import { useLongWait } from '../../ui/skeleton';
import { FilterFields as ServerFilterFields } from './filter-fields';
import { useListingAnalytics } from './listing-analytics';
import { FilterTags, ItemsPerRowSwitch, SortLinks } from './listing-controls';
import { type ItemsPerRow, type ListingData, listingHref } from './listing-data';
import { usePagedItems } from './use-paged-items';

const FilterModal = lazyPopup(() => import('./filter-modal').then((m) => m.FilterModal));

/**
 * The filter form without JavaScript: the server writes it whole; the browser's first load does
 * without its code. Hydration leaves the server's markup inside the Suspense boundary as it is until
 * the code comes, and by then the page has swapped the form for the filter button (the modal).
 */
const FilterFields = import.meta.env.SSR
  ? ServerFilterFields
  : lazy(() => import('./filter-fields').then((m) => ({ default: m.FilterFields })));

export function CatalogListing({
  data,
  intro,
  cardActions,
}: {
  data: ListingData;
  intro?: ReactNode;
  /** Buttons other features own (favourite toggle…), composed in by the route. */
  cardActions?: (product: Card) => ReactNode;
}) {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  const { catalog, state } = data;
  const hydrated = useHydrated();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [perRow, setPerRow] = useState<ItemsPerRow>(data.itemsPerRow);
  const paged = usePagedItems(data, pathname);
  const onOpen = useListingAnalytics(data, paged.items, paged.skipped, pathname);
  const groups = catalog.filters?.data ?? [];
  const { delegate } = useAppBridge();
  const filterCount = filterEntries(state.filters).length;
  const navigation = useNavigation();
  // A filter, sort or page change of this listing: once it takes a while, its cards turn to shapes.
  const reloading = useLongWait(navigation.state === 'loading' && navigation.location.pathname === pathname);
  const gridClass = `product-grid product-grid--${perRow}`;
  const cardShapes = (count: number) => (
    <ProductGridSkeleton count={count} gridClassName={gridClass} withActions={cardActions !== undefined} />
  );
  // Why nothing shows: the filters (then changing them helps), the search words, or an empty category.
  // A search without words says nothing here: its form asks for them.
  const emptyMessage = filterCount
    ? t('catalog.empty')
    : data.type === 'catalog'
      ? t('catalog.emptyCategory')
      : state.query
        ? t('search.empty', { query: state.query })
        : null;
  const comingCards = (where: 'before' | 'after') =>
    paged.coming?.where === where ? cardShapes(paged.coming.count) : null;

  // The app's filter button shows the count; it drops to 0 when the shopper leaves the listing.
  useEffect(() => {
    delegate('filterCount', { count: filterCount });
    return () => void delegate('filterCount', { count: 0 });
  }, [delegate, filterCount]);

  function openFilters() {
    if (!delegate('openFilter', { url: `${pathname}${search}`, count: filterCount })) setFiltersOpen(true);
  }

  return (
    <div className="catalog">
      <ListingHead data={data} intro={intro} />

      {/* Once the filter button replaces the form, the bar stays at the top of a phone's screen. */}
      <div className={hydrated ? 'catalog__toolbar catalog__toolbar--sticky' : 'catalog__toolbar'}>
        {hydrated ? (
          <button type="button" className="button catalog__filters-button" onClick={openFilters}>
            {t('catalog.filters.open')}
          </button>
        ) : (
          <details className="catalog__filter-panel">
            {/* Drawn as the button that replaces it once the page runs its scripts. */}
            <summary className="button disclosure-summary">
              {t('catalog.filters.open')}
              <Icon name="chevronDown" size={16} />
            </summary>
            <Form method="get" action={pathname} className="catalog__filter-form">
              {state.query ? <input type="hidden" name="query" value={state.query} /> : null}
              {state.asTyped ? <input type="hidden" name={AS_TYPED_PARAM} value="1" /> : null}
              {!isDefaultSort(state.sort, state.order) ? (
                <>
                  <input type="hidden" name="sort" value={state.sort} />
                  <input type="hidden" name="order" value={state.order} />
                </>
              ) : null}
              <Suspense>
                <FilterFields groups={groups} />
              </Suspense>
              <button type="submit" className="button">
                {t('catalog.apply')}
              </button>
            </Form>
          </details>
        )}
        <SortLinks catalog={catalog} state={state} pathname={pathname} />
        <ItemsPerRowSwitch value={perRow} onChange={setPerRow} />
      </div>
      <FilterTags catalog={catalog} state={state} pathname={pathname} />
      {hydrated ? (
        <FilterModal data={data} pathname={pathname} open={filtersOpen} onClose={() => setFiltersOpen(false)} />
      ) : null}

      {paged.hasPrevious ? (
        <button
          type="button"
          className="button button--secondary catalog__more"
          onClick={paged.loadPrevious}
          disabled={paged.loading}
        >
          {t('catalog.showPrevious')}
        </button>
      ) : null}
      {comingCards('before')}
      {!paged.items.length ? (
        emptyMessage ? (
          <EmptyState message={emptyMessage} icon="search" />
        ) : null
      ) : reloading ? (
        cardShapes(paged.items.length)
      ) : (
        <CardGrid
          items={paged.items}
          className={gridClass}
          wide={perRow === 'few'}
          busy={paged.loading}
          cardActions={cardActions}
          onOpen={onOpen}
        />
      )}
      {comingCards('after')}
      {paged.hasMore ? (
        <button type="button" className="button catalog__more" onClick={paged.loadMore} disabled={paged.loading}>
          {t('catalog.showMore')}
        </button>
      ) : null}
      <Pagination
        page={state.page}
        pageCount={Math.ceil(catalog.totalItems / catalog.count)}
        href={(page) => listingHref(pathname, listingSearch({ ...state, page }))}
      />

      {catalog.seo ? (
        <section className="catalog__seo">
          <SeoHtml html={catalog.seo.html} />
          {catalog.seo.links.length ? (
            <ul className="catalog__seo-links">
              {catalog.seo.links.map((l) => (
                <li key={l.url}>
                  <Link to={l.url}>{l.text}</Link>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

/** Cards whose pictures are fetched first: a phone's first row. */
const FIRST_ROW = 2;

/** The listing's head: breadcrumbs, title with the count, the page's intro, the banner and the sections. */
function ListingHead({ data, intro }: { data: ListingData; intro?: ReactNode }) {
  const { t } = useI18n();
  const { catalog } = data;
  return (
    <>
      <Breadcrumbs items={catalog.breadcrumbs} lastIsCurrent={data.type === 'catalog'} />
      <div className="catalog__heading">
        <h1 className="catalog__title">{catalog.title}</h1>
        <p className="catalog__count" aria-live="polite">
          {t('catalog.products', { count: catalog.totalItems })}
        </p>
      </div>
      {intro}
      {catalog.banner ? (
        <Link to={catalog.banner.url} className="catalog__banner">
          {/* The first screen's largest picture: fetched first. */}
          <Picture
            picture={catalog.banner.image}
            alt=""
            sizes="(max-width: 1279px) calc(100vw - 32px), 1248px"
            width={1200}
            height={240}
            priority
          />
          <span>{catalog.banner.title}</span>
        </Link>
      ) : null}
      {catalog.sections.length ? (
        <nav aria-label={t('catalog.sections')} className="catalog__sections">
          <ul>
            {catalog.sections.map((s) => (
              <li key={s.url}>
                <Link to={s.url}>
                  {s.text} <span className="catalog__section-count">{s.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  );
}

/**
 * The cards, apart so that the listing's own re-renders (the filter form swapped for its button once
 * hydrated, the dialog opening) leave them be: re-rendering 36 cards with their links and forms was
 * the longest task of a listing's load.
 */
const CardGrid = memo(function CardGrid({
  items,
  className,
  wide,
  busy,
  cardActions,
  onOpen,
}: {
  items: Card[];
  className: string;
  /** Two cards a row at every width (the larger cards). */
  wide: boolean;
  busy: boolean;
  cardActions?: (product: Card) => ReactNode;
  /** A card's link was followed: the card and its place among `items`. */
  onOpen: (product: Card, position: number) => void;
}) {
  return (
    <ul className={className} aria-busy={busy}>
      {items.map((p, i) => (
        <li key={p.id}>
          {/* The first row on a phone is the first screen's largest content. */}
          <ProductCard
            product={p}
            actions={cardActions?.(p)}
            priority={i < FIRST_ROW}
            wide={wide}
            onOpen={() => onOpen(p, i)}
          />
        </li>
      ))}
    </ul>
  );
});

/** The SEO text block; the API builds it from escaped text only. */
function SeoHtml({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the API escapes every text it puts into this HTML
  return <div className="catalog__seo-text" dangerouslySetInnerHTML={{ __html: html }} />;
}
