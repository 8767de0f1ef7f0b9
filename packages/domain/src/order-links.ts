/**
 * Addresses around an order that the API writes into e-mails and payment redirects and the web
 * links to: the order in the profile and the payment result pages.
 */
import { buildPath } from './routes.ts';
import type { VariantKey } from './variants.ts';

export const PAYMENT_RESULT_PAGES = ['payment-success', 'payment-failure'] as const;
export type PaymentResultPage = (typeof PAYMENT_RESULT_PAGES)[number];

/** The order among the shopper's orders in the profile (the list opens at `?order=`). */
export function orderPagePath(variant: VariantKey, number: string): string {
  return `${buildPath('ProfileOrdersIndex', variant)}?order=${encodeURIComponent(number)}`;
}

/** A payment result page for an order; `payment` lets the page check a status the gateway has not reported yet. */
export function paymentResultPath(
  variant: VariantKey,
  page: PaymentResultPage,
  number: string,
  payment?: string,
): string {
  const query = `order=${encodeURIComponent(number)}${payment ? `&payment=${encodeURIComponent(payment)}` : ''}`;
  return `${buildPath('PaymentResultIndex', variant, { pageKey: page })}?${query}`;
}
