/**
 * The back office's own layout: a header with the sections the staff member's roles open
 * (STAFF_PAGES in the domain), the language choice and a way back to the shop.
 */
import { utcOffset } from '@storefront/domain/dates';
import { STAFF_BASE, STAFF_TIME_ZONE, staffNavFor, staffPath } from '@storefront/domain/staff';
import { type ReactNode, useEffect, useRef } from 'react';
import { NavLink, useLocation, useRouteLoaderData } from 'react-router';
import { STAFF_LAYOUT_ID } from '../features/staff/staff-page';
import type { StaffMe } from '../lib/api-types';
import { useI18n } from '../lib/i18n';
import { useLayout } from '../lib/layout-data';
import { timeZoneLabel } from '../lib/time-zone-label';
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
        <div className="staff-shell__tools">
          {me ? <span>{t('staff.layout.signedInAs', { phone: `+${me.phone}` })}</span> : null}
          <span>
            {t('staff.layout.timeZone', {
              zone: timeZoneLabel(t, { id: STAFF_TIME_ZONE, utc: utcOffset(STAFF_TIME_ZONE, new Date()) }),
            })}
          </span>
          {layout ? <LanguageSwitcher languages={layout.languages} /> : null}
          <a href="/">{t('staff.layout.toShop')}</a>
        </div>
      </header>
      <div className="staff-shell__body">
        {me ? <StaffNav me={me} /> : null}
        <main id="main" className="staff-shell__main">
          {children}
        </main>
      </div>
    </div>
  );
}

/** Wide screens show the groups as a side column; phones fold them into one menu. */
const WIDE = '(min-width: 900px)';

/**
 * The sections the staff member's roles open, by group (STAFF_NAV_GROUPS): a side column on wide
 * screens, a "Menu" that unfolds on phones (a details element: it works without JavaScript), closed
 * again after a link is followed.
 */
function StaffNav({ me }: { me: StaffMe }) {
  const { t } = useI18n();
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each page the menu leads to
  useEffect(() => {
    if (menu.current) menu.current.open = window.matchMedia(WIDE).matches;
  }, [pathname]);
  const groups = staffNavFor(me.roles);
  // The section of the page shown, a record's page too (/staff/orders/1001/ is in Orders).
  const current = groups
    .flatMap((g) => g.pages)
    .filter((p) => (p.path ? pathname.startsWith(staffPath(p.path)) : pathname === STAFF_BASE))
    .sort((a, b) => b.path.length - a.path.length)[0];
  return (
    <nav aria-label={t('staff.layout.nav')} className="staff-shell__nav">
      <details ref={menu} className="staff-nav">
        <summary className="staff-nav__toggle">
          {t('staff.layout.menu')}
          {current ? <span className="staff-nav__current">{t(current.title)}</span> : null}
        </summary>
        <ul className="staff-nav__groups">
          {groups.map(({ group, pages }) => (
            <li key={group ?? 'home'} className="staff-nav__group">
              {group ? <span className="staff-nav__title">{t(`staff.navGroup.${group}`)}</span> : null}
              <ul>
                {pages.map((page) => (
                  <li key={page.path}>
                    <NavLink to={staffPath(page.path)} end>
                      {t(page.title)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}
