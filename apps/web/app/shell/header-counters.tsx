/** The favourites and basket counters of the header, live from the user state. */
import { buildPath } from '@storefront/domain/routes';
import { Link } from 'react-router';
import { useBasket } from '../features/basket/basket-state';
import { useFavourites } from '../features/favourites/favourites-state';
import { useI18n } from '../lib/i18n';
import { useVariant } from '../lib/variant';
import { Icon, type IconName } from '../ui/icon';

function Counter({ to, label, icon, count }: { to: string; label: string; icon: IconName; count: number }) {
  const { t } = useI18n();
  return (
    <Link to={to} className="header-counter">
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
  const basketCount = Object.values(basket).reduce((sum, q) => sum + q, 0);
  return (
    <>
      <Counter
        to={buildPath('FavoritesIndex', variant)}
        label={t('header.favourites')}
        icon="heart"
        count={favourites.length}
      />
      <Counter to={buildPath('BasketIndex', variant)} label={t('header.basket')} icon="bag" count={basketCount} />
    </>
  );
}
