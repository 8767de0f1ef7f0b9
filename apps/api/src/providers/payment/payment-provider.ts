/**
 * The payment gateway the configuration names: the local test provider (a payment page inside the
 * app, HMAC-signed webhooks) or YooKassa (HTTP API v3).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { PaymentProvider } from './payment-gateway.ts';
import { createTestPaymentProvider } from './test-payment.ts';
import { createYookassaProvider } from './yookassa-payment.ts';

export function createPaymentProvider(config: Config, log: FastifyBaseLogger): PaymentProvider {
  if (config.PAYMENT_PROVIDER === 'yookassa') {
    return createYookassaProvider({
      apiUrl: config.YOOKASSA_API_URL,
      shopId: config.YOOKASSA_SHOP_ID as string,
      secretKey: config.YOOKASSA_SECRET_KEY as string,
    });
  }
  if (config.isProduction) {
    log.warn('PAYMENT_PROVIDER=test in production: orders are paid on the built-in test page, no money is taken');
  }
  return createTestPaymentProvider({ secret: config.PAYMENT_WEBHOOK_SECRET });
}
