/**
 * Payment calls: the providers' webhooks (raw body, verified by the provider adapter), the test
 * provider's "gateway" behind the /pay/test/{paymentId}/ page, and a payment for its owner.
 */
import { API_BASE } from '@storefront/domain/routes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { envelope } from '../../lib/schemas.ts';
import { declareAccess } from '../../plugins/access.ts';
import { finalStatusEventId, type PaymentProviderKind } from '../../providers/payment/payment-gateway.ts';
import { isTestPaymentProvider, testWebhookRequest } from '../../providers/payment/test-payment.ts';
import { requireUser } from '../identity/require-user.ts';
import type { OrderNotices } from '../notices/order-notices.ts';
import { handleWebhook, ownedPayment, type PaymentDeps, resultPathOf } from './payment.service.ts';
import {
  cloudPaymentsAnswer,
  completeBody,
  completeResult,
  paymentIdParams,
  paymentView,
  webhookParams,
  webhookResult,
} from './payments.schemas.ts';
import { reconcilePayments } from './reconcile-payments.ts';

export interface PaymentRoutesDeps {
  config: Config;
  notices: OrderNotices;
  payments: PaymentDeps;
}

const WEBHOOK_BODY_LIMIT = 64 * 1024;

/** The webhooks in a context of their own: a body stays the exact bytes the signature covers. */
const webhookRoutes: FastifyPluginAsyncZod<PaymentRoutesDeps> = async (app, deps) => {
  // The payment provider calls it; the signature is the check.
  declareAccess(app, 'public');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/payments/webhook/:provider',
    {
      schema: {
        tags: ['payments'],
        summary:
          'A payment provider’s notification. test: JSON event signed with HMAC-SHA256 of the raw body in X-Payment-Signature; yookassa: its notification, confirmed by asking the YooKassa API; stripe: a Checkout Session event signed in Stripe-Signature (HMAC-SHA256 of `t.body` with the endpoint’s secret, at most five minutes old). Applied once: a replay answers 200 and changes nothing; a forged one 400/401; 404 for a provider not configured',
        params: webhookParams,
        response: { 200: envelope(webhookResult) },
      },
    },
    async (request) => {
      const result = await handleWebhook({ ...deps.payments, notices: deps.notices }, request.params.provider, {
        rawBody: rawBodyOf(request),
        headers: request.headers,
      });
      return { data: { result } };
    },
  );
  app.post(
    '/payments/webhook/cloudpayments',
    {
      schema: {
        tags: ['payments'],
        summary:
          'CloudPayments’ notifications (Check, Pay, Fail…, as a form or JSON) signed in Content-HMAC or X-Content-HMAC with the API Secret. The transaction is read back from the CloudPayments API and a completed payment applied once; anything else changes nothing. Answers {code: 0} as CloudPayments expects, so a Check lets the payment go ahead; a forged one 401, 503 when the API cannot be asked (CloudPayments sends it again)',
        response: { 200: cloudPaymentsAnswer },
      },
    },
    async (request) => {
      await handleWebhook({ ...deps.payments, notices: deps.notices }, 'cloudpayments', {
        rawBody: rawBodyOf(request),
        headers: request.headers,
      });
      return { code: 0 as const };
    },
  );
};

const rawBodyOf = (request: FastifyRequest) => (Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0));

export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesDeps> = async (app, deps) => {
  declareAccess(app, 'shopper');
  const { db, providers } = deps.payments;
  const testProvider = providers.ofKind('test');

  const userId = async (request: FastifyRequest) => (await requireUser(request)).user.id;

  await app.register(webhookRoutes, deps);

  /** Lets tests run reconciliation as of a given time instead of waiting for its schedule (JOB_TRIGGER=true; never in a real shop). */
  if (deps.config.JOB_TRIGGER === 'true') {
    app.post(
      '/testing/jobs/reconcile-payments',
      {
        config: { access: 'public' },
        schema: {
          tags: ['testing'],
          summary: 'Runs the reconcile-payments job now, as if the clock showed `at` (JOB_TRIGGER=true only)',
          body: z.object({ at: z.iso.datetime().optional() }),
          response: { 200: envelope(z.object({ checked: z.number(), applied: z.number() })) },
        },
      },
      async (request) => {
        const { providers: configured, ...payments } = deps.payments;
        const reconcile = {
          ...payments,
          notices: deps.notices,
          providers: configured.all(),
          afterMin: deps.config.PAYMENT_RECONCILE_AFTER_MIN,
        };
        return { data: await reconcilePayments(reconcile, request.body.at ? new Date(request.body.at) : new Date()) };
      },
    );
  }

  app.get(
    '/payments/:paymentId',
    {
      schema: {
        tags: ['payments'],
        summary:
          'A payment of one of the shopper’s orders (the test payment page, the SBP QR page); 404 for anyone else’s',
        params: paymentIdParams,
        response: { 200: envelope(paymentView) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const payment = await ownedPayment(db, request.params.paymentId, await userId(request));
      return {
        data: {
          id: payment.id,
          provider: payment.provider as PaymentProviderKind,
          status: payment.status,
          amount: { amount: payment.amount, currency: payment.currency as 'RUB' },
          method: payment.method,
          qrUrl: payment.qrUrl,
          expiresAt:
            payment.method === 'sbp'
              ? new Date(payment.createdAt.getTime() + deps.config.PAYMENT_SBP_TIMEOUT_MIN * 60_000).toISOString()
              : null,
          order: { number: payment.order.number, status: payment.order.status },
        },
      };
    },
  );

  // Only the test provider has a page of ours where the shopper decides how the payment ends.
  if (testProvider && isTestPaymentProvider(testProvider)) {
    app.post(
      '/payments/test/:paymentId/complete',
      {
        schema: {
          tags: ['payments'],
          summary:
            'The test provider’s page acting as the gateway: sends the signed webhook for the outcome, then answers the result page to go to',
          params: paymentIdParams,
          body: completeBody,
          response: { 200: envelope(completeResult) },
        },
      },
      async (request) => {
        const id = await userId(request);
        const payment = await ownedPayment(db, request.params.paymentId, id);
        if (payment.status === 'pending' && payment.providerPaymentId) {
          const status = request.body.outcome === 'success' ? 'succeeded' : 'failed';
          testProvider.settle(payment.providerPaymentId, status);
          const { body, headers } = testWebhookRequest(deps.config.PAYMENT_WEBHOOK_SECRET, {
            eventId: finalStatusEventId(payment.providerPaymentId, status),
            providerPaymentId: payment.providerPaymentId,
            status,
            amount: payment.amount,
            currency: payment.currency,
          });
          const delivered = await app.inject({
            method: 'POST',
            url: `${API_BASE}/payments/webhook/test`,
            headers,
            payload: body,
          });
          if (delivered.statusCode !== 200) throw new Error(`test webhook answered ${delivered.statusCode}`);
        }
        const { status } = await ownedPayment(db, payment.id, id);
        return { data: { redirectUrl: resultPathOf(payment, status) } };
      },
    );
  }
};
