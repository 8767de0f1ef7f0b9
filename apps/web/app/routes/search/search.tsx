/** /search/?query=…: full-text results with the same facets, sorts and paging as a category. */
import { Form, useLoaderData } from 'react-router';
import { CatalogListing } from '../../features/catalog/catalog-listing';
import { loadListing } from '../../features/catalog/listing.server';
import { readListing } from '../../features/catalog/listing-data';
import { listingMeta } from '../../features/catalog/listing-meta';
import { useSearchClicks } from '../../features/search/search-clicks';
import { SearchReading } from '../../features/search/search-reading';
import { useI18n } from '../../lib/i18n';
import { useVariant } from '../../lib/variant';
import { CardActions } from '../../shell/card-actions';
import { routeErrorMeta } from '../../shell/route-error-boundary';
import type { Route } from './+types/search';

export { RouteErrorBoundary as ErrorBoundary } from '../../shell/route-error-boundary';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadListing(request, context, 'search');
}

export const meta: Route.MetaFunction = (args) => routeErrorMeta(args) ?? pageMeta(args);
const pageMeta: Route.MetaFunction = ({ data, matches }) =>
  listingMeta(data && readListing(data).catalog.title, matches.find((m) => m?.id === 'root')?.meta);

export default function SearchPage() {
  const data = readListing(useLoaderData<typeof loader>());
  const { t } = useI18n();
  useSearchClicks(useVariant(), data.state.query);
  const intro = (
    <>
      <Form method="get" role="search" className="search-page__form">
        <label htmlFor="search-page-input">{t('header.search.label')}</label>
        <input id="search-page-input" name="query" type="search" defaultValue={data.state.query} maxLength={200} />
        <button type="submit" className="button">
          {t('header.search.submit')}
        </button>
        {data.state.query ? null : <p>{t('search.prompt')}</p>}
      </Form>
      <SearchReading catalog={data.catalog} state={data.state} />
    </>
  );
  return <CatalogListing data={data} intro={intro} cardActions={CardActions} />;
}
