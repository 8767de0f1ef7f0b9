/** /staff/content/: content entries of every kind, shop and language, drafts included (content editors). */
import { VARIANT_KEYS } from '@storefront/domain/variants';
import { Link, useLoaderData } from 'react-router';
import { type ListColumn, StaffList } from '../../features/staff/list-kit';
import { listQueryOf } from '../../features/staff/list-params';
import { staffDateTime, staffHeaders, staffMeta } from '../../features/staff/staff-page';
import { loadStaffPage } from '../../features/staff/staff-page.server';
import type { StaffContentEntry } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import type { Route } from './+types/staff-content-list';

const FILTERS = ['kind', 'variant', 'lang', 'status'] as const;
const KINDS = ['news', 'blog', 'good-news', 'lookbooks', 'magazines', 'documents', 'pages'] as const;
const LANGS = ['ru', 'en', 'kk'] as const;
const STATUSES = ['draft', 'published'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = listQueryOf(new URL(request.url), FILTERS);
  return loadStaffPage(request, context, (api) => api.get('/staff/content', { params: { query: query as never } }));
}

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(matches, 'staff.nav.content');
export const headers = staffHeaders;

export default function StaffContentList() {
  const page = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  const columns: ListColumn<StaffContentEntry>[] = [
    {
      key: 'title',
      label: t('staff.content.title'),
      sort: 'title',
      cell: (e) => <Link to={`/staff/content/${e.id}/`}>{e.title}</Link>,
      csv: (e) => e.title,
    },
    {
      key: 'kind',
      label: t('staff.content.kind'),
      cell: (e) => t(`staff.content.kind.${e.kind}`),
      csv: (e) => e.kind,
    },
    {
      key: 'where',
      label: t('staff.content.variant'),
      cell: (e) => `${t(`staff.variant.${e.variant}`)}, ${t(`staff.content.lang.${e.lang}`)}`,
      csv: (e) => `${e.variant}/${e.lang}`,
    },
    {
      key: 'status',
      label: t('staff.content.status'),
      cell: (e) =>
        e.pendingChanges || e.pendingLooks
          ? `${t(`staff.content.status.${e.status}`)} · ${t('staff.content.pendingChanges')}`
          : t(`staff.content.status.${e.status}`),
      csv: (e) => (e.pendingChanges || e.pendingLooks ? `${e.status}+changes` : e.status),
    },
    {
      key: 'published',
      label: t('staff.content.publishedAt'),
      sort: 'published',
      cell: (e) => staffDateTime(e.publishedAt, locale),
      csv: (e) => e.publishedAt,
    },
    {
      key: 'updated',
      label: t('staff.content.updated'),
      sort: 'updated',
      cell: (e) => staffDateTime(e.updatedAt, locale),
      csv: (e) => e.updatedAt,
    },
  ];
  const options = <T extends string>(values: readonly T[], key: (v: T) => string) =>
    values.map((value) => ({ value, label: t(key(value)) }));
  return (
    <section className="staff-page">
      <h1>{t('staff.nav.content')}</h1>
      <p>
        <Link to="/staff/content/new/" className="button button--primary">
          {t('staff.content.new')}
        </Link>
      </p>
      <StaffList
        rows={page.list}
        rowKey={(e) => e.id}
        columns={columns}
        total={page.total}
        page={page.page}
        perPage={page.perPage}
        defaultSort="updated"
        searchLabel={t('staff.content.search')}
        filters={[
          {
            name: 'kind',
            label: t('staff.content.kind'),
            type: 'select',
            options: options(KINDS, (k) => `staff.content.kind.${k}`),
          },
          {
            name: 'variant',
            label: t('staff.content.variant'),
            type: 'select',
            options: options(VARIANT_KEYS, (v) => `staff.variant.${v}`),
          },
          {
            name: 'lang',
            label: t('staff.content.lang'),
            type: 'select',
            options: options(LANGS, (l) => `staff.content.lang.${l}`),
          },
          {
            name: 'status',
            label: t('staff.content.status'),
            type: 'select',
            options: options(STATUSES, (s) => `staff.content.status.${s}`),
          },
        ]}
        csvName="content"
      />
    </section>
  );
}
