/**
 * The shopper's basket on the page: quantities per SKU, changed at once on screen and sent to the
 * server after a debounce (the server's answer is the truth, capped by what is available).
 */
import { BASKET_DEBOUNCE_MS } from '@storefront/domain/constants';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { clientApi } from '../../lib/api.client';
import { useI18n } from '../../lib/i18n';
import { useLayout } from '../../lib/layout-data';
import { useBusyIds } from '../../lib/use-busy-ids';
import { usePendingWrites } from '../../lib/use-debounce';
import { useUserState } from '../../lib/user-state';
import { useToast } from '../../ui/toast';

export interface BasketState {
  basket: Record<string, number>;
  basketLoading: (skuId: number) => boolean;
  /** Sets a line's quantity, capped by `maxAvailable` with the maximum-quantity toast. */
  setBasketQuantity: (skuId: number, quantity: number, maxAvailable: number) => void;
}

const BasketContext = createContext<BasketState | null>(null);

export function BasketProvider({ children }: { children: ReactNode }) {
  const variant = useLayout()?.variant ?? 'ru';
  const { user, logouts } = useUserState();
  const toast = useToast();
  const { t } = useI18n();
  const [basket, setBasket] = useState(user.basket);
  const loading = useBusyIds();
  const writes = usePendingWrites();
  const { mark } = loading;

  // A new user block from the server is the truth.
  useEffect(() => setBasket(user.basket), [user]);
  useEffect(() => {
    if (logouts > 0) setBasket({});
  }, [logouts]);

  const setBasketQuantity = useCallback(
    (skuId: number, quantity: number, maxAvailable: number) => {
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
          .patch('/basket/item', { body: { productId: skuId, quantity: wanted }, keepalive: writes.leaving() })
          .then((result) => {
            setBasket(result.basket);
            if (result.capped) toast.show(t('basket.maxQuantity', { max: result.maxAvailable }), 'info');
          })
          .catch(() => {
            // A failed basket update is silent (spec section 8); the server's basket comes back on the next load.
          })
          .finally(() => mark(skuId, false));
      });
    },
    [writes, mark, loading.ref, toast, t, variant],
  );

  const value = useMemo<BasketState>(
    () => ({ basket, basketLoading: (id) => loading.ids.has(id), setBasketQuantity }),
    [basket, loading.ids, setBasketQuantity],
  );
  return <BasketContext.Provider value={value}>{children}</BasketContext.Provider>;
}

export function useBasket(): BasketState {
  const value = useContext(BasketContext);
  if (!value) throw new Error('useBasket outside BasketProvider');
  return value;
}
