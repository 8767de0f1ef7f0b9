/**
 * The checkout's part of the data layer (decision 039): begin_checkout (and the checkout goal) once
 * the page opens with goods; add_shipping_info and add_payment_info when the order form goes (its
 * fetcher posts intent `place`), the moment the shopper confirms both: the delivery was chosen in
 * the basket, the payment on this form. Renders nothing.
 */
import { useEffect, useRef } from 'react';
import { useFetchers } from 'react-router';
import { reachGoal, track } from '../../lib/analytics/data-layer';
import { goodsEvent } from '../../lib/analytics/shop-events';
import type { CheckoutQuote } from '../../lib/api-types';

export function CheckoutAnalytics({ quote }: { quote: CheckoutQuote }) {
  const currency = quote.total.currency;
  const coupon = quote.promoCode?.applied ? quote.promoCode.code : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per checkout opened; a changed quote (promo code, gift card) is the same checkout
  useEffect(() => {
    if (!quote.groups.length) return;
    track(goodsEvent('begin_checkout', currency, quote.groups, { coupon }));
    reachGoal('checkout_start');
  }, []);

  const placing = useFetchers().find((f) => f.state === 'submitting' && f.formData?.get('intent') === 'place');
  const reported = useRef<string | null>(null);
  // Once per sending: a refused order sent again is reported again.
  useEffect(() => {
    if (!placing) reported.current = null;
    if (!placing || reported.current === placing.key) return;
    reported.current = placing.key;
    track(goodsEvent('add_shipping_info', currency, quote.groups, { coupon }));
    track(goodsEvent('add_payment_info', currency, quote.groups, { coupon, paymentType: quote.paymentMethod }));
  }, [placing, currency, quote.groups, coupon, quote.paymentMethod]);
  return null;
}
