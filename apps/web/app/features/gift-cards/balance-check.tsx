/** The balance check by card number and PIN (limited and worded like the checkout's PIN check). */
import { GIFT_CARD_PIN_LENGTH } from '@storefront/domain/checkout';
import type { Money } from '@storefront/domain/money';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../lib/api';
import { clientApi } from '../../lib/api.client';
import { apiFieldErrors, apiMessage, type FieldErrors } from '../../lib/field-messages';
import { useI18n } from '../../lib/i18n';
import { DigitsField, GiftCardNumberField } from '../../ui/masked-fields';

interface BalanceResult {
  number: string;
  balance: Money;
  initialAmount: Money;
}

export function BalanceCheck() {
  const { t, money } = useI18n();
  const [number, setNumber] = useState('');
  const [pin, setPin] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<BalanceResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setFailure(null);
    setResult(null);
    try {
      setResult(await clientApi('ru').post('/gift-cards/balance', { body: { number, pin } }));
    } catch (error) {
      const fields = apiFieldErrors(error, t);
      if (fields) setErrors(fields);
      else if (error instanceof ApiError && error.status === 429) setFailure(t('giftCards.balance.tooMany'));
      else setFailure(apiMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="gift-balance" aria-labelledby="gift-balance-title">
      <h2 id="gift-balance-title">{t('giftCards.balance.title')}</h2>
      <form className="gift-balance__form" onSubmit={submit} noValidate>
        <GiftCardNumberField
          label={t('giftCards.balance.number')}
          name="number"
          value={number}
          onValueChange={setNumber}
          error={errors.number}
        />
        <DigitsField
          label={t('giftCards.balance.pin')}
          name="pin"
          maxLength={GIFT_CARD_PIN_LENGTH}
          value={pin}
          onValueChange={setPin}
          error={errors.pin}
        />
        <button type="submit" className="button button--secondary" disabled={busy}>
          {t('giftCards.balance.check')}
        </button>
      </form>
      <div aria-live="polite">
        {result ? (
          <p>{t('giftCards.balance.result', { number: result.number, amount: money(result.balance) })}</p>
        ) : null}
        {failure ? (
          <p className="form-field__error" role="alert">
            {failure}
          </p>
        ) : null}
      </div>
    </section>
  );
}
