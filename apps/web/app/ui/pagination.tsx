/**
 * Numbered page links: previous and next, page 1, the last page and two either side of the current one.
 * Plain links, so crawlers and shoppers without JavaScript page through as well.
 */
import { Link } from 'react-router';
import { useI18n } from '../lib/i18n';

/** An index's pages: page 1 is the bare path, others carry ?page=N. */
export const pageQueryHref = (path: string) => (page: number) => (page === 1 ? path : `${path}?page=${page}`);

export function Pagination({
  page,
  pageCount,
  href,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
}) {
  const { t } = useI18n();
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('nav.pages')}>
      <ul>
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} rel="prev" aria-label={t('nav.previousPage')}>
              ‹
            </Link>
          </li>
        ) : null}
        {pageWindow(page, pageCount).map((n, i) => (
          <li key={n ?? `gap-${i}`}>
            {n === null ? (
              <span className="pagination__gap" aria-hidden="true">
                …
              </span>
            ) : (
              <Link to={href(n)} aria-label={t('nav.page', { page: n })} aria-current={n === page ? 'page' : undefined}>
                {n}
              </Link>
            )}
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <Link to={href(page + 1)} rel="next" aria-label={t('nav.nextPage')}>
              ›
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** Page 1, the last page, and two pages either side of the current one; null marks a gap. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const out: (number | null)[] = [];
  for (let n = 1; n <= pageCount; n++) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= 2) out.push(n);
    else if (out[out.length - 1] !== null) out.push(null);
  }
  return out;
}
