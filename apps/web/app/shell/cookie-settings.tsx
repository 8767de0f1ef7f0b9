/**
 * The footer's "Cookie settings" (decision 039): a link to the page with the settings parameter,
 * which opens the cookie banner without JavaScript (the root reads it); with scripts it opens the
 * banner in place instead. `opened` counts the openings: the banner starts afresh each time.
 */
import { CONSENT_SETTINGS_PARAM } from '@storefront/domain/analytics/consent';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useI18n } from '../lib/i18n';

interface CookieSettings {
  opened: number;
  open: () => void;
}

const CookieSettingsContext = createContext<CookieSettings>({ opened: 0, open: () => {} });

export function CookieSettingsProvider({ children }: { children: ReactNode }) {
  const [opened, setOpened] = useState(0);
  const value = useMemo(() => ({ opened, open: () => setOpened((n) => n + 1) }), [opened]);
  return <CookieSettingsContext.Provider value={value}>{children}</CookieSettingsContext.Provider>;
}

export const useCookieSettings = (): CookieSettings => useContext(CookieSettingsContext);

export function CookieSettingsLink() {
  const { t } = useI18n();
  const { open } = useCookieSettings();
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  query.set(CONSENT_SETTINGS_PARAM, '');
  return (
    <a
      className="site-footer__cookies"
      href={`${pathname}?${query}`}
      onClick={(event) => {
        event.preventDefault();
        open();
      }}
    >
      {t('consent.settings')}
    </a>
  );
}
