/**
 * A local stand-in for the Stripe API, written from its public documentation: POST
 * /v1/checkout/sessions, GET /v1/checkout/sessions/{id}, POST /v1/refunds and GET /v1/refunds/{id},
 * with form-encoded bodies. It checks the secret key (Bearer, else 401), answers a repeated
 * Idempotency-Key with the first request's saved answer (another body under the same key: 400
 * idempotency_error), answers errors as {error: {type, code, message}}, and refuses to refund more
 * than a paid session's charge holds. A test plays the shopper on the hosted page (paid, expired)
 * and signs events as Stripe does; or a browser does, on the session's page (GET /c/pay/{id}): the
 * card asks for 3-D Secure, and once that is complete the session is paid, checkout.session.completed
 * goes to the shop's endpoint (`notifications.sendTo`) and the browser on to the success_url.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { type FakeAnswer, type FakeRequest, type FakeServer, startFakeServer } from './fake-gateway.test-support.ts';
import { createNotifier, hostedPage, type Notifier, seeOther, shownAmount } from './hosted-page.test-support.ts';

export const FAKE_STRIPE = { secretKey: 'sk_test_fake0123456789', webhookSecret: 'whsec_fake0123456789abcdef' };

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  expires_at: number;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  url: string | null;
}

interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'pending' | 'succeeded';
}

export interface FakeStripe extends Omit<FakeServer, 'close'> {
  sessions: Map<string, FakeSession>;
  refunds: FakeRefund[];
  /** The shopper pays on the hosted page: the session completes with a succeeded Payment Intent. */
  pay(sessionId: string): FakeSession;
  /** Nobody paid in time: the session expires. */
  expire(sessionId: string): FakeSession;
  /** New refunds start pending (the bank has not confirmed yet), or succeed at once (default). */
  refundsStartPending(pending: boolean): void;
  /** A pending refund the bank has now confirmed. */
  settleRefund(id: string): void;
  /** The events a browser's payment on a session's page posts to the shop. */
  notifications: Notifier;
  close(): Promise<void>;
}

const error = (status: number, type: string, code: string, message: string): FakeAnswer => ({
  status,
  json: { error: { type, code, message } },
});
const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/** What the fake holds: its sessions, refunds and saved answers, and where its pages are. */
interface StripeState {
  sessions: Map<string, FakeSession>;
  refunds: FakeRefund[];
  /** What each session sells, as its page names it. */
  names: Map<string, string>;
  byKey: Map<string, { body: string; answer: FakeAnswer }>;
  pendingRefunds: boolean;
  pageBase: string;
}

function createSession(state: StripeState, form: URLSearchParams): FakeAnswer {
  const amount = form.get('line_items[0][price_data][unit_amount]') ?? '';
  const currency = form.get('line_items[0][price_data][currency]') ?? '';
  if (form.get('mode') !== 'payment') return error(400, 'invalid_request_error', 'parameter_missing', 'mode');
  if (!/^\d+$/.test(amount)) {
    return error(400, 'invalid_request_error', 'parameter_invalid_integer', 'unit_amount must be an integer');
  }
  if (!/^[a-z]{3}$/.test(currency) || !form.get('success_url')) {
    return error(400, 'invalid_request_error', 'parameter_invalid_empty', 'currency and success_url are required');
  }
  const expiresAt = form.get('expires_at');
  const inSeconds = Number(expiresAt) - Date.now() / 1000;
  if (expiresAt !== null && !(inSeconds >= 30 * 60 && inSeconds <= 24 * 3600)) {
    return error(400, 'invalid_request_error', 'parameter_invalid', 'expires_at must be 30 minutes to 24 hours away');
  }
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const name = /^metadata\[(\w+)\]$/.exec(key)?.[1];
    if (name) metadata[name] = value;
  }
  const sessionId = id('cs');
  const session: FakeSession = {
    id: sessionId,
    object: 'checkout.session',
    mode: 'payment',
    status: 'open',
    payment_status: 'unpaid',
    amount_total: Number(amount) * Number(form.get('line_items[0][quantity]') ?? '1'),
    currency,
    client_reference_id: form.get('client_reference_id'),
    metadata,
    payment_intent: null,
    // Stripe's default: a day.
    expires_at: expiresAt === null ? Math.floor(Date.now() / 1000) + 24 * 3600 : Number(expiresAt),
    success_url: form.get('success_url') ?? '',
    cancel_url: form.get('cancel_url') ?? '',
    url: `${state.pageBase}/c/pay/${sessionId}`,
  };
  state.sessions.set(sessionId, session);
  state.names.set(sessionId, form.get('line_items[0][price_data][product_data][name]') ?? '');
  // The answer as it was then: a repeat under the same key gets this saved copy.
  return { status: 200, json: { ...session } };
}

function createRefund(state: StripeState, form: URLSearchParams): FakeAnswer {
  const paymentIntent = form.get('payment_intent');
  const session = [...state.sessions.values()].find(
    (s) => s.payment_intent !== null && s.payment_intent === paymentIntent,
  );
  if (!session) return error(404, 'invalid_request_error', 'resource_missing', 'No such payment_intent');
  const amount = Number(form.get('amount') ?? session.amount_total);
  const refunded = state.refunds
    .filter((r) => r.payment_intent === paymentIntent)
    .reduce((sum, r) => sum + r.amount, 0);
  if (refunded >= session.amount_total) {
    return error(400, 'invalid_request_error', 'charge_already_refunded', 'Charge has already been refunded.');
  }
  if (!Number.isInteger(amount) || amount <= 0 || refunded + amount > session.amount_total) {
    return error(400, 'invalid_request_error', 'amount_too_large', 'Refund amount is greater than unrefunded amount');
  }
  const refund: FakeRefund = {
    id: id('re'),
    object: 'refund',
    amount,
    currency: session.currency,
    payment_intent: session.payment_intent!,
    status: state.pendingRefunds ? 'pending' : 'succeeded',
  };
  state.refunds.push(refund);
  return { status: 200, json: { ...refund } };
}

const WRITES: Record<string, (state: StripeState, form: URLSearchParams) => FakeAnswer> = {
  '/v1/checkout/sessions': createSession,
  '/v1/refunds': createRefund,
};

/** The API's answer to `request` (the key checked, reads, writes answered once per Idempotency-Key). */
function answerApi(state: StripeState, request: FakeRequest): FakeAnswer {
  if (request.headers.authorization !== `Bearer ${FAKE_STRIPE.secretKey}`) {
    return error(401, 'invalid_request_error', 'api_key_invalid', 'Invalid API Key provided');
  }
  if (request.method === 'GET') {
    const [, kind, objectId] = /^\/v1\/(checkout\/sessions|refunds)\/([^/?]+)$/.exec(request.path) ?? [];
    const found =
      kind === 'refunds'
        ? state.refunds.find((r) => r.id === objectId)
        : kind
          ? state.sessions.get(decodeURIComponent(objectId!))
          : undefined;
    return found
      ? { status: 200, json: found }
      : error(404, 'invalid_request_error', 'resource_missing', 'No such object');
  }
  const write = WRITES[request.path];
  if (!write) return error(404, 'invalid_request_error', 'resource_missing', 'Unrecognized request URL');
  const key = request.headers['idempotency-key'];
  const known = typeof key === 'string' ? state.byKey.get(key) : undefined;
  if (known) {
    return known.body === request.body
      ? known.answer
      : error(
          400,
          'idempotency_error',
          'idempotency_key_in_use',
          'Keys for idempotent requests can only be used with the same parameters',
        );
  }
  const answer = write(state, new URLSearchParams(request.body));
  if (typeof key === 'string') state.byKey.set(key, { body: request.body, answer });
  return answer;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const state: StripeState = {
    sessions: new Map(),
    refunds: [],
    names: new Map(),
    byKey: new Map(),
    pendingRefunds: false,
    pageBase: '',
  };
  const { sessions, refunds, names } = state;
  const notifications = createNotifier();

  function pay(sessionId: string): FakeSession {
    const paid = session(sessionId);
    Object.assign(paid, { status: 'complete', payment_status: 'paid', payment_intent: id('pi'), url: null });
    return paid;
  }

  /**
   * The session's hosted page (GET /c/pay/{id}), its card asking for 3-D Secure (POST), the bank's
   * challenge completed (POST …/3ds): no API key, as on the real page.
   */
  async function sessionPage(sessionId: string, step: 'open' | 'card' | '3ds'): Promise<FakeAnswer> {
    const found = sessions.get(sessionId);
    if (!found) return { ...hostedPage('Session not found', []), status: 404 };
    const name = names.get(sessionId) ?? '';
    if (found.status !== 'open') return hostedPage('This checkout session is no longer open', [name]);
    const page = `/c/pay/${sessionId}`;
    if (step === 'open') {
      const amount = shownAmount(found.amount_total, found.currency);
      return hostedPage('Stripe Checkout', [name, amount], [{ label: 'Pay', action: page }]);
    }
    if (step === 'card') return seeOther(`${page}/3ds`);
    await notifications.send(stripeEvent('checkout.session.completed', pay(sessionId)));
    return seeOther(found.success_url);
  }

  const server = await startFakeServer((request) => {
    const page = /^\/c\/pay\/(cs_\w+)(\/3ds)?$/.exec(request.path);
    if (page) {
      const [, sessionId, challenge] = page;
      if (challenge && request.method === 'GET') {
        return hostedPage(
          '3D Secure authentication',
          ['Your bank asks you to confirm this payment.'],
          [{ label: 'Complete authentication', action: request.path }],
        );
      }
      return sessionPage(sessionId!, request.method === 'GET' ? 'open' : challenge ? '3ds' : 'card');
    }
    return answerApi(state, request);
  });

  function session(sessionId: string): FakeSession {
    const found = sessions.get(sessionId);
    if (!found) throw new Error(`no fake session ${sessionId}`);
    return found;
  }

  state.pageBase = server.url;
  return {
    ...server,
    sessions,
    refunds,
    pay,
    notifications,
    expire(sessionId) {
      return Object.assign(session(sessionId), { status: 'expired', url: null });
    },
    refundsStartPending(pending) {
      state.pendingRefunds = pending;
    },
    settleRefund(refundId) {
      const refund = refunds.find((r) => r.id === refundId);
      if (refund) refund.status = 'succeeded';
    },
    close: () => server.close(),
  };
}

/** An event about a session as Stripe posts it, signed with Stripe-Signature (t=…,v1=…) at `atMs`. */
export function stripeEvent(
  type: string,
  session: FakeSession,
  { atMs = Date.now(), secret = FAKE_STRIPE.webhookSecret } = {},
): { body: string; headers: Record<string, string> } {
  const created = Math.floor(atMs / 1000);
  const body = JSON.stringify({
    id: id('evt'),
    object: 'event',
    api_version: '2024-06-20',
    created,
    type,
    livemode: false,
    data: { object: { ...session } },
  });
  const signature = createHmac('sha256', secret).update(`${created}.${body}`).digest('hex');
  return { body, headers: { 'content-type': 'application/json', 'stripe-signature': `t=${created},v1=${signature}` } };
}
