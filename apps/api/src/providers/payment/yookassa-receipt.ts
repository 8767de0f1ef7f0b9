/**
 * Fiscal receipts in YooKassa's words (decision 034): the `receipt` object a payment or a refund is
 * created with — items with description, quantity, amount (one piece's price), vat_code,
 * payment_subject and payment_mode; customer; tax_system_code — and POST /v3/receipts, which
 * registers a receipt for a payment or refund YooKassa already has, with its settlements (cashless,
 * or prepayment: money of an advance such as a gift card). Receipt registration is reported as
 * receipt_registration on payments and refunds: pending, succeeded or canceled.
 */
import { minorToDecimal } from '@storefront/domain/money';
import { type FiscalReceipt, receiptTotal } from '@storefront/domain/payments/receipt';
import { z } from 'zod';
import {
  PaymentProviderUnavailable,
  type ReceiptRegistration,
  type SendReceiptInput,
  type SentReceipt,
} from './payment-gateway.ts';

/** The receipt object of a payment, a refund or POST /v3/receipts (without the latter's own fields). */
export function yookassaReceipt(receipt: FiscalReceipt) {
  const { customer } = receipt;
  return {
    customer: {
      ...(customer.fullName ? { full_name: customer.fullName } : {}),
      ...(customer.inn ? { inn: customer.inn } : {}),
      ...(customer.email ? { email: customer.email } : {}),
      ...(customer.phone ? { phone: customer.phone } : {}),
    },
    items: receipt.items.map((item) => ({
      description: item.description,
      quantity: item.quantity,
      amount: { value: minorToDecimal(item.price), currency: receipt.currency },
      vat_code: item.vatCode,
      payment_subject: item.paymentSubject,
      payment_mode: item.paymentMode,
    })),
    tax_system_code: receipt.taxSystemCode,
  };
}

export const receiptRegistrationSchema = z.enum(['pending', 'succeeded', 'canceled']).optional();

/** YooKassa's receipt_registration in our words; undefined when it says nothing (no receipt sent). */
export function receiptRegistrationOf(
  value: z.infer<typeof receiptRegistrationSchema>,
): ReceiptRegistration | undefined {
  return value === 'canceled' ? 'failed' : value;
}

const sentReceiptSchema = z.object({ id: z.string().min(1), status: z.enum(['pending', 'succeeded', 'canceled']) });

type Call = (
  path: string,
  init: { body?: unknown; idempotenceKey?: string },
) => Promise<{ status: number; json: unknown }>;

/**
 * POST /v3/receipts for a payment (or a refund) YooKassa has: the receipt with its settlement for
 * the whole sum. A refusal of the receipt (400, 404) is final and says why; anything else unknown
 * throws from `call` or here.
 */
export async function sendYookassaReceipt(call: Call, input: SendReceiptInput): Promise<SentReceipt> {
  const { receipt } = input;
  const res = await call('/receipts', {
    idempotenceKey: input.idempotenceKey,
    body: {
      type: receipt.type,
      // Shown with the operation in YooKassa's account; an order paid by gift cards alone has none.
      ...(receipt.type === 'refund' && input.providerRefundId
        ? { refund_id: input.providerRefundId }
        : input.providerPaymentId
          ? { payment_id: input.providerPaymentId }
          : {}),
      send: true,
      settlements: [
        {
          type: receipt.settlement,
          amount: { value: minorToDecimal(receiptTotal(receipt)), currency: receipt.currency },
        },
      ],
      ...yookassaReceipt(receipt),
    },
  });
  if (res.status === 400 || res.status === 404) {
    const detail = (res.json as { description?: unknown } | null)?.description;
    return {
      providerReceiptId: null,
      status: 'failed',
      error: detail ? String(detail) : `YooKassa answered ${res.status}`,
    };
  }
  const sent = sentReceiptSchema.safeParse(res.json);
  if (res.status !== 200 || !sent.success)
    throw new PaymentProviderUnavailable(`YooKassa answered ${res.status} to a receipt`);
  return { providerReceiptId: sent.data.id, status: receiptRegistrationOf(sent.data.status) ?? 'pending' };
}
