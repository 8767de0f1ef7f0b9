/**
 * Cancels an unpaid order, or asks to cancel a paid one, after a confirmation modal; the list
 * shows 'cancelling' while the request runs and the order as the server answers it.
 */
import { useState } from 'react';
import { clientApi } from '../../lib/api.client';
import type { Order } from '../../lib/api-types';
import { apiMessage } from '../../lib/field-messages';
import { useI18n } from '../../lib/i18n';
import { useVariant } from '../../lib/variant';
import { ConfirmModal } from '../../ui/confirm-modal';
import { useToast } from '../../ui/toast';

export function CancelOrderButton({
  order,
  onBusy,
  onCancelled,
}: {
  order: Order;
  onBusy: (busy: boolean) => void;
  onCancelled: (order: Order) => void;
}) {
  const { t } = useI18n();
  const variant = useVariant();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const request = !order.canCancel;
  const values = { number: order.number };

  async function cancel() {
    setBusy(true);
    onBusy(true);
    try {
      const answer = await clientApi(variant).post('/orders/{number}/cancel', {
        params: { path: { number: order.number } },
      });
      setOpen(false);
      toast.show(t(request ? 'profileOrders.requested' : 'profileOrders.cancelled', values), 'success');
      onCancelled(answer.order);
    } catch (error) {
      toast.show(apiMessage(error, t), 'error');
    } finally {
      setBusy(false);
      onBusy(false);
    }
  }

  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)} disabled={busy}>
        {t(request ? 'profileOrders.requestCancellation' : 'profileOrders.cancel')}
      </button>
      <ConfirmModal
        open={open}
        title={t(request ? 'profileOrders.requestCancellationConfirm' : 'profileOrders.cancelConfirm', values)}
        busy={busy}
        onConfirm={cancel}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
