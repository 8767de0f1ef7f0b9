/** /staff/announcements/: the strips above the shops' headers, past, current and future (content editors). */
import { VARIANT_KEYS } from '@storefront/domain/variants';
import { Link, useLoaderData } from 'react-router';
import { type ListColumn, StaffList } from '../../features/staff/list-kit';
import { listQueryOf } from '../../features/staff/list-params';
import { staffDateTime, staffHeaders, staffMeta } from '../../features/staff/staff-page';
import { loadStaffPage } from '../../features/staff/staff-page.server';
import type { StaffAnnouncement } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import type { Route } from './+types/staff-announcements';

const FILTERS = ['variant'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = await loadStaffPage(request, context, (api) =>
    api.get('/staff/announcements', { params: { query: listQueryOf(url, FILTERS) as never } }),
  );
  return { ...page.data, deleted: url.searchParams.has('deleted') };
}

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(matches, 'staff.nav.announcements');
export const headers = staffHeaders;

export default function StaffAnnouncements() {
  const page = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  const textOf = (a: StaffAnnouncement) => a.textRu || a.textEn || a.textKk;
  const columns: ListColumn<StaffAnnouncement>[] = [
    {
      key: 'text',
      label: t('staff.announcements.text'),
      cell: (a) => <Link to={`/staff/announcements/${a.id}/`}>{textOf(a)}</Link>,
      csv: textOf,
    },
    {
      key: 'variant',
      label: t('staff.content.variant'),
      cell: (a) => t(`staff.variant.${a.variant}`),
      csv: (a) => a.variant,
    },
    {
      key: 'starts',
      label: t('staff.announcements.startsAt'),
      sort: 'starts',
      cell: (a) => staffDateTime(a.startsAt, locale),
      csv: (a) => a.startsAt,
    },
    {
      key: 'ends',
      label: t('staff.announcements.endsAt'),
      cell: (a) => (a.endsAt ? staffDateTime(a.endsAt, locale) : '—'),
      csv: (a) => a.endsAt ?? '',
    },
    {
      key: 'shown',
      label: t('staff.announcements.shown'),
      cell: (a) => (a.shown ? t('staff.announcements.shownNow') : ''),
      csv: (a) => (a.shown ? 'yes' : ''),
    },
  ];
  return (
    <section className="staff-page">
      <h1>{t('staff.nav.announcements')}</h1>
      {page.deleted ? (
        <p role="status" className="staff-page__done">
          {t('staff.announcements.deleted')}
        </p>
      ) : null}
      <p>
        <Link to="/staff/announcements/new/" className="button button--primary">
          {t('staff.announcements.new')}
        </Link>
      </p>
      <StaffList
        rows={page.list}
        rowKey={(a) => a.id}
        columns={columns}
        total={page.total}
        page={page.page}
        perPage={page.perPage}
        defaultSort="starts"
        searchLabel={t('staff.announcements.search')}
        filters={[
          {
            name: 'variant',
            label: t('staff.content.variant'),
            type: 'select',
            options: VARIANT_KEYS.map((value) => ({ value, label: t(`staff.variant.${value}`) })),
          },
        ]}
        csvName="announcements"
      />
    </section>
  );
}
