/**
 * FavoritesIndex: the shopper's favourites in chunks of 48 with a sort kept in a cookie and
 * mirrored in the URL; with a sharing hash, someone's shared list, read-only.
 */
import { COOKIES, FAVOURITES_CHUNK } from '@storefront/domain/constants';
import { normalizePage } from '@storefront/domain/validation/fields';
import { useEffect, useMemo, useState } from 'react';
import { data, Form, Link, redirect, useLoaderData, useSubmit } from 'react-router';
import { FavouriteToggle } from '../../features/favourites/favourite-toggle';
import {
  FAVOURITES_SORT_OPTIONS,
  isSortOption,
  SORT_LABELS,
  sortQuery,
} from '../../features/favourites/favourites-sort';
import { useFavourites } from '../../features/favourites/favourites-state';
import { RemoveAllButton } from '../../features/favourites/remove-all-button';
import { ShareButton } from '../../features/favourites/share-button';
import { useChunkedList } from '../../lib/analytics/use-chunked-list';
import type { Api, ApiQuery } from '../../lib/api';
import { clientApi } from '../../lib/api.client';
import { createApi, rethrowForPage } from '../../lib/api.server';
import { readCookie } from '../../lib/cookies';
import { useI18n } from '../../lib/i18n';
import { useLayout } from '../../lib/layout-data';
import { assertValidRoute } from '../../lib/route-guard.server';
import { useVariant } from '../../lib/variant';
import { routeErrorMeta } from '../../shell/route-error-boundary';
import { EmptyState } from '../../ui/empty-state';
import { ProductCard } from '../../ui/product-card';
import type { Route } from './+types/favourites';

export { RouteErrorBoundary as ErrorBoundary } from '../../shell/route-error-boundary';

/** A bad sharing link is titled by its error (not found), not "Favourites". */
export const meta: Route.MetaFunction = (args) =>
  routeErrorMeta(args) ?? args.matches.find((m) => m?.id === 'root')?.meta ?? [];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  assertValidRoute(request);
  const url = new URL(request.url);
  const urlSort = url.searchParams.get('sort');
  const cookieSort = readCookie(request.headers.get('cookie'), COOKIES.favouritesSort.name);
  // The stored sort shows in the address too.
  if (!isSortOption(urlSort) && isSortOption(cookieSort) && cookieSort !== 'default') {
    url.searchParams.set('sort', cookieSort);
    throw redirect(`${url.pathname}${url.search}`);
  }
  const sort = isSortOption(urlSort) ? urlSort : 'default';
  const page = normalizePage(url.searchParams.get('page'));
  const hash = params.sharingHash;
  const query = { ...sortQuery(sort), count: FAVOURITES_CHUNK, offset: (page - 1) * FAVOURITES_CHUNK };
  const api = createApi(request, context);
  const list = await favouritesPage(api, hash, query).catch((error: unknown) =>
    rethrowForPage(error, url.pathname, 404),
  );
  const headers = new Headers();
  if (isSortOption(urlSort)) {
    const { name, maxAgeS } = COOKIES.favouritesSort;
    headers.append('set-cookie', `${name}=${urlSort}; Path=/; Max-Age=${maxAgeS}; SameSite=Lax`);
  }
  return data({ list, sort, page, shared: Boolean(hash), hash: hash ?? null }, { headers });
}

/** The shopper's own favourites, or the list a sharing hash names. */
function favouritesPage(api: Api, hash: string | null | undefined, query: ApiQuery<'/favorites'>) {
  return hash
    ? api.get('/favorites/shared/{sharingHash}', { params: { path: { sharingHash: hash }, query } })
    : api.get('/favorites', { params: { query } });
}

export default function Favourites() {
  const { list, sort, page, shared, hash } = useLoaderData<typeof loader>();
  const layout = useLayout();
  const variant = useVariant();
  const { t } = useI18n();
  const { isFavourite } = useFavourites();
  const submit = useSubmit();
  const [items, setItems] = useState(list.items);
  const [loading, setLoading] = useState(false);
  useEffect(() => setItems(list.items), [list]);

  const skipped = (page - 1) * FAVOURITES_CHUNK;
  const reportList = useMemo(() => ({ id: 'favourites', name: t('favourites.title') }), [t]);
  const onOpen = useChunkedList(reportList, list, items, skipped);
  // The own list follows the live favourites: an item taken out here leaves at once.
  const visible = shared ? items : items.filter((p) => isFavourite(p.id));
  const hasNext = skipped + items.length < list.totalCountItems;

  async function showMore() {
    if (loading || !hasNext) return;
    setLoading(true);
    try {
      const next = await favouritesPage(clientApi(variant), hash, {
        ...sortQuery(sort),
        count: FAVOURITES_CHUNK,
        offset: skipped + items.length,
      });
      setItems((list) => [...list, ...next.items]);
      const nextPage = Math.floor((skipped + items.length + next.items.length) / FAVOURITES_CHUNK);
      const url = new URL(window.location.href);
      if (nextPage > 1) url.searchParams.set('page', String(nextPage));
      window.history.replaceState(window.history.state, '', url);
    } catch {
      // A failed favourites load is silent (spec section 8).
    } finally {
      setLoading(false);
    }
  }

  return (
    <section className="favourites-page">
      <h1>{shared ? t('favourites.sharedTitle') : (layout?.meta?.h1 ?? t('favourites.title'))}</h1>
      <div className="favourites-page__toolbar">
        <p>
          {t('favourites.count', {
            count: shared ? list.totalCountItems : visible.length + (list.totalCountItems - items.length),
          })}
        </p>
        <Form method="get" className="favourites-page__sort">
          <label htmlFor="favourites-sort">{t('favourites.sort')}</label>
          <select
            id="favourites-sort"
            name="sort"
            defaultValue={sort}
            onChange={(e) => submit(e.currentTarget.form, { replace: true })}
          >
            {FAVOURITES_SORT_OPTIONS.map((o) => (
              <option key={o} value={o}>
                {t(SORT_LABELS[o])}
              </option>
            ))}
          </select>
          <noscript>
            <button type="submit">{t('favourites.sort')}</button>
          </noscript>
        </Form>
        {!shared && visible.length > 0 ? (
          <>
            <ShareButton />
            <RemoveAllButton />
          </>
        ) : null}
      </div>
      {page > 1 ? (
        <Link to={`?sort=${sort}&page=${page - 1}`} className="button">
          ←
        </Link>
      ) : null}
      {visible.length === 0 ? (
        <EmptyState message={t('favourites.empty')} icon="heart" />
      ) : (
        <ul className="product-grid">
          {visible.map((p) => (
            <li key={p.id}>
              <ProductCard
                product={p}
                actions={shared ? undefined : <FavouriteToggle productId={p.id} />}
                onOpen={() => onOpen(p, items.indexOf(p))}
              />
            </li>
          ))}
        </ul>
      )}
      {hasNext ? (
        <button type="button" className="button" onClick={showMore} disabled={loading} aria-busy={loading}>
          {t('favourites.showMore')}
        </button>
      ) : null}
    </section>
  );
}
