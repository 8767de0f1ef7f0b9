/**
 * Stripe (REST API, form-encoded bodies, the secret key as a Bearer token), the com (ae) variant's
 * gateway in dirhams. The shopper pays on a hosted Checkout Session: its Payment Intent asks for 3-D
 * Secure whenever the card's bank or the rules want it, and it offers the wallets the account enables
 * (Apple Pay, Google Pay), without card data touching the shop (decision 036). Writes carry an
 * Idempotency-Key, under which Stripe answers a repeat with the first request's result.
 *
 * The session is the provider's payment: it ends paid (checkout.session.completed with payment_status
 * paid, or async_payment_succeeded) or failed (expired, async_payment_failed); a declined card inside
 * it ends nothing, the shopper may try another. Webhooks are signed: Stripe-Signature carries t= and
 * v1=, the hex HMAC-SHA256 of `${t}.${body}` with the endpoint's secret; one older than five minutes
 * is refused, so a captured notification cannot be replayed later.
 */
import { createHmac } from 'node:crypto';
import { trimEndChar } from '@storefront/domain/trim-char';
import { z } from 'zod';
import { sameSecret } from '../../lib/same-secret.ts';
import { callGateway, GATEWAY_LIMITS, type GatewayLimits } from './gateway-call.ts';
import {
  type CreatedRefund,
  finalStatusEventId,
  type PaymentEvent,
  type PaymentProvider,
  PaymentProviderUnavailable,
  type ProviderPaymentStatus,
  WebhookRejected,
  type WebhookRequest,
} from './payment-gateway.ts';

/** The API version the shapes below are read in, whatever the account's default. */
export const STRIPE_API_VERSION = '2024-06-20';
/** The window Stripe allows a Checkout Session to close in: from 30 minutes (a minute spare) to 24 hours on. */
const SESSION_MIN_MS = 31 * 60_000;
const SESSION_MAX_MS = 24 * 3_600_000;
/** How old a signed notification may be, in seconds (Stripe's own libraries' default). */
const STRIPE_SIGNATURE_TOLERANCE_S = 300;

export interface StripeOptions {
  apiUrl: string;
  secretKey: string;
  webhookSecret: string;
  limits?: GatewayLimits;
  /** The clock signatures and a session's end are reckoned by (tests). */
  now?: () => number;
}

const sessionSchema = z.object({
  id: z.string().regex(/^cs_\w{1,200}$/),
  status: z.enum(['open', 'complete', 'expired']).nullable(),
  payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']),
  amount_total: z.number().int().nonnegative().nullable(),
  currency: z.string().length(3).nullable(),
  payment_intent: z.union([z.string(), z.object({ id: z.string() })]).nullable(),
  url: z.string().nullable(),
});
type Session = z.infer<typeof sessionSchema>;

const eventSchema = z.object({ id: z.string(), type: z.string(), data: z.object({ object: z.unknown() }) });

const refundSchema = z.object({
  id: z.string().min(1),
  status: z.enum(['pending', 'requires_action', 'succeeded', 'failed', 'canceled']),
});

/** The session events that end a payment: success when the session says paid, failure outright. */
const ENDING_EVENTS: Record<string, 'succeeded' | 'failed'> = {
  'checkout.session.completed': 'succeeded',
  'checkout.session.async_payment_succeeded': 'succeeded',
  'checkout.session.async_payment_failed': 'failed',
  'checkout.session.expired': 'failed',
};

const REFUND_STATUS: Record<z.infer<typeof refundSchema>['status'], CreatedRefund['status']> = {
  pending: 'pending',
  requires_action: 'pending',
  succeeded: 'succeeded',
  failed: 'failed',
  canceled: 'failed',
};

function statusOf(session: Session): ProviderPaymentStatus['status'] {
  if (session.status === 'complete' && session.payment_status === 'paid') return 'succeeded';
  return session.status === 'expired' ? 'failed' : 'pending';
}

/** When a session for an order payable until `until` closes, in Unix seconds within Stripe's window. */
function sessionEnd(until: Date, nowMs: number): number {
  const at = Math.min(Math.max(until.getTime(), nowMs + SESSION_MIN_MS), nowMs + SESSION_MAX_MS);
  return Math.floor(at / 1000);
}

const paymentIntentOf = (session: Session) =>
  typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);

/** Whether Stripe signed these bytes with the endpoint's secret within the tolerance. */
function signedByStripe({ rawBody, headers }: WebhookRequest, secret: string, nowMs: number): boolean {
  const header = headers['stripe-signature'];
  if (typeof header !== 'string') return false;
  const pairs = header.split(',').map((part) => {
    const at = part.indexOf('=');
    return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
  });
  const timestamp = pairs.find(([key]) => key === 't')?.[1] ?? '';
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(nowMs / 1000 - Number(timestamp)) > STRIPE_SIGNATURE_TOLERANCE_S) {
    return false;
  }
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
  return pairs.some(([key, value]) => key === 'v1' && sameSecret(value, expected));
}

export function createStripeProvider(options: StripeOptions): PaymentProvider {
  const base = `${trimEndChar(options.apiUrl, '/')}/v1`;
  const limits = options.limits ?? GATEWAY_LIMITS;
  const now = options.now ?? Date.now;

  function call(path: string, form?: Record<string, string>, idempotencyKey?: string) {
    return callGateway(
      'Stripe',
      {
        method: form ? 'POST' : 'GET',
        url: `${base}${path}`,
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          'stripe-version': STRIPE_API_VERSION,
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        ...(form ? { body: new URLSearchParams(form).toString() } : {}),
        repeatable: !form || idempotencyKey !== undefined,
      },
      limits,
    );
  }

  async function session(id: string): Promise<Session> {
    const res = await call(`/checkout/sessions/${encodeURIComponent(id)}`);
    const parsed = sessionSchema.safeParse(res.json);
    if (res.status !== 200 || !parsed.success) throw new PaymentProviderUnavailable(`Stripe answered ${res.status}`);
    return parsed.data;
  }

  function amountOf(found: Session): { amount: number; currency: string } {
    if (found.amount_total === null || found.currency === null) {
      throw new PaymentProviderUnavailable('Stripe answered a session without its amount');
    }
    return { amount: found.amount_total, currency: found.currency.toUpperCase() };
  }

  /** A refund as Stripe holds it now: a repeated request answers the first one's saved result, perhaps stale. */
  async function refundNow(answer: unknown): Promise<CreatedRefund> {
    const made = refundSchema.safeParse(answer);
    if (!made.success) throw new PaymentProviderUnavailable('Stripe answered an unreadable refund');
    let refund = made.data;
    if (REFUND_STATUS[refund.status] === 'pending') {
      const res = await call(`/refunds/${encodeURIComponent(refund.id)}`);
      const current = refundSchema.safeParse(res.json);
      if (res.status === 200 && current.success) refund = current.data;
    }
    return { providerRefundId: refund.id, status: REFUND_STATUS[refund.status] };
  }

  return {
    kind: 'stripe',
    async createPayment(input) {
      const res = await call(
        '/checkout/sessions',
        {
          mode: 'payment',
          client_reference_id: input.paymentId,
          success_url: input.returnUrl,
          cancel_url: input.returnUrl,
          'line_items[0][quantity]': '1',
          'line_items[0][price_data][currency]': input.currency.toLowerCase(),
          'line_items[0][price_data][unit_amount]': String(input.amount),
          'line_items[0][price_data][product_data][name]': input.description.slice(0, 250),
          'metadata[paymentId]': input.paymentId,
          'payment_intent_data[metadata][paymentId]': input.paymentId,
          // The page closes with the order's payment timer, as near to it as Stripe allows.
          ...(input.payableUntil ? { expires_at: String(sessionEnd(input.payableUntil, now())) } : {}),
          // Filled in on Stripe's page, and where Stripe sends its receipt.
          ...(input.customer?.email ? { customer_email: input.customer.email } : {}),
        },
        input.idempotenceKey,
      );
      const created = sessionSchema.safeParse(res.json);
      if (res.status !== 200 || !created.success || !created.data.url) {
        throw new PaymentProviderUnavailable(`Stripe answered ${res.status} to a Checkout Session`);
      }
      return { providerPaymentId: created.data.id, confirmationUrl: created.data.url, status: statusOf(created.data) };
    },
    async verifyWebhook(request): Promise<PaymentEvent | null> {
      if (!signedByStripe(request, options.webhookSecret, now())) throw new WebhookRejected('bad signature', 401);
      let json: unknown;
      try {
        json = JSON.parse(request.rawBody.toString('utf8'));
      } catch {
        throw new WebhookRejected('body is not JSON');
      }
      const event = eventSchema.safeParse(json);
      if (!event.success) throw new WebhookRejected('not a Stripe event');
      const ending = ENDING_EVENTS[event.data.type];
      if (!ending) return null;
      const parsed = sessionSchema.safeParse(event.data.data.object);
      if (!parsed.success) throw new WebhookRejected('not a Checkout Session');
      // Completed but not paid yet (a delayed method): its async_payment event ends it later.
      if (ending === 'succeeded' && parsed.data.payment_status !== 'paid') return null;
      return {
        eventId: finalStatusEventId(parsed.data.id, ending),
        providerPaymentId: parsed.data.id,
        status: ending,
        ...amountOf(parsed.data),
      };
    },
    async getPayment(providerPaymentId) {
      const found = await session(providerPaymentId);
      return { providerPaymentId, status: statusOf(found), ...amountOf(found) };
    },
    async refund(input) {
      const paid = await session(input.providerPaymentId);
      const paymentIntent = paymentIntentOf(paid);
      if (statusOf(paid) !== 'succeeded' || !paymentIntent) return { providerRefundId: null, status: 'failed' };
      const res = await call(
        '/refunds',
        { payment_intent: paymentIntent, amount: String(input.amount), 'metadata[description]': input.description },
        input.idempotenceKey,
      );
      // A refusal of the request itself (more than is left, a disputed charge…) is final.
      if (res.status === 400 || res.status === 402 || res.status === 404)
        return { providerRefundId: null, status: 'failed' };
      if (res.status !== 200) throw new PaymentProviderUnavailable(`Stripe answered ${res.status} to a refund`);
      return refundNow(res.json);
    },
  };
}
