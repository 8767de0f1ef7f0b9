/**
 * What an order manager does to an order from the order page or a queue (docs/decisions/014):
 * refund the whole order or pieces of it, retry a refund, refund a late payment, answer a
 * cancellation request, send a failed fiscal receipt again (034). Each form posts an `intent`; a
 * money action answers first the amount to confirm (CONFIRMED_FIELD), and runs when the same fields
 * come back confirmed; the API's refusals come back as the form's field errors and message keys,
 * anything else is the page's error.
 */
import type { FieldError } from '@storefront/domain/errors';
import type { Money } from '@storefront/domain/money';
import { type Api, ApiError } from '../../lib/api';
import {
  CONFIRMED_FIELD,
  lateLeft,
  type MoneyConfirmation,
  type RefundBody,
  type RefundFormValues,
  refundFieldsOf,
  refundFormOf,
  retryRequestOf,
} from './refund-form';
import { staffRefusal } from './staff-page.server';

export const ORDER_INTENTS = [
  'refund',
  'retry',
  'latePayment',
  'approveCancellation',
  'declineCancellation',
  'resendReceipt',
] as const;
export type OrderIntent = (typeof ORDER_INTENTS)[number];

export type OrderActionResult =
  | { ok: true; intent: OrderIntent; number: string; message: string; amount: Money | null }
  | { ok: 'confirm'; intent: OrderIntent; number: string; confirm: MoneyConfirmation }
  | {
      ok: false;
      intent: OrderIntent;
      number: string;
      message: string | null;
      fields: FieldError[];
      values: RefundFormValues | null;
    };

/** A refund's Idempotency-Key, made once per form drawn: submitting that form twice refunds once. */
export const newRefundKey = (): string => globalThis.crypto.randomUUID();

const orderDetail = (api: Api, number: string) => api.get('/staff/orders/{number}', { params: { path: { number } } });

const isIntent = (value: unknown): value is OrderIntent => ORDER_INTENTS.includes(value as OrderIntent);

/** Runs the form's intent on order `number`; a form without a known intent is a 400. */
export async function runOrderAction(api: Api, number: string, form: FormData): Promise<OrderActionResult> {
  const intent = form.get('intent');
  if (!isIntent(intent)) throw staffRefusal(new ApiError(400, null));
  const key = String(form.get('key') ?? '');
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const refused = (message: string | null, fields: FieldError[] = [], values: RefundFormValues | null = null) =>
    ({ ok: false, intent, number, message, fields, values }) as const;
  const done = (message: string, amount: Money | null = null) =>
    ({ ok: true, intent, number, message, amount }) as const;
  const confirmed = form.get(CONFIRMED_FIELD) === '1';
  const fields = [...form.entries()].filter((e): e is [string, string] => typeof e[1] === 'string');
  const confirm = (amount: Money, split: MoneyConfirmation['split'] = null) =>
    ({ ok: 'confirm', intent, number, confirm: { amount, split, fields } }) as const;

  /** Sends a refund and tells how the refund the key names stands. */
  const refund = async (body: RefundBody, refundKey: string) => {
    const detail = await api.post('/staff/orders/{number}/refunds', {
      params: { path: { number }, header: { 'idempotency-key': refundKey } },
      body,
    });
    const made = detail.refunds.find((r) => r.idempotencyKey === refundKey);
    if (made?.status === 'succeeded') return done('staff.refunds.done', made.amount);
    return made?.status === 'failed' ? refused('staff.refunds.refused') : done('staff.refunds.waiting');
  };

  try {
    switch (intent) {
      case 'refund': {
        if (!key) throw new ApiError(400, null);
        const parsed = refundFormOf(form);
        if ('fields' in parsed) return refused(null, parsed.fields, parsed.values);
        try {
          if (!confirmed) {
            const preview = await api.post('/staff/orders/{number}/refunds/preview', {
              params: { path: { number } },
              body: parsed.body,
            });
            return confirm(preview.amount, preview);
          }
          return await refund(parsed.body, key);
        } catch (error) {
          const told = refundFieldsOf(error, parsed.body);
          if (told) return refused(told.message, told.fields, parsed.values);
          throw error;
        }
      }
      case 'retry': {
        const detail = await orderDetail(api, number);
        const asked = detail.refunds.find((r) => r.id === text('refundId'));
        if (!asked) return refused('staff.refunds.gone');
        if (!confirmed) return confirm(asked.amount, asked);
        // A pending refund is asked again under its own key; a refused one is made anew.
        return await refund(retryRequestOf(asked), asked.status === 'pending' ? asked.idempotencyKey : key);
      }
      case 'latePayment': {
        const late = lateLeft(await orderDetail(api, number));
        if (late.length === 0) return refused('refunds.error.nothingLeft');
        if (!confirmed) {
          const sum = late.reduce((total, p) => total + p.amount.amount, 0);
          return confirm({ amount: sum, currency: late[0]!.amount.currency });
        }
        for (const payment of late) {
          // One key per payment, all from the one form the manager pressed.
          const result = await refund({ kind: 'latePayment', paymentId: payment.id }, `${key}.${payment.id}`);
          if (result.message !== 'staff.refunds.done') return result;
        }
        return done('staff.orders.latePaymentRefunded');
      }
      case 'approveCancellation':
        if (!confirmed) return confirm((await orderDetail(api, number)).refundable.amount);
        await api.post('/staff/orders/{number}/cancellation', {
          params: { path: { number } },
          body: { decision: 'approve' },
        });
        return done('staff.orders.cancellationApproved');
      case 'declineCancellation': {
        const note = text('note');
        if (!note) return refused(null, [{ name: 'note', message: 'validation.required' }]);
        await api.post('/staff/orders/{number}/cancellation', {
          params: { path: { number } },
          body: { decision: 'decline', note },
        });
        return done('staff.orders.cancellationDeclined');
      }
      case 'resendReceipt': {
        const receiptId = text('receiptId');
        const detail = await api.post('/staff/orders/{number}/receipts/{receiptId}/resend', {
          params: { path: { number, receiptId } },
        });
        const receipt = detail.receipts.find((r) => r.id === receiptId);
        return receipt?.status === 'failed' ? refused('staff.receipts.refusedAgain') : done('staff.receipts.resent');
      }
    }
  } catch (error) {
    const told = refundFieldsOf(error, null);
    if (told) return refused(told.message, told.fields);
    throw staffRefusal(error);
  }
}
