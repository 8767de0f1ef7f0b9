/**
 * The settings that send kz payments to the local CloudPayments fake and com (ae) payments to the
 * local Stripe fake, for a test app or a test server.
 */
import { FAKE_SITE, type FakeCloudPayments } from './cloudpayments.test-support.ts';
import { FAKE_STRIPE, type FakeStripe } from './stripe.test-support.ts';

export const fakeVariantGateways = (cloudPayments: FakeCloudPayments, stripe: FakeStripe): Record<string, string> => ({
  PAYMENT_PROVIDER_KZ: 'cloudpayments',
  CLOUDPAYMENTS_API_URL: cloudPayments.url,
  CLOUDPAYMENTS_PUBLIC_ID: FAKE_SITE.publicId,
  CLOUDPAYMENTS_API_SECRET: FAKE_SITE.apiSecret,
  PAYMENT_PROVIDER_COM: 'stripe',
  STRIPE_API_URL: stripe.url,
  STRIPE_SECRET_KEY: FAKE_STRIPE.secretKey,
  STRIPE_WEBHOOK_SECRET: FAKE_STRIPE.webhookSecret,
});
