/** /staff/app-harness/: the development harness of the mobile-app bridge, for any staff member. */
import { useSearchParams } from 'react-router';
import { AppHarness } from '../../features/app-harness/app-harness';
import { harnessTarget } from '../../features/app-harness/harness-target';
import { staffHeaders, staffMeta } from '../../features/staff/staff-page';
import { useI18n } from '../../lib/i18n';
import type { Route } from './+types/staff-app-harness';

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(matches, 'mobileApp.harness.title');
export const headers = staffHeaders;

export default function StaffAppHarness() {
  const { t } = useI18n();
  const [search] = useSearchParams();
  return (
    <section className="staff-page">
      <h1>{t('mobileApp.harness.title')}</h1>
      <p>{t('mobileApp.harness.intro')}</p>
      <AppHarness target={harnessTarget(search)} />
    </section>
  );
}
