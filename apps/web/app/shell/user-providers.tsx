/** The per-shopper states of every page: the session, with the basket and the favourites inside it. */
import type { ReactNode } from 'react';
import { BasketProvider } from '../features/basket/basket-state';
import { FavouritesProvider } from '../features/favourites/favourites-state';
import { UserStateProvider } from '../lib/user-state';

export function UserProviders({ children }: { children: ReactNode }) {
  return (
    <UserStateProvider>
      <BasketProvider>
        <FavouritesProvider>{children}</FavouritesProvider>
      </BasketProvider>
    </UserStateProvider>
  );
}
