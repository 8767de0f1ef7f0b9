/** The vacancies route: a redirect to the configured external site (a full page load). */
import { redirect } from 'react-router';
import type { Route } from './+types/external';

export { RouteErrorBoundary as ErrorBoundary } from '../../shell/route-error-boundary';

export function loader({ context }: Route.LoaderArgs) {
  throw redirect(context.vacanciesUrl, 302);
}

export default function External() {
  return null;
}
