/**
 * The back office's own layout: a header with the sections the staff member's roles open
 * (STAFF_PAGES in the domain), the language choice and a way back to the shop.
 */
import { STAFF_BASE, staffPagesFor, staffPath } from '@storefront/domain/staff';
import type { ReactNode } from 'react';
import { NavLink, useRouteLoaderData } from 'react-router';
import { STAFF_LAYOUT_ID } from '../features/staff/staff-page';
import type { StaffMe } from '../lib/api-types';
import { useI18n } from '../lib/i18n';
import { useLayout } from '../lib/layout-data';
import { LanguageSwitcher } from './language-switcher';

/** The signed-in staff member, as the layout route loaded them (null on its error page). */
export function useStaffMe(): StaffMe | null {
  return useRouteLoaderData<StaffMe>(STAFF_LAYOUT_ID) ?? null;
}

export function StaffShell({ me, children }: { me: StaffMe | null; children: ReactNode }) {
  const { t } = useI18n();
  const layout = useLayout();
  return (
    <div className="staff-shell">
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <header className="staff-shell__header">
        <NavLink to={STAFF_BASE} end className="staff-shell__title">
          {t('staff.layout.title')}
        </NavLink>
        {me ? (
          <nav aria-label={t('staff.layout.nav')} className="staff-shell__nav">
            <ul>
              {staffPagesFor(me.roles).map((page) => (
                <li key={page.path}>
                  <NavLink to={staffPath(page.path)} end>
                    {t(page.title)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className="staff-shell__tools">
          {me ? <span>{t('staff.layout.signedInAs', { phone: `+${me.phone}` })}</span> : null}
          {layout ? <LanguageSwitcher languages={layout.languages} /> : null}
          <a href="/">{t('staff.layout.toShop')}</a>
        </div>
      </header>
      <main id="main" className="staff-shell__main">
        {children}
      </main>
    </div>
  );
}
