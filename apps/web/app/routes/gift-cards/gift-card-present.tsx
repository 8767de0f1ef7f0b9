/**
 * GiftCardPresentPageIndex (`/podarochnye-karty/{cardId}/`, clear layout): the present the
 * recipient opens from the SMS. `cardId` is the card's unguessable link token; an unknown one is
 * the 404 page. Shows the design, amount, greeting, sender, number, the PIN on demand, a QR code of
 * the number, how to use the card and its balance. Never indexed.
 */
import { formatGiftCardNumber } from '@storefront/domain/gift-cards';
import { buildPath } from '@storefront/domain/routes';
import { useState } from 'react';
import { data, Link, useLoaderData } from 'react-router';
import { titledMeta } from '../../features/checkout/page-meta';
import { GiftCardPicture } from '../../features/gift-cards/gift-card-picture';
import { QrCode } from '../../features/gift-cards/qr-code';
import { qrPath } from '../../features/gift-cards/qr-code.server';
import { clientApi } from '../../lib/api.client';
import { createApi, rethrowForPage } from '../../lib/api.server';
import { useI18n } from '../../lib/i18n';
import { assertValidRoute } from '../../lib/route-guard.server';
import { routeErrorMeta } from '../../shell/route-error-boundary';
import type { Route } from './+types/gift-card-present';

export { RouteErrorBoundary as ErrorBoundary } from '../../shell/route-error-boundary';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  assertValidRoute(request);
  const { pathname } = new URL(request.url);
  try {
    const { card } = await createApi(request, context).get('/gift-cards/present/{token}', {
      params: { path: { token: params.cardId ?? '' } },
    });
    return data(
      { card, token: params.cardId ?? '', qr: qrPath(card.number) },
      { headers: { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' } },
    );
  } catch (error) {
    rethrowForPage(error, pathname, 404);
  }
}

export const meta: Route.MetaFunction = (args) => routeErrorMeta(args) ?? pageMeta(args);
const pageMeta: Route.MetaFunction = ({ matches }) => [
  ...titledMeta(matches, (t) => t('giftCards.present.title')).filter((m) => !('name' in m && m.name === 'robots')),
  { name: 'robots', content: 'noindex, nofollow' },
];

export const headers: Route.HeadersFunction = () => ({ 'x-robots-tag': 'noindex' });

export default function GiftCardPresentPage() {
  const { card, token, qr } = useLoaderData<typeof loader>();
  const { t, money } = useI18n();
  const [pin, setPin] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const showPin = async () => {
    setBusy(true);
    try {
      setPin((await clientApi('ru').post('/gift-cards/present/{token}/pin', { params: { path: { token } } })).pin);
    } finally {
      setBusy(false);
    }
  };
  return (
    <article className="gift-present">
      <h1>{t('giftCards.present.title')}</h1>
      <div className="gift-present__card">
        <GiftCardPicture src={card.designImage} sizes="(max-width: 440px) 100vw, 400px" />
        <p className="gift-present__amount">{money(card.amount)}</p>
      </div>
      {card.recipientName ? (
        <p className="gift-present__to">{t('giftCards.present.to', { name: card.recipientName })}</p>
      ) : null}
      {card.greeting ? <blockquote className="gift-present__greeting">{card.greeting}</blockquote> : null}
      {card.senderName ? (
        <p className="gift-present__from">{t('giftCards.present.from', { name: card.senderName })}</p>
      ) : null}
      {card.blocked ? (
        <p className="form-field__error" role="alert">
          {t('giftCards.present.blocked')}
        </p>
      ) : null}
      <div className="gift-present__details">
        <dl className="gift-present__facts">
          <dt>{t('giftCards.present.number')}</dt>
          <dd className="gift-present__number">{formatGiftCardNumber(card.number)}</dd>
          <dt>{t('giftCards.present.pin')}</dt>
          <dd aria-live="polite">
            {pin ? (
              <span className="gift-present__number">{pin}</span>
            ) : (
              <button type="button" className="button button--secondary" onClick={showPin} disabled={busy}>
                {t('giftCards.present.showPin')}
              </button>
            )}
          </dd>
          <dt>{t('giftCards.present.amount')}</dt>
          <dd>{money(card.amount)}</dd>
          <dt>{t('giftCards.present.balance')}</dt>
          <dd>{money(card.balance)}</dd>
        </dl>
        <QrCode qr={qr} label={t('giftCards.present.qr')} />
      </div>
      <section className="gift-present__how" aria-labelledby="gift-present-how">
        <h2 id="gift-present-how">{t('giftCards.present.howTitle')}</h2>
        <ul>
          <li>{t('giftCards.present.howOnline')}</li>
          <li>{t('giftCards.present.howShop')}</li>
        </ul>
        <Link className="button button--primary" to={buildPath('MainIndex', 'ru')}>
          {t('giftCards.present.toShop')}
        </Link>
      </section>
    </article>
  );
}
