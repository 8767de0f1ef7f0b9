/**
 * The payment method: online or on receipt. The 'change payment method' modal lists both; one
 * that does not fit (a legal entity cannot pay online, gift cards need online) says why. When the
 * chosen method stopped fitting, the page asks to choose another. Without JavaScript the button
 * asks for the page with the list in it (?payment=choose); either list posts to the checkout's action.
 * Paying online, the variant's ways to pay (a card, SBP) are chosen here for the order's form.
 */
import { CHECKOUT_MESSAGES, type PaymentMethod } from '@storefront/domain/checkout';
import { type PaymentMark, VARIANT_PAYMENT_MARKS } from '@storefront/domain/shop-trust';
import type { VariantKey } from '@storefront/domain/variants';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CheckoutQuote } from '../../lib/api-types';
import { apiFieldErrors, apiMessage } from '../../lib/field-messages';
import { useI18n } from '../../lib/i18n';
import { useVariant } from '../../lib/variant';
import { FormError } from '../../ui/form-fields';
import { Modal } from '../../ui/modal';
import { OpenButton } from '../../ui/open-button';
import { PaymentMarks } from '../../ui/payment-marks';
import { type CheckoutFetcher, CheckoutForm, refusalIn, succeeded, useCheckoutForm } from './checkout-form';
import { paymentLabel } from './labels';
import { OnlineMethodChoice } from './online-method';

const INTENTS = ['paymentMethod'] as const;

/** The marks shown with a method: the card schemes the variant takes online; a bank card on receipt. */
export function methodMarks(method: PaymentMethod, variant: VariantKey): readonly PaymentMark[] {
  return method === 'online' ? VARIANT_PAYMENT_MARKS[variant].filter((m) => m !== 'card') : ['card'];
}

export function PaymentMethodChoice({ quote, placeForm }: { quote: CheckoutQuote; placeForm: string }) {
  const { t } = useI18n();
  const variant = useVariant();
  const [search] = useSearchParams();
  const [open, setOpen] = useState(false);
  const { fetcher, answer, busy } = useCheckoutForm(INTENTS);
  const current = quote.paymentMethods.find((m) => m.method === quote.paymentMethod);
  const unavailable = current?.available === false;
  const refusal = refusalIn(answer);
  const error = refusal ? (apiFieldErrors(refusal, t)?.method ?? apiMessage(refusal, t)) : null;
  const listed = search.get('payment') === 'choose';

  useEffect(() => {
    if (succeeded(answer)) setOpen(false);
  }, [answer]);

  const keep: Record<string, string> = {};
  const legalEntity = search.get('legalEntity');
  if (legalEntity) keep.legalEntity = legalEntity;
  return (
    <section className="checkout-section" aria-labelledby="checkout-payment">
      <h2 id="checkout-payment">{t('checkoutPage.payment.title')}</h2>
      <div className="checkout-payment__current">
        {paymentLabel(t, quote.paymentMethod)}
        <PaymentMarks marks={methodMarks(quote.paymentMethod, variant)} />
      </div>
      {unavailable ? (
        <p className="checkout-warning" role="alert">
          {t(CHECKOUT_MESSAGES.paymentMethodUnavailable)}
        </p>
      ) : null}
      <OpenButton name="payment" value="choose" keep={keep} onOpen={() => setOpen(true)}>
        {t('checkoutPage.payment.change')}
      </OpenButton>
      {quote.paymentMethod === 'online' ? <OnlineMethodChoice form={placeForm} /> : null}
      {listed ? <MethodList quote={quote} fetcher={fetcher} busy={busy} error={error} /> : null}
      <Modal open={open} onClose={() => setOpen(false)} title={t('checkoutPage.payment.change')} disableClose={busy}>
        <MethodList quote={quote} fetcher={fetcher} busy={busy} error={error} />
      </Modal>
    </section>
  );
}

function MethodList({
  quote,
  fetcher,
  busy,
  error,
}: {
  quote: CheckoutQuote;
  fetcher: CheckoutFetcher;
  busy: boolean;
  error: string | null;
}) {
  const { t } = useI18n();
  const variant = useVariant();
  return (
    <CheckoutForm fetcher={fetcher} intent="paymentMethod">
      <ul className="payment-methods">
        {quote.paymentMethods.map((option) => (
          <li key={option.method} className="payment-methods__item">
            <button
              type="submit"
              name="paymentMethod"
              value={option.method}
              className={`button${option.method === quote.paymentMethod ? ' button--primary' : ''}`}
              aria-pressed={option.method === quote.paymentMethod}
              disabled={busy || !option.available}
              aria-describedby={option.available ? undefined : `payment-method-${option.method}-why`}
            >
              {paymentLabel(t, option.method)}
              <span aria-hidden="true">
                <PaymentMarks marks={methodMarks(option.method, variant)} />
              </span>
            </button>
            {option.available ? null : (
              <p id={`payment-method-${option.method}-why`} className="checkout-note">
                {t(option.reason ?? CHECKOUT_MESSAGES.paymentMethodUnavailable)}
              </p>
            )}
          </li>
        ))}
      </ul>
      <FormError message={error} />
    </CheckoutForm>
  );
}
