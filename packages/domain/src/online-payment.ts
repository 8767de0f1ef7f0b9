/**
 * How an online payment is paid (decision 035): a card on the provider's page, or SBP (the Faster
 * Payments System), paid in the bank's app: by scanning a QR code on desktop, or opened straight
 * from a phone or the mobile app. SBP is Russian, so only the ru variant offers it. An SBP code
 * stays payable a shorter time than the order's payment timer; a new one can be made after.
 */
import type { VariantKey } from './variants.ts';

export const ONLINE_PAYMENT_METHODS = ['card', 'sbp'] as const;
export type OnlinePaymentMethod = (typeof ONLINE_PAYMENT_METHODS)[number];

/** The ways to pay online a variant offers, the default first. */
export function onlinePaymentMethods(variant: VariantKey): readonly OnlinePaymentMethod[] {
  return variant === 'ru' ? ONLINE_PAYMENT_METHODS : ['card'];
}

export function isOnlinePaymentMethod(value: unknown): value is OnlinePaymentMethod {
  return (ONLINE_PAYMENT_METHODS as readonly unknown[]).includes(value);
}

/** Our page showing an SBP payment's QR code on desktop (the test payment page's sibling). */
export const sbpPaymentPath = (paymentId: string): string => `/pay/sbp/${encodeURIComponent(paymentId)}/`;

/** Default minutes an SBP payment's QR code is shown as payable (PAYMENT_SBP_TIMEOUT_MIN). */
export const SBP_TIMEOUT_MIN = 10;

/** What an SBP payment's page says while the shopper pays in the bank's app. */
export type SbpPaymentState = 'waiting' | 'expired' | 'paid' | 'failed' | 'closed';

/** The page's state from the payment's status, the order's and the code's expiry. */
export function sbpPaymentState(
  payment: { status: 'pending' | 'succeeded' | 'failed' | 'cancelled'; expiresAt: string | null },
  orderAwaitsPayment: boolean,
  now: Date,
): SbpPaymentState {
  if (payment.status === 'succeeded') return 'paid';
  if (payment.status !== 'pending') return 'failed';
  if (!orderAwaitsPayment) return 'closed';
  return payment.expiresAt !== null && Date.parse(payment.expiresAt) <= now.getTime() ? 'expired' : 'waiting';
}

/**
 * A phone by its user agent (a tablet is not one): SBP opens the bank's app there instead of
 * showing a QR code to scan with it.
 */
export function isPhoneAgent(userAgent: string | null | undefined): boolean {
  const agent = (userAgent ?? '').slice(0, 512);
  return /\b(iPhone|iPod|Windows Phone)\b/.test(agent) || (/\bAndroid\b/.test(agent) && /\bMobile\b/.test(agent));
}
