/**
 * CloudPayments (JSON API, HTTP Basic with the site's Public ID and API Secret), the kz variant's
 * gateway in tenge. The shopper pays on CloudPayments' own page: /orders/create makes a payment link
 * whose InvoiceId is our payment id, so card data and 3-D Secure never touch the shop (decision 036).
 * Every write carries X-Request-ID, under which CloudPayments answers a repeat with the first
 * request's result instead of acting twice.
 *
 * An order cancelled before it is paid closes its link (/orders/cancel with the link's Id), so no
 * payment can go through it afterwards.
 *
 * Our payment id is the provider's payment id too: a link may see several card attempts, each a
 * transaction of its own, and only a completed payment transaction of the invoice ends it. A declined
 * card therefore ends nothing: the shopper may try another on the same link.
 *
 * Notifications (Check, Pay, Fail…) are signed: Content-HMAC is the base64 HMAC-SHA256 of the body
 * with the API Secret (X-Content-HMAC the same over the URL-decoded body). Even signed, a
 * notification only names a transaction; what is applied is the transaction as /payments/get tells it.
 */
import { createHmac } from 'node:crypto';
import { minorToDecimal } from '@storefront/domain/money';
import { trimEndChar } from '@storefront/domain/trim-char';
import { z } from 'zod';
import { sameSecret } from '../../lib/same-secret.ts';
import { callGateway, GATEWAY_LIMITS, type GatewayLimits } from './gateway-call.ts';
import {
  decimalToMinor,
  finalStatusEventId,
  type PaymentEvent,
  type PaymentProvider,
  PaymentProviderUnavailable,
  type ProviderPaymentStatus,
  WebhookRejected,
  type WebhookRequest,
} from './payment-gateway.ts';

export interface CloudPaymentsOptions {
  apiUrl: string;
  publicId: string;
  apiSecret: string;
  limits?: GatewayLimits;
}

/** A CloudPayments answer: Success says whether the request worked, Model carries the object. */
const answerSchema = z.object({ Success: z.boolean(), Message: z.string().nullish(), Model: z.unknown().optional() });

const linkSchema = z.object({ Id: z.string().min(1), Url: z.url() });

/** A transaction; Type 0 is a payment (1 a refund, 2 a payout). */
const transactionSchema = z.object({
  TransactionId: z.number().int(),
  Type: z.number().int(),
  Status: z.string(),
  Amount: z.number().nonnegative(),
  Currency: z.string().length(3),
  InvoiceId: z.string().nullish(),
});
type Transaction = z.infer<typeof transactionSchema>;

/** What a notification of any kind names: the transaction (form fields arrive as text). */
const notificationSchema = z.object({ TransactionId: z.coerce.string().regex(/^\d{1,19}$/) });

/** Amounts travel as numbers with at most two decimals: 123450 → 1234.5. */
const toAmount = (minor: number) => Number(minorToDecimal(minor));
const toMinor = (amount: number) => decimalToMinor(amount.toFixed(2));

const hmac = (secret: string, data: string | Buffer) => createHmac('sha256', secret).update(data).digest('base64');

/** Whether CloudPayments signed these bytes: Content-HMAC over the body as sent, or X-Content-HMAC over it URL-decoded. */
function signedByCloudPayments({ rawBody, headers }: WebhookRequest, apiSecret: string): boolean {
  const content = headers['content-hmac'];
  if (typeof content === 'string') return sameSecret(content, hmac(apiSecret, rawBody));
  const decoded = headers['x-content-hmac'];
  if (typeof decoded !== 'string') return false;
  try {
    return sameSecret(decoded, hmac(apiSecret, decodeURIComponent(rawBody.toString('utf8').replace(/\+/g, ' '))));
  } catch {
    return false;
  }
}

/** A notification's fields: CloudPayments posts a form by default, JSON when the site asks for it. */
function notificationFields({ rawBody, headers }: WebhookRequest): unknown {
  const text = rawBody.toString('utf8');
  if (String(headers['content-type'] ?? '').includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      throw new WebhookRejected('body is not JSON');
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

/** A completed payment of one of our invoices is its success; anything else is no final status yet. */
function statusOf(transaction: Transaction): ProviderPaymentStatus['status'] {
  return transaction.Type === 0 && transaction.Status === 'Completed' ? 'succeeded' : 'pending';
}

export function createCloudPaymentsProvider(options: CloudPaymentsOptions): PaymentProvider {
  const base = trimEndChar(options.apiUrl, '/');
  const authorization = `Basic ${Buffer.from(`${options.publicId}:${options.apiSecret}`).toString('base64')}`;
  const limits = options.limits ?? GATEWAY_LIMITS;

  /** Calls a method; answers its parsed envelope, throws when CloudPayments refused the caller or cannot answer. */
  async function call(path: string, body: unknown, requestId?: string) {
    const res = await callGateway(
      'CloudPayments',
      {
        method: 'POST',
        url: `${base}${path}`,
        headers: {
          authorization,
          'content-type': 'application/json',
          ...(requestId ? { 'x-request-id': requestId } : {}),
        },
        body: JSON.stringify(body),
        // Every call here is a read, or a write under its X-Request-ID.
        repeatable: true,
      },
      limits,
    );
    const answer = answerSchema.safeParse(res.json);
    if (res.status !== 200 || !answer.success) {
      throw new PaymentProviderUnavailable(`CloudPayments answered ${res.status} to ${path}`);
    }
    return answer.data;
  }

  /** The transaction an answer carries, or null when CloudPayments found none. */
  function transactionOf(answer: z.infer<typeof answerSchema>): Transaction | null {
    if (!answer.Success && answer.Model === undefined) return null;
    const transaction = transactionSchema.safeParse(answer.Model);
    if (!transaction.success) throw new PaymentProviderUnavailable('CloudPayments answered an unreadable transaction');
    return transaction.data;
  }

  return {
    kind: 'cloudpayments',
    async createPayment(input) {
      const answer = await call(
        '/orders/create',
        {
          Amount: toAmount(input.amount),
          Currency: input.currency,
          Description: input.description.slice(0, 250),
          InvoiceId: input.paymentId,
          RequireConfirmation: false,
          SendEmail: false,
          SuccessRedirectUrl: input.returnUrl,
          FailRedirectUrl: input.returnUrl,
          // The payer's contacts for CloudPayments' own receipt; it sends no link of its own (SendEmail false).
          ...(input.customer?.email ? { Email: input.customer.email } : {}),
          ...(input.customer?.phone ? { Phone: input.customer.phone } : {}),
        },
        input.idempotenceKey,
      );
      const link = linkSchema.safeParse(answer.Model);
      if (!answer.Success || !link.success) {
        throw new PaymentProviderUnavailable(`CloudPayments made no payment link: ${answer.Message ?? 'no reason'}`);
      }
      return {
        providerPaymentId: input.paymentId,
        confirmationUrl: link.data.Url,
        status: 'pending',
        providerLinkId: link.data.Id,
      };
    },
    async verifyWebhook(request): Promise<PaymentEvent | null> {
      if (!signedByCloudPayments(request, options.apiSecret)) throw new WebhookRejected('bad signature', 401);
      const notification = notificationSchema.safeParse(notificationFields(request));
      if (!notification.success) throw new WebhookRejected('not a payment notification');
      const transaction = transactionOf(
        await call('/payments/get', { TransactionId: Number(notification.data.TransactionId) }),
      );
      // A Check before the card is charged, a declined attempt, a refund: nothing to apply.
      if (!transaction?.InvoiceId || statusOf(transaction) !== 'succeeded') return null;
      const amount = toMinor(transaction.Amount);
      if (amount === null) throw new WebhookRejected('unreadable amount');
      return {
        eventId: finalStatusEventId(transaction.InvoiceId, 'succeeded'),
        providerPaymentId: transaction.InvoiceId,
        status: 'succeeded',
        amount,
        currency: transaction.Currency,
      };
    },
    async getPayment(providerPaymentId): Promise<ProviderPaymentStatus> {
      // The invoice's last payment transaction; none yet: the shopper has not tried to pay, nothing is known of it.
      const last = transactionOf(await call('/payments/find', { InvoiceId: providerPaymentId }));
      if (!last) return { providerPaymentId, status: 'pending', amount: 0, currency: '' };
      const amount = toMinor(last.Amount);
      if (amount === null) throw new PaymentProviderUnavailable('CloudPayments answered an unreadable amount');
      return { providerPaymentId, status: statusOf(last), amount, currency: last.Currency };
    },
    async cancelPayment(input) {
      if (!input.providerLinkId) return true;
      const answer = await call('/orders/cancel', { Id: input.providerLinkId }, input.idempotenceKey);
      if (answer.Success) return true;
      // Refused: paid meanwhile (the payment arrives and is refunded as a late one), or long closed.
      const paid = transactionOf(await call('/payments/find', { InvoiceId: input.providerPaymentId }));
      return !paid || statusOf(paid) !== 'succeeded';
    },
    async refund(input) {
      const paid = transactionOf(await call('/payments/find', { InvoiceId: input.providerPaymentId }));
      if (!paid || statusOf(paid) !== 'succeeded') return { providerRefundId: null, status: 'failed' };
      const answer = await call(
        '/payments/refund',
        { TransactionId: paid.TransactionId, Amount: toAmount(input.amount) },
        input.idempotenceKey,
      );
      // Success false is CloudPayments refusing this refund (more than is left, a payment too old…): final.
      const refund = z.object({ TransactionId: z.number().int() }).safeParse(answer.Model);
      if (!answer.Success || !refund.success) return { providerRefundId: null, status: 'failed' };
      return { providerRefundId: String(refund.data.TransactionId), status: 'succeeded' };
    },
  };
}
