/**
 * Payments of orders through the configured provider.
 * INTERFACE STUB: the payments helper implements startPayment and the rest.
 */
import type { Db } from '../../db/client.ts';
import type { PaymentProvider } from '../../providers/payment/payment-provider.ts';

export interface PaymentDeps {
  db: Db;
  provider: PaymentProvider;
  /** Absolute origin the provider returns the shopper to, e.g. https://shop.example */
  publicUrl: string;
}

/**
 * Starts a payment for an order awaiting payment (its toPay amount): records a pending payment,
 * asks the provider for it and answers where the shopper pays.
 */
export async function startPayment(
  _deps: PaymentDeps,
  _orderId: number,
): Promise<{ id: string; confirmationUrl: string }> {
  throw new Error('startPayment: not implemented yet');
}
