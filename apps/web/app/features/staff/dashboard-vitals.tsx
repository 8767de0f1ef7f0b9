/**
 * The dashboard's real-user page speed (any staff role): per kind of page, each metric's 75th
 * percentile today and over the week, with its rating in words (colour only repeats it).
 */
import { formatNumber } from '@storefront/domain/numbers';
import { PAGE_TYPES, WEB_VITAL_METRICS, type WebVitalMetric } from '@storefront/domain/web-vitals';
import type { StaffDashboard } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import { Badge, type BadgeTone } from '../../ui/badge';
import { type ListColumn, ListTable } from './list-kit';

type Vitals = NonNullable<StaffDashboard['vitals']>;
type Vital = Vitals['today'][number];
type Row = { pageType: Vital['pageType']; vitals: Vital[] };

const TONES: Record<Vital['rating'], BadgeTone> = { good: 'positive', 'needs-improvement': 'warning', poor: 'sale' };

export function DashboardVitals({ vitals }: { vitals: Vitals }) {
  const { t } = useI18n();
  return (
    <section className="dashboard-section" aria-labelledby="dashboard-vitals">
      <h2 id="dashboard-vitals">{t('staff.dashboard.vitals')}</h2>
      <p className="dashboard-section__help">{t('staff.dashboard.vitalsHelp')}</p>
      {(['today', 'week'] as const).map((period) => (
        <VitalsTable key={period} title={t(`staff.dashboard.vitals.${period}`)} list={vitals[period]} />
      ))}
    </section>
  );
}

function VitalsTable({ title, list }: { title: string; list: readonly Vital[] }) {
  const { t, locale } = useI18n();
  const value = (metric: WebVitalMetric, p75: number) => {
    if (metric === 'CLS') return formatNumber(p75, locale);
    return p75 < 1000
      ? t('staff.dashboard.ms', { n: formatNumber(p75, locale) })
      : t('staff.dashboard.s', { n: formatNumber(p75 / 1000, locale) });
  };
  const rows: Row[] = PAGE_TYPES.map((pageType) => ({
    pageType,
    vitals: list.filter((v) => v.pageType === pageType),
  })).filter((row) => row.vitals.length > 0);
  const columns: ListColumn<Row>[] = [
    {
      key: 'page',
      label: t('staff.dashboard.pageType'),
      cell: (r) => t(`staff.dashboard.page.${r.pageType}`),
      csv: (r) => r.pageType,
    },
    ...WEB_VITAL_METRICS.map((metric) => {
      const of = (r: Row) => r.vitals.find((v) => v.metric === metric);
      return {
        key: metric,
        label: metric,
        cell: (r: Row) => {
          const vital = of(r);
          if (!vital) return '—';
          return (
            // One element: on a phone the table's cell is a grid of its label and its content.
            <span>
              {value(metric, vital.p75)}{' '}
              <Badge tone={TONES[vital.rating]}>{t(`staff.dashboard.rating.${vital.rating}`)}</Badge>
            </span>
          );
        },
        csv: (r: Row) => String(of(r)?.p75 ?? ''),
      };
    }),
  ];
  return (
    <div className="dashboard-vitals">
      <h3>{title}</h3>
      {rows.length === 0 ? (
        <p>{t('staff.dashboard.noVitals')}</p>
      ) : (
        <ListTable rows={rows} rowKey={(r) => r.pageType} columns={columns} />
      )}
    </div>
  );
}
