/**
 * /staff/content/{id}/preview/: the entry, draft or not, drawn by the shop's own article component
 * with the data its storefront page would get. Back-office page: no-store, noindex, staff only.
 */
import { Link, useLoaderData } from 'react-router';
import { staffHeaders, staffMeta } from '../../features/staff/staff-page';
import { loadStaffPage } from '../../features/staff/staff-page.server';
import { useI18n } from '../../lib/i18n';
import { ContentArticle } from '../../shell/content-article';
import type { Route } from './+types/staff-content-preview';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = Number(params.id);
  const path = { id: Number.isInteger(id) && id > 0 ? id : 0 };
  const [entry, preview] = await Promise.all([
    loadStaffPage(request, context, (api) => api.get('/staff/content/{id}', { params: { path } })),
    loadStaffPage(request, context, (api) => api.get('/staff/content/{id}/preview', { params: { path } })),
  ]);
  return { entry: entry.data, preview: preview.data };
}

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(matches, 'staff.content.preview');
export const headers = staffHeaders;

export default function StaffContentPreview() {
  const { entry, preview } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  return (
    <section className="staff-page staff-preview">
      <p className="staff-preview__note" role="note">
        {t('staff.content.previewNote', { status: t(`staff.content.status.${entry.status}`) })}{' '}
        <Link to={`/staff/content/${entry.id}/`}>{t('staff.content.edit')}</Link>
      </p>
      <div className="staff-preview__page">
        <ContentArticle entry={preview} issues={[]} breadcrumbs={[]} />
      </div>
    </section>
  );
}
