/**
 * The shopper's basket on the page: quantities per SKU, changed at once on screen and sent to the
 * server after a debounce (the server's answer is the truth, capped by what is available).
 */
import type { DeliveryMethod } from '@storefront/domain/checkout';
import { BASKET_DEBOUNCE_MS } from '@storefront/domain/constants';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { reachGoal } from '../../lib/analytics/data-layer';
import { trackBasketChange } from '../../lib/analytics/shop-events';
import { clientApi } from '../../lib/api.client';
import type { ProductDelivery } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import { useLayout } from '../../lib/layout-data';
import { useBusyIds } from '../../lib/use-busy-ids';
import { usePendingWrites } from '../../lib/use-debounce';
import { useUserState } from '../../lib/user-state';
import { lazyPopup } from '../../ui/lazy-popup';
import { useToast } from '../../ui/toast';
import type { MiniBasketProps } from './mini-basket';

/** A SKU just put into the basket, as the server took it: the mini-basket shows it. */
export interface AddedSku {
  skuId: number;
  /** The product page's delivery summary for it (asked with `showDeliveryData`); null elsewhere. */
  delivery: ProductDelivery | null;
  /** The delivery method the server put the line in (null: it waits in the basket for one). */
  deliveryMethod: DeliveryMethod | null;
}

export interface BasketState {
  basket: Record<string, number>;
  basketLoading: (skuId: number) => boolean;
  /** Sets a line's quantity, capped by `maxAvailable` with the maximum-quantity toast. */
  setBasketQuantity: (skuId: number, quantity: number, maxAvailable: number) => void;
  /** Puts one piece of a SKU in; once the server has it, `added` names it. */
  addToBasket: (skuId: number, maxAvailable: number, opts?: { showDeliveryData?: boolean }) => void;
  added: AddedSku | null;
  dismissAdded: () => void;
}

const BasketContext = createContext<BasketState | null>(null);

export function BasketProvider({ children }: { children: ReactNode }) {
  const variant = useLayout()?.variant ?? 'ru';
  const { user, logouts } = useUserState();
  const toast = useToast();
  const { t } = useI18n();
  const [basket, setBasket] = useState(user.basket);
  // What the server has taken, apart from what the screen shows meanwhile: a change is reported to
  // the data layer as the difference between the two (several quick clicks are one change).
  const saved = useRef(user.basket);
  const [added, setAdded] = useState<AddedSku | null>(null);
  const loading = useBusyIds();
  const writes = usePendingWrites();
  const { mark } = loading;

  // A new user block from the server is the truth.
  useEffect(() => {
    setBasket(user.basket);
    saved.current = user.basket;
  }, [user]);
  useEffect(() => {
    if (logouts > 0) {
      setBasket({});
      saved.current = {};
    }
  }, [logouts]);

  const write = useCallback(
    (skuId: number, quantity: number, maxAvailable: number, onSaved?: { showDeliveryData: boolean }) => {
      if (loading.ref.current.has(skuId)) return;
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
      writes.schedule(`basket:${skuId}`, BASKET_DEBOUNCE_MS, () => {
        mark(skuId, true);
        clientApi(variant)
          .patch('/basket/item', {
            body: {
              productId: skuId,
              quantity: wanted,
              ...(onSaved?.showDeliveryData ? { showDeliveryData: true } : {}),
            },
            keepalive: writes.leaving(),
          })
          .then((result) => {
            const before = saved.current[String(skuId)] ?? 0;
            trackBasketChange(skuId, before, result.quantity);
            if (result.quantity > before) reachGoal('basket_add');
            saved.current = result.basket;
            setBasket(result.basket);
            if (result.capped) toast.show(t('basket.maxQuantity', { max: result.maxAvailable }), 'info');
            if (onSaved && result.quantity > 0)
              setAdded({ skuId: result.productId, delivery: result.delivery, deliveryMethod: result.deliveryMethod });
          })
          .catch(() => {
            // A failed basket update is silent (spec section 8); the server's basket comes back on the next load.
          })
          .finally(() => mark(skuId, false));
      });
    },
    [writes, mark, loading.ref, toast, t, variant],
  );
  const setBasketQuantity = useCallback(
    (skuId: number, quantity: number, maxAvailable: number) => write(skuId, quantity, maxAvailable),
    [write],
  );
  const addToBasket = useCallback<BasketState['addToBasket']>(
    (skuId, maxAvailable, opts) => write(skuId, 1, maxAvailable, { showDeliveryData: opts?.showDeliveryData ?? false }),
    [write],
  );
  const dismissAdded = useCallback(() => setAdded(null), []);

  const value = useMemo<BasketState>(
    () => ({
      basket,
      basketLoading: (id) => loading.ids.has(id),
      setBasketQuantity,
      addToBasket,
      added,
      dismissAdded,
    }),
    [basket, loading.ids, setBasketQuantity, addToBasket, added, dismissAdded],
  );
  return (
    <BasketContext.Provider value={value}>
      {children}
      <MiniBasket open={added !== null} added={added} onClose={dismissAdded} />
    </BasketContext.Provider>
  );
}

/** The mini-basket after an "add": its code comes when the page is idle (ui/lazy-popup.tsx). */
const MiniBasket = lazyPopup<MiniBasketProps>(() => import('./mini-basket').then((m) => m.MiniBasket));

export function useBasket(): BasketState {
  const value = useContext(BasketContext);
  if (!value) throw new Error('useBasket outside BasketProvider');
  return value;
}
