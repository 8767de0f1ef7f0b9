/**
 * /staff/orders/: orders for order managers: search by number or phone, filters, sorting, CSV, and
 * tabs of the queues waiting for them — legal entities' orders to review, late payments to refund
 * (right from the row) and cancellation requests to approve or decline (right from the row).
 */

import { cancelReasonText } from '@storefront/domain/cancel-reasons';
import { DELIVERY_METHODS, ORDER_STATUSES } from '@storefront/domain/checkout';
import { formatPhone } from '@storefront/domain/phone-masks';
import { formatStaffTime } from '@storefront/domain/staff';
import { data, Link, useActionData, useLoaderData, useLocation } from 'react-router';
import { type ListColumn, StaffList } from '../../features/staff/list-kit';
import { listQueryOf } from '../../features/staff/list-params';
import { newRefundKey, runOrderAction } from '../../features/staff/order-actions.server';
import { paidWithText } from '../../features/staff/order-detail';
import { CancellationAnswer, LatePaymentRefund, MoneyConfirm } from '../../features/staff/order-refunds';
import { staffHeaders, staffMeta } from '../../features/staff/staff-page';
import { loadStaffPage } from '../../features/staff/staff-page.server';
import { createApi } from '../../lib/api.server';
import type { StaffOrderRow } from '../../lib/api-types';
import { postedForm } from '../../lib/form-action.server';
import { useI18n } from '../../lib/i18n';
import type { Route } from './+types/staff-orders';

const FILTERS = ['queue', 'status', 'method', 'from', 'to'] as const;

/** The tabs: all orders, and the queues with the list's parameters that make them. */
const TABS = [
  { key: 'all', params: '' },
  { key: 'managerReview', params: 'status=manager_review' },
  { key: 'latePayments', params: 'queue=latePayments' },
  { key: 'cancellationRequests', params: 'queue=cancellationRequests' },
] as const;

function tabOf(search: string): (typeof TABS)[number]['key'] {
  const params = new URLSearchParams(search);
  const queue = params.get('queue');
  if (queue === 'latePayments' || queue === 'cancellationRequests') return queue;
  return params.get('status') === 'manager_review' ? 'managerReview' : 'all';
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = listQueryOf(new URL(request.url), FILTERS);
  // The URL's values go on as they are: the API checks them (a bad one is a 400 page).
  return loadStaffPage(request, context, async (api) => ({
    ...(await api.get('/staff/orders', { params: { query: query as never } })),
    refundKey: newRefundKey(),
  }));
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await postedForm(request);
  const number = String(form.get('number') ?? '');
  if (!/^\d{1,20}$/.test(number)) throw data({ message: 'Bad request' }, { status: 400 });
  return runOrderAction(createApi(request, context), number, form);
}

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(matches, 'staff.nav.orders');
export const headers = staffHeaders;

export default function StaffOrders() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { search } = useLocation();
  const tab = tabOf(search);
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
      // On each order's own clock, named where it is not the staff clock.
      cell: (o) => formatStaffTime(t, locale, new Date(o.date), o.timeZone),
      csv: (o) => o.date,
    },
    {
      key: 'status',
      label: t('staff.orders.status'),
      // One block: on phones a cell is a grid of its label and its content.
      cell: (o) => (
        <div>
          {statusName(o.status)}
          {o.legalEntity ? <small> · {t('staff.orders.legalEntity')}</small> : null}
          {o.cancellationRequested ? <small> · {t('staff.orders.cancellationRequested')}</small> : null}
          {o.shopperCancelReason || o.shopperCancelNote ? (
            <small className="staff-orders__reason">{cancelReasonText(t, o)}</small>
          ) : null}
        </div>
      ),
      csv: (o) => o.status,
    },
    {
      key: 'shopper',
      label: t('staff.orders.shopper'),
      // One block (a phone's cell is a grid); the phone number never breaks at its hyphens.
      cell: (o) => (
        <div>
          {o.name}, <span className="staff-orders__phone">{formatPhone(o.phone, 'ru')}</span>
        </div>
      ),
      csv: (o) => `${o.name} +${o.phone}`,
    },
    {
      key: 'method',
      label: t('staff.orders.method'),
      cell: (o) => o.methods.map(methodName).join(', '),
      csv: (o) => o.methods.join(' '),
    },
    {
      key: 'paidWith',
      label: t('staff.orders.paidWith'),
      cell: (o) => paidWithText(t, o.paidWith),
      csv: (o) => [...o.paidWith.kinds, ...(o.paidWith.provider ? [o.paidWith.provider] : [])].join(' '),
    },
    {
      key: 'total',
      label: t('staff.orders.total'),
      sort: 'total',
      cell: (o) => money(o.total),
      csv: (o) => (o.total.amount / 100).toFixed(2),
    },
  ];
  if (tab === 'latePayments' || tab === 'cancellationRequests') {
    columns.push({
      key: 'actions',
      label: t('staff.orders.actions'),
      cell: (o) =>
        o.cancellationRequested ? (
          <CancellationAnswer
            number={o.number}
            refusal={result?.ok === false && result.number === o.number ? result : null}
          />
        ) : o.status !== 'awaiting_payment' ? (
          // Past its window an unpaid order waits for the timer; one no longer awaiting payment was paid late.
          <LatePaymentRefund detail={null} number={o.number} refundKey={page.refundKey} />
        ) : null,
      csv: () => '',
    });
  }
  return (
    <section className="staff-page">
      <h1>{t('staff.nav.orders')}</h1>
      <nav aria-label={t('staff.orders.queues')}>
        <ul className="staff-tabs">
          {TABS.map((q) => (
            <li key={q.key}>
              <Link to={`?${q.params}`} aria-current={q.key === tab ? 'page' : undefined}>
                {t(`staff.orders.queue.${q.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {result?.ok === 'confirm' ? (
        <>
          <h2>{t('staff.orders.title', { number: result.number })}</h2>
          <MoneyConfirm intent={result.intent} confirm={result.confirm} />
        </>
      ) : null}
      {result?.ok === true ? (
        <p role="status" className="staff-page__done">
          {t(result.message, { number: result.number, amount: result.amount ? money(result.amount) : '' })}
        </p>
      ) : null}
      {result?.ok === false && result.message ? (
        <p role="alert" className="staff-order__error">
          {t('staff.orders.title', { number: result.number })}: {t(result.message)}
        </p>
      ) : null}
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
        keep={['queue']}
      />
    </section>
  );
}
