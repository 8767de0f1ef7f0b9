/**
 * The local test provider: the shopper "pays" on the app's own page /pay/test/{paymentId}/, which
 * then acts as the gateway: it settles the payment here and delivers a webhook signed with
 * HMAC-SHA256 of the raw body (PAYMENT_WEBHOOK_SECRET), exactly as a real gateway's signed callback
 * would arrive. It takes no money, so a refund succeeds at once; its id follows from the idempotence
 * key, as a repeat must. Like a gateway it tells a payment's status when asked (reconciliation),
 * from the memory of this process: a payment made before a restart is one it cannot tell about.
 * SBP is paid on the same page, reached by the QR's link on desktop.
 */
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { sameSecret } from '../../lib/same-secret.ts';
import {
  type PaymentEvent,
  type PaymentProvider,
  PaymentProviderUnavailable,
  type ProviderPaymentStatus,
  WebhookRejected,
} from './payment-gateway.ts';

export const TEST_SIGNATURE_HEADER = 'x-payment-signature';

const eventSchema = z.object({
  eventId: z.string().min(1).max(200),
  providerPaymentId: z.string().min(1).max(200),
  status: z.enum(['succeeded', 'failed']),
  amount: z.number().int().nonnegative(),
  currency: z.string().length(3),
});

const sign = (secret: string, body: string | Buffer) => createHmac('sha256', secret).update(body).digest();

/** The request the test gateway sends for an event: its JSON body and the signature header. */
export function testWebhookRequest(
  secret: string,
  event: PaymentEvent,
): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify(event);
  return {
    body,
    headers: { 'content-type': 'application/json', [TEST_SIGNATURE_HEADER]: sign(secret, body).toString('hex') },
  };
}

export interface TestPaymentProvider extends PaymentProvider {
  readonly kind: 'test';
  /** The test page's decision: the payment ends so at the "gateway" (once; a settled one stays). */
  settle(providerPaymentId: string, status: PaymentEvent['status']): void;
}

export function isTestPaymentProvider(provider: PaymentProvider): provider is TestPaymentProvider {
  return provider.kind === 'test' && 'settle' in provider;
}

export function createTestPaymentProvider(options: { secret: string }): TestPaymentProvider {
  const ledger = new Map<string, ProviderPaymentStatus>();
  return {
    kind: 'test',
    async createPayment(input) {
      // Same origin as the return address: absolute when the shop knows its address, else relative.
      const origin = /^https?:\/\//i.test(input.returnUrl) ? new URL(input.returnUrl).origin : '';
      const providerPaymentId = `test_${input.paymentId}`;
      const confirmationUrl = `${origin}/pay/test/${encodeURIComponent(input.paymentId)}/`;
      const known = ledger.get(providerPaymentId);
      if (!known) {
        ledger.set(providerPaymentId, {
          providerPaymentId,
          status: 'pending',
          amount: input.amount,
          currency: input.currency,
        });
      }
      return {
        providerPaymentId,
        confirmationUrl,
        status: known?.status ?? 'pending',
        ...(input.method === 'sbp' && !input.onPhone ? { qrUrl: confirmationUrl } : {}),
      };
    },
    settle(providerPaymentId, status) {
      const payment = ledger.get(providerPaymentId);
      if (payment?.status === 'pending') payment.status = status;
    },
    async getPayment(providerPaymentId) {
      const payment = ledger.get(providerPaymentId);
      if (!payment) throw new PaymentProviderUnavailable('the test gateway does not know this payment');
      return { ...payment };
    },
    async verifyWebhook({ rawBody, headers }) {
      const given = headers[TEST_SIGNATURE_HEADER];
      const expected = sign(options.secret, rawBody).toString('hex');
      if (typeof given !== 'string' || !sameSecret(given.toLowerCase(), expected))
        throw new WebhookRejected('bad signature', 401);
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new WebhookRejected('body is not JSON');
      }
      const event = eventSchema.safeParse(json);
      if (!event.success) throw new WebhookRejected('not a payment event');
      return event.data;
    },
    async refund(input) {
      return { providerRefundId: `test_refund_${input.idempotenceKey}`, status: 'succeeded' };
    },
    // No register behind it: a receipt sent on its own is registered at once.
    async sendReceipt(input) {
      return { providerReceiptId: `test_receipt_${input.idempotenceKey}`, status: 'succeeded' };
    },
  };
}
