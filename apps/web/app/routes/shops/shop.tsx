import { ROUTE_TITLES } from '@storefront/domain/i18n/route-titles';
import { buildPath } from '@storefront/domain/routes';
import { variantFromPath } from '@storefront/domain/variants';
import { useLoaderData } from 'react-router';
import { contentMeta } from '../../features/content/page-meta';
import { createApi, rethrowForPage } from '../../lib/api.server';
import { useI18n } from '../../lib/i18n';
import { type RootData, rootTranslator } from '../../lib/layout-data';
import { assertValidRoute } from '../../lib/route-guard.server';
import { ProductGrid } from '../../shell/product-grid';
import { routeErrorMeta } from '../../shell/route-error-boundary';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { Pagination, pageQueryHref } from '../../ui/pagination';
import { StoresMap } from '../../ui/stores-map';
import type { Route } from './+types/shop';

export { RouteErrorBoundary as ErrorBoundary } from '../../shell/route-error-boundary';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  assertValidRoute(request);
  const url = new URL(request.url);
  const api = createApi(request, context);
  const id = Number(params.id); // not a number: the API's 400, the page's 404
  try {
    const [shop, stock] = await Promise.all([
      api.get('/shops/{id}', { params: { path: { id } } }),
      api.get('/shops/{id}/stock', {
        params: { path: { id }, query: { page: url.searchParams.get('page') ?? undefined } },
      }),
    ]);
    const canonical = new URL(stock.page > 1 ? `${shop.url}?page=${stock.page}` : shop.url, url.origin).href;
    return { shop, stock, canonical, path: url.pathname };
  } catch (error) {
    rethrowForPage(error, url.pathname, 404);
  }
}

export const meta: Route.MetaFunction = (args) => routeErrorMeta(args) ?? pageMeta(args);
const pageMeta: Route.MetaFunction = ({ data: page, matches }) => {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
  if (!page || !root) return [];
  const lang = root.layout.locale.slice(0, 2) as 'ru' | 'en' | 'kk';
  const variant = root.layout.variant;
  const shopName = ROUTE_TITLES.ShopsDetailIndex?.[lang] ?? '';
  const title = rootTranslator(root)('shops.pageTitle', { name: page.shop.name, city: page.shop.city });
  return contentMeta({
    title,
    description: `${page.shop.city}, ${page.shop.address}`,
    keywords: [page.shop.name, page.shop.city, shopName].join(', '),
    canonical: page.canonical,
    alternates: [],
    breadcrumbs: [
      { text: ROUTE_TITLES.MainIndex?.[lang] ?? '', url: buildPath('MainIndex', variant) },
      { text: ROUTE_TITLES.ShopsIndex?.[lang] ?? '', url: buildPath('ShopsIndex', variant) },
      { text: page.shop.name, url: page.shop.url },
    ],
  });
};

export default function Shop() {
  const { shop, stock, path } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  const variant = variantFromPath(path) ?? 'ru';
  const variantHome = buildPath('MainIndex', variant);
  const shopsUrl = buildPath('ShopsIndex', variant);
  return (
    <div className="shop-page">
      <Breadcrumbs
        items={[
          { text: t('nav.home'), url: variantHome },
          { text: t('shops.list'), url: shopsUrl },
        ]}
        current={shop.name}
      />
      <h1>{shop.name}</h1>
      <div className="shop-page__facts">
        <dl>
          <dt>{t('shops.address')}</dt>
          <dd>
            {shop.city}, {shop.address}
          </dd>
          {shop.metro ? (
            <>
              <dt>{t('shops.metro')}</dt>
              <dd>{shop.metro}</dd>
            </>
          ) : null}
          {shop.phone ? (
            <>
              <dt>{t('shops.phone')}</dt>
              <dd>
                <a href={`tel:${shop.phone.replace(/[^\d+]/g, '')}`}>{shop.phone}</a>
              </dd>
            </>
          ) : null}
          <dt>{t('shops.hours')}</dt>
          <dd>
            <ul className="shop-hours">
              {shop.hours.map((h, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the weekday is the index
                <li key={i}>
                  <span>{t(`shops.weekday.${i}`)}</span> {h ? `${h[0]}–${h[1]}` : t('shops.closed')}
                </li>
              ))}
            </ul>
          </dd>
        </dl>
        <StoresMap
          apiKey={shop.mapsApiKey}
          places={[{ id: shop.id, title: shop.name, coordinates: shop.coordinates }]}
          zoom={15}
        />
      </div>
      {shop.description ? (
        <div className="shop-page__about">
          {shop.description.split(/\n\s*\n/).map((paragraph, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are not reordered
            <p key={i}>{paragraph}</p>
          ))}
        </div>
      ) : null}
      <section aria-labelledby="shop-photos">
        <h2 id="shop-photos" className="visually-hidden">
          {t('shops.photos')}
        </h2>
        <ul className="shop-photos">
          {shop.photos.map((p, i) => (
            <li key={p.src}>
              <img
                src={p.src}
                alt={t('shops.photo', { name: shop.name, n: i + 1 })}
                width={p.width}
                height={p.height}
                loading={i === 0 ? 'eager' : 'lazy'}
              />
            </li>
          ))}
        </ul>
      </section>
      {stock.items.length ? (
        <>
          <ProductGrid
            id="shop-stock"
            title={`${t('shops.stock')} — ${t('shops.stockCount', { count: stock.total })}`}
            items={stock.items}
          />
          <Pagination page={stock.page} pageCount={stock.pageCount} href={pageQueryHref(shop.url)} />
        </>
      ) : (
        <p>{t('shops.noStock')}</p>
      )}
      <p>
        <a href={shop.catalogUrl}>{t('shops.openCatalog')}</a>
      </p>
      <p>
        <a href={shopsUrl}>{t('shops.allShops')}</a>
      </p>
    </div>
  );
}
