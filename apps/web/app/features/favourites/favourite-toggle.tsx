/**
 * The heart on product cards and the product page: adds to or removes from favourites, for guests
 * too. Without JavaScript it posts to the favourites action.
 */
import { useAppBridge } from '../../lib/bridge/use-app-bridge';
import { useI18n } from '../../lib/i18n';
import { ActionForm } from '../../ui/action-form';
import { useFavourites } from './favourites-state';

export function FavouriteToggle({ productId }: { productId: number }) {
  const { t } = useI18n();
  const { isFavourite, favouriteLoading, toggleFavourite } = useFavourites();
  const { delegate } = useAppBridge();
  const active = isFavourite(productId);
  const toggle = () => {
    if (favouriteLoading(productId)) return;
    toggleFavourite(productId);
    // The page saves the change; the app keeps its own favourites in step.
    delegate('like', { productId, liked: !active });
  };
  return (
    <ActionForm action="/_actions/favourites/" fields={{ productId }}>
      <button
        type="submit"
        name="favourite"
        value={active ? 'remove' : 'add'}
        className={`favourite-toggle${active ? ' favourite-toggle--active' : ''}`}
        aria-pressed={active}
        aria-label={t(active ? 'favourites.remove' : 'favourites.add')}
        aria-busy={favouriteLoading(productId)}
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.6 4.5c2.1 0 3.5 1.2 4.4 2.5l1 1.4 1-1.4c.9-1.3 2.3-2.5 4.4-2.5 3.6 0 5.7 3.9 4.2 7.3C19.5 16.4 12 21 12 21z" />
        </svg>
      </button>
    </ActionForm>
  );
}
