/**
 * What every payment gateway offers the payments module: creating a payment, proving a
 * notification, telling a payment's status now and refunding (part of) a succeeded payment, with
 * its errors. Amounts are integer minor units.
 */
import type { OnlinePaymentMethod } from '@storefront/domain/online-payment';
import type { FiscalReceipt } from '@storefront/domain/payments/receipt';

export const PAYMENT_PROVIDERS = ['test', 'yookassa', 'cloudpayments', 'stripe'] as const;
export type PaymentProviderKind = (typeof PAYMENT_PROVIDERS)[number];

/** How the shopper pays at the provider: a card form (default) or SBP (QR on desktop, bank app on phones). */
export type PaymentMethodKind = OnlinePaymentMethod;

export interface CreatePaymentInput {
  /** Our payment id: the provider keeps it in the payment's metadata. */
  paymentId: string;
  amount: number;
  currency: string;
  description: string;
  /** Where the provider sends the shopper back after paying. */
  returnUrl: string;
  /** The same key repeated creates no second payment at the provider. */
  idempotenceKey: string;
  /** Until when the order may be paid (its payment timer): a gateway whose page can close then closes it. */
  payableUntil?: Date;
  method?: PaymentMethodKind;
  /** The shopper is on a phone or in the mobile app: SBP opens the bank's app instead of showing a QR. */
  onPhone?: boolean;
  /** The fiscal receipt of the money this payment takes (54-FZ), where the variant makes receipts. */
  receipt?: FiscalReceipt;
  /** The buyer's contacts, for providers that send the shopper a receipt of their own. */
  customer?: { phone?: string; email?: string };
}

export interface CreatedPayment {
  providerPaymentId: string;
  /** Where the shopper pays. */
  confirmationUrl: string;
  status: 'pending' | 'succeeded' | 'failed';
  /** SBP on desktop: the link the QR code carries, scanned with the bank's app on a phone. */
  qrUrl?: string;
  /** The provider's id of the link the shopper pays on, where it is not the payment's: cancelPayment closes it. */
  providerLinkId?: string;
}

/** A payment of an order cancelled before it was paid: its link closes, so no money can come through it. */
export interface CancelPaymentInput {
  providerPaymentId: string;
  providerLinkId?: string;
  /** The same key repeated cancels once. */
  idempotenceKey: string;
}

export interface RefundInput {
  /** The provider's id of the succeeded payment the money goes back to. */
  providerPaymentId: string;
  amount: number;
  currency: string;
  description: string;
  /** The same key repeated makes no second refund at the provider. */
  idempotenceKey: string;
  /** The fiscal receipt of the money going back to the card. */
  receipt?: FiscalReceipt;
}

/** Where a fiscal receipt stands at the provider: still being registered, registered, or refused. */
export type ReceiptRegistration = 'pending' | 'succeeded' | 'failed';

export interface CreatedRefund {
  /** null when the provider refused to make one. */
  providerRefundId: string | null;
  /** pending: the provider finishes it later; asking again with the same key answers its status. */
  status: 'pending' | 'succeeded' | 'failed';
  /** Where the refund's receipt stands, when one was sent and the provider tells. */
  receipt?: ReceiptRegistration;
}

/**
 * A receipt sent on its own: for a payment (or one of its refunds) the provider already has, or
 * with neither for money settled from gift cards alone (an order they paid wholly, its refund).
 */
export interface SendReceiptInput {
  receipt: FiscalReceipt;
  providerPaymentId?: string;
  /** The refund a refund receipt belongs to. */
  providerRefundId?: string;
  /** The same key repeated registers no second receipt. */
  idempotenceKey: string;
}

export interface SentReceipt {
  /** null when the provider refused it. */
  providerReceiptId: string | null;
  status: ReceiptRegistration;
  /** Why the provider refused it, as it said. */
  error?: string;
}

/** What the provider says about one payment now (reconciliation). */
export interface ProviderPaymentStatus {
  providerPaymentId: string;
  status: 'pending' | 'succeeded' | 'failed';
  amount: number;
  currency: string;
}

/** A notification as it arrived: the exact bytes (signatures cover them) and the headers. */
export interface WebhookRequest {
  rawBody: Buffer;
  headers: Readonly<Record<string, string | string[] | undefined>>;
}

/** A final payment status the provider vouches for; eventId is unique per provider. */
export interface PaymentEvent {
  eventId: string;
  providerPaymentId: string;
  status: 'succeeded' | 'failed';
  amount: number;
  currency: string;
  /** Where the payment's receipt stands, when the provider tells. */
  receipt?: ReceiptRegistration;
}

/** A payment reaches a final status once, so the pair names its event: a webhook and reconciliation agree on it. */
export const finalStatusEventId = (providerPaymentId: string, status: PaymentEvent['status']): string =>
  `${providerPaymentId}:${status}`;

/** A notification that proves nothing: bad signature (401), malformed or not confirmed by the provider (400). */
export class WebhookRejected extends Error {
  constructor(
    message: string,
    readonly status: 400 | 401 = 400,
  ) {
    super(message);
  }
}

/** The provider could not be reached or answered an error; the caller may retry later. */
export class PaymentProviderUnavailable extends Error {}

export interface PaymentProvider {
  readonly kind: PaymentProviderKind;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /**
   * The trusted event a notification proves, or null for a genuine one that ends nothing (a declined
   * attempt the shopper may follow with another, a pre-payment check); throws WebhookRejected or
   * PaymentProviderUnavailable.
   */
  verifyWebhook(request: WebhookRequest): Promise<PaymentEvent | null>;
  /** The payment's status at the provider now; throws PaymentProviderUnavailable when it cannot tell. */
  getPayment(providerPaymentId: string): Promise<ProviderPaymentStatus>;
  /** Gives money of a succeeded payment back; throws PaymentProviderUnavailable when it cannot tell. */
  refund(input: RefundInput): Promise<CreatedRefund>;
  /**
   * Registers a receipt on its own (one sent again, or the gift cards' part of a payment); providers
   * that register none leave it out. Throws PaymentProviderUnavailable when it cannot tell.
   */
  sendReceipt?(input: SendReceiptInput): Promise<SentReceipt>;
  /**
   * Closes a pending payment's link when its order is cancelled: true when it is closed (or was),
   * false when the provider refuses because the shopper paid meanwhile (the payment then arrives
   * as a late one). Providers whose pages close by themselves leave it out. Throws
   * PaymentProviderUnavailable when it cannot tell.
   */
  cancelPayment?(input: CancelPaymentInput): Promise<boolean>;
}

/** A decimal string with at most two places as minor units, or null: '123.45' → 12345. */
export function decimalToMinor(value: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
