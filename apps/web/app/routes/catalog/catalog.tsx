/** /catalog/{path...}/: a category listing at any depth (and the whole catalogue at /catalog/). */
import { useLoaderData } from 'react-router';
import { CatalogListing } from '../../features/catalog/catalog-listing';
import { loadListing } from '../../features/catalog/listing.server';
import { readListing } from '../../features/catalog/listing-data';
import { listingMeta } from '../../features/catalog/listing-meta';
import { canonicalLinks } from '../../lib/page-links';
import { CardActions } from '../../shell/card-actions';
import { routeErrorMeta } from '../../shell/route-error-boundary';
import type { Route } from './+types/catalog';

export { RouteErrorBoundary as ErrorBoundary } from '../../shell/route-error-boundary';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadListing(request, context, 'catalog');
}

export const meta: Route.MetaFunction = (args) => routeErrorMeta(args) ?? pageMeta(args);
const pageMeta: Route.MetaFunction = ({ data: payload, matches }) => {
  const data = payload && readListing(payload);
  return [
    ...listingMeta(data?.catalog.title, matches.find((m) => m?.id === 'root')?.meta),
    // A filtered, sorted or later page has no counterpart in the other variants (their prices differ).
    ...(data ? canonicalLinks(data.canonical, new URL(data.canonical).search ? [] : data.catalog.alternates) : []),
  ];
};

export default function CatalogPage() {
  const data = readListing(useLoaderData<typeof loader>());
  return <CatalogListing data={data} cardActions={CardActions} />;
}
