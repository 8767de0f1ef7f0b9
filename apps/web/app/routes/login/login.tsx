/**
 * LogInIndex: the phone-and-code login on a page of its own. A logged-in shopper is sent on to the
 * profile (or the `backurl` they came from). The code step needs JavaScript for the captcha.
 */
import { buildPath } from '@storefront/domain/routes';
import { variantFromPath } from '@storefront/domain/variants';
import { redirect, useLoaderData, useSearchParams } from 'react-router';
import { AuthFlow } from '../../features/auth/auth-flow';
import { createApi } from '../../lib/api.server';
import { useI18n } from '../../lib/i18n';
import { useLayout } from '../../lib/layout-data';
import { assertValidRoute } from '../../lib/route-guard.server';
import { useVariant } from '../../lib/variant';
import type { Route } from './+types/login';

/** Only a path on this site may be a target after login ('//host' and '/\host' lead elsewhere). */
function safeBackUrl(value: string | null, fallback: string): string {
  return value?.startsWith('/') && !/^\/[/\\]/.test(value) ? value : fallback;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  assertValidRoute(request);
  const url = new URL(request.url);
  const user = await createApi(request, context).get('/layout/userData');
  if (user.isAuthorized && user.isValid) {
    const variant = variantFromPath(url.pathname) ?? 'ru';
    throw redirect(safeBackUrl(url.searchParams.get('backurl'), buildPath('ProfileIndex', variant)));
  }
  return user;
}

export default function LogIn() {
  const user = useLoaderData<typeof loader>();
  const layout = useLayout();
  const variant = useVariant();
  const { t } = useI18n();
  const [params] = useSearchParams();
  const target = safeBackUrl(params.get('backurl'), buildPath('ProfileIndex', variant));
  return (
    <section className="login-page">
      <h1>{layout?.meta?.h1 ?? t('auth.title')}</h1>
      <noscript>
        <p className="auth-form__note">{t('auth.needsJs')}</p>
      </noscript>
      <div className="login-page__form">
        {/* A full load after login: every block of the page shows the new user. */}
        <AuthFlow user={user} onDone={() => window.location.assign(target)} />
      </div>
    </section>
  );
}
