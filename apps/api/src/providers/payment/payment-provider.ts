/**
 * The payment gateways the configuration names, one adapter per kind shared by the variants that
 * choose it (decision 036): the local test provider (a payment page inside the app), YooKassa,
 * CloudPayments or Stripe. A new payment goes to its order's variant's gateway; everything after it
 * — its webhook, reconciliation, refunds — to the gateway recorded on the payment's row, which stays
 * reachable while its credentials are configured, even after its variant moved to another.
 */
import { VARIANT_KEYS, type VariantKey } from '@storefront/domain/variants';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { countedGateway } from '../../observability/metrics.ts';
import { createCloudPaymentsProvider } from './cloudpayments-payment.ts';
import { PAYMENT_PROVIDERS, type PaymentProvider, type PaymentProviderKind } from './payment-gateway.ts';
import { createStripeProvider } from './stripe-payment.ts';
import { createTestPaymentProvider } from './test-payment.ts';
import { createYookassaProvider } from './yookassa-payment.ts';

export interface PaymentProviders {
  /** The gateway the variant's new payments go to. */
  forVariant(variant: VariantKey): PaymentProvider;
  /** The gateway of a kind (a payment row's, a webhook's), or undefined when it is not configured. */
  ofKind(kind: string): PaymentProvider | undefined;
  /** Every configured gateway, once. */
  all(): readonly PaymentProvider[];
}

/** The gateways of adapters already made: each variant's, and `others` reachable by their kind. */
export function paymentProviders(
  byVariant: Readonly<Record<VariantKey, PaymentProvider>>,
  others: readonly PaymentProvider[] = [],
): PaymentProviders {
  const byKind = new Map<string, PaymentProvider>();
  for (const provider of [...Object.values(byVariant), ...others]) {
    if (!byKind.has(provider.kind)) byKind.set(provider.kind, provider);
  }
  const all = [...byKind.values()];
  return { forVariant: (variant) => byVariant[variant], ofKind: (kind) => byKind.get(kind), all: () => all };
}

/** Each kind's adapter, or null when the configuration lacks its credentials. */
const ADAPTERS: Record<PaymentProviderKind, (config: Config) => PaymentProvider | null> = {
  test: (config) => createTestPaymentProvider({ secret: config.PAYMENT_WEBHOOK_SECRET }),
  yookassa: (config) =>
    config.YOOKASSA_SHOP_ID && config.YOOKASSA_SECRET_KEY
      ? createYookassaProvider({
          apiUrl: config.YOOKASSA_API_URL,
          shopId: config.YOOKASSA_SHOP_ID,
          secretKey: config.YOOKASSA_SECRET_KEY,
        })
      : null,
  cloudpayments: (config) =>
    config.CLOUDPAYMENTS_PUBLIC_ID && config.CLOUDPAYMENTS_API_SECRET
      ? createCloudPaymentsProvider({
          apiUrl: config.CLOUDPAYMENTS_API_URL,
          publicId: config.CLOUDPAYMENTS_PUBLIC_ID,
          apiSecret: config.CLOUDPAYMENTS_API_SECRET,
        })
      : null,
  stripe: (config) =>
    config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET
      ? createStripeProvider({
          apiUrl: config.STRIPE_API_URL,
          secretKey: config.STRIPE_SECRET_KEY,
          webhookSecret: config.STRIPE_WEBHOOK_SECRET,
        })
      : null,
};

export function createPaymentProviders(config: Config, log: FastifyBaseLogger): PaymentProviders {
  const testVariants = VARIANT_KEYS.filter((variant) => config.paymentProviderOf[variant] === 'test');
  const made = new Map<PaymentProviderKind, PaymentProvider>();
  for (const kind of PAYMENT_PROVIDERS) {
    // The test gateway only where a variant chooses it: its webhooks' secret has a public default.
    if (kind === 'test' && testVariants.length === 0) continue;
    const adapter = ADAPTERS[kind](config);
    // Each call to the gateway is counted by kind, operation and outcome (observability/metrics.ts).
    if (adapter) made.set(kind, countedGateway('payment', adapter));
  }
  if (config.isProduction && testVariants.length > 0) {
    log.warn(
      `payment provider test in production for ${testVariants.join(', ')}: orders are paid on the built-in test page, no money is taken`,
    );
  }
  // loadConfig refuses a chosen gateway without its credentials, so each variant's was made.
  const byVariant = Object.fromEntries(
    VARIANT_KEYS.map((variant) => [variant, made.get(config.paymentProviderOf[variant])!]),
  ) as Record<VariantKey, PaymentProvider>;
  return paymentProviders(byVariant, [...made.values()]);
}
