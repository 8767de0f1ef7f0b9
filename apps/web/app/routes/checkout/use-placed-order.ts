/**
 * Where a placed order takes the shopper once the action answers it: the mobile app pays an SBP
 * payment itself (the page shows the order awaiting payment meanwhile), any other online payment
 * goes to its page, an order without one to its own stage. Answers whether the page is leaving for
 * the payment page.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CheckoutAnswer } from '../../features/checkout/checkout-form';
import { useAppBridge } from '../../lib/bridge/use-app-bridge';

const orderSearch = (number: string) => `?order=${encodeURIComponent(number)}`;

export function usePlacedOrder(answer: CheckoutAnswer | undefined): boolean {
  const navigate = useNavigate();
  const { delegate } = useAppBridge();
  const [leaving, setLeaving] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer
  useEffect(() => {
    if (!answer || !('placed' in answer)) return;
    const { number, payment } = answer.placed;
    if (payment && !(payment.sbp && delegate('sbpPayment', { orderNumber: number, paymentUrl: payment.url }))) {
      setLeaving(true);
      // Back from the payment page lands on the order awaiting payment, not an empty checkout.
      window.history.replaceState(window.history.state, '', orderSearch(number));
      window.location.assign(payment.url);
    } else {
      navigate(orderSearch(number));
    }
  }, [answer]);
  return leaving;
}
