/**
 * /staff/gift-cards/{id}/: a gift card's balance and history (issue, spends, refunds), and what an
 * order manager may do with it: block or unblock it, send the recipient's SMS again.
 */
import { formatMoney, type Money } from '@storefront/domain/money';
import { formatPhone } from '@storefront/domain/phone-masks';
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { type ListColumn, ListTable } from '../../features/staff/list-kit';
import { staffDateTime, staffHeaders, staffMeta } from '../../features/staff/staff-page';
import { loadStaffPage, staffRefusal } from '../../features/staff/staff-page.server';
import { ApiError } from '../../lib/api';
import { createApi } from '../../lib/api.server';
import type { StaffGiftCardDetail } from '../../lib/api-types';
import { postedForm } from '../../lib/form-action.server';
import { useI18n } from '../../lib/i18n';
import type { Route } from './+types/staff-gift-card';

const ACTIONS = ['block', 'unblock', 'resend-sms'] as const;
type Action = (typeof ACTIONS)[number];
const isAction = (value: unknown): value is Action => (ACTIONS as readonly unknown[]).includes(value);

const idOf = (param: string | undefined) => {
  const id = Number(param);
  if (!Number.isInteger(id) || id <= 0) throw data({ message: 'Not found' }, { status: 404 });
  return id;
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = idOf(params.id);
  return loadStaffPage(request, context, (api) => api.get('/staff/gift-cards/{id}', { params: { path: { id } } }));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const id = idOf(params.id);
  const intent = (await postedForm(request)).get('intent');
  if (!isAction(intent)) throw data({ message: 'Bad request' }, { status: 400 });
  const api = createApi(request, context);
  const path = { params: { path: { id } } };
  try {
    if (intent === 'block') await api.post('/staff/gift-cards/{id}/block', path);
    else if (intent === 'unblock') await api.post('/staff/gift-cards/{id}/unblock', path);
    else await api.post('/staff/gift-cards/{id}/resend-sms', path);
    return { done: intent, refused: null };
  } catch (error) {
    // A refusal of the card's state (409) is told on the page; anything else is the page's error.
    if (error instanceof ApiError && error.status === 409) return { done: null, refused: error.message };
    throw staffRefusal(error);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(matches, 'staff.nav.giftCards');
export const headers = staffHeaders;

type Move = StaffGiftCardDetail['history'][number];

export default function StaffGiftCard() {
  const { card, history } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const { t, locale } = useI18n();
  const money = (m: Money) => formatMoney(m, locale);
  const columns: ListColumn<Move>[] = [
    { key: 'at', label: t('staff.giftCards.at'), cell: (m) => staffDateTime(m.at, locale), csv: (m) => m.at },
    {
      key: 'kind',
      label: t('staff.giftCards.move'),
      cell: (m) => t(`staff.giftCards.move.${m.kind}`),
      csv: (m) => m.kind,
    },
    { key: 'amount', label: t('staff.giftCards.sum'), cell: (m) => money(m.amount), csv: (m) => money(m.amount) },
    {
      key: 'order',
      label: t('staff.giftCards.order'),
      cell: (m) => m.orderNumber ?? '—',
      csv: (m) => m.orderNumber ?? '',
    },
  ];
  const button = (intent: Action, primary = false) => (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className={primary ? 'button button--primary' : 'button'} disabled={busy}>
        {t(`staff.giftCards.action.${intent}`)}
      </button>
    </Form>
  );
  return (
    <section className="staff-page">
      <p>
        <Link to="/staff/gift-cards/">{t('staff.giftCards.back')}</Link>
      </p>
      <h1>{t('staff.giftCards.title', { number: card.number })}</h1>
      {result?.done ? (
        <p role="status" className="staff-page__done">
          {t(`staff.giftCards.done.${result.done}`)}
        </p>
      ) : null}
      {result?.refused ? (
        <p role="alert" className="staff-page__refused">
          {t(result.refused)}
        </p>
      ) : null}
      <dl className="staff-facts">
        <dt>{t('staff.giftCards.balance')}</dt>
        <dd>{money(card.balance)}</dd>
        <dt>{t('staff.giftCards.amount')}</dt>
        <dd>{money(card.initialAmount)}</dd>
        <dt>{t('staff.giftCards.status')}</dt>
        <dd>{t(`staff.giftCards.status.${card.status}`)}</dd>
        <dt>{t('staff.giftCards.recipient')}</dt>
        <dd>
          {card.recipientName ?? '—'}
          {card.recipientPhone ? `, ${formatPhone(card.recipientPhone, 'ru')}` : ''}
        </dd>
        <dt>{t('staff.giftCards.buyer')}</dt>
        <dd>{card.buyerPhone ? formatPhone(card.buyerPhone, 'ru') : '—'}</dd>
        <dt>{t('staff.giftCards.sms')}</dt>
        <dd>
          {card.smsStatus ? t(`staff.giftCards.sms.${card.smsStatus}`) : '—'}
          {card.smsSentAt ? ` (${staffDateTime(card.smsSentAt, locale)})` : ''}
        </dd>
        <dt>{t('staff.giftCards.expires')}</dt>
        <dd>{card.expiresAt ? staffDateTime(card.expiresAt, locale) : '—'}</dd>
      </dl>
      <div className="staff-actions">
        {card.status === 'active' ? button('block') : null}
        {card.status === 'blocked' ? button('unblock') : null}
        {card.smsStatus && card.status === 'active' ? button('resend-sms', true) : null}
      </div>
      <h2>{t('staff.giftCards.history')}</h2>
      <ListTable rows={history} rowKey={(m) => `${m.kind}-${m.at}-${m.orderNumber ?? ''}`} columns={columns} />
    </section>
  );
}
