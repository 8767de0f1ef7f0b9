import { data, useLoaderData } from 'react-router';
import { loadSummary, PRIVATE } from '../../features/account/account-loader.server';
import { AccountPage } from '../../features/account/account-page';
import { Companies } from '../../features/account/companies';
import { PersonalForm } from '../../features/account/personal-form';
import { PhoneChange } from '../../features/account/phone-change';
import { createApi } from '../../lib/api.server';
import { useI18n } from '../../lib/i18n';
import { useLayout } from '../../lib/layout-data';
import { assertValidRoute } from '../../lib/route-guard.server';
import type { Route } from './+types/profile-personal';

export { RouteErrorBoundary as ErrorBoundary } from '../../shell/route-error-boundary';

export async function loader({ request, context }: Route.LoaderArgs) {
  assertValidRoute(request);
  const api = createApi(request, context);
  const [user, companies, summary] = await Promise.all([
    api.get('/layout/userData'),
    api.get('/users/companies'),
    loadSummary(api),
  ]);
  return data({ user, companies, summary }, { headers: PRIVATE });
}

export default function ProfilePersonal() {
  const { user, companies, summary } = useLoaderData<typeof loader>();
  const layout = useLayout();
  const { t } = useI18n();
  return (
    <AccountPage title={layout?.meta?.h1 ?? t('account.menu.personal')} summary={summary}>
      <PersonalForm key={`${user.name}|${user.email}|${user.timeZone}|${user.legalEntity}`} user={user} />
      <PhoneChange phone={user.phone} />
      <Companies initial={companies} />
    </AccountPage>
  );
}
