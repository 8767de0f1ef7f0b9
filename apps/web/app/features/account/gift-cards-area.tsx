/**
 * The profile's gift-cards area: the gift-card feature's list of the cards the shopper bought and
 * received (with balance and status) goes inside; with none, the area shows its empty state and
 * the way to buy one where gift cards are sold.
 */
import { buildPath, getRoute, routeExistsIn } from '@storefront/domain/routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { useVariant } from '../../lib/variant';
import { EmptyState } from '../../ui/empty-state';

export function GiftCardsArea({ empty, children }: { empty: boolean; children: ReactNode }) {
  const { t } = useI18n();
  const variant = useVariant();
  if (!empty) return <>{children}</>;
  const sold = routeExistsIn(getRoute('GiftCardsIndex'), variant);
  return (
    <EmptyState message={t('account.giftCards.empty')}>
      {sold ? (
        <Link to={buildPath('GiftCardsIndex', variant)} className="button button--primary">
          {t('account.giftCards.buy')}
        </Link>
      ) : null}
    </EmptyState>
  );
}
