import type { ReactNode } from 'react';
import { useI18n } from '../lib/i18n';
import { useLayout } from '../lib/layout-data';
import { Announcement } from './announcement';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

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
      {layout ? <SiteFooter layout={layout} personal={layout.page.name?.startsWith('Profile') ?? false} /> : null}
    </>
  );
}
