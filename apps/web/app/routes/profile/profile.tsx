/**
 * ProfileIndex: who is logged in, the company they buy for, and logout. Its forms post to this
 * route's action, so they work without JavaScript; the API's Set-Cookie is passed on.
 */
import type { UserBlock } from '@storefront/api/modules/layout/layout.schemas';
import { formatPhone } from '@storefront/domain/phone-masks';
import { buildPath } from '@storefront/domain/routes';
import { variantFromPath } from '@storefront/domain/variants';
import { Form, Link, redirect, useLoaderData } from 'react-router';
import { createApi } from '../../lib/api.server';
import { useI18n } from '../../lib/i18n';
import { useLayout } from '../../lib/layout-data';
import { assertValidRoute } from '../../lib/route-guard.server';
import type { Route } from './+types/profile';

export async function loader({ request, context }: Route.LoaderArgs) {
  assertValidRoute(request);
  return createApi(request, context).get<UserBlock>('layout/userData');
}

export async function action({ request, context }: Route.ActionArgs) {
  const api = createApi(request, context);
  const form = await request.formData();
  const url = new URL(request.url);
  const variant = variantFromPath(url.pathname) ?? 'ru';
  let target = url.pathname;
  if (form.get('intent') === 'logout') {
    await api.send('POST', 'users/logout');
    target = buildPath('MainIndex', variant);
  } else if (form.get('intent') === 'company') {
    const raw = String(form.get('companyId') ?? '');
    await api.send('PATCH', 'users/type-user', { companyId: /^\d+$/.test(raw) ? Number(raw) : null });
  }
  const headers = new Headers();
  for (const cookie of api.setCookies) headers.append('set-cookie', cookie);
  // The page reloads with the new state (spec: switching the company reloads the page).
  return redirect(target, { headers });
}

export default function Profile() {
  const user = useLoaderData<typeof loader>();
  const layout = useLayout();
  const { t } = useI18n();
  const active = user.companies.find((c) => c.active);
  return (
    <section className="profile-page">
      <h1>{layout?.meta?.h1 ?? t('profile.title')}</h1>
      <dl className="profile-page__facts">
        <dt>{t('profile.phone')}</dt>
        <dd>{formatPhone(user.phone, layout?.variant ?? 'ru')}</dd>
        {user.name ? (
          <>
            <dt>{t('auth.firstName')}</dt>
            <dd>{user.name}</dd>
          </>
        ) : null}
        {user.email ? (
          <>
            <dt>{t('auth.email')}</dt>
            <dd>{user.email}</dd>
          </>
        ) : null}
      </dl>
      <p>
        <Link to={buildPath('ProfileOrdersIndex', layout?.variant ?? 'ru')}>{t('profileOrders.title')}</Link>
      </p>
      {user.companies.length ? (
        <Form method="post" reloadDocument className="profile-page__companies">
          <input type="hidden" name="intent" value="company" />
          <label htmlFor="profile-company">{t('profile.companies')}</label>
          <select id="profile-company" name="companyId" defaultValue={active ? String(active.id) : ''}>
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
      <Form method="post" reloadDocument>
        <input type="hidden" name="intent" value="logout" />
        <button type="submit" className="button">
          {t('auth.logout')}
        </button>
      </Form>
    </section>
  );
}
