/** Payment calls: the provider's webhook, the test provider's page, and a payment as its owner sees it. */
import { ORDER_STATUSES } from '@storefront/domain/checkout';
import { ONLINE_PAYMENT_METHODS } from '@storefront/domain/online-payment';
import { z } from 'zod';
import { moneySchema } from '../../lib/schemas.ts';
import { PAYMENT_PROVIDERS } from '../../providers/payment/payment-gateway.ts';

export const paymentIdParams = z.object({
  paymentId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .describe('the payment id from confirmationUrl'),
});

/** CloudPayments has a route of its own: it expects its own answer. */
export const webhookParams = z.object({ provider: z.enum(PAYMENT_PROVIDERS).exclude(['cloudpayments']) });

export const cloudPaymentsAnswer = z.object({
  code: z.literal(0).describe('0: taken; CloudPayments sends a notification answered otherwise again'),
});

export const webhookResult = z.object({
  result: z
    .enum(['applied', 'replayed', 'ignored'])
    .describe('applied: the status changed; replayed: this event was applied before; ignored: nothing to change'),
});

export const paymentView = z.object({
  id: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  status: z.enum(['pending', 'succeeded', 'failed', 'cancelled']),
  amount: moneySchema,
  method: z.enum(ONLINE_PAYMENT_METHODS).describe('card, or sbp (paid in the bank’s app)'),
  qrUrl: z.string().nullable().describe('SBP on desktop: the link the QR code carries, to show as the code and a link'),
  expiresAt: z
    .string()
    .nullable()
    .describe('SBP: ISO time the QR code stops being payable (PAYMENT_SBP_TIMEOUT_MIN); a new payment is made after'),
  order: z.object({ number: z.string(), status: z.enum(ORDER_STATUSES) }),
});
export type PaymentView = z.infer<typeof paymentView>;

export const completeBody = z.object({
  outcome: z.enum(['success', 'failure']).describe('how the test payment ends'),
});

export const completeResult = z.object({
  redirectUrl: z.string().describe('the payment result page: /pages/payment-success/?order=N or payment-failure'),
});
