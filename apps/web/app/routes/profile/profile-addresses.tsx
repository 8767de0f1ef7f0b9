import { data, useLoaderData, useRevalidator } from 'react-router';
import { loadSummary, PRIVATE } from '../../features/account/account-loader.server';
import { AccountPage } from '../../features/account/account-page';
import { createApi } from '../../lib/api.server';
import { useI18n } from '../../lib/i18n';
import { useLayout } from '../../lib/layout-data';
import { assertValidRoute } from '../../lib/route-guard.server';
import type { Route } from './+types/profile-addresses';
import { AddressBook } from './address-book';

export { RouteErrorBoundary as ErrorBoundary } from '../../shell/route-error-boundary';

export async function loader({ request, context }: Route.LoaderArgs) {
  assertValidRoute(request);
  const api = createApi(request, context);
  const [addresses, summary] = await Promise.all([api.get('/users/addresses'), loadSummary(api)]);
  return data({ addresses, summary }, { headers: PRIVATE });
}

export default function ProfileAddresses() {
  const { addresses, summary } = useLoaderData<typeof loader>();
  const layout = useLayout();
  const { t } = useI18n();
  const revalidator = useRevalidator();
  return (
    <AccountPage title={layout?.meta?.h1 ?? t('account.menu.addresses')} summary={summary}>
      <AddressBook initial={addresses} onChange={() => revalidator.revalidate()} />
    </AccountPage>
  );
}
