/**
 * `/redirect-to-app/`: sends phones to their app store (App Store for iOS, Google Play for Android)
 * and shows the app page with both links to everyone else. A variant without app links (ae)
 * answers the 404 page. Inside the app the shopper is already there: the app is asked to show its
 * main screen (a `redirectPage` message) instead of a store.
 */

import { buildPath } from '@storefront/domain/routes';
import { VARIANTS, variantFromPath } from '@storefront/domain/variants';
import { useEffect } from 'react';
import { data, redirect, useLoaderData } from 'react-router';
import { createApi } from '../../lib/api.server';
import { useAppBridge } from '../../lib/bridge/use-app-bridge';
import { useI18n } from '../../lib/i18n';
import type { LayoutData } from '../../lib/layout-data';
import { useLayout } from '../../lib/layout-data';
import { assertValidRoute } from '../../lib/route-guard.server';
import { routeErrorMeta } from '../../shell/route-error-boundary';
import type { Route } from './+types/redirect-to-app';

export { RouteErrorBoundary as ErrorBoundary } from '../../shell/route-error-boundary';

function appStoreFor(userAgent: string): 'ios' | 'android' | null {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  assertValidRoute(request);
  const url = new URL(request.url);
  const variant = variantFromPath(url.pathname) ?? 'ru';
  if (!VARIANTS[variant].hasAppLinks) throw data({ message: `Page Not Found: ${url.pathname}` }, { status: 404 });
  const layout = await createApi(request, context).get('/layout', {
    params: { query: { pageUrl: url.pathname, meta: 'n' } },
  });
  const links = layout.appLinks ?? { ios: null, android: null };
  const store = appStoreFor(request.headers.get('user-agent') ?? '');
  const target = store && !layout.isMobileApp ? links[store] : null;
  if (target) throw redirect(target, 302);
  return { links };
}

export const meta: Route.MetaFunction = (args) => routeErrorMeta(args) ?? pageMeta(args);
const pageMeta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m?.id === 'root')?.data as { layout: LayoutData } | undefined;
  const meta = root?.layout.meta;
  return meta
    ? [
        { title: meta.title },
        { name: 'description', content: meta.description },
        { name: 'robots', content: 'noindex' },
      ]
    : [];
};

export default function RedirectToApp() {
  const { links } = useLoaderData<typeof loader>();
  const layout = useLayout();
  const { t } = useI18n();
  const { delegate } = useAppBridge();
  const variant = layout?.variant ?? 'ru';
  useEffect(() => {
    delegate('redirectPage', { target: 'main', url: buildPath('MainIndex', variant) });
  }, [delegate, variant]);
  return (
    <section className="app-page">
      <h1>{layout?.meta?.h1}</h1>
      <p>{t('app.text')}</p>
      {links.ios || links.android ? (
        <ul className="app-page__links">
          {links.ios ? (
            <li>
              <a className="button button--primary" href={links.ios}>
                App Store
              </a>
            </li>
          ) : null}
          {links.android ? (
            <li>
              <a className="button button--primary" href={links.android}>
                Google Play
              </a>
            </li>
          ) : null}
        </ul>
      ) : (
        <p>{t('app.none')}</p>
      )}
    </section>
  );
}
