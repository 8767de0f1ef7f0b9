import { buildPath } from '@storefront/domain/routes';
import { Form, Link } from 'react-router';
import { useI18n } from '../../lib/i18n';
import type { LayoutData } from '../../lib/layout-data';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';

export function SiteHeader({ layout }: { layout: LayoutData }) {
  const { t } = useI18n();
  const { variant, user } = layout;
  const basketCount = Object.values(user.basket).reduce((sum, q) => sum + q, 0);
  const account = user.isAuthorized
    ? { url: buildPath('ProfileIndex', variant), text: t('header.account') }
    : { url: buildPath('LogInIndex', variant), text: t('header.login') };
  return (
    <header className="site-header">
      <div className="site-header__top">
        <p className="site-header__city">{t('header.city', { city: layout.location.shortName })}</p>
        {layout.customerPhone ? (
          <a className="site-header__phone" href={`tel:${layout.customerPhone.number.replace(/[^\d+]/g, '')}`}>
            {layout.customerPhone.number}
          </a>
        ) : null}
      </div>
      <div className="site-header__main">
        <MobileMenu items={layout.header.menu} />
        <Logo />
        <Form method="get" action={buildPath('SearchIndex', variant)} role="search" className="site-search">
          <label htmlFor="site-search-input" className="visually-hidden">
            {t('header.search.label')}
          </label>
          <input
            id="site-search-input"
            name="query"
            type="search"
            placeholder={t('header.search.placeholder')}
            autoComplete="off"
            maxLength={200}
          />
          <button type="submit">{t('header.search.submit')}</button>
        </Form>
        <nav className="site-header__actions" aria-label={t('header.account')}>
          <Link to={buildPath('FavoritesIndex', variant)} className="header-counter">
            <span>{t('header.favourites')}</span>
            <span className="header-counter__value" aria-hidden="true">
              {user.favourites.length}
            </span>
            <span className="visually-hidden">{t('counter.items', { count: user.favourites.length })}</span>
          </Link>
          <Link to={buildPath('BasketIndex', variant)} className="header-counter">
            <span>{t('header.basket')}</span>
            <span className="header-counter__value" aria-hidden="true">
              {basketCount}
            </span>
            <span className="visually-hidden">{t('counter.items', { count: basketCount })}</span>
          </Link>
          <Link to={account.url} className="header-account">
            {account.text}
          </Link>
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
