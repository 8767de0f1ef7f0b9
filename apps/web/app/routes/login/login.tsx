/**
 * LogInIndex: the phone-and-code login on a page of its own. A logged-in shopper is sent on to the
 * profile (or the `backurl` they came from). The code step needs JavaScript for the captcha.
 * Inside the app the app logs the shopper in: the page asks it to and goes on once it answers.
 */
import { sameOriginTarget } from '@storefront/domain/redirect-target';
import { buildPath } from '@storefront/domain/routes';
import { type VariantKey, variantFromPath } from '@storefront/domain/variants';
import { useEffect, useState } from 'react';
import { redirect, useLoaderData, useSearchParams } from 'react-router';
import { AuthFlow } from '../../features/auth/auth-flow';
import { createApi } from '../../lib/api.server';
import { useAppBridge, useAppMessage } from '../../lib/bridge/use-app-bridge';
import { useI18n } from '../../lib/i18n';
import { useLayout } from '../../lib/layout-data';
import { assertValidRoute } from '../../lib/route-guard.server';
import { useVariant } from '../../lib/variant';
import type { Route } from './+types/login';

export { RouteErrorBoundary as ErrorBoundary } from '../../shell/route-error-boundary';

/** Where login leads: the `backurl` when a browser would read it as a page of `origin`, else the profile. */
function backTarget(params: URLSearchParams, origin: string, variant: VariantKey): string {
  return sameOriginTarget(params.get('backurl'), origin, buildPath('ProfileIndex', variant));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  assertValidRoute(request);
  const url = new URL(request.url);
  const user = await createApi(request, context).get('/layout/userData');
  if (user.isAuthorized && user.isValid) {
    throw redirect(backTarget(url.searchParams, url.origin, variantFromPath(url.pathname) ?? 'ru'));
  }
  return user;
}

export default function LogIn() {
  const user = useLoaderData<typeof loader>();
  const layout = useLayout();
  const variant = useVariant();
  const { t } = useI18n();
  const [params] = useSearchParams();
  // Read in the browser only, against the page's own origin.
  const target = () => backTarget(params, window.location.origin, variant);
  const { canDelegate, delegate } = useAppBridge();
  // Known only in the browser: the server renders the site's form.
  const [inApp, setInApp] = useState(false);
  const askApp = () => delegate('openAuthorization', { backUrl: target() });
  // biome-ignore lint/correctness/useExhaustiveDependencies: asks once, when the page opens
  useEffect(() => {
    if (canDelegate('openAuthorization')) setInApp(askApp());
  }, []);
  useAppMessage('authorized', () => {
    if (inApp) window.location.assign(target());
  });
  if (inApp) {
    return (
      <section className="login-page">
        <h1>{layout?.meta?.h1 ?? t('auth.title')}</h1>
        <p>{t('mobileApp.login')}</p>
        <button type="button" className="button button--primary" onClick={askApp}>
          {t('mobileApp.loginButton')}
        </button>
      </section>
    );
  }
  return (
    <section className="login-page">
      <h1>{layout?.meta?.h1 ?? t('auth.title')}</h1>
      <noscript>
        <p className="auth-form__note">{t('auth.needsJs')}</p>
      </noscript>
      <div className="login-page__form">
        {/* A full load after login: every block of the page shows the new user. */}
        <AuthFlow user={user} onDone={() => window.location.assign(target())} />
      </div>
    </section>
  );
}
