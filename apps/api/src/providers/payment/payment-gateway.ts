/**
 * What every payment gateway offers the payments module: creating a payment, proving a
 * notification and refunding (part of) a succeeded payment, with its errors. Amounts are integer minor units.
 */
import type { FiscalReceipt } from '@storefront/domain/payments/receipt';

export const PAYMENT_PROVIDERS = ['test', 'yookassa'] as const;
export type PaymentProviderKind = (typeof PAYMENT_PROVIDERS)[number];

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

/** A receipt sent on its own: for a payment (or one of its refunds) the provider already has. */
export interface SendReceiptInput {
  receipt: FiscalReceipt;
  providerPaymentId: string;
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
  /** The trusted event a notification proves; throws WebhookRejected or PaymentProviderUnavailable. */
  verifyWebhook(request: WebhookRequest): Promise<PaymentEvent>;
  /** Gives money of a succeeded payment back; throws PaymentProviderUnavailable when it cannot tell. */
  refund(input: RefundInput): Promise<CreatedRefund>;
  /**
   * Registers a receipt on its own (one sent again, or the gift cards' part of a payment); providers
   * that register none leave it out. Throws PaymentProviderUnavailable when it cannot tell.
   */
  sendReceipt?(input: SendReceiptInput): Promise<SentReceipt>;
}

/** A decimal string with at most two places as minor units, or null: '123.45' → 12345. */
export function decimalToMinor(value: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
