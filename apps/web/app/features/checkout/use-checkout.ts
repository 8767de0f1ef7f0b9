/**
 * The checkout quote on the client: it starts from the loader's and is replaced by what each change
 * (promo code, gift card, payment method) answers. Changes carry the legal-entity flag so the
 * answer is the same kind of quote.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Api, ApiQuery } from '../../lib/api';
import { clientApi } from '../../lib/api.client';
import type { CheckoutQuote } from '../../lib/api-types';
import { useVariant } from '../../lib/variant';

/** One checkout change: a call of the API with the quote's query, answering the new quote. */
export type CheckoutCall = (api: Api, params: { query: ApiQuery<'/checkout'> }) => Promise<CheckoutQuote>;
export type ChangeCheckout = (call: CheckoutCall) => Promise<void>;

export function useCheckout(initial: CheckoutQuote): { quote: CheckoutQuote; change: ChangeCheckout } {
  const variant = useVariant();
  const [quote, setQuote] = useState(initial);
  useEffect(() => setQuote(initial), [initial]);
  const legalEntity = quote.legalEntity;
  const change = useCallback<ChangeCheckout>(
    async (call) => {
      setQuote(await call(clientApi(variant), { query: { legalEntity: legalEntity ? 'y' : 'n' } }));
    },
    [variant, legalEntity],
  );
  return { quote, change };
}
