/** /staff/: the back office's start page: the staff member's roles and the sections they open. */
import { type StaffRole, staffPagesFor, staffPath } from '@storefront/domain/staff';
import { Link } from 'react-router';
import { staffHeaders, staffMeta } from '../../features/staff/staff-page';
import { useI18n } from '../../lib/i18n';
import { useStaffMe } from '../../shell/staff-shell';
import type { Route } from './+types/staff-dashboard';

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(matches, 'staff.nav.dashboard');
export const headers = staffHeaders;

export default function StaffDashboard() {
  const me = useStaffMe();
  const { t } = useI18n();
  if (!me) return null;
  const roleName = (role: StaffRole) => t(`staff.role.${role}`);
  return (
    <section className="staff-page">
      <h1>{t('staff.nav.dashboard')}</h1>
      <p>{t('staff.dashboard.roles', { roles: me.roles.map(roleName).join(', ') })}</p>
      <p>{t('staff.dashboard.open')}</p>
      <ul className="staff-dashboard__links">
        {staffPagesFor(me.roles)
          .filter((page) => page.path !== '')
          .map((page) => (
            <li key={page.path}>
              <Link to={staffPath(page.path)}>{t(page.title)}</Link>
            </li>
          ))}
      </ul>
    </section>
  );
}
