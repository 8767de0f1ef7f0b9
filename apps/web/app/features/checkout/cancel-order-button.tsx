/**
 * Cancels an unpaid order, or asks to cancel a paid one, after a confirmation: the modal with
 * JavaScript; without it the button asks for the page with the question in it
 * (`?confirm=cancel&number=…`). Both ask for an optional reason. Either posts the page's action (intent=cancel): the page shows the
 * order as the API answers it, or the refusal at the order.
 */
import { useEffect, useState } from 'react';
import { Link, useFetcher, useNavigate, useSearchParams } from 'react-router';
import type { Order } from '../../lib/api-types';
import { apiMessage, type Refusal } from '../../lib/field-messages';
import { useI18n } from '../../lib/i18n';
import { ConfirmModal } from '../../ui/confirm-modal';
import { OpenButton } from '../../ui/open-button';
import { ScriptMark } from '../../ui/script-mark';
import { useToast } from '../../ui/toast';
import { CANCEL_INTENT, withoutConfirm } from './cancel-order';
import { CancelReasonFields, type CancelReasonValues } from './cancel-reason-fields';

export function CancelOrderButton({
  order,
  refusal,
  onBusy,
  onCancelled,
}: {
  order: Order;
  /** The page's refusal of this order's cancel form posted without JavaScript. */
  refusal?: Refusal;
  onBusy: (busy: boolean) => void;
  onCancelled: (order: Order) => void;
}) {
  const { t } = useI18n();
  const toast = useToast();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [said, setSaid] = useState<CancelReasonValues>({ reason: '', note: '' });
  const fetcher = useFetcher<{ ok: true; order: Order } | Refusal>();
  const busy = fetcher.state !== 'idle';
  const request = !order.canCancel;
  const values = { number: order.number };
  const question = t(request ? 'profileOrders.requestCancellationConfirm' : 'profileOrders.cancelConfirm', values);
  const fields = { intent: CANCEL_INTENT, number: order.number };
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const shownRefusal = answer && !answer.ok ? answer : refusal;
  const confirming = search.get('confirm') === 'cancel' && search.get('number') === order.number;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the parent's setter, told of each change of state
  useEffect(() => onBusy(busy), [busy]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer, when the page has it
  useEffect(() => {
    if (!answer) return;
    // A refused reason stays in the modal, at its field; any other answer closes it.
    if (!answer.ok && answer.fields?.length) return;
    setOpen(false);
    if (!answer.ok) return;
    toast.show(t(request ? 'profileOrders.requested' : 'profileOrders.cancelled', values), 'success');
    // Answered from the question in the page: the page goes on without it.
    if (confirming) navigate({ search: withoutConfirm(search) }, { replace: true });
    onCancelled(answer.order);
  }, [answer]);

  const keep = Object.fromEntries(new URLSearchParams(withoutConfirm(search)));
  return (
    <>
      <OpenButton name="confirm" value="cancel" keep={{ ...keep, number: order.number }} onOpen={() => setOpen(true)}>
        {t(request ? 'profileOrders.requestCancellation' : 'profileOrders.cancel')}
      </OpenButton>
      {/* A refused reason is told at its field; any other refusal here. */}
      {shownRefusal && !shownRefusal.fields?.length ? <p role="alert">{apiMessage(shownRefusal, t)}</p> : null}
      {confirming ? (
        <section aria-label={question}>
          <fetcher.Form method="post">
            <ScriptMark />
            {Object.entries(fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <p>{question}</p>
            <CancelReasonFields refusal={shownRefusal} />
            <button type="submit" className="button button--primary" disabled={busy}>
              {t('common.confirm')}
            </button>{' '}
            <Link to={{ search: withoutConfirm(search) }}>{t('common.cancel')}</Link>
          </fetcher.Form>
        </section>
      ) : null}
      <ConfirmModal
        open={open}
        title={question}
        busy={busy}
        onConfirm={() => fetcher.submit({ ...fields, ...said, _js: '1' }, { method: 'post' })}
        onCancel={() => setOpen(false)}
      >
        <CancelReasonFields refusal={shownRefusal} values={said} onChange={setSaid} />
      </ConfirmModal>
    </>
  );
}
