/**
 * An order manager's refund controls (docs/decisions/014): the refund form (the whole order, or a
 * stepper of pieces per line bounded by what is left), the order's refunds with a retry for a
 * pending or refused one, the late payment's refund and the answers to a cancellation request.
 * Every form posts an `intent` (order-actions.server.ts) and carries the page's refund key, drawn
 * once per page, so a form sent twice refunds once.
 */
import type { FieldError } from '@storefront/domain/errors';
import { useId, useState } from 'react';
import { Form, Link } from 'react-router';
import type { StaffOrderDetail } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import { FocusedAlert, FormError, SubmitButton, TextAreaField, TextField } from '../../ui/form-fields';
import { type ListColumn, ListTable } from './list-kit';
import {
  CONFIRMED_FIELD,
  LINES_FIELD,
  lateLeft,
  type MoneyConfirmation,
  quantityField,
  REASON_MAX,
  type RefundFormValues,
} from './refund-form';
import { useOrderClock } from './staff-page';

/** A refused form's message and fields, as the action answered them. */
export interface FormRefusal {
  message: string | null;
  fields: readonly FieldError[];
  values?: RefundFormValues | null;
}

function Hidden({ fields }: { fields: Record<string, string> }) {
  return Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

/**
 * A number of pieces from 0 to `max` for one line: a number field (it works without JavaScript)
 * between − and +, labelled by the line, with the bound as its hint.
 */
function PiecesStepper({
  name,
  label,
  lineName,
  max,
  defaultValue,
  error,
  onChange,
}: {
  name: string;
  label: string;
  lineName: string;
  max: number;
  defaultValue: string;
  error: string | null;
  onChange: () => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const [value, setValue] = useState(defaultValue);
  const step = (by: number) => () => {
    const current = Number.parseInt(value, 10);
    setValue(String(Math.min(max, Math.max(0, (Number.isNaN(current) ? 0 : current) + by))));
    onChange();
  };
  const count = Number.parseInt(value, 10);
  return (
    <div className={`staff-refund__pieces${error ? ' form-field--error' : ''}`}>
      <label htmlFor={id} className="staff-refund__line">
        {label}
      </label>
      <div className="quantity-stepper">
        <button
          type="button"
          className="quantity-stepper__button"
          aria-label={t('staff.refunds.fewer', { name: lineName })}
          aria-controls={id}
          disabled={!(count > 0)}
          onClick={step(-1)}
        >
          −
        </button>
        <input
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          step={1}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(e) => {
            setValue(e.target.value);
            onChange();
          }}
        />
        <button
          type="button"
          className="quantity-stepper__button"
          aria-label={t('staff.refunds.more', { name: lineName })}
          aria-controls={id}
          disabled={count >= max}
          onClick={step(1)}
        >
          +
        </button>
      </div>
      <small id={`${id}-hint`}>{t('staff.refunds.quantity', { max })}</small>
      {error ? (
        <p id={`${id}-error`} className="form-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The refund form: the whole order or pieces of its lines, each bounded by the pieces left. */
export function RefundForm({
  detail,
  refundKey,
  refusal,
}: {
  detail: StaffOrderDetail;
  refundKey: string;
  refusal: FormRefusal | null;
}) {
  const { t, money } = useI18n();
  const [kind, setKind] = useState<RefundFormValues['kind']>(refusal?.values?.kind ?? 'full');
  const left = new Map(detail.refundable.lines.map((l) => [l.skuId, l.quantity]));
  const lines = detail.order.shipments.flatMap((s) => s.lines).filter((l) => (left.get(l.productId) ?? 0) > 0);
  const fieldError = (name: string) => {
    const field = refusal?.fields.find((f) => f.name === name);
    return field ? t(field.message, field.params) : null;
  };
  const titleId = useId();
  if (detail.refundable.amount.amount <= 0) return null;
  return (
    <Form method="post" className="staff-form staff-refund" aria-labelledby={titleId} noValidate>
      <h2 id={titleId} className="staff-form__wide">
        {t('staff.refunds.title')}
      </h2>
      <Hidden fields={{ intent: 'refund', key: refundKey }} />
      <p className="staff-form__wide">{t('staff.refunds.left', { amount: money(detail.refundable.amount) })}</p>
      <fieldset className="staff-form__wide staff-refund__kind">
        <legend>{t('staff.refunds.what')}</legend>
        {(['full', 'lines'] as const).map((k) => (
          <label key={k} className="staff-check">
            <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => setKind(k)} />
            {t(k === 'full' ? 'staff.refunds.whole' : 'staff.refunds.pieces')}
          </label>
        ))}
      </fieldset>
      {lines.length > 0 ? (
        <ul className="staff-form__wide staff-refund__lines">
          {lines.map((l) => {
            const lineName = l.size ? `${l.name}, ${l.size}` : l.name;
            const max = left.get(l.productId) ?? 0;
            return (
              <li key={l.productId}>
                <PiecesStepper
                  name={quantityField(l.productId)}
                  label={`${lineName} · ${money(l.price)} × ${l.quantity}`}
                  lineName={lineName}
                  max={max}
                  defaultValue={refusal?.values?.quantities[String(l.productId)] ?? '0'}
                  error={fieldError(quantityField(l.productId))}
                  onChange={() => setKind('lines')}
                />
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="staff-form__wide">
        <TextAreaField
          label={t('staff.refunds.reason')}
          name="reason"
          rows={2}
          maxLength={REASON_MAX}
          defaultValue={refusal?.values?.reason ?? ''}
          error={fieldError('reason')}
        />
      </div>
      <div className="staff-form__wide">
        <FormError message={fieldError(LINES_FIELD) ?? (refusal?.message ? t(refusal.message) : null)} />
      </div>
      <SubmitButton primary>{t('staff.refunds.submit')}</SubmitButton>
    </Form>
  );
}

type Refund = StaffOrderDetail['refunds'][number];

/** The order's refunds: when, what, how much (and the gift cards' share), status; a retry where one helps. */
export function RefundList({ detail, refundKey }: { detail: StaffOrderDetail; refundKey: string }) {
  const { t, money } = useI18n();
  const clock = useOrderClock(detail.timeZone);
  const pieces = (r: Refund) => r.lines.map((l) => `${l.name}${l.size ? `, ${l.size}` : ''} × ${l.quantity}`);
  const columns: ListColumn<Refund>[] = [
    { key: 'at', label: t('staff.refunds.at'), cell: (r) => clock.time(r.at), csv: (r) => r.at },
    {
      key: 'kind',
      label: t('staff.refunds.kind'),
      // One block: on phones a cell is a grid of its label and its content.
      cell: (r) => (
        <div>
          {t(`staff.refunds.kind.${r.kind}`)}
          {r.lines.length > 0 ? (
            <ul className="staff-refund__pieces-list">
              {pieces(r).map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          ) : null}
          {r.reason ? <p className="staff-refund__reason">{r.reason}</p> : null}
        </div>
      ),
      csv: (r) => [r.kind, ...pieces(r), r.reason ?? ''].join('; '),
    },
    { key: 'amount', label: t('staff.refunds.amount'), cell: (r) => money(r.amount), csv: (r) => money(r.amount) },
    {
      key: 'split',
      label: t('staff.refunds.split'),
      cell: (r) => `${money(r.toGiftCards)} / ${money(r.toPayment)}`,
      csv: (r) => `${money(r.toGiftCards)} / ${money(r.toPayment)}`,
    },
    {
      key: 'status',
      label: t('staff.refunds.status'),
      cell: (r) => (
        <div>
          {t(`staff.refunds.status.${r.status}`)}
          {r.status === 'succeeded' ? null : (
            <Form method="post" className="staff-refund__retry">
              <Hidden fields={{ intent: 'retry', refundId: r.id, key: refundKey }} />
              <SubmitButton>{t('staff.refunds.retry')}</SubmitButton>
            </Form>
          )}
        </div>
      ),
      csv: (r) => r.status,
    },
  ];
  if (detail.refunds.length === 0) return null;
  return (
    <>
      <h2>{t('staff.refunds.list')}</h2>
      <ListTable rows={detail.refunds} rowKey={(r) => r.id} columns={columns} />
    </>
  );
}

/** "Refund the late payment" when the order has one not yet given back. */
export function LatePaymentRefund({
  detail,
  number,
  refundKey,
}: {
  detail: Pick<StaffOrderDetail, 'payments' | 'refunds'> | null;
  number: string;
  refundKey: string;
}) {
  const { t } = useI18n();
  if (detail && lateLeft(detail).length === 0) return null;
  return (
    <Form method="post">
      <Hidden fields={{ intent: 'latePayment', number, key: refundKey }} />
      <SubmitButton primary>{t('staff.orders.refundLatePayment')}</SubmitButton>
    </Form>
  );
}

/** A shopper's request to cancel a paid order: approve (everything refunded) or decline with a reason. */
export function CancellationAnswer({ number, refusal }: { number: string; refusal: FormRefusal | null }) {
  const { t } = useI18n();
  const noteError = refusal?.fields.find((f) => f.name === 'note');
  return (
    <div className="staff-order__moves">
      <Form method="post">
        <Hidden fields={{ intent: 'approveCancellation', number }} />
        <SubmitButton primary>{t('staff.orders.approveCancellation')}</SubmitButton>
      </Form>
      <Form method="post" className="staff-grant" aria-label={t('staff.orders.declineCancellation')} noValidate>
        <Hidden fields={{ intent: 'declineCancellation', number }} />
        <TextField
          label={t('staff.orders.declineReason')}
          name="note"
          required
          maxLength={500}
          error={noteError ? t(noteError.message) : null}
        />
        <SubmitButton>{t('staff.orders.declineCancellation')}</SubmitButton>
      </Form>
    </div>
  );
}

/**
 * The confirmation every money action asks for: the amount (and a refund's split) in words, and the
 * form's own fields sent again with CONFIRMED_FIELD. It takes the focus, so nothing is refunded by
 * a click the manager did not read.
 */
export function MoneyConfirm({ intent, confirm }: { intent: string; confirm: MoneyConfirmation }) {
  const { t, money } = useI18n();
  const amount = money(confirm.amount);
  const question =
    intent === 'approveCancellation' ? 'staff.refunds.confirm.approveCancellation' : 'staff.refunds.confirm.refund';
  return (
    <FocusedAlert className="staff-confirm">
      <Form method="post">
        <Hidden fields={Object.fromEntries([...confirm.fields, [CONFIRMED_FIELD, '1']])} />
        <p className="staff-confirm__question">{t(question, { amount })}</p>
        {/* The split only where gift cards get a part: '0 ₽ back to gift cards' tells nothing. */}
        {confirm.split && confirm.split.toGiftCards.amount > 0 ? (
          <p>
            {t('staff.refunds.confirm.split', {
              cards: money(confirm.split.toGiftCards),
              payment: money(confirm.split.toPayment),
            })}
          </p>
        ) : null}
        <div className="confirm-actions">
          <SubmitButton primary>{t('staff.refunds.confirm.go', { amount })}</SubmitButton>
          <Link to="." className="button">
            {t('staff.refunds.confirm.back')}
          </Link>
        </div>
      </Form>
    </FocusedAlert>
  );
}
