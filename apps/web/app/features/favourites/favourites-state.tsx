/**
 * The shopper's favourites on the page: toggled at once on screen and sent to the server after a
 * debounce; toggling back within it sends nothing.
 */
import { FAVOURITE_DEBOUNCE_MS } from '@storefront/domain/constants';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { reachGoal } from '../../lib/analytics/data-layer';
import { clientApi } from '../../lib/api.client';
import { useLayout } from '../../lib/layout-data';
import { useBusyIds } from '../../lib/use-busy-ids';
import { usePendingWrites } from '../../lib/use-debounce';
import { useUserState } from '../../lib/user-state';

export interface FavouritesState {
  favourites: number[];
  isFavourite: (productId: number) => boolean;
  favouriteLoading: (productId: number) => boolean;
  toggleFavourite: (productId: number) => void;
  /** Takes a list the server answered with. */
  setFavourites: (ids: number[]) => void;
}

const FavouritesContext = createContext<FavouritesState | null>(null);

export function FavouritesProvider({ children }: { children: ReactNode }) {
  const variant = useLayout()?.variant ?? 'ru';
  const { user, logouts } = useUserState();
  const [favourites, setFavouritesState] = useState(user.favourites);
  const loading = useBusyIds();
  const writes = usePendingWrites();
  const { mark } = loading;
  const favRef = useRef(favourites);
  favRef.current = favourites;
  /** The favourites as the server last reported them. */
  const serverFavRef = useRef(user.favourites);

  // A new user block from the server is the truth.
  useEffect(() => {
    setFavouritesState(user.favourites);
    serverFavRef.current = user.favourites;
  }, [user]);
  useEffect(() => {
    if (logouts === 0) return;
    setFavouritesState([]);
    serverFavRef.current = [];
  }, [logouts]);

  const toggleFavourite = useCallback(
    (productId: number) => {
      if (loading.ref.current.has(productId)) return;
      setFavouritesState((list) =>
        list.includes(productId) ? list.filter((id) => id !== productId) : [productId, ...list],
      );
      writes.schedule(`fav:${productId}`, FAVOURITE_DEBOUNCE_MS, () => {
        const want = favRef.current.includes(productId);
        // Toggled back within the debounce: the server already has it that way.
        if (want === serverFavRef.current.includes(productId)) return;
        mark(productId, true);
        const keepalive = writes.leaving();
        const call = want
          ? clientApi(variant).post('/favorites', { body: { productIds: [productId] }, keepalive })
          : clientApi(variant).delete('/favorites', {
              params: { query: { productIds: String(productId) } },
              keepalive,
            });
        call
          .then((result) => {
            if (want) reachGoal('favourite_add');
            serverFavRef.current = result.allItemsId;
            setFavouritesState(result.allItemsId);
          })
          .catch(() => setFavouritesState(serverFavRef.current))
          .finally(() => mark(productId, false));
      });
    },
    [writes, mark, loading.ref, variant],
  );

  const setFavourites = useCallback((ids: number[]) => {
    serverFavRef.current = ids;
    setFavouritesState(ids);
  }, []);

  const value = useMemo<FavouritesState>(
    () => ({
      favourites,
      isFavourite: (id) => favourites.includes(id),
      favouriteLoading: (id) => loading.ids.has(id),
      toggleFavourite,
      setFavourites,
    }),
    [favourites, loading.ids, toggleFavourite, setFavourites],
  );
  return <FavouritesContext.Provider value={value}>{children}</FavouritesContext.Provider>;
}

export function useFavourites(): FavouritesState {
  const value = useContext(FavouritesContext);
  if (!value) throw new Error('useFavourites outside FavouritesProvider');
  return value;
}
