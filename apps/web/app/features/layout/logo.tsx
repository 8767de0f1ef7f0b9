import { buildPath } from '@storefront/domain/routes';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { useVariant } from '../../lib/variant';

export function Logo() {
  const { t } = useI18n();
  const variant = useVariant();
  return (
    <Link to={buildPath('MainIndex', variant)} className="logo" aria-label={`${t('shop.name')} — ${t('nav.home')}`}>
      {t('shop.name')}
    </Link>
  );
}
