/**
 * Pay for an order awaiting payment: a form posting to the payment page's action (its retry), so
 * it works without JavaScript too; with it a fetcher gets the payment's address and the mobile app
 * pays an SBP payment itself instead of going there. In the app SBP is asked for where the variant
 * offers it, as at checkout.
 */
import { onlinePaymentMethods } from '@storefront/domain/online-payment';
import { paymentResultPath } from '@storefront/domain/order-links';
import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { useAppBridge, useOpenPayment } from '../../lib/bridge/use-app-bridge';
import { busyMessage } from '../../lib/field-messages';
import { useI18n } from '../../lib/i18n';
import type { PaymentToOpen } from '../../lib/payment-to-open';
import { useVariant } from '../../lib/variant';
import { ScriptMark } from '../../ui/script-mark';
import { useToast } from '../../ui/toast';

type PayAnswer = { payment: PaymentToOpen } | { retryFailed: true } | { busy: true; retryAfterS: number | null };

export function PayButton({ number }: { number: string }) {
  const { t } = useI18n();
  const variant = useVariant();
  const toast = useToast();
  const openPayment = useOpenPayment();
  const { isMobileApp } = useAppBridge();
  const fetcher = useFetcher<PayAnswer>();
  const answer = fetcher.data;
  const busy = fetcher.state !== 'idle';

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer
  useEffect(() => {
    if (!answer) return;
    if ('payment' in answer) openPayment(number, answer.payment);
    else if ('busy' in answer) toast.show(busyMessage(t, answer.retryAfterS), 'error');
    else toast.show(t('payments.result.cannotRetry'), 'error');
  }, [answer]);

  return (
    <fetcher.Form method="post" action={paymentResultPath(variant, 'payment-failure', number)}>
      <ScriptMark />
      <input type="hidden" name="order" value={number} />
      {isMobileApp && onlinePaymentMethods(variant).includes('sbp') ? (
        <input type="hidden" name="onlineMethod" value="sbp" />
      ) : null}
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {busy ? t('checkoutPage.paying') : t('checkoutPage.pay')}
      </button>
    </fetcher.Form>
  );
}
