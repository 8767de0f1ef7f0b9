/**
 * The checkout quote on the client: it starts from the loader's and is replaced by what each change
 * (promo code, gift card, payment method) answers. Changes carry the legal-entity flag so the
 * answer is the same kind of quote.
 */
import type { CheckoutQuote } from '@storefront/api/modules/checkout/checkout.schemas';
import { useCallback, useEffect, useState } from 'react';
import { clientApi } from '../../lib/api.client';
import { useVariant } from '../../lib/variant';

export type ChangeCheckout = (method: 'PUT' | 'POST' | 'DELETE', path: string, body?: unknown) => Promise<void>;

export function useCheckout(initial: CheckoutQuote): { quote: CheckoutQuote; change: ChangeCheckout } {
  const variant = useVariant();
  const [quote, setQuote] = useState(initial);
  useEffect(() => setQuote(initial), [initial]);
  const legalEntity = quote.legalEntity;
  const change = useCallback<ChangeCheckout>(
    async (method, path, body) => {
      const query = { legalEntity: legalEntity ? 'y' : 'n' };
      setQuote(await clientApi<CheckoutQuote>(variant, method, path, { body, query }));
    },
    [variant, legalEntity],
  );
  return { quote, change };
}
