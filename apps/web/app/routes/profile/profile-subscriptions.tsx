import { data, useLoaderData } from 'react-router';
import { loadSummary, PRIVATE } from '../../features/account/account-loader.server';
import { AccountPage } from '../../features/account/account-page';
import { NotificationSettingsForm } from '../../features/account/notification-settings-form';
import { createApi } from '../../lib/api.server';
import { useI18n } from '../../lib/i18n';
import { useLayout } from '../../lib/layout-data';
import { assertValidRoute } from '../../lib/route-guard.server';
import type { Route } from './+types/profile-subscriptions';

export { RouteErrorBoundary as ErrorBoundary } from '../../shell/route-error-boundary';

export async function loader({ request, context }: Route.LoaderArgs) {
  assertValidRoute(request);
  const api = createApi(request, context);
  const [settings, summary] = await Promise.all([api.get('/users/notification-settings'), loadSummary(api)]);
  return data({ settings, summary }, { headers: PRIVATE });
}

export default function ProfileSubscriptions() {
  const { settings, summary } = useLoaderData<typeof loader>();
  const layout = useLayout();
  const { t } = useI18n();
  return (
    <AccountPage title={layout?.meta?.h1 ?? t('account.menu.subscriptions')} summary={summary}>
      <NotificationSettingsForm initial={settings} />
    </AccountPage>
  );
}
