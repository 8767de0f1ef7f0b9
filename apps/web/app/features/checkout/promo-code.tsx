/**
 * The promo code: it can be entered once a delivery is chosen (the API refuses it before); an
 * applied code shows its discount and can be removed, one that stopped fitting says why. Both forms
 * post to the checkout's action (checkout-form.tsx), with or without JavaScript.
 */
import { CHECKOUT_MESSAGES } from '@storefront/domain/checkout';
import { type FormEvent, useEffect, useState } from 'react';
import type { CheckoutQuote } from '../../lib/api-types';
import { apiFieldErrors, apiMessage } from '../../lib/field-messages';
import { useI18n } from '../../lib/i18n';
import { FormError, TextField } from '../../ui/form-fields';
import { CheckoutForm, refusalIn, succeeded, useCheckoutForm } from './checkout-form';

const INTENTS = ['promoCode', 'removePromoCode'] as const;

export function PromoCode({ quote }: { quote: CheckoutQuote }) {
  const { t, money } = useI18n();
  const { fetcher, answer, busy } = useCheckoutForm(INTENTS);
  // A code refused after a plain post (no JavaScript) comes back in its field.
  const [code, setCode] = useState(() => refusalIn(answer)?.values?.promoCode ?? '');
  const [typed, setTyped] = useState<string | null>(null);
  const deliveryChosen = quote.groups.some((g) => g.ready);
  const promo = quote.promoCode;
  const refusal = refusalIn(answer);
  const fieldError = refusal ? apiFieldErrors(refusal, t)?.code : undefined;
  const error = typed ?? fieldError ?? null;
  // A saved code that stopped fitting (expired, below its minimum sum…) stays listed with the reason.
  const problem =
    promo && !promo.applied && promo.problem
      ? t(promo.problem, promo.minSubtotal ? { min: money(promo.minSubtotal) } : {})
      : null;

  useEffect(() => {
    if (succeeded(answer)) setCode('');
  }, [answer]);

  function apply(event: FormEvent) {
    setTyped(null);
    if (code.trim() !== '') return;
    event.preventDefault();
    setTyped(t('validation.required'));
  }

  return (
    <section className="checkout-section" aria-labelledby="checkout-promo">
      <h2 id="checkout-promo">{t('checkoutPage.promo.title')}</h2>
      {promo ? (
        <CheckoutForm fetcher={fetcher} intent="removePromoCode" className="checkout-applied">
          {promo.applied ? (
            <p>{t('checkoutPage.promo.applied', { code: promo.code, amount: money(promo.discount) })}</p>
          ) : (
            <p className="checkout-warning" role="alert">
              {promo.code}: {problem}
            </p>
          )}
          <button type="submit" className="link-button" disabled={busy}>
            {t('checkoutPage.promo.remove')}
          </button>
        </CheckoutForm>
      ) : (
        <CheckoutForm fetcher={fetcher} intent="promoCode" className="checkout-inline-form" onSubmit={apply} noValidate>
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
        </CheckoutForm>
      )}
      <FormError message={refusal && !fieldError ? apiMessage(refusal, t) : null} />
    </section>
  );
}
