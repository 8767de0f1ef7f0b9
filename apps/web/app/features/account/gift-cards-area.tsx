/**
 * The profile's gift-cards area: the cards the shopper bought and received, with balance and status.
 * The gift-card feature supplies the cards; until it does, the area shows its empty state with the
 * way to buy one (where gift cards are sold).
 */

import type { Money } from '@storefront/domain/money';
import { buildPath, getRoute, routeExistsIn } from '@storefront/domain/routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { useVariant } from '../../lib/variant';
import { Price } from '../../ui/price';

export interface ProfileGiftCard {
  id: number;
  /** Masked for display. */
  number: string;
  balance: Money;
  status: string;
  /** Bought by the shopper, or received as a present. */
  kind: 'bought' | 'received';
}

export function GiftCardsArea({
  cards,
  renderCard,
}: {
  cards: ProfileGiftCard[];
  /** Replaces the default row of a card (status texts, actions). */
  renderCard?: (card: ProfileGiftCard) => ReactNode;
}) {
  const { t } = useI18n();
  const variant = useVariant();
  const sold = routeExistsIn(getRoute('GiftCardsIndex'), variant);
  if (cards.length === 0) {
    return (
      <div className="account-empty">
        <p>{t('account.giftCards.empty')}</p>
        {sold ? (
          <Link to={buildPath('GiftCardsIndex', variant)} className="button button--primary">
            {t('account.giftCards.buy')}
          </Link>
        ) : null}
      </div>
    );
  }
  return (
    <ul className="address-list">
      {cards.map((card) => (
        <li key={card.id} className="address-list__item">
          {renderCard ? (
            renderCard(card)
          ) : (
            <p className="address-list__line">
              {card.number} · <Price price={card.balance} /> · {card.status}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
