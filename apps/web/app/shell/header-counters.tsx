/** The favourites and basket counters of the header, live from the user state. */
import { buildPath } from '@storefront/domain/routes';
import { Link } from 'react-router';
import { useBasket } from '../features/basket/basket-state';
import { useFavourites } from '../features/favourites/favourites-state';
import { useI18n } from '../lib/i18n';
import { useUserState } from '../lib/user-state';
import { useVariant } from '../lib/variant';
import { Icon, type IconName } from '../ui/icon';

interface CounterProps {
  to: string;
  label: string;
  icon: IconName;
  count: number;
  /** The shopper's counts have not come yet (a shared render): no number is shown. */
  pending: boolean;
}

function Counter({ to, label, icon, count, pending }: CounterProps) {
  const { t } = useI18n();
  return (
    <Link to={to} className="header-counter" aria-busy={pending || undefined}>
      <Icon name={icon} />
      <span className="header-label">{label}</span>
      <span className="header-counter__value" aria-hidden="true" data-count={count}>
        {count}
      </span>
      <span className="visually-hidden">{t('counter.items', { count })}</span>
    </Link>
  );
}

export function HeaderCounters() {
  const { t } = useI18n();
  const variant = useVariant();
  const { basket } = useBasket();
  const { favourites } = useFavourites();
  const { pending } = useUserState();
  const basketCount = Object.values(basket).reduce((sum, q) => sum + q, 0);
  return (
    <>
      <Counter
        to={buildPath('FavoritesIndex', variant)}
        label={t('header.favourites')}
        icon="heart"
        count={favourites.length}
        pending={pending}
      />
      <Counter
        to={buildPath('BasketIndex', variant)}
        label={t('header.basket')}
        icon="bag"
        count={basketCount}
        pending={pending}
      />
    </>
  );
}
