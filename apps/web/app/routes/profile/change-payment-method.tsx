/**
 * The change-payment-method modal of an unpaid order: online (the payment timer starts again) or on
 * receipt (the timer stops). The order card shows the answer at once.
 */
import { PAYMENT_METHODS, type PaymentMethod } from '@storefront/domain/checkout';
import { useState } from 'react';
import { changePaymentMethod } from '../../features/account/account-api';
import type { Order } from '../../lib/api-types';
import { apiFieldErrors, apiMessage } from '../../lib/field-messages';
import { useI18n } from '../../lib/i18n';
import { useVariant } from '../../lib/variant';
import { Modal } from '../../ui/modal';

export function ChangePaymentMethodButton({ order, onChanged }: { order: Order; onChanged: (order: Order) => void }) {
  const { t } = useI18n();
  const variant = useVariant();
  const [open, setOpen] = useState(false);
  const [method, setMethod] = useState<PaymentMethod>(order.paymentMethod);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save() {
    setBusy(true);
    setError(null);
    try {
      const { order: next } = await changePaymentMethod(variant, order.number, method);
      onChanged(next);
      setOpen(false);
    } catch (e) {
      setError(Object.values(apiFieldErrors(e, t) ?? {})[0] ?? apiMessage(e, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className="button"
        onClick={() => {
          setMethod(order.paymentMethod);
          setError(null);
          setOpen(true);
        }}
      >
        {t('account.orders.changePayment')}
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('account.orders.changePaymentTitle', { number: order.number })}
        disableClose={busy}
      >
        <fieldset className="courier-time__slots">
          <legend className="visually-hidden">{t('checkoutPage.payment.title')}</legend>
          {PAYMENT_METHODS.map((m) => (
            <label key={m} className="courier-time__slot">
              <input
                type="radio"
                name={`payment-method-${order.number}`}
                value={m}
                checked={method === m}
                onChange={() => setMethod(m)}
              />
              {t(`checkoutPage.payment.${m}`)}
            </label>
          ))}
        </fieldset>
        {error ? (
          <p role="alert" className="form-field__error">
            {error}
          </p>
        ) : null}
        <div className="confirm-actions">
          <button type="button" className="button button--primary" disabled={busy} onClick={save}>
            {t('auth.save')}
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => setOpen(false)}>
            {t('common.cancel')}
          </button>
        </div>
      </Modal>
    </>
  );
}
