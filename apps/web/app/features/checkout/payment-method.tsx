/**
 * The payment method: online or on receipt. The 'change payment method' modal lists both; one
 * that does not fit (a legal entity cannot pay online, gift cards need online) says why. When the
 * chosen method stopped fitting, the page asks to choose another.
 */
import { CHECKOUT_MESSAGES, type PaymentMethod as Method } from '@storefront/domain/checkout';
import { useState } from 'react';
import type { CheckoutQuote } from '../../lib/api-types';
import { apiFieldErrors, apiMessage } from '../../lib/field-messages';
import { useI18n } from '../../lib/i18n';
import { Modal } from '../../ui/modal';
import { useToast } from '../../ui/toast';
import { paymentLabel } from './labels';
import type { ChangeCheckout } from './use-checkout';

export function PaymentMethodChoice({ quote, change }: { quote: CheckoutQuote; change: ChangeCheckout }) {
  const { t } = useI18n();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const current = quote.paymentMethods.find((m) => m.method === quote.paymentMethod);
  const unavailable = current?.available === false;

  async function choose(method: Method) {
    setBusy(true);
    setError(null);
    try {
      await change((api, params) => api.put('/checkout/payment-method', { params, body: { method } }));
      setOpen(false);
    } catch (e) {
      const fields = apiFieldErrors(e, t);
      if (fields?.method) setError(fields.method);
      else toast.show(apiMessage(e, t), 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="checkout-section" aria-labelledby="checkout-payment">
      <h2 id="checkout-payment">{t('checkoutPage.payment.title')}</h2>
      <p className="checkout-payment__current">{paymentLabel(t, quote.paymentMethod)}</p>
      {unavailable ? (
        <p className="checkout-warning" role="alert">
          {t(CHECKOUT_MESSAGES.paymentMethodUnavailable)}
        </p>
      ) : null}
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {t('checkoutPage.payment.change')}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('checkoutPage.payment.change')} disableClose={busy}>
        <ul className="payment-methods">
          {quote.paymentMethods.map((option) => (
            <li key={option.method} className="payment-methods__item">
              <button
                type="button"
                className={`button${option.method === quote.paymentMethod ? ' button--primary' : ''}`}
                aria-pressed={option.method === quote.paymentMethod}
                disabled={busy || !option.available}
                aria-describedby={option.available ? undefined : `payment-method-${option.method}-why`}
                onClick={() => choose(option.method)}
              >
                {paymentLabel(t, option.method)}
              </button>
              {option.available ? null : (
                <p id={`payment-method-${option.method}-why`} className="checkout-note">
                  {t(option.reason ?? CHECKOUT_MESSAGES.paymentMethodUnavailable)}
                </p>
              )}
            </li>
          ))}
        </ul>
        {error ? (
          <p className="form-field__error" role="alert">
            {error}
          </p>
        ) : null}
      </Modal>
    </section>
  );
}
