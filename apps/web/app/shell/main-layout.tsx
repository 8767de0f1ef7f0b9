import { lazy, type ReactNode, Suspense } from 'react';
import { useI18n } from '../lib/i18n';
import { useLayout } from '../lib/layout-data';
import { Announcement } from './announcement';
import { SiteFooter as ServerSiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The footer's code is not in the first load: the server writes the footer whole, and hydration
 * leaves that markup inside the Suspense boundary as it is (its links work as plain links) until the
 * code comes, then hydrates it in a task of its own. Its newsletter form, legal details and payment
 * marks were some 3 KB gzip of every page, and its hydration part of the page's longest task.
 */
const SiteFooter = import.meta.env.SSR
  ? ServerSiteFooter
  : lazy(() => import('./site-footer').then((m) => ({ default: m.SiteFooter })));

export function MainLayout({ children }: { children: ReactNode }) {
  const layout = useLayout();
  const { t } = useI18n();
  return (
    <>
      <a href="#main" className="skip-link">
        {t('nav.skipToContent')}
      </a>
      {layout?.announcement ? <Announcement {...layout.announcement} /> : null}
      {layout ? <SiteHeader layout={layout} /> : null}
      <main id="main" className="main">
        {children}
      </main>
      <Suspense>
        {layout ? <SiteFooter layout={layout} personal={layout.page.name?.startsWith('Profile') ?? false} /> : null}
      </Suspense>
    </>
  );
}
