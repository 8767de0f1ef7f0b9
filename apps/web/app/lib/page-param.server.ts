/**
 * The `?page=` of a paged list page, with the page rules of spec section 5: a page is an integer
 * other than 1; `?page=1` or an invalid page is page 1, whose address has no parameter, so the
 * loader answers a redirect there (other parameters kept) and one list has one address per page.
 */
import { normalizePage } from '@storefront/domain/validation/fields';
import { redirect } from 'react-router';

export function pageParam(url: URL): number {
  const raw = url.searchParams.get('page');
  const page = normalizePage(raw);
  if (raw !== null && page === 1) {
    const rest = new URLSearchParams(url.searchParams);
    rest.delete('page');
    const query = rest.toString();
    throw redirect(query ? `${url.pathname}?${query}` : url.pathname);
  }
  return page;
}
