/**
 * The fake YooKassa's receipts, from its API reference: the `receipt` object of a payment or refund
 * (customer with email or phone; 1–100 items with description up to 128 characters, quantity,
 * amount, vat_code 1–12, payment_subject and payment_mode from their lists; tax_system_code 1–6;
 * the items adding up to the payment's or refund's amount), and POST /v3/receipts with its
 * settlements adding up to the items; payment_id and refund_id are optional for a receipt settled
 * from an advance only (an order paid by gift cards, a prepayment's offset at handover).
 */
import { randomUUID } from 'node:crypto';

const PAYMENT_SUBJECTS = new Set([
  'commodity',
  'excise',
  'job',
  'service',
  'gambling_bet',
  'gambling_prize',
  'lottery',
  'lottery_prize',
  'intellectual_activity',
  'payment',
  'agent_commission',
  'composite',
  'another',
]);
const PAYMENT_MODES = new Set([
  'full_prepayment',
  'partial_prepayment',
  'advance',
  'full_payment',
  'partial_payment',
  'credit',
  'credit_payment',
]);
const SETTLEMENTS = new Set(['cashless', 'prepayment', 'postpayment', 'consideration']);

const cents = (value: unknown) =>
  typeof value === 'string' && /^\d{1,12}(\.\d{1,2})?$/.test(value) ? Math.round(Number(value) * 100) : Number.NaN;

export interface FakeReceipt {
  id: string;
  type: 'payment' | 'refund';
  payment_id?: string;
  refund_id?: string;
  status: 'pending' | 'succeeded' | 'canceled';
  body: Record<string, unknown>;
}

/** Why YooKassa would refuse a receipt for `amount` (a decimal string), or null when it takes it. */
export function receiptProblem(receipt: unknown, amount: string): string | null {
  const r = receipt as {
    customer?: { email?: unknown; phone?: unknown };
    items?: unknown[];
    tax_system_code?: unknown;
  } | null;
  if (!r || typeof r !== 'object') return 'receipt is not an object';
  if (!r.customer?.email && !r.customer?.phone) return 'receipt.customer needs email or phone';
  if (r.tax_system_code !== undefined && ![1, 2, 3, 4, 5, 6].includes(r.tax_system_code as number)) {
    return 'receipt.tax_system_code is not 1–6';
  }
  if (!Array.isArray(r.items) || r.items.length === 0 || r.items.length > 100) return 'receipt.items: 1 to 100';
  let sum = 0;
  for (const [i, raw] of r.items.entries()) {
    const item = raw as Record<string, unknown>;
    const at = `receipt.items[${i}]`;
    if (typeof item.description !== 'string' || item.description.length < 1 || item.description.length > 128) {
      return `${at}.description: 1 to 128 characters`;
    }
    if (typeof item.quantity !== 'number' || !(item.quantity > 0)) return `${at}.quantity must be positive`;
    const price = cents((item.amount as { value?: unknown } | undefined)?.value);
    if (Number.isNaN(price)) return `${at}.amount.value is not a decimal`;
    if (!Number.isInteger(item.vat_code) || (item.vat_code as number) < 1 || (item.vat_code as number) > 12) {
      return `${at}.vat_code is not 1–12`;
    }
    if (!PAYMENT_SUBJECTS.has(item.payment_subject as string)) return `${at}.payment_subject is unknown`;
    if (!PAYMENT_MODES.has(item.payment_mode as string)) return `${at}.payment_mode is unknown`;
    sum += Math.round(price * item.quantity);
  }
  if (sum !== cents(amount)) return `receipt items add up to ${sum / 100}, not ${amount}`;
  return null;
}

/**
 * POST /v3/receipts: the receipt for a payment or refund the fake knows, its settlements adding up
 * to its items; a refusal answers 400 as YooKassa does. `status` is what the fake registers now.
 */
export function createFakeReceipt(
  body: Record<string, unknown>,
  known: { payment: (id: string) => boolean; refund: (id: string) => boolean },
  status: FakeReceipt['status'],
): { status: number; json: unknown; receipt?: FakeReceipt } {
  const refuse = (description: string) => ({
    status: 400,
    json: { type: 'error', code: 'invalid_request', parameter: 'receipt', description },
  });
  const type = body.type;
  if (type !== 'payment' && type !== 'refund') return refuse('type is payment or refund');
  const paymentId = typeof body.payment_id === 'string' ? body.payment_id : undefined;
  const refundId = typeof body.refund_id === 'string' ? body.refund_id : undefined;
  const settlements = body.settlements as { type?: unknown; amount?: { value?: unknown } }[] | undefined;
  if (!Array.isArray(settlements) || settlements.length === 0) return refuse('settlements are required');
  if (settlements.some((s) => !SETTLEMENTS.has(s.type as string))) return refuse('settlements[].type is unknown');
  // payment_id (refund_id) only shows the receipt with its operation; a receipt settled wholly from
  // an advance (a gift card) needs none, one with cashless money names the operation that took it.
  const advanceOnly = settlements.every((s) => s.type === 'prepayment');
  if (paymentId && !known.payment(paymentId)) return refuse('payment_id names no payment');
  if (refundId && !known.refund(refundId)) return refuse('refund_id names no refund');
  if (!advanceOnly && !paymentId && !refundId) return refuse('a cashless receipt names its payment or refund');
  const settled = settlements.reduce((sum, s) => sum + cents(s.amount?.value), 0);
  const problem = receiptProblem(body, (settled / 100).toFixed(2));
  if (problem) return refuse(problem);
  const receipt: FakeReceipt = {
    id: randomUUID(),
    type,
    ...(paymentId ? { payment_id: paymentId } : {}),
    ...(refundId ? { refund_id: refundId } : {}),
    status,
    body,
  };
  return {
    status: 200,
    json: { id: receipt.id, type, status, ...(paymentId ? { payment_id: paymentId } : {}) },
    receipt,
  };
}
