import { ROUTE_TITLES } from '@storefront/domain/i18n/route-titles';
import { buildPath, hasRoute } from '@storefront/domain/routes';
import { VARIANT_KEYS } from '@storefront/domain/variants';
import { Form, Link, useLoaderData, useSubmit } from 'react-router';
import { contentMeta } from '../../features/content/page-meta';
import { createApi, rethrowForPage } from '../../lib/api.server';
import { useI18n } from '../../lib/i18n';
import { type RootData, useLayout } from '../../lib/layout-data';
import { assertValidRoute } from '../../lib/route-guard.server';
import { routeErrorMeta } from '../../shell/route-error-boundary';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { TodayHours } from '../../ui/opening-hours';
import { StoresMap } from '../../ui/stores-map';
import type { Route } from './+types/shops';

export { RouteErrorBoundary as ErrorBoundary } from '../../shell/route-error-boundary';

const HREFLANG = { ru: 'ru-RU', kz: 'kk-KZ', com: 'en-AE' } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  assertValidRoute(request);
  const url = new URL(request.url);
  const city = url.searchParams.get('city');
  try {
    const shops = await createApi(request, context).get('/shops', {
      params: {
        query: {
          cityId: city && /^\d{1,9}$/.test(city) ? Number(city) : undefined,
        },
      },
    });
    return { shops, canonical: new URL(url.pathname, url.origin).href };
  } catch (error) {
    rethrowForPage(error, url.pathname, 404);
  }
}

export const meta: Route.MetaFunction = (args) => routeErrorMeta(args) ?? pageMeta(args);
const pageMeta: Route.MetaFunction = ({ data: page, matches }) => {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
  const meta = root?.layout.meta;
  if (!page || !meta || !root) return [];
  const lang = root.layout.locale.slice(0, 2) as 'ru' | 'en' | 'kk';
  const variant = root.layout.variant;
  return contentMeta({
    title: meta.title,
    description: meta.description,
    keywords: meta.keywords,
    canonical: page.canonical,
    alternates: VARIANT_KEYS.filter((v) => hasRoute('ShopsIndex', v)).map((v) => ({
      variant: v,
      hreflang: HREFLANG[v],
      url: buildPath('ShopsIndex', v),
    })),
    breadcrumbs: [
      { text: ROUTE_TITLES.MainIndex?.[lang] ?? '', url: buildPath('MainIndex', variant) },
      { text: meta.h1, url: buildPath('ShopsIndex', variant) },
    ],
  });
};

export default function Shops() {
  const { shops } = useLoaderData<typeof loader>();
  const layout = useLayout();
  const { t } = useI18n();
  const submit = useSubmit();
  const h1 = layout?.meta?.h1 ?? '';
  const home = layout ? buildPath('MainIndex', layout.variant) : '/';
  return (
    <div className="shops-page">
      <Breadcrumbs items={[{ text: t('nav.home'), url: home }]} current={h1} />
      <h1>{h1}</h1>
      <Form method="get" className="shops-page__city" onChange={(e) => submit(e.currentTarget)}>
        <label htmlFor="shops-city">{t('shops.city')}</label>
        <select id="shops-city" name="city" defaultValue={shops.cityId ?? ''} key={shops.cityId ?? 'all'}>
          <option value="">{t('shops.allCities')}</option>
          {shops.cities.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} ({c.count})
            </option>
          ))}
        </select>
        <noscript>
          <button type="submit" className="button">
            {t('shops.show')}
          </button>
        </noscript>
      </Form>
      <div className="shops-page__body">
        <section aria-labelledby="shops-list" className="shops-page__list">
          <h2 id="shops-list">{t('shops.count', { count: shops.shops.length })}</h2>
          <ul className="shop-list">
            {shops.shops.map((s) => (
              <li key={s.id} className="shop-list__item">
                {/* A shop whose page is unpublished is listed (it takes pickups) without a link. */}
                <h3>{s.url ? <Link to={s.url}>{s.name}</Link> : s.name}</h3>
                <p>
                  {s.city}, {s.address}
                </p>
                {s.metro ? <p>{t('stores.metro', { metro: s.metro })}</p> : null}
                <TodayHours hours={s.hours} />
              </li>
            ))}
          </ul>
        </section>
        <StoresMap
          apiKey={shops.mapsApiKey}
          center={shops.mapCenter}
          zoom={shops.cityId ? 11 : 4}
          places={shops.shops.map((s) => ({ id: s.id, title: s.name, coordinates: s.coordinates }))}
        />
      </div>
    </div>
  );
}
