import { ROUTE_TITLES } from '@storefront/domain/i18n/route-titles';
import { buildPath } from '@storefront/domain/routes';
import { variantFromPath } from '@storefront/domain/variants';
import { data, useLoaderData } from 'react-router';
import { contentMeta } from '../../features/content/page-meta';
import { PreviewNote, previewMeta } from '../../features/content/preview-note';
import { previewHeaders, STAFF_HEADERS } from '../../features/staff/staff-page';
import { createApi, rethrowForPage } from '../../lib/api.server';
import { useI18n } from '../../lib/i18n';
import { type RootData, rootTranslator } from '../../lib/layout-data';
import { assertValidRoute } from '../../lib/route-guard.server';
import { ProductGrid } from '../../shell/product-grid';
import { routeErrorMeta } from '../../shell/route-error-boundary';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { ShopText, WeekHours } from '../../ui/opening-hours';
import { Pagination, pageQueryHref } from '../../ui/pagination';
import { Picture } from '../../ui/picture';
import { StoresMap } from '../../ui/stores-map';
import type { Route } from './+types/shop';

export { RouteErrorBoundary as ErrorBoundary } from '../../shell/route-error-boundary';

/**
 * The shop's page. With `?preview` it is drawn with the back office's pending change (text, photos,
 * hours) in this shop's language: the API lets only content editors see it, and the page is neither
 * cached nor indexed.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  assertValidRoute(request);
  const url = new URL(request.url);
  const api = createApi(request, context);
  const id = Number(params.id); // not a number: the API's 400, the page's 404
  const preview = url.searchParams.has('preview');
  try {
    const [shop, stock] = await Promise.all([
      preview
        ? api.get('/staff/shops/{id}/preview', { params: { path: { id } } })
        : api.get('/shops/{id}', { params: { path: { id } } }),
      api.get('/shops/{id}/stock', {
        params: { path: { id }, query: { page: url.searchParams.get('page') ?? undefined } },
      }),
    ]);
    const canonical = new URL(stock.page > 1 ? `${shop.url}?page=${stock.page}` : shop.url, url.origin).href;
    const page = {
      shop,
      stock,
      canonical,
      path: url.pathname,
      preview: preview ? { editUrl: `/staff/shops/${id}/` } : null,
    };
    return data(page, preview ? { headers: STAFF_HEADERS } : {});
  } catch (error) {
    rethrowForPage(error, url.pathname, 404);
  }
}

export const headers: Route.HeadersFunction = previewHeaders;

export const meta: Route.MetaFunction = (args) => routeErrorMeta(args) ?? pageMeta(args);
const pageMeta: Route.MetaFunction = ({ data: page, matches }) => {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
  if (!page || !root) return [];
  const lang = root.layout.locale.slice(0, 2) as 'ru' | 'en' | 'kk';
  const variant = root.layout.variant;
  const shopName = ROUTE_TITLES.ShopsDetailIndex?.[lang] ?? '';
  const t = rootTranslator(root);
  // Like every shop page, the title ends with the site's name.
  const title = `${t('shops.pageTitle', { name: page.shop.name, city: page.shop.city })} — ${t('shop.name')}`;
  return previewMeta(
    page.preview,
    contentMeta({
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
    }),
  );
};

export default function Shop() {
  const { shop, stock, path, preview } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  const variant = variantFromPath(path) ?? 'ru';
  const variantHome = buildPath('MainIndex', variant);
  const shopsUrl = buildPath('ShopsIndex', variant);
  return (
    <div className="shop-page">
      {preview ? <PreviewNote editUrl={preview.editUrl} note="staff.shops.previewPage" /> : null}
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
            <WeekHours hours={shop.hours} />
          </dd>
        </dl>
        <StoresMap
          apiKey={shop.mapsApiKey}
          places={[{ id: shop.id, title: shop.name, coordinates: shop.coordinates }]}
          zoom={15}
        />
      </div>
      <ShopText text={shop.description} />
      <section aria-labelledby="shop-photos">
        <h2 id="shop-photos" className="visually-hidden">
          {t('shops.photos')}
        </h2>
        <ul className="shop-photos">
          {shop.photos.map((p, i) => (
            <li key={p.src}>
              {/* Below the map: none is the first screen's picture. Cut to 4:3 (content.css). */}
              <Picture
                picture={p}
                alt={t('shops.photo', { name: shop.name, n: i + 1 })}
                sizes="(max-width: 519px) calc(100vw - 32px), (max-width: 1071px) 45vw, 340px"
                width={800}
                height={600}
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
