/**
 * /staff/search/queries/: shoppers' searches of the last 7 or 30 days that found nothing, little, or
 * goods shoppers seldom opened, most searched first, each with a link that starts a synonym with its
 * words and one that pins products to it.
 */
import { SEARCH_REPORT_DAYS, SEARCH_REPORT_KINDS } from '@storefront/domain/search-tuning';
import { VARIANT_KEYS } from '@storefront/domain/variants';
import { Link, useLoaderData } from 'react-router';
import { langOfVariant } from '../../features/search-staff/synonym-form';
import { type ListColumn, StaffList } from '../../features/staff/list-kit';
import { staffDateTime, staffHeaders, staffMeta } from '../../features/staff/staff-page';
import { loadStaffPage } from '../../features/staff/staff-page.server';
import type { StaffSearchReport } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import type { Route } from './+types/staff-search-queries';

type Row = StaffSearchReport['rows'][number];

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = Object.fromEntries(
    ['days', 'results', 'variant'].flatMap((name) => (params.get(name) ? [[name, params.get(name)]] : [])),
  );
  // The URL's values go on as they are: the API checks them (a bad one is a 400 page).
  const page = await loadStaffPage(request, context, (api) =>
    api.get('/staff/search/queries', { params: { query: query as never } }),
  );
  return page.data;
}

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(matches, 'staff.nav.searchQueries');
export const headers = staffHeaders;

const synonymLink = (r: Row) =>
  `/staff/search/synonyms/?${new URLSearchParams({ terms: r.query.split(' ').join(', '), lang: langOfVariant(r.variant) })}`;
const pinLink = (r: Row) => `/staff/search/pins/?${new URLSearchParams({ query: r.query })}`;

export default function StaffSearchQueries() {
  const report = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  const columns: ListColumn<Row>[] = [
    { key: 'query', label: t('staff.search.query'), cell: (r) => r.query, csv: (r) => r.query },
    {
      key: 'variant',
      label: t('staff.content.variant'),
      cell: (r) => t(`staff.variant.${r.variant}`),
      csv: (r) => r.variant,
    },
    { key: 'searches', label: t('staff.search.searches'), cell: (r) => r.searches, csv: (r) => String(r.searches) },
    { key: 'results', label: t('staff.search.found'), cell: (r) => r.results, csv: (r) => String(r.results) },
    { key: 'clicks', label: t('staff.search.clicks'), cell: (r) => r.clicks, csv: (r) => String(r.clicks) },
    {
      key: 'last',
      label: t('staff.search.last'),
      cell: (r) => staffDateTime(r.lastAt, locale),
      csv: (r) => r.lastAt,
    },
    {
      key: 'actions',
      label: t('staff.search.actions'),
      cell: (r) => (
        <span className="search-report__actions">
          <Link to={synonymLink(r)} aria-label={`${t('staff.search.addSynonym')}: ${r.query}`}>
            {t('staff.search.addSynonym')}
          </Link>
          <Link to={pinLink(r)} aria-label={`${t('staff.search.pin')}: ${r.query}`}>
            {t('staff.search.pin')}
          </Link>
        </span>
      ),
      csv: () => '',
    },
  ];
  return (
    <section className="staff-page">
      <h1>{t('staff.nav.searchQueries')}</h1>
      <p>{t('staff.search.reportHelp')}</p>
      <p>
        {t('staff.search.shown', {
          period: t('staff.search.days', { n: report.days }),
          found: t(`staff.search.found.${report.results}`).toLowerCase(),
        })}
      </p>
      <StaffList
        rows={report.rows}
        rowKey={(r) => `${r.variant}|${r.query}`}
        columns={columns}
        total={report.rows.length}
        page={1}
        perPage={Math.max(report.rows.length, 1)}
        filters={[
          {
            name: 'days',
            label: t('staff.search.period'),
            type: 'select',
            options: SEARCH_REPORT_DAYS.map((n) => ({ value: String(n), label: t('staff.search.days', { n }) })),
          },
          {
            name: 'results',
            label: t('staff.search.found'),
            type: 'select',
            options: SEARCH_REPORT_KINDS.map((k) => ({ value: k, label: t(`staff.search.found.${k}`) })),
          },
          {
            name: 'variant',
            label: t('staff.content.variant'),
            type: 'select',
            options: VARIANT_KEYS.map((v) => ({ value: v, label: t(`staff.variant.${v}`) })),
          },
        ]}
        csvName="search-report"
      />
    </section>
  );
}
