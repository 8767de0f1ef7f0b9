import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n';

/** Links to the pages of an index: page 1 is the bare path, others carry ?page=N. */
export function Pagination({ path, page, pageCount }: { path: string; page: number; pageCount: number }) {
  const { t } = useI18n();
  if (pageCount <= 1) return null;
  const href = (n: number) => (n === 1 ? path : `${path}?page=${n}`);
  return (
    <nav className="pagination" aria-label={t('content.pagination')}>
      <ul>
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} rel="prev" aria-label={t('content.previous')}>
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
            ) : n === page ? (
              <span aria-current="page" className="pagination__current">
                <span className="visually-hidden">{t('content.page', { page: n })}</span>
                <span aria-hidden="true">{n}</span>
              </span>
            ) : (
              <Link to={href(n)} aria-label={t('content.page', { page: n })}>
                {n}
              </Link>
            )}
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <Link to={href(page + 1)} rel="next" aria-label={t('content.next')}>
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
