/**
 * The profile's gift cards: the ones the shopper bought (with the order and the delivery status)
 * and the ones sent to the shopper's phone, each with its balance and history of use.
 */

import { DEFAULT_SERVER_TIME_ZONE } from '@storefront/domain/constants';
import { formatDate } from '@storefront/domain/dates';
import { formatPhone } from '@storefront/domain/phone-masks';
import { buildPath } from '@storefront/domain/routes';
import { Link } from 'react-router';
import type { OwnedCard } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import { Badge, type BadgeTone } from '../../ui/badge';
import { GiftCardPicture } from './gift-card-picture';

export interface OwnedCards {
  bought: OwnedCard[];
  received: OwnedCard[];
}

/** Paid and delivered cards are done; one awaiting payment still needs the buyer; a cancelled one is plain news. */
const STATUS_TONES: Record<OwnedCard['status'], BadgeTone> = {
  awaiting_payment: 'warning',
  paid: 'positive',
  sent: 'accent',
  delivered: 'positive',
  cancelled: 'neutral',
};

function CardItem({ card, kind }: { card: OwnedCard; kind: 'bought' | 'received' }) {
  const { t, money, locale } = useI18n();
  return (
    <li className="gift-cards-area__item">
      <GiftCardPicture src={card.designImage} sizes="120px" />
      <div>
        <p>
          <strong>{money(card.amount)}</strong>
          {card.number ? ` · ${card.number}` : null}
        </p>
        <p>
          <Badge tone={STATUS_TONES[card.status]}>{t(`giftCards.profile.status.${card.status}`)}</Badge>
        </p>
        {kind === 'bought' ? (
          <p>
            {t('giftCards.profile.to', { name: card.recipientName, phone: formatPhone(card.recipientPhone, 'ru') })}
          </p>
        ) : (
          <p>{t('giftCards.profile.from', { name: card.senderName })}</p>
        )}
        {card.orderNumber ? <p>{t('giftCards.profile.order', { number: card.orderNumber })}</p> : null}
        {card.sendAt && kind === 'bought' ? (
          <p>
            {t('giftCards.profile.sendAt', {
              date: formatDate(new Date(card.sendAt), locale, DEFAULT_SERVER_TIME_ZONE),
            })}
          </p>
        ) : null}
        {card.balance ? <p>{t('giftCards.profile.balance', { amount: money(card.balance) })}</p> : null}
        {card.presentUrl ? <Link to={card.presentUrl}>{t('giftCards.profile.open')}</Link> : null}
        {card.history.length > 0 ? (
          <details>
            <summary>{t('giftCards.profile.history')}</summary>
            <ul>
              {card.history.map((h) => (
                <li key={`${h.kind}-${h.orderNumber}-${h.date}`}>
                  {t(h.kind === 'charge' ? 'giftCards.profile.charge' : 'giftCards.profile.refund', {
                    number: h.orderNumber ?? '',
                  })}
                  : {money(h.amount)}
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </div>
    </li>
  );
}

function CardList({
  id,
  title,
  cards,
  kind,
}: {
  id: string;
  title: string;
  cards: OwnedCard[];
  kind: 'bought' | 'received';
}) {
  const { t } = useI18n();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {cards.length === 0 ? (
        <p>{t('giftCards.profile.none')}</p>
      ) : (
        <ul className="gift-cards-area__list">
          {cards.map((card, i) => (
            <CardItem key={`${card.orderNumber}-${card.number ?? i}`} card={card} kind={kind} />
          ))}
        </ul>
      )}
    </section>
  );
}

export function OwnedGiftCards({ cards }: { cards: OwnedCards }) {
  const { t } = useI18n();
  return (
    <div className="gift-cards-area">
      <CardList id="gift-cards-bought" title={t('giftCards.profile.bought')} cards={cards.bought} kind="bought" />
      <CardList
        id="gift-cards-received"
        title={t('giftCards.profile.received')}
        cards={cards.received}
        kind="received"
      />
      <p>
        <Link className="button" to={buildPath('GiftCardsIndex', 'ru')}>
          {t('giftCards.profile.buy')}
        </Link>
      </p>
    </div>
  );
}
