/** /staff/gift-cards/: gift cards by digits of their number or of a phone (order managers). */
import { formatMoney, type Money } from '@storefront/domain/money';
import { formatPhone } from '@storefront/domain/phone-masks';
import { Link, useLoaderData } from 'react-router';
import { type ListColumn, StaffList } from '../../features/staff/list-kit';
import { listQueryOf } from '../../features/staff/list-params';
import { staffDateTime, staffHeaders, staffMeta } from '../../features/staff/staff-page';
import { loadStaffPage } from '../../features/staff/staff-page.server';
import type { StaffGiftCard } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import type { Route } from './+types/staff-gift-cards';

const FILTERS = ['status'] as const;
const STATUSES = ['active', 'awaiting_payment', 'blocked'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = listQueryOf(new URL(request.url), FILTERS);
  // The URL's values go on as they are: the API checks them (a bad one is a 400 page).
  return loadStaffPage(request, context, (api) => api.get('/staff/gift-cards', { params: { query: query as never } }));
}

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(matches, 'staff.nav.giftCards');
export const headers = staffHeaders;

export default function StaffGiftCards() {
  const page = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  const money = (m: Money) => formatMoney(m, locale);
  const phone = (digits: string | null) => (digits ? formatPhone(digits, 'ru') : '—');
  const columns: ListColumn<StaffGiftCard>[] = [
    {
      key: 'number',
      label: t('staff.giftCards.number'),
      cell: (c) => <Link to={`/staff/gift-cards/${c.id}/`}>{c.number}</Link>,
      csv: (c) => c.number,
    },
    {
      key: 'balance',
      label: t('staff.giftCards.balance'),
      sort: 'balance',
      cell: (c) => money(c.balance),
      csv: (c) => money(c.balance),
    },
    {
      key: 'amount',
      label: t('staff.giftCards.amount'),
      cell: (c) => money(c.initialAmount),
      csv: (c) => money(c.initialAmount),
    },
    {
      key: 'status',
      label: t('staff.giftCards.status'),
      cell: (c) => t(`staff.giftCards.status.${c.status}`),
      csv: (c) => c.status,
    },
    {
      key: 'recipient',
      label: t('staff.giftCards.recipient'),
      cell: (c) => [c.recipientName, c.recipientPhone && phone(c.recipientPhone)].filter(Boolean).join(', ') || '—',
      csv: (c) => (c.recipientPhone ? `+${c.recipientPhone}` : ''),
    },
    {
      key: 'buyer',
      label: t('staff.giftCards.buyer'),
      cell: (c) => phone(c.buyerPhone),
      csv: (c) => (c.buyerPhone ? `+${c.buyerPhone}` : ''),
    },
    {
      key: 'created',
      label: t('staff.giftCards.created'),
      sort: 'created',
      cell: (c) => staffDateTime(c.createdAt, locale),
      csv: (c) => c.createdAt,
    },
  ];
  return (
    <section className="staff-page">
      <h1>{t('staff.nav.giftCards')}</h1>
      <StaffList
        rows={page.list}
        rowKey={(c) => c.id}
        columns={columns}
        total={page.total}
        page={page.page}
        perPage={page.perPage}
        defaultSort="created"
        searchLabel={t('staff.giftCards.search')}
        filters={[
          {
            name: 'status',
            label: t('staff.giftCards.status'),
            type: 'select',
            options: STATUSES.map((s) => ({ value: s, label: t(`staff.giftCards.status.${s}`) })),
          },
        ]}
        csvName="gift-cards"
      />
    </section>
  );
}
