import { useState } from 'react';
import { clientApi } from '../../lib/api.client';
import { useOpenPayment } from '../../lib/bridge/use-app-bridge';
import { apiMessage } from '../../lib/field-messages';
import { useI18n } from '../../lib/i18n';
import { useVariant } from '../../lib/variant';
import { useToast } from '../../ui/toast';

export function PayButton({ number }: { number: string }) {
  const { t } = useI18n();
  const variant = useVariant();
  const toast = useToast();
  const openPayment = useOpenPayment();
  const [busy, setBusy] = useState(false);

  async function pay() {
    setBusy(true);
    try {
      const answer = await clientApi(variant).post('/orders/{number}/payment', { params: { path: { number } } });
      openPayment(number, answer.payment.confirmationUrl);
      setBusy(false);
    } catch (error) {
      toast.show(apiMessage(error, t), 'error');
      setBusy(false);
    }
  }

  return (
    <button type="button" className="button button--primary" onClick={pay} disabled={busy} aria-busy={busy}>
      {busy ? t('checkoutPage.paying') : t('checkoutPage.pay')}
    </button>
  );
}
