/**
 * The promo code: it can be entered once a delivery is chosen (the API refuses it before); an
 * applied code shows its discount and can be removed, one that stopped fitting says why.
 */
import { CHECKOUT_MESSAGES } from '@storefront/domain/checkout';
import { type FormEvent, useState } from 'react';
import type { CheckoutQuote } from '../../lib/api-types';
import { apiFieldErrors, apiMessage } from '../../lib/field-messages';
import { useI18n } from '../../lib/i18n';
import { TextField } from '../../ui/form-fields';
import { useToast } from '../../ui/toast';
import type { ChangeCheckout } from './use-checkout';

export function PromoCode({ quote, change }: { quote: CheckoutQuote; change: ChangeCheckout }) {
  const { t, money } = useI18n();
  const toast = useToast();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const deliveryChosen = quote.groups.some((g) => g.ready);
  const promo = quote.promoCode;
  // A saved code that stopped fitting (expired, below its minimum sum…) stays listed with the reason.
  const problem =
    promo && !promo.applied && promo.problem
      ? t(promo.problem, promo.minSubtotal ? { min: money(promo.minSubtotal) } : {})
      : null;

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
      setCode('');
    } catch (e) {
      const fields = apiFieldErrors(e, t);
      if (fields?.code) setError(fields.code);
      else toast.show(apiMessage(e, t), 'error');
    } finally {
      setBusy(false);
    }
  }

  function apply(event: FormEvent) {
    event.preventDefault();
    if (code.trim() === '') return setError(t('validation.required'));
    return run(() => change((api, params) => api.put('/checkout/promo-code', { params, body: { code } })));
  }

  return (
    <section className="checkout-section" aria-labelledby="checkout-promo">
      <h2 id="checkout-promo">{t('checkoutPage.promo.title')}</h2>
      {promo ? (
        <div className="checkout-applied">
          {promo.applied ? (
            <p>{t('checkoutPage.promo.applied', { code: promo.code, amount: money(promo.discount) })}</p>
          ) : (
            <p className="checkout-warning" role="alert">
              {promo.code}: {problem}
            </p>
          )}
          <button
            type="button"
            className="link-button"
            disabled={busy}
            onClick={() => run(() => change((api, params) => api.delete('/checkout/promo-code', { params })))}
          >
            {t('checkoutPage.promo.remove')}
          </button>
        </div>
      ) : (
        <form className="checkout-inline-form" onSubmit={apply} noValidate>
          <TextField
            label={t('checkoutPage.promo.code')}
            name="promoCode"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={error}
            disabled={!deliveryChosen}
            autoComplete="off"
            maxLength={50}
          />
          <button type="submit" className="button" disabled={!deliveryChosen || busy}>
            {t('checkoutPage.promo.apply')}
          </button>
          {deliveryChosen ? null : <p className="checkout-note">{t(CHECKOUT_MESSAGES.promoNeedsDelivery)}</p>}
        </form>
      )}
    </section>
  );
}
