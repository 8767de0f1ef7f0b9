import { Link } from 'react-router';
import { AccountLink } from '../features/auth/account-link';
import { CityButton } from '../features/geo/city-button';
import { SearchSuggestions } from '../features/search/search-suggestions';
import { useI18n } from '../lib/i18n';
import type { LayoutData } from '../lib/layout-data';
import { HeaderCounters } from './header-counters';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';

export function SiteHeader({ layout }: { layout: LayoutData }) {
  const { t } = useI18n();
  const { variant } = layout;
  return (
    <header className="site-header">
      <div className="site-header__top">
        <CityButton />
        <div className="site-header__top-end">
          {layout.customerPhone ? (
            <a className="site-header__phone" href={`tel:${layout.customerPhone.number.replace(/[^\d+]/g, '')}`}>
              {layout.customerPhone.number}
            </a>
          ) : null}
          <LanguageSwitcher languages={layout.languages} />
        </div>
      </div>
      <div className="site-header__main">
        <MobileMenu items={layout.header.menu} />
        <Logo />
        <SearchSuggestions variant={variant} />
        <nav className="site-header__actions" aria-label={t('header.account')}>
          <HeaderCounters />
          <AccountLink />
        </nav>
      </div>
      <nav className="site-header__menu" aria-label={t('nav.catalogue')}>
        <ul>
          {layout.header.menu.map((item) => (
            <li key={item.url}>
              <Link to={item.url}>{item.text}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
