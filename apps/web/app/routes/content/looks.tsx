/** The looks page (default variant only): every look of the lookbooks, filterable by category. */

import { ROUTE_TITLES } from '@storefront/domain/i18n/route-titles';
import { buildPath } from '@storefront/domain/routes';
import { HREFLANG } from '@storefront/domain/seo';
import { data, Form, useLoaderData } from 'react-router';
import { contentMeta } from '../../features/content/page-meta';
import { createApi, rethrowForPage } from '../../lib/api.server';
import type { LooksList } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import { type RootData, useLayout } from '../../lib/layout-data';
import { assertValidRoute } from '../../lib/route-guard.server';
import { LooksGrid } from '../../shell/content-slots';
import { routeErrorMeta } from '../../shell/route-error-boundary';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import type { Route } from './+types/looks';

export { RouteErrorBoundary as ErrorBoundary } from '../../shell/route-error-boundary';

export async function loader({ request, context }: Route.LoaderArgs) {
  assertValidRoute(request);
  const url = new URL(request.url);
  const category = url.searchParams.get('category') || undefined;
  let looks: LooksList;
  try {
    looks = await createApi(request, context).get('/content/looks', { params: { query: { category } } });
  } catch (error) {
    rethrowForPage(error, url.pathname, 404);
  }
  if (category && !looks.categories.some((c) => c.code === category)) {
    throw data({ message: `Page Not Found: ${url.pathname}` }, { status: 404 });
  }
  return { looks, category: category ?? '', canonical: new URL(url.pathname, url.origin).href };
}

export const meta: Route.MetaFunction = (args) => routeErrorMeta(args) ?? pageMeta(args);
const pageMeta: Route.MetaFunction = ({ data: page, matches }) => {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
  const meta = root?.layout.meta;
  if (!page || !meta) return [];
  return contentMeta({
    title: meta.title,
    description: meta.description,
    keywords: meta.keywords,
    canonical: page.canonical,
    alternates: [{ variant: 'ru', hreflang: HREFLANG.ru, url: buildPath('LooksPage', 'ru') }],
    breadcrumbs: [
      { text: ROUTE_TITLES.MainIndex?.ru ?? '', url: '/' },
      { text: meta.h1, url: buildPath('LooksPage', 'ru') },
    ],
  });
};

export default function Looks() {
  const { looks, category } = useLoaderData<typeof loader>();
  const layout = useLayout();
  const { t } = useI18n();
  const h1 = layout?.meta?.h1 ?? '';
  return (
    <div className="looks-page">
      <Breadcrumbs items={[{ text: t('nav.home'), url: '/' }]} current={h1} />
      <h1>{h1}</h1>
      <Form method="get" className="looks-filter">
        <fieldset>
          <legend>{t('content.looksFilter')}</legend>
          <label>
            <input type="radio" name="category" value="" defaultChecked={!category} />
            {t('content.looksAll')}
          </label>
          {looks.categories.map((c) => (
            <label key={c.code}>
              <input type="radio" name="category" value={c.code} defaultChecked={category === c.code} />
              {c.name} ({c.count})
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button">
          {t('shops.show')}
        </button>
      </Form>
      <LooksGrid looks={looks.looks} showLookbook />
    </div>
  );
}
