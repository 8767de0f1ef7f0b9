/**
 * The dashboard's orders waiting for staff: a card per kind with its count, its oldest orders
 * linked to their pages, and the orders list's queue holding them all where there is one.
 */
import { formatStaffTime, staffPath } from '@storefront/domain/staff';
import { DASHBOARD_ACTION_QUEUES, DASHBOARD_ACTIONS, DASHBOARD_LIMITS } from '@storefront/domain/staff-dashboard';
import { Link } from 'react-router';
import type { StaffDashboard } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import { Badge } from '../../ui/badge';

type Actions = NonNullable<StaffDashboard['actions']>;
type Kind = keyof Actions;

export function DashboardActions({ actions }: { actions: Actions }) {
  const { t } = useI18n();
  return (
    <section className="dashboard-section" aria-labelledby="dashboard-actions">
      <h2 id="dashboard-actions">{t('staff.dashboard.actions')}</h2>
      <div className="dashboard-grid">
        {DASHBOARD_ACTIONS.map((kind) => (
          <ActionCard key={kind} kind={kind} list={actions[kind]} />
        ))}
      </div>
    </section>
  );
}

function ActionCard({ kind, list }: { kind: Kind; list: Actions[Kind] }) {
  const { t, locale, money } = useI18n();
  const queue = DASHBOARD_ACTION_QUEUES[kind];
  return (
    <article className="dashboard-card">
      <h3 className="dashboard-card__title">
        {t(`staff.dashboard.action.${kind}`, { n: DASHBOARD_LIMITS.failedNoticeDays })}{' '}
        <Badge tone={list.total > 0 ? 'warning' : 'neutral'}>{list.total}</Badge>
      </h3>
      {list.total === 0 ? (
        <p>{t('staff.dashboard.none')}</p>
      ) : (
        <>
          {list.total > list.orders.length ? (
            <p>{t('staff.dashboard.oldest', { shown: list.orders.length, n: list.total })}</p>
          ) : null}
          <ul className="dashboard-orders">
            {list.orders.map((order) => (
              <li key={order.number}>
                <Link to={staffPath(`orders/${order.number}/`)}>
                  {t('staff.dashboard.order')} {order.number}
                </Link>
                <span>{formatStaffTime(t, locale, new Date(order.placedAt), order.timeZone)}</span>
                <span>{money(order.total)}</span>
              </li>
            ))}
          </ul>
          {queue ? <Link to={`${staffPath('orders/')}?queue=${queue}`}>{t('staff.dashboard.allInList')}</Link> : null}
        </>
      )}
    </article>
  );
}
