/** Route validation: a path whose params break the route's rules is a 404 'Page Not Found: {path}'. */
import { matchRoute, paramsAreValid } from '@storefront/domain/routes';
import { variantFromPath } from '@storefront/domain/variants';
import { data } from 'react-router';

export function assertValidRoute(request: Request): void {
  const { pathname } = new URL(request.url);
  const match = matchRoute(pathname, variantFromPath(pathname) ?? 'ru');
  if (!match || !paramsAreValid(match.route, match.params)) {
    throw data({ message: `Page Not Found: ${pathname}` }, { status: 404 });
  }
}
