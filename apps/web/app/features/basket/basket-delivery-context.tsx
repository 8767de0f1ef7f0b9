/**
 * The basket as the server last answered it, shared by the page's groups and modals. Every
 * delivery call answers the whole basket, which replaces this one.
 */
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { AddressList, Basket, CourierSlots, GroupPlaces } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import { useToast } from '../../ui/toast';
import { failureMessages } from './basket-delivery-api';

/** What a choose button asked the page to list when its modal could not open (no JavaScript). */
export interface ListedChoices {
  places: GroupPlaces | null;
  slots: CourierSlots | null;
  /** 'login' when a guest asked: there is no list to show but the way to log in. */
  addresses: AddressList | 'login' | null;
}

const NOTHING_LISTED: ListedChoices = { places: null, slots: null, addresses: null };

interface BasketDelivery {
  basket: Basket;
  listed: ListedChoices;
  setBasket: (basket: Basket) => void;
  /**
   * Runs a call answering the basket and keeps its answer. A failure goes to `onError` (forms show
   * field errors) or else to a toast; the result is then null.
   */
  update: (call: () => Promise<Basket>, onError?: (error: unknown) => void) => Promise<Basket | null>;
}

const BasketDeliveryContext = createContext<BasketDelivery | null>(null);

export function BasketDeliveryProvider({
  initial,
  listed = NOTHING_LISTED,
  children,
}: {
  initial: Basket;
  listed?: ListedChoices;
  children: ReactNode;
}) {
  const [basket, setBasket] = useState(initial);
  const toast = useToast();
  const { t } = useI18n();
  // A reload (after login or a city change) brings a new basket.
  useEffect(() => setBasket(initial), [initial]);

  const update = useCallback(
    async (call: () => Promise<Basket>, onError?: (error: unknown) => void) => {
      try {
        const next = await call();
        setBasket(next);
        return next;
      } catch (error) {
        if (onError) onError(error);
        else toast.show(Object.values(failureMessages(error, t))[0] ?? '', 'error');
        return null;
      }
    },
    [t, toast],
  );

  const value = useMemo(() => ({ basket, listed, setBasket, update }), [basket, listed, update]);
  return <BasketDeliveryContext.Provider value={value}>{children}</BasketDeliveryContext.Provider>;
}

export function useBasketDelivery(): BasketDelivery {
  const value = useContext(BasketDeliveryContext);
  if (!value) throw new Error('useBasketDelivery outside BasketDeliveryProvider');
  return value;
}
