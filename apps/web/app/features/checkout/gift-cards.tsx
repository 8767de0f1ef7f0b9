/**
 * Gift cards of the checkout: number (16 digits in groups of four) and PIN, checked here for
 * completeness and on the server for the rest ('card not found', 'already applied in this order');
 * applied cards show what each pays and can be removed. Cards need online payment. The forms post to
 * the checkout's action (checkout-form.tsx), with or without JavaScript.
 */
import { CHECKOUT_MESSAGES, checkGiftCardNumber, GIFT_CARD_PIN_LENGTH } from '@storefront/domain/checkout';
import type { Translate } from '@storefront/domain/i18n/translator';
import { MESSAGE_KEYS } from '@storefront/domain/validation/fields';
import { type FormEvent, useEffect, useState } from 'react';
import type { CheckoutQuote } from '../../lib/api-types';
import { apiFieldErrors, apiMessage, type FieldErrors, fieldMessage } from '../../lib/field-messages';
import { useI18n } from '../../lib/i18n';
import { FormError } from '../../ui/form-fields';
import { DigitsField, GiftCardNumberField } from '../../ui/masked-fields';
import { CheckoutForm, refusalIn, succeeded, useCheckoutForm } from './checkout-form';

const INTENTS = ['giftCard', 'removeGiftCard'] as const;

function inputErrors(number: string, pin: string, t: Translate): FieldErrors {
  const errors: FieldErrors = {};
  const numberError = checkGiftCardNumber(number);
  if (numberError === 'required') errors.number = t(MESSAGE_KEYS.required);
  if (numberError === 'incomplete') errors.number = t(CHECKOUT_MESSAGES.giftCardIncomplete);
  if (pin === '') errors.pin = t(MESSAGE_KEYS.required);
  else if (pin.length !== GIFT_CARD_PIN_LENGTH) errors.pin = fieldMessage(t, 'pin', MESSAGE_KEYS.digits);
  return errors;
}

export function GiftCards({ quote }: { quote: CheckoutQuote }) {
  const { t, money } = useI18n();
  const { fetcher, answer, busy } = useCheckoutForm(INTENTS);
  // A number refused after a plain post (no JavaScript) comes back in its field; the PIN never does.
  const [number, setNumber] = useState(() => refusalIn(answer)?.values?.giftCardNumber ?? '');
  const [pin, setPin] = useState('');
  const [typed, setTyped] = useState<FieldErrors | null>(null);
  const online = quote.paymentMethods.find((m) => m.method === 'online');
  const usable = !quote.legalEntity && online?.available !== false;
  const refusal = refusalIn(answer);
  const errors = typed ?? (refusal ? apiFieldErrors(refusal, t) : null) ?? {};

  useEffect(() => {
    if (!succeeded(answer)) return;
    setNumber('');
    setPin('');
  }, [answer]);

  function apply(event: FormEvent) {
    const found = inputErrors(number, pin, t);
    const complete = Object.keys(found).length === 0;
    setTyped(complete ? null : found);
    if (!complete) event.preventDefault();
  }

  return (
    <section className="checkout-section" aria-labelledby="checkout-gift-cards">
      <h2 id="checkout-gift-cards">{t('checkoutPage.giftCards.title')}</h2>
      {quote.giftCards.length ? (
        <ul className="checkout-gift-cards" aria-label={t('checkoutPage.giftCards.applied')}>
          {quote.giftCards.map((card) => (
            <li key={card.id}>
              {t('checkoutPage.giftCards.pays', { number: card.number, amount: money(card.pays) })}{' '}
              <span className="checkout-note">
                ({t('checkoutPage.giftCards.balance', { amount: money(card.balance) })})
              </span>{' '}
              <CheckoutForm
                fetcher={fetcher}
                intent="removeGiftCard"
                fields={{ giftCardId: card.id }}
                className="checkout-inline-action"
              >
                <button
                  type="submit"
                  className="link-button"
                  disabled={busy}
                  aria-label={t('checkoutPage.giftCards.remove', { number: card.number })}
                >
                  {t('basket.remove')}
                </button>
              </CheckoutForm>
            </li>
          ))}
        </ul>
      ) : null}
      {usable ? (
        <CheckoutForm fetcher={fetcher} intent="giftCard" className="checkout-inline-form" onSubmit={apply} noValidate>
          <GiftCardNumberField
            label={t('checkoutPage.giftCards.number')}
            name="giftCardNumber"
            value={number}
            onValueChange={setNumber}
            error={errors.number}
          />
          <DigitsField
            label={t('checkoutPage.giftCards.pin')}
            name="giftCardPin"
            maxLength={GIFT_CARD_PIN_LENGTH}
            value={pin}
            onValueChange={setPin}
            error={errors.pin}
          />
          <button type="submit" className="button" disabled={busy}>
            {t('checkoutPage.giftCards.apply')}
          </button>
          {quote.paymentMethod === 'online' ? null : (
            <p className="checkout-note">{t(CHECKOUT_MESSAGES.giftCardNeedsOnline)}</p>
          )}
        </CheckoutForm>
      ) : (
        <p className="checkout-note">{t(CHECKOUT_MESSAGES.giftCardNeedsOnline)}</p>
      )}
      <FormError message={refusal && !apiFieldErrors(refusal, t) ? apiMessage(refusal, t) : null} />
    </section>
  );
}
