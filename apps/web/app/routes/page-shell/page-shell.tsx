/** The shell every page has until its content arrives: a real heading and the page meta. */
import { useI18n } from '../../lib/i18n';
import { useLayout } from '../../lib/layout-data';
import { assertValidRoute } from '../../lib/route-guard.server';
import type { Route } from './+types/page-shell';

export function loader({ request }: Route.LoaderArgs) {
  assertValidRoute(request);
  return null;
}

export default function PageShell() {
  const layout = useLayout();
  const { t } = useI18n();
  return (
    <section className="page-shell">
      <h1>{layout?.meta?.h1}</h1>
      <p>{t('page.comingSoon')}</p>
    </section>
  );
}
