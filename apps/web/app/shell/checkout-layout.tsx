/**
 * The focused layout of checkout: no site navigation, search or footer to wander off into — the
 * logo home and, while the order is being placed, the way back to the basket.
 */
import { buildPath } from '@storefront/domain/routes';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useI18n } from '../lib/i18n';
import { useVariant } from '../lib/variant';
import { Icon } from '../ui/icon';
import { Logo } from './logo';

export function CheckoutLayout({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const variant = useVariant();
  const [search] = useSearchParams();
  // A placed order's page (?order=) has nothing to go back to in the basket.
  const placing = !search.has('order');
  return (
    <div className="checkout-shell">
      <a href="#main" className="skip-link">
        {t('nav.skipToContent')}
      </a>
      <header className="checkout-shell__header">
        <Logo />
        {placing ? (
          <Link to={buildPath('BasketIndex', variant)} className="checkout-shell__back">
            <Icon name="chevronLeft" size={20} />
            {t('checkoutFocus.back')}
          </Link>
        ) : null}
      </header>
      <main id="main" className="main">
        {children}
      </main>
    </div>
  );
}
