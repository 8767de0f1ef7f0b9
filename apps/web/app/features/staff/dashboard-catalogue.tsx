/**
 * The dashboard's catalogue sections (the catalogue role): best sellers a variant's country has
 * none of, linked to their product pages, and the searches that found nothing, linked to the search
 * report where a synonym or a pin is added for them.
 */
import { formatNumber } from '@storefront/domain/numbers';
import { staffPath } from '@storefront/domain/staff';
import { DASHBOARD_LIMITS } from '@storefront/domain/staff-dashboard';
import { Link } from 'react-router';
import type { StaffDashboard } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import { type ListColumn, ListTable } from './list-kit';
import { staffDateTime } from './staff-page';

type StockOuts = NonNullable<StaffDashboard['stockOuts']>;
type Searches = NonNullable<StaffDashboard['searches']>;

export function DashboardStockOuts({ stockOuts }: { stockOuts: StockOuts }) {
  const { t, locale } = useI18n();
  const columns: ListColumn<StockOuts['list'][number]>[] = [
    {
      key: 'variant',
      label: t('staff.content.variant'),
      cell: (r) => t(`staff.variant.${r.variant}`),
      csv: (r) => r.variant,
    },
    {
      key: 'product',
      label: t('staff.dashboard.product'),
      cell: (r) => <Link to={staffPath(`products/${r.productId}/`)}>{`${r.name} (${r.article})`}</Link>,
      csv: (r) => r.article,
    },
    { key: 'size', label: t('staff.dashboard.size'), cell: (r) => r.size ?? '—', csv: (r) => r.size ?? '' },
    {
      key: 'ordered',
      label: t('staff.dashboard.ordered'),
      cell: (r) => formatNumber(r.ordered, locale),
      csv: (r) => String(r.ordered),
    },
    { key: 'rank', label: t('staff.dashboard.rank'), cell: (r) => r.rank, csv: (r) => String(r.rank) },
  ];
  return (
    <section className="dashboard-section" aria-labelledby="dashboard-stock-outs">
      <h2 id="dashboard-stock-outs">{t('staff.dashboard.stockOuts')}</h2>
      <p className="dashboard-section__help">
        {t('staff.dashboard.stockOutsHelp', { n: DASHBOARD_LIMITS.bestSellers, days: stockOuts.days })}
      </p>
      {stockOuts.list.length === 0 ? (
        <p>{t('staff.dashboard.noStockOuts')}</p>
      ) : (
        <ListTable rows={stockOuts.list} rowKey={(r) => `${r.variant}|${r.rank}`} columns={columns} />
      )}
    </section>
  );
}

export function DashboardSearches({ searches }: { searches: Searches }) {
  const { t, locale } = useI18n();
  const columns: ListColumn<Searches['list'][number]>[] = [
    { key: 'query', label: t('staff.search.query'), cell: (r) => r.query, csv: (r) => r.query },
    {
      key: 'variant',
      label: t('staff.content.variant'),
      cell: (r) => t(`staff.variant.${r.variant}`),
      csv: (r) => r.variant,
    },
    {
      key: 'searches',
      label: t('staff.search.searches'),
      cell: (r) => formatNumber(r.searches, locale),
      csv: (r) => String(r.searches),
    },
    { key: 'last', label: t('staff.search.last'), cell: (r) => staffDateTime(r.lastAt, locale), csv: (r) => r.lastAt },
  ];
  const report = `${staffPath('search/queries/')}?${new URLSearchParams({ days: String(searches.days), results: 'zero' })}`;
  return (
    <section className="dashboard-section" aria-labelledby="dashboard-searches">
      <h2 id="dashboard-searches">{t('staff.dashboard.searches')}</h2>
      <p className="dashboard-section__help">{t('staff.dashboard.searchesHelp', { n: searches.days })}</p>
      {searches.list.length === 0 ? (
        <p>{t('staff.dashboard.noSearches')}</p>
      ) : (
        <>
          {searches.total > searches.list.length ? (
            <p>{t('staff.dashboard.shown', { shown: searches.list.length, n: searches.total })}</p>
          ) : null}
          <ListTable rows={searches.list} rowKey={(r) => `${r.variant}|${r.query}`} columns={columns} />
        </>
      )}
      <p>
        <Link to={report}>{t('staff.dashboard.searchReport')}</Link>
      </p>
    </section>
  );
}
