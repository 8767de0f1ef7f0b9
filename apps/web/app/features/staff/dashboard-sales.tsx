/**
 * The dashboard's orders and revenue: a card per variant with today's and the week's figures and
 * two charts of the last days, orders and revenue in the variant's currency (currencies are never
 * added up). The API sends it to the orders role only.
 */
import { formatDate } from '@storefront/domain/dates';
import { formatNumber } from '@storefront/domain/numbers';
import type { StaffDashboard } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import type { Bar } from '../../ui/bar-chart';
import { BarChart } from '../../ui/bar-chart';

type VariantSales = NonNullable<StaffDashboard['sales']>[number];
type Day = VariantSales['days'][number];

export function DashboardSales({ sales }: { sales: readonly VariantSales[] }) {
  const { t } = useI18n();
  return (
    <section className="dashboard-section" aria-labelledby="dashboard-sales">
      <h2 id="dashboard-sales">{t('staff.dashboard.sales')}</h2>
      <p className="dashboard-section__help">{t('staff.dashboard.salesHelp')}</p>
      <div className="dashboard-grid dashboard-grid--wide">
        {sales.map((s) => (
          <VariantSalesCard key={s.variant} sales={s} />
        ))}
      </div>
    </section>
  );
}

function VariantSalesCard({ sales }: { sales: VariantSales }) {
  const { t, locale, money } = useI18n();
  const cash = (amount: number) => money({ amount, currency: sales.currency });
  const count = (n: number) => formatNumber(n, locale);
  const bars = (value: (d: Day) => number, text: (n: number) => string): Bar[] =>
    sales.days.map((d) => ({
      label: String(Number(d.day.slice(8))),
      name: formatDate(new Date(`${d.day}T12:00:00Z`), locale, 'UTC'),
      value: value(d),
      text: text(value(d)),
    }));
  const chart = (title: string, heading: string, list: Bar[], total: string) => {
    const top = list.reduce((a, b) => (b.value > a.value ? b : a));
    return (
      <BarChart
        title={title}
        summary={t('staff.dashboard.chartSummary', { day: top.name, value: top.text, total })}
        bars={list}
        nameHeading={t('staff.dashboard.day')}
        valueHeading={heading}
        tableLabel={t('staff.dashboard.chartTable')}
      />
    );
  };
  const sum = (value: (d: Day) => number) => sales.days.reduce((s, d) => s + value(d), 0);
  const n = sales.days.length;
  return (
    <article className="dashboard-card">
      <h3>{t(`staff.variant.${sales.variant}`)}</h3>
      <table className="dashboard-figures">
        <thead>
          <tr>
            <td />
            <th scope="col">{t('staff.dashboard.orders')}</th>
            <th scope="col">{t('staff.dashboard.revenue')}</th>
          </tr>
        </thead>
        <tbody>
          {(['today', 'week'] as const).map((period) => (
            <tr key={period}>
              <th scope="row">{t(`staff.dashboard.${period}`)}</th>
              <td>{count(sales[period].orders)}</td>
              <td>{cash(sales[period].revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {chart(
        t('staff.dashboard.ordersChart', { n }),
        t('staff.dashboard.orders'),
        bars((d) => d.orders, count),
        count(sum((d) => d.orders)),
      )}
      {chart(
        t('staff.dashboard.revenueChart', { n }),
        t('staff.dashboard.revenue'),
        bars((d) => d.revenue, cash),
        cash(sum((d) => d.revenue)),
      )}
    </article>
  );
}
