/** /staff/orders/: orders for order managers: search by number or phone, filters, sorting, CSV. */
import { DELIVERY_METHODS, ORDER_STATUSES } from '@storefront/domain/checkout';
import { formatPhone } from '@storefront/domain/phone-masks';
import { Link, useLoaderData } from 'react-router';
import { type ListColumn, StaffList } from '../../features/staff/list-kit';
import { listQueryOf } from '../../features/staff/list-params';
import { staffDateTime, staffHeaders, staffMeta } from '../../features/staff/staff-page';
import { loadStaffPage } from '../../features/staff/staff-page.server';
import type { StaffOrderRow } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import type { Route } from './+types/staff-orders';

const FILTERS = ['status', 'method', 'from', 'to'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = listQueryOf(new URL(request.url), FILTERS);
  // The URL's values go on as they are: the API checks them (a bad one is a 400 page).
  return loadStaffPage(request, context, (api) => api.get('/staff/orders', { params: { query: query as never } }));
}

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(matches, 'staff.nav.orders');
export const headers = staffHeaders;

export default function StaffOrders() {
  const page = useLoaderData<typeof loader>();
  const { t, locale, money } = useI18n();
  const statusName = (s: string) => t(`profileOrders.status.${s}`);
  const methodName = (m: string) => t(`basketDelivery.group.${m}`);
  const columns: ListColumn<StaffOrderRow>[] = [
    {
      key: 'number',
      label: t('staff.orders.number'),
      sort: 'number',
      cell: (o) => <Link to={`/staff/orders/${o.number}/`}>{o.number}</Link>,
      csv: (o) => o.number,
    },
    {
      key: 'date',
      label: t('staff.orders.date'),
      sort: 'date',
      cell: (o) => staffDateTime(o.date, locale),
      csv: (o) => o.date,
    },
    {
      key: 'status',
      label: t('staff.orders.status'),
      cell: (o) => (
        <>
          {statusName(o.status)}
          {o.legalEntity ? <small> · {t('staff.orders.legalEntity')}</small> : null}
          {o.cancellationRequested ? <small> · {t('staff.orders.cancellationRequested')}</small> : null}
        </>
      ),
      csv: (o) => o.status,
    },
    {
      key: 'shopper',
      label: t('staff.orders.shopper'),
      cell: (o) => `${o.name}, ${formatPhone(o.phone, 'ru')}`,
      csv: (o) => `${o.name} +${o.phone}`,
    },
    {
      key: 'method',
      label: t('staff.orders.method'),
      cell: (o) => o.methods.map(methodName).join(', '),
      csv: (o) => o.methods.join(' '),
    },
    {
      key: 'total',
      label: t('staff.orders.total'),
      sort: 'total',
      cell: (o) => money(o.total),
      csv: (o) => (o.total.amount / 100).toFixed(2),
    },
  ];
  return (
    <section className="staff-page">
      <h1>{t('staff.nav.orders')}</h1>
      <StaffList
        rows={page.list}
        rowKey={(o) => o.number}
        columns={columns}
        total={page.total}
        page={page.page}
        perPage={page.perPage}
        defaultSort="date"
        searchLabel={t('staff.orders.search')}
        filters={[
          {
            name: 'status',
            label: t('staff.orders.status'),
            type: 'select',
            options: ORDER_STATUSES.map((s) => ({ value: s, label: statusName(s) })),
          },
          {
            name: 'method',
            label: t('staff.orders.method'),
            type: 'select',
            options: DELIVERY_METHODS.map((m) => ({ value: m, label: methodName(m) })),
          },
          { name: 'from', label: t('staff.list.from'), type: 'date' },
          { name: 'to', label: t('staff.list.to'), type: 'date' },
        ]}
        csvName="orders"
      />
    </section>
  );
}
