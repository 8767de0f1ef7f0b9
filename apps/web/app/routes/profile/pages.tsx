/** Previous / next page links of a profile list (page 1 has no parameter: page rules of spec section 5). */
import { Link, useLocation } from 'react-router';
import { useI18n } from '../../lib/i18n';

export function Pages({ page, total, pageSize }: { page: number; total: number; pageSize: number }) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const last = Math.max(1, Math.ceil(total / pageSize));
  if (last <= 1) return null;
  const href = (n: number) => (n === 1 ? pathname : `${pathname}?page=${n}`);
  return (
    <nav className="account-pages" aria-label={t('catalog.pages')}>
      {page > 1 ? <Link to={href(page - 1)}>{t('account.pages.previous')}</Link> : null}
      <span>{t('catalog.page', { page })}</span>
      {page < last ? <Link to={href(page + 1)}>{t('account.pages.next')}</Link> : null}
    </nav>
  );
}
