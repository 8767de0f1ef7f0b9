/**
 * The back office's refund form as data (docs/decisions/014): the manager's choice — the whole order
 * or some pieces of its lines — as the API's refund request, a refund to retry as the request that
 * made it, and the API's refusal back on the form's fields.
 */
import type { FieldError } from '@storefront/domain/errors';
import type { Money } from '@storefront/domain/money';
import { type ApiBody, ApiError } from '../../lib/api';
import type { StaffOrderDetail } from '../../lib/api-types';

export type RefundBody = ApiBody<'post', '/staff/orders/{number}/refunds'>;
type Refund = StaffOrderDetail['refunds'][number];

export interface RefundFormValues {
  kind: 'full' | 'lines';
  reason: string;
  /** What was typed for each line's pieces, by SKU id. */
  quantities: Record<string, string>;
}

/** The form field of a line's pieces. */
export const quantityField = (skuId: number | string): string => `quantity.${skuId}`;

/** The longest reason the API keeps. */
export const REASON_MAX = 500;

/** The field that carries an error about the choice as a whole (no pieces chosen). */
export const LINES_FIELD = 'lines';

/** The refund request the form asks for, or the form's field errors (message keys). */
export function refundFormOf(
  form: FormData,
): { body: RefundBody; values: RefundFormValues } | { fields: FieldError[]; values: RefundFormValues } {
  const kind = form.get('kind') === 'lines' ? 'lines' : 'full';
  const quantities: Record<string, string> = {};
  for (const [name, value] of form) {
    const sku = /^quantity\.(\d{1,9})$/.exec(name)?.[1];
    if (sku && typeof value === 'string' && value.trim()) quantities[sku] = value.trim();
  }
  const reason = String(form.get('reason') ?? '').trim();
  const values = { kind, reason, quantities } as const;
  const why = reason ? { reason: reason.slice(0, REASON_MAX) } : {};
  if (kind === 'full') return { body: { kind: 'full', ...why }, values };
  const fields: FieldError[] = [];
  const lines: { skuId: number; quantity: number }[] = [];
  for (const [sku, text] of Object.entries(quantities)) {
    if (!/^\d{1,4}$/.test(text)) fields.push({ name: quantityField(sku), message: 'staff.refunds.badQuantity' });
    else if (Number(text) > 0) lines.push({ skuId: Number(sku), quantity: Number(text) });
  }
  if (fields.length === 0 && lines.length === 0) fields.push({ name: LINES_FIELD, message: 'staff.refunds.noPieces' });
  return fields.length > 0 ? { fields, values } : { body: { kind: 'lines', lines, ...why }, values };
}

/** 'refunds.error.tooMany', not a sentence. */
const MESSAGE_KEY = /^[a-zA-Z]+(\.[a-zA-Z0-9_]+)+$/;

/**
 * A refusal the manager can act on — 400 and 409 (their message keys; a line's error on that line's
 * field) and 503 (the provider did not answer, retry) — or null for any other error.
 */
export function refundFieldsOf(
  error: unknown,
  body: RefundBody | null,
): { message: string | null; fields: FieldError[] } | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 503) return { message: 'staff.refunds.unavailable', fields: [] };
  if (error.status !== 400 && error.status !== 409) return null;
  const asked = body?.kind === 'lines' ? body.lines : [];
  const fields: FieldError[] = [];
  for (const field of error.fields) {
    const index = /^lines\.(\d+)\./.exec(field.name)?.[1];
    const skuId = index === undefined ? undefined : asked[Number(index)]?.skuId;
    if (skuId !== undefined) fields.push({ ...field, name: quantityField(skuId) });
  }
  if (fields.length > 0) return { message: null, fields };
  return { message: MESSAGE_KEY.test(error.message) ? error.message : 'common.requestErrors.fallback', fields };
}

/** The request that made a refund: sent again it retries that refund (or, under a new key, makes it anew). */
export function retryRequestOf(refund: Refund): RefundBody {
  const why = refund.reason ? { reason: refund.reason } : {};
  if (refund.kind === 'late_payment') return { kind: 'latePayment', paymentId: refund.paymentId ?? '', ...why };
  if (refund.kind === 'full') return { kind: 'full', ...why };
  return { kind: 'lines', lines: refund.lines.map(({ skuId, quantity }) => ({ skuId, quantity })), ...why };
}

/** The order's late payments not yet given back (a refused refund does not count). */
export function lateLeft(detail: Pick<StaffOrderDetail, 'payments' | 'refunds'>): StaffOrderDetail['payments'] {
  return detail.payments.filter(
    (p) =>
      p.late && p.status === 'succeeded' && !detail.refunds.some((r) => r.paymentId === p.id && r.status !== 'failed'),
  );
}

/** Money actions are confirmed first, stating the amount: the form's fields sent again with this one. */
export const CONFIRMED_FIELD = 'confirmed';

export interface MoneyConfirmation {
  amount: Money;
  /** How a refund splits: back on the gift cards and through the payment provider. */
  split: { toGiftCards: Money; toPayment: Money } | null;
  /** The form's fields, posted again when the manager confirms. */
  fields: [string, string][];
}
