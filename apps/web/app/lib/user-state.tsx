import { BASKET_DEBOUNCE_MS, FAVOURITE_DEBOUNCE_MS } from '@storefront/domain/constants';
import { getRoute, type RouteName } from '@storefront/domain/routes';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useToast } from '../ui/toast';
import { clientApi, onUnauthorized } from './api.client';
import type { UserBlock } from './api-types';
import { useI18n } from './i18n';
import { useLayout } from './layout-data';

export const AUTH_STORAGE_KEY = 'authorized';

interface AuthPrompt {
  open: boolean;
  onSuccess?: (() => void) | undefined;
  onCancel?: (() => void) | undefined;
}

export interface UserState {
  user: UserBlock;
  isAuthorized: boolean;
  basket: Record<string, number>;
  favourites: number[];
  isFavourite: (productId: number) => boolean;
  favouriteLoading: (productId: number) => boolean;
  basketLoading: (skuId: number) => boolean;
  toggleFavourite: (productId: number) => void;
  setFavourites: (ids: number[]) => void;
  /** Sets a line's quantity, capped by `maxAvailable` with the maximum-quantity toast. */
  setBasketQuantity: (skuId: number, quantity: number, maxAvailable: number) => void;
  /** Runs `action` at once when authorized, otherwise opens the login prompt and runs it after login. */
  requireAuth: (action?: () => void, onCancel?: () => void) => void;
  authPrompt: AuthPrompt;
  /** Opens the prompt for a logged-in shopper whose profile is incomplete: it starts at the profile step. */
  promptProfile: () => void;
  /** Closes the prompt; the success callback runs when the shopper is now authorized, the cancel one otherwise. */
  closeAuth: (authorized: boolean) => void;
  /** Reloads the layout data after a login, a profile save or a city change. */
  refresh: () => void;
  logout: () => Promise<void>;
}

const UserStateContext = createContext<UserState | null>(null);

type IdSetSetter = (update: (set: ReadonlySet<number>) => ReadonlySet<number>) => void;

/** Adds or removes an item's loading marker. */
function mark(setter: IdSetSetter, id: number, on: boolean): void {
  setter((set) => {
    const next = new Set(set);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  });
}

function writeAuthorized(value: boolean): void {
  try {
    sessionStorage.setItem(AUTH_STORAGE_KEY, value ? '1' : '0');
  } catch {
    // Storage can be disabled; the flag is only a hint for the next page.
  }
}

export function UserStateProvider({ children }: { children: ReactNode }) {
  const layout = useLayout();
  const user = layout?.user as UserBlock;
  const variant = layout?.variant ?? 'ru';
  const revalidator = useRevalidator();
  const toast = useToast();
  const { t } = useI18n();

  const [isAuthorized, setAuthorized] = useState(user.isAuthorized);
  const [basket, setBasket] = useState(user.basket);
  const [favourites, setFavouritesState] = useState(user.favourites);
  const [loadingFav, setLoadingFav] = useState<ReadonlySet<number>>(new Set());
  const [loadingBasket, setLoadingBasket] = useState<ReadonlySet<number>>(new Set());
  const [authPrompt, setAuthPrompt] = useState<AuthPrompt>({ open: false });
  /** Debounced writes not sent yet, with what sends them. */
  const timers = useRef(new Map<string, { timer: ReturnType<typeof setTimeout>; run: () => void }>());
  /** Set as the page goes away: pending writes are sent at once, with keepalive. */
  const leaving = useRef(false);
  const favRef = useRef(favourites);
  favRef.current = favourites;
  /** The favourites as the server last reported them. */
  const serverFavRef = useRef(user.favourites);
  const loadingFavRef = useRef(loadingFav);
  loadingFavRef.current = loadingFav;
  const loadingBasketRef = useRef(loadingBasket);
  loadingBasketRef.current = loadingBasket;

  // A new user block from the server is the truth.
  useEffect(() => {
    setAuthorized(user.isAuthorized);
    setBasket(user.basket);
    setFavouritesState(user.favourites);
    serverFavRef.current = user.favourites;
    writeAuthorized(user.isAuthorized);
  }, [user]);

  const pageNeedsAuth = useCallback(() => {
    const name = layout?.page.name as RouteName | null | undefined;
    return Boolean(name && layout?.page.status === 200 && getRoute(name).auth);
  }, [layout]);

  // A 401 from any call: unauthorized, open the prompt, and let a page that needs login re-evaluate.
  useEffect(
    () =>
      onUnauthorized(() => {
        setAuthorized(false);
        writeAuthorized(false);
        setAuthPrompt({ open: true });
        if (pageNeedsAuth()) revalidator.revalidate();
      }),
    [pageNeedsAuth, revalidator],
  );

  useEffect(() => {
    const pending = timers.current;
    // Leaving the page within a debounce would lose the change: send what is pending now.
    const flush = () => {
      leaving.current = true;
      for (const [key, { timer, run }] of pending) {
        clearTimeout(timer);
        pending.delete(key);
        run();
      }
    };
    const back = () => {
      leaving.current = false;
    };
    window.addEventListener('pagehide', flush);
    window.addEventListener('pageshow', back);
    return () => {
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('pageshow', back);
      for (const { timer } of pending.values()) clearTimeout(timer);
    };
  }, []);

  const schedule = useCallback((key: string, ms: number, run: () => void) => {
    const previous = timers.current.get(key);
    if (previous) clearTimeout(previous.timer);
    const timer = setTimeout(() => {
      timers.current.delete(key);
      run();
    }, ms);
    timers.current.set(key, { timer, run });
  }, []);

  const toggleFavourite = useCallback(
    (productId: number) => {
      if (loadingFavRef.current.has(productId)) return;
      setFavouritesState((list) =>
        list.includes(productId) ? list.filter((id) => id !== productId) : [productId, ...list],
      );
      schedule(`fav:${productId}`, FAVOURITE_DEBOUNCE_MS, () => {
        const want = favRef.current.includes(productId);
        // Toggled back within the debounce: the server already has it that way.
        if (want === serverFavRef.current.includes(productId)) return;
        mark(setLoadingFav, productId, true);
        const call = want
          ? clientApi(variant).post('/favorites', { body: { productIds: [productId] }, keepalive: leaving.current })
          : clientApi(variant).delete('/favorites', {
              params: { query: { productIds: String(productId) } },
              keepalive: leaving.current,
            });
        call
          .then((result) => {
            serverFavRef.current = result.allItemsId;
            setFavouritesState(result.allItemsId);
          })
          .catch(() => setFavouritesState(serverFavRef.current))
          .finally(() => mark(setLoadingFav, productId, false));
      });
    },
    [schedule, variant],
  );

  const setBasketQuantity = useCallback(
    (skuId: number, quantity: number, maxAvailable: number) => {
      if (loadingBasketRef.current.has(skuId)) return;
      let wanted = Math.max(0, Math.floor(quantity));
      if (wanted > maxAvailable) {
        wanted = maxAvailable;
        toast.show(t('basket.maxQuantity', { max: maxAvailable }), 'info');
      }
      setBasket((b) => {
        const next = { ...b };
        if (wanted > 0) next[String(skuId)] = wanted;
        else delete next[String(skuId)];
        return next;
      });
      schedule(`basket:${skuId}`, BASKET_DEBOUNCE_MS, () => {
        mark(setLoadingBasket, skuId, true);
        clientApi(variant)
          .patch('/basket/item', { body: { productId: skuId, quantity: wanted }, keepalive: leaving.current })
          .then((result) => {
            setBasket(result.basket);
            if (result.capped) toast.show(t('basket.maxQuantity', { max: result.maxAvailable }), 'info');
          })
          .catch(() => {
            // A failed basket update is silent (spec section 8); the server's basket comes back on the next load.
          })
          .finally(() => mark(setLoadingBasket, skuId, false));
      });
    },
    [schedule, toast, t, variant],
  );

  const refresh = useCallback(() => revalidator.revalidate(), [revalidator]);

  const requireAuth = useCallback(
    (action?: () => void, onCancel?: () => void) => {
      if (isAuthorized) action?.();
      else setAuthPrompt({ open: true, onSuccess: action, onCancel });
    },
    [isAuthorized],
  );

  const promptProfile = useCallback(() => setAuthPrompt({ open: true }), []);

  const promptRef = useRef(authPrompt);
  promptRef.current = authPrompt;
  const closeAuth = useCallback(
    (authorized: boolean) => {
      const prompt = promptRef.current;
      setAuthPrompt({ open: false });
      if (prompt.open) (authorized ? prompt.onSuccess : prompt.onCancel)?.();
      if (authorized) {
        setAuthorized(true);
        writeAuthorized(true);
        revalidator.revalidate();
      }
    },
    [revalidator],
  );

  const logout = useCallback(async () => {
    await clientApi(variant).post('/users/logout');
    setAuthorized(false);
    setBasket({});
    setFavouritesState([]);
    serverFavRef.current = [];
    writeAuthorized(false);
    revalidator.revalidate();
  }, [variant, revalidator]);

  const value = useMemo<UserState>(
    () => ({
      user,
      isAuthorized,
      basket,
      favourites,
      isFavourite: (id) => favourites.includes(id),
      favouriteLoading: (id) => loadingFav.has(id),
      basketLoading: (id) => loadingBasket.has(id),
      toggleFavourite,
      setFavourites: (ids) => {
        serverFavRef.current = ids;
        setFavouritesState(ids);
      },
      setBasketQuantity,
      requireAuth,
      authPrompt,
      promptProfile,
      closeAuth,
      refresh,
      logout,
    }),
    [
      user,
      isAuthorized,
      basket,
      favourites,
      loadingFav,
      loadingBasket,
      toggleFavourite,
      setBasketQuantity,
      requireAuth,
      authPrompt,
      promptProfile,
      closeAuth,
      refresh,
      logout,
    ],
  );
  return <UserStateContext.Provider value={value}>{children}</UserStateContext.Provider>;
}

export function useUserState(): UserState {
  const value = useContext(UserStateContext);
  if (!value) throw new Error('useUserState outside UserStateProvider');
  return value;
}
