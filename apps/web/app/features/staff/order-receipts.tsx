/**
 * The order's fiscal receipts (docs/decisions/034): each one's kind, lines, amount and where it
 * stands at the provider, with "send again" for a failed one whose money did move (a plain form
 * posting intent resendReceipt, order-actions.server.ts); and the notifications the payment
 * provider sent about the order's payments.
 */
import { Form } from 'react-router';
import type { StaffOrderDetail } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import { SubmitButton } from '../../ui/form-fields';
import { type ListColumn, ListTable } from './list-kit';
import { useOrderClock } from './staff-page';

type Receipt = StaffOrderDetail['receipts'][number];
type ProviderEvent = StaffOrderDetail['providerEvents'][number];

export function OrderReceipts({ detail }: { detail: Pick<StaffOrderDetail, 'receipts' | 'timeZone'> }) {
  const { t, money } = useI18n();
  const clock = useOrderClock(detail.timeZone);
  const kind = (r: Receipt) =>
    r.purpose === 'handover' ? t('staff.receipts.kind.handover') : t(`staff.receipts.kind.${r.type}.${r.settlement}`);
  const lines = (r: Receipt) =>
    r.lines.map((l) =>
      t('staff.receipts.line', {
        description: l.description,
        quantity: l.quantity,
        price: money(l.price),
        vat: l.vatCode,
      }),
    );
  const columns: ListColumn<Receipt>[] = [
    { key: 'at', label: t('staff.receipts.at'), cell: (r) => clock.time(r.at), csv: (r) => r.at },
    {
      key: 'kind',
      label: t('staff.receipts.kind'),
      // One block: on phones a cell is a grid of its label and its content.
      cell: (r) => (
        <div>
          {kind(r)}
          <ul className="staff-refund__pieces-list">
            {lines(r).map((line, i) => (
              // A receipt may name the same line twice (two prices a kopeck apart).
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a receipt never change order
              <li key={i}>{line}</li>
            ))}
          </ul>
        </div>
      ),
      csv: (r) => [kind(r), ...lines(r)].join('; '),
    },
    { key: 'amount', label: t('staff.receipts.amount'), cell: (r) => money(r.amount), csv: (r) => money(r.amount) },
    {
      key: 'status',
      label: t('staff.receipts.status'),
      cell: (r) => (
        <div>
          {t(`staff.receipts.status.${r.status}`)}
          {r.error ? <p className="staff-refund__reason">{r.error}</p> : null}
          {r.resendable ? (
            <Form method="post" className="staff-refund__retry">
              <input type="hidden" name="intent" value="resendReceipt" />
              <input type="hidden" name="receiptId" value={r.id} />
              <SubmitButton>{t('staff.receipts.resend')}</SubmitButton>
            </Form>
          ) : null}
        </div>
      ),
      csv: (r) => [r.status, r.error ?? ''].join('; '),
    },
  ];
  if (detail.receipts.length === 0) return null;
  return (
    <>
      <h2>{t('staff.receipts.title')}</h2>
      <ListTable rows={detail.receipts} rowKey={(r) => r.id} columns={columns} />
    </>
  );
}

export function ProviderEvents({ detail }: { detail: Pick<StaffOrderDetail, 'providerEvents' | 'timeZone'> }) {
  const { t } = useI18n();
  const clock = useOrderClock(detail.timeZone);
  const what = (e: ProviderEvent) =>
    e.type === 'succeeded' || e.type === 'failed' ? t(`staff.events.type.${e.type}`) : e.type;
  const columns: ListColumn<ProviderEvent>[] = [
    { key: 'at', label: t('staff.events.at'), cell: (e) => clock.time(e.at), csv: (e) => e.at },
    { key: 'provider', label: t('staff.events.provider'), cell: (e) => e.provider, csv: (e) => e.provider },
    {
      key: 'event',
      label: t('staff.events.event'),
      cell: (e) => (
        <div>
          {what(e)}
          <p className="staff-refund__reason">{e.eventId}</p>
        </div>
      ),
      csv: (e) => `${what(e)}; ${e.eventId}`,
    },
  ];
  if (detail.providerEvents.length === 0) return null;
  return (
    <>
      <h2>{t('staff.events.title')}</h2>
      <ListTable rows={detail.providerEvents} rowKey={(e) => `${e.provider}:${e.eventId}`} columns={columns} />
    </>
  );
}
