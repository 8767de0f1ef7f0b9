/** /staff/audit/: the audit log for administrators, filtered by staff phone, entity, action and days. */
import { formatPhone } from '@storefront/domain/phone-masks';
import { useLoaderData } from 'react-router';
import { type ListColumn, StaffList } from '../../features/staff/list-kit';
import { listQueryOf } from '../../features/staff/list-params';
import { staffDateTime, staffHeaders, staffMeta } from '../../features/staff/staff-page';
import { loadStaffPage } from '../../features/staff/staff-page.server';
import type { AuditItem } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import type { Route } from './+types/staff-audit';

const FILTERS = ['staff', 'entityType', 'entityId', 'action', 'from', 'to'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = listQueryOf(new URL(request.url), FILTERS);
  // The URL's values go on as they are: the API checks them (a bad one is a 400 page).
  return loadStaffPage(request, context, (api) => api.get('/staff/audit', { params: { query: query as never } }));
}

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(matches, 'staff.nav.audit');
export const headers = staffHeaders;

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

export default function StaffAudit() {
  const page = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  const staffText = (e: AuditItem) => (e.staff ? formatPhone(e.staff.phone, 'ru') : t('staff.audit.system'));
  const columns: ListColumn<AuditItem>[] = [
    { key: 'at', label: t('staff.audit.at'), sort: 'at', cell: (e) => staffDateTime(e.at, locale), csv: (e) => e.at },
    { key: 'staff', label: t('staff.audit.staff'), cell: staffText, csv: (e) => (e.staff ? `+${e.staff.phone}` : '') },
    { key: 'action', label: t('staff.audit.action'), cell: (e) => <code>{e.action}</code>, csv: (e) => e.action },
    {
      key: 'entity',
      label: t('staff.audit.entityType'),
      cell: (e) => `${e.entityType} ${e.entityId}`,
      csv: (e) => `${e.entityType} ${e.entityId}`,
    },
    {
      key: 'change',
      label: t('staff.audit.change'),
      cell: (e) => (
        <span className="staff-audit__change">
          <code>{json(e.before) || '—'}</code> → <code>{json(e.after) || '—'}</code>
        </span>
      ),
      csv: (e) => `${json(e.before)} → ${json(e.after)}`,
    },
  ];
  return (
    <section className="staff-page">
      <h1>{t('staff.nav.audit')}</h1>
      <StaffList
        rows={page.list}
        rowKey={(e) => e.id}
        columns={columns}
        total={page.total}
        page={page.page}
        perPage={page.perPage}
        defaultSort="at"
        filters={[
          { name: 'staff', label: t('staff.audit.staff'), type: 'text' },
          { name: 'action', label: t('staff.audit.action'), type: 'text' },
          { name: 'entityType', label: t('staff.audit.entityType'), type: 'text' },
          { name: 'entityId', label: t('staff.audit.entityId'), type: 'text' },
          { name: 'from', label: t('staff.list.from'), type: 'date' },
          { name: 'to', label: t('staff.list.to'), type: 'date' },
        ]}
        csvName="audit-log"
      />
    </section>
  );
}
