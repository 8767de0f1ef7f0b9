/**
 * /staff/: the back office's home page, its dashboard. The API answers the sections the staff
 * member's roles open (the domain's staff-dashboard.ts); the page draws those, charts included,
 * on the server, so it reads the same without JavaScript.
 */
import type { StaffRole } from '@storefront/domain/staff';
import { useLoaderData } from 'react-router';
import { DashboardActions } from '../../features/staff/dashboard-actions';
import { DashboardSearches, DashboardStockOuts } from '../../features/staff/dashboard-catalogue';
import { DashboardSales } from '../../features/staff/dashboard-sales';
import { DashboardVitals } from '../../features/staff/dashboard-vitals';
import { staffHeaders, staffMeta } from '../../features/staff/staff-page';
import { loadStaffPage } from '../../features/staff/staff-page.server';
import { useI18n } from '../../lib/i18n';
import { useStaffMe } from '../../shell/staff-shell';
import type { Route } from './+types/staff-dashboard';

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadStaffPage(request, context, (api) => api.get('/staff/dashboard'));
  return page.data;
}

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(matches, 'staff.nav.dashboard');
export const headers = staffHeaders;

export default function StaffDashboard() {
  const dashboard = useLoaderData<typeof loader>();
  const me = useStaffMe();
  const { t } = useI18n();
  const roleName = (role: StaffRole) => t(`staff.role.${role}`);
  return (
    <section className="staff-page staff-dashboard">
      <h1>{t('staff.nav.dashboard')}</h1>
      {me ? <p>{t('staff.dashboard.roles', { roles: me.roles.map(roleName).join(', ') })}</p> : null}
      {dashboard.actions ? <DashboardActions actions={dashboard.actions} /> : null}
      {dashboard.sales ? <DashboardSales sales={dashboard.sales} /> : null}
      {dashboard.stockOuts ? <DashboardStockOuts stockOuts={dashboard.stockOuts} /> : null}
      {dashboard.searches ? <DashboardSearches searches={dashboard.searches} /> : null}
      {dashboard.vitals ? <DashboardVitals vitals={dashboard.vitals} /> : null}
    </section>
  );
}
