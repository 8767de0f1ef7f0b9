/**
 * The frame of every personal account page: the side menu of the areas with their counters, the
 * page's heading and content. On entry it scrolls to the top and runs the local-profile check: an
 * incomplete profile (isValid false) opens the profile modal before anything else.
 */
import { buildPath, getRoute, type RouteName, routeExistsIn } from '@storefront/domain/routes';
import { type ReactNode, useEffect } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { AccountSummary } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import { useUserState } from '../../lib/user-state';
import { useVariant } from '../../lib/variant';
import { LogoutButton } from './logout-button';

const AREAS: { route: RouteName; label: string; count?: keyof AccountSummary }[] = [
  { route: 'ProfileIndex', label: 'account.menu.home' },
  { route: 'ProfileOrdersIndex', label: 'account.menu.orders', count: 'orders' },
  { route: 'ProfileGiftCardsIndex', label: 'account.menu.giftCards', count: 'giftCards' },
  { route: 'ProfileMessagesIndex', label: 'account.menu.messages', count: 'unreadMessages' },
  { route: 'ProfileWaitingListIndex', label: 'account.menu.waitingList', count: 'waitingList' },
  { route: 'ProfilePersonalIndex', label: 'account.menu.personal' },
  { route: 'ProfileAddressesIndex', label: 'account.menu.addresses', count: 'addresses' },
  { route: 'ProfileSubscriptionsIndex', label: 'account.menu.subscriptions' },
];

export function AccountMenu({ summary }: { summary: AccountSummary | null }) {
  const { t } = useI18n();
  const variant = useVariant();
  return (
    <nav className="account-menu" aria-label={t('account.menu')}>
      <ul>
        {AREAS.filter((a) => routeExistsIn(getRoute(a.route), variant)).map((a) => {
          const count = a.count && summary ? summary[a.count] : 0;
          return (
            <li key={a.route}>
              <NavLink to={buildPath(a.route, variant)} end className="account-menu__link">
                <span>{t(a.label)}</span>
                {count ? (
                  <span className="account-menu__count" aria-label={t('account.menu.count', { count })}>
                    {count}
                  </span>
                ) : null}
              </NavLink>
            </li>
          );
        })}
        <li>
          <LogoutButton className="link-button account-menu__logout" />
        </li>
      </ul>
    </nav>
  );
}

export function AccountPage({
  title,
  summary,
  children,
}: {
  title: string;
  summary: AccountSummary | null;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const { user, isAuthorized, promptProfile } = useUserState();

  // Each area starts at the top (spec: the profile scrolls to top on entry).
  useEffect(() => {
    if (pathname) window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    if (isAuthorized && !user.isValid) promptProfile();
  }, [isAuthorized, user.isValid, promptProfile]);

  return (
    <div className="account-page">
      <AccountMenu summary={summary} />
      <section className="account-page__content">
        <h1>{title}</h1>
        {children}
      </section>
    </div>
  );
}
