/**
 * The header's account entry: the profile for a logged-in shopper; for a guest a link to the login
 * page that, once the page is interactive, opens the login modal in place instead.
 */
import { buildPath } from '@storefront/domain/routes';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { useUserState } from '../../lib/user-state';
import { useVariant } from '../../lib/variant';
import { Icon } from '../../ui/icon';

export function AccountLink() {
  const { t } = useI18n();
  const variant = useVariant();
  const { isAuthorized, pending, requireAuth } = useUserState();
  // A shared render before the shopper's block has come: neither "log in" nor the account yet.
  if (pending) {
    return (
      <span className="header-account" aria-busy="true">
        <Icon name="user" />
        <span className="header-label">{t('header.account')}</span>
      </span>
    );
  }
  if (isAuthorized) {
    return (
      <Link to={buildPath('ProfileIndex', variant)} className="header-account">
        <Icon name="user" />
        <span className="header-label">{t('header.account')}</span>
      </Link>
    );
  }
  return (
    <Link
      to={buildPath('LogInIndex', variant)}
      className="header-account"
      onClick={(event) => {
        event.preventDefault();
        requireAuth();
      }}
    >
      <Icon name="user" />
      <span className="header-label">{t('header.login')}</span>
    </Link>
  );
}
