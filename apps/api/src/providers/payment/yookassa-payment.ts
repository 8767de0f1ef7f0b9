/**
 * YooKassa (HTTP API v3). Payments and refunds are created with Basic auth (shop id : secret key)
 * and an Idempotence-Key. Its notifications are not signed, so a notification only names a payment:
 * the status we act on is the one GET /v3/payments/{id} answers from the API itself, which is also
 * what reconciliation asks. SBP is payment_method_data {type: 'sbp'}: a QR on desktop (its
 * confirmation_data is the link the code carries), a redirect to the bank's app on phones.
 */
import { minorToDecimal } from '@storefront/domain/money';
import { trimEndChar } from '@storefront/domain/trim-char';
import { z } from 'zod';
import {
  type CreatePaymentInput,
  decimalToMinor,
  finalStatusEventId,
  type PaymentProvider,
  PaymentProviderUnavailable,
  type ProviderPaymentStatus,
  WebhookRejected,
} from './payment-gateway.ts';
import {
  receiptRegistrationOf,
  receiptRegistrationSchema,
  sendYookassaReceipt,
  yookassaReceipt,
} from './yookassa-receipt.ts';

const TIMEOUT_MS = 10_000;

const paymentSchema = z.object({
  id: z.string().min(1),
  status: z.enum(['pending', 'waiting_for_capture', 'succeeded', 'canceled']),
  amount: z.object({ value: z.string(), currency: z.string() }),
  confirmation: z
    .object({ confirmation_url: z.string().optional(), confirmation_data: z.string().optional() })
    .optional(),
  receipt_registration: receiptRegistrationSchema,
});

type YookassaPayment = z.infer<typeof paymentSchema>;

/** The receipt's registration state a payment or refund carries, when it carries one. */
function receiptOf(object: { receipt_registration?: z.infer<typeof receiptRegistrationSchema> }) {
  const receipt = receiptRegistrationOf(object.receipt_registration);
  return receipt ? { receipt } : {};
}

const statusOf = (payment: YookassaPayment): ProviderPaymentStatus['status'] =>
  payment.status === 'succeeded' ? 'succeeded' : payment.status === 'canceled' ? 'failed' : 'pending';

/** How the shopper confirms: YooKassa's page for cards, SBP's QR on desktop or the bank's app on a phone. */
function paymentMethodParts(input: CreatePaymentInput) {
  const redirect = { type: 'redirect', return_url: input.returnUrl };
  if (input.method !== 'sbp') return { confirmation: redirect };
  return { payment_method_data: { type: 'sbp' }, confirmation: input.onPhone ? redirect : { type: 'qr' } };
}

const refundSchema = z.object({
  id: z.string().min(1),
  status: z.enum(['pending', 'succeeded', 'canceled']),
  receipt_registration: receiptRegistrationSchema,
});

/** A notification: {type: 'notification', event: 'payment.succeeded', object: {id, …}}; only the id is used. */
const notificationSchema = z.object({
  object: z.object({ id: z.string().regex(/^[\w-]{1,64}$/) }),
});

export interface YookassaOptions {
  apiUrl: string;
  shopId: string;
  secretKey: string;
}

export function createYookassaProvider(options: YookassaOptions): PaymentProvider {
  const base = `${trimEndChar(options.apiUrl, '/')}/v3`;
  const authorization = `Basic ${Buffer.from(`${options.shopId}:${options.secretKey}`).toString('base64')}`;

  async function call(path: string, init: { body?: unknown; idempotenceKey?: string } = {}) {
    const headers: Record<string, string> = { authorization };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.idempotenceKey) headers['idempotence-key'] = init.idempotenceKey;
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method: init.body === undefined ? 'GET' : 'POST',
        headers,
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new PaymentProviderUnavailable(`YooKassa unreachable: ${(error as Error).message}`);
    }
    return { status: res.status, json: (await res.json().catch(() => null)) as unknown };
  }

  function payment(status: number, json: unknown): YookassaPayment {
    const parsed = paymentSchema.safeParse(json);
    if (status !== 200 || !parsed.success) {
      const detail = (json as { description?: unknown } | null)?.description;
      throw new PaymentProviderUnavailable(`YooKassa answered ${status}${detail ? `: ${String(detail)}` : ''}`);
    }
    return parsed.data;
  }

  return {
    kind: 'yookassa',
    async createPayment(input) {
      const res = await call('/payments', {
        idempotenceKey: input.idempotenceKey,
        body: {
          amount: { value: minorToDecimal(input.amount), currency: input.currency },
          capture: true,
          ...paymentMethodParts(input),
          description: input.description.slice(0, 128),
          metadata: { paymentId: input.paymentId },
          ...(input.receipt ? { receipt: yookassaReceipt(input.receipt) } : {}),
        },
      });
      const created = payment(res.status, res.json);
      const qrUrl = created.confirmation?.confirmation_data;
      // A QR has no page of YooKassa's: the link it carries also opens the bank's app when followed.
      const confirmationUrl = created.confirmation?.confirmation_url ?? qrUrl;
      if (!confirmationUrl) throw new PaymentProviderUnavailable('YooKassa answered no confirmation');
      return {
        providerPaymentId: created.id,
        confirmationUrl,
        status: statusOf(created),
        ...(qrUrl ? { qrUrl } : {}),
      };
    },
    async getPayment(providerPaymentId) {
      const res = await call(`/payments/${encodeURIComponent(providerPaymentId)}`);
      const actual = payment(res.status, res.json);
      const amount = decimalToMinor(actual.amount.value);
      if (amount === null) throw new PaymentProviderUnavailable('YooKassa answered an unreadable amount');
      return { providerPaymentId: actual.id, status: statusOf(actual), amount, currency: actual.amount.currency };
    },
    async verifyWebhook({ rawBody }) {
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new WebhookRejected('body is not JSON');
      }
      const notification = notificationSchema.safeParse(json);
      if (!notification.success) throw new WebhookRejected('not a payment notification');
      const res = await call(`/payments/${notification.data.object.id}`);
      if (res.status === 404) throw new WebhookRejected('no such payment at YooKassa');
      const actual = payment(res.status, res.json);
      if (actual.status !== 'succeeded' && actual.status !== 'canceled') {
        throw new WebhookRejected(`payment is ${actual.status} at YooKassa`);
      }
      const amount = decimalToMinor(actual.amount.value);
      if (amount === null) throw new WebhookRejected('unreadable amount');
      const status = actual.status === 'succeeded' ? 'succeeded' : 'failed';
      return {
        eventId: finalStatusEventId(actual.id, status),
        providerPaymentId: actual.id,
        status,
        amount,
        currency: actual.amount.currency,
        ...receiptOf(actual),
      };
    },
    async refund(input) {
      const res = await call('/refunds', {
        idempotenceKey: input.idempotenceKey,
        body: {
          payment_id: input.providerPaymentId,
          amount: { value: minorToDecimal(input.amount), currency: input.currency },
          description: input.description.slice(0, 250),
          ...(input.receipt ? { receipt: yookassaReceipt(input.receipt) } : {}),
        },
      });
      // A refusal of the request itself (more than the payment holds, a payment not succeeded…) is final.
      if (res.status === 400 || res.status === 404 || res.status === 422) {
        return { providerRefundId: null, status: 'failed' };
      }
      const refund = refundSchema.safeParse(res.json);
      if (res.status !== 200 || !refund.success) {
        throw new PaymentProviderUnavailable(`YooKassa answered ${res.status} to a refund`);
      }
      const { id, status } = refund.data;
      return { providerRefundId: id, status: status === 'canceled' ? 'failed' : status, ...receiptOf(refund.data) };
    },
    sendReceipt: (input) => sendYookassaReceipt(call, input),
  };
}
