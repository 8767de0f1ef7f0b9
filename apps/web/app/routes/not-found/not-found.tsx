/** Any path no route claims: the localised 404 page (or the status the server refused a request with). */
import { data } from 'react-router';
import { RouteErrorBoundary, routeErrorMeta } from '../../shell/route-error-boundary';
import type { Route } from './+types/not-found';

/** Drawn in the page's place: the shop's header with its search and the footer stay around it. */
export { RouteErrorBoundary as ErrorBoundary };

export function meta(args: Route.MetaArgs) {
  return routeErrorMeta(args) ?? [];
}

export function loader({ context }: Route.LoaderArgs) {
  throw data(null, { status: context.statusPage ?? 404 });
}

export default function NotFound() {
  return null;
}
