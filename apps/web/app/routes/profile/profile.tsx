/**
 * ProfileIndex: the personal account's home — who is logged in, the company they buy for (switching
 * it reloads the page), the areas with their counters, logout and account removal. The company form
 * posts to this route's action, so it works without JavaScript; the API's Set-Cookie is passed on.
 */
import { formatPhone } from '@storefront/domain/phone-masks';
import { buildPath } from '@storefront/domain/routes';
import { variantFromPath } from '@storefront/domain/variants';
import { data, Form, Link, redirect, useLoaderData } from 'react-router';
import { loadSummary, PRIVATE } from '../../features/account/account-loader.server';
import { AccountPage } from '../../features/account/account-page';
import { RemovalButton } from '../../features/account/removal-modal';
import { createApi } from '../../lib/api.server';
import type { AccountSummary } from '../../lib/api-types';
import { postedForm } from '../../lib/form-action.server';
import { useI18n } from '../../lib/i18n';
import { useLayout } from '../../lib/layout-data';
import { assertValidRoute } from '../../lib/route-guard.server';
import type { Route } from './+types/profile';

export { RouteErrorBoundary as ErrorBoundary } from '../../shell/route-error-boundary';

export async function loader({ request, context }: Route.LoaderArgs) {
  assertValidRoute(request);
  const api = createApi(request, context);
  const [user, summary] = await Promise.all([api.get('/layout/userData'), loadSummary(api)]);
  return data({ user, summary }, { headers: PRIVATE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const api = createApi(request, context);
  const form = await postedForm(request);
  const url = new URL(request.url);
  const variant = variantFromPath(url.pathname) ?? 'ru';
  let target = url.pathname;
  if (form.get('intent') === 'logout') {
    await api.post('/users/logout');
    target = buildPath('MainIndex', variant);
  } else if (form.get('intent') === 'company') {
    const raw = String(form.get('companyId') ?? '');
    await api.patch('/users/type-user', { body: { companyId: /^\d+$/.test(raw) ? Number(raw) : null } });
  }
  const headers = new Headers();
  for (const cookie of api.setCookies) headers.append('set-cookie', cookie);
  // The page reloads with the new state (spec: switching the company reloads the page).
  return redirect(target, { headers });
}

export default function Profile() {
  const { user, summary } = useLoaderData<typeof loader>();
  const layout = useLayout();
  const { t } = useI18n();
  const variant = layout?.variant ?? 'ru';
  const active = user.companies.find((c) => c.active);
  return (
    <AccountPage title={layout?.meta?.h1 ?? t('profile.title')} summary={summary as AccountSummary}>
      <p className="account-home__hello">
        {user.name ? t('account.home.hello', { name: user.name }) : t('account.home.helloAnonymous')}
      </p>
      <p>{t('account.home.intro')}</p>
      <dl className="profile-page__facts">
        <dt>{t('profile.phone')}</dt>
        <dd>{formatPhone(user.phone, variant)}</dd>
        {user.email ? (
          <>
            <dt>{t('auth.email')}</dt>
            <dd>{user.email}</dd>
          </>
        ) : null}
      </dl>
      <p>
        <Link to={buildPath('ProfilePersonalIndex', variant)}>{t('account.menu.personal')}</Link>
      </p>
      {user.companies.length ? (
        <Form method="post" reloadDocument className="profile-page__companies">
          <input type="hidden" name="intent" value="company" />
          <label htmlFor="profile-company">{t('profile.companies')}</label>
          <select
            id="profile-company"
            name="companyId"
            className="form-field__input"
            defaultValue={active ? String(active.id) : ''}
          >
            <option value="">{t('profile.privatePerson')}</option>
            {user.companies.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          <button type="submit" className="button">
            {t('profile.switch')}
          </button>
        </Form>
      ) : null}
      <RemovalButton />
    </AccountPage>
  );
}
