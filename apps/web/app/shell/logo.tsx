import { buildPath } from '@storefront/domain/routes';
import { Link } from 'react-router';
import { useI18n } from '../lib/i18n';
import { useVariant } from '../lib/variant';

/** The mark (a house with a heart, as the favicon) and the shop's name in the page's language. */
export function Logo() {
  const { t } = useI18n();
  const variant = useVariant();
  return (
    <Link to={buildPath('MainIndex', variant)} className="logo" aria-label={`${t('shop.name')} — ${t('nav.home')}`}>
      <svg className="logo__mark" viewBox="0 0 32 32" width="36" height="36" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M7 15.5 16 8l9 7.5V25H7z" fill="#f4efe6" />
        <path d="M16 22.5s-4-2.4-4-5.2a2.1 2.1 0 0 1 4-1 2.1 2.1 0 0 1 4 1c0 2.8-4 5.2-4 5.2z" fill="#c96f4a" />
      </svg>
      <span className="logo__name">{t('shop.name')}</span>
    </Link>
  );
}
