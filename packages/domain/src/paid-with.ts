/**
 * How an order is (or is to be) paid, as the back office names it on the order page and in the
 * orders list: by card or SBP through its gateway, by gift cards, on receipt, or by invoice (a legal
 * entity's order) — an order may combine gift cards with one of the others.
 */
import type { PaymentMethod } from './checkout.ts';
import type { OnlinePaymentMethod } from './online-payment.ts';

export const PAID_WITH = ['card', 'sbp', 'giftCards', 'onReceipt', 'invoice'] as const;
export type PaidWithKind = (typeof PAID_WITH)[number];

/** The gateways' names as staff know them (brand names, the same in every language). */
export const PROVIDER_NAMES: Readonly<Record<string, string>> = {
  test: 'Test payments',
  yookassa: 'YooKassa',
  cloudpayments: 'CloudPayments',
  stripe: 'Stripe',
};

export interface PaidWith {
  kinds: PaidWithKind[];
  /** The gateway of the online payment that counts (test, yookassa, cloudpayments, stripe), or null. */
  provider: string | null;
}

/** A payment of the order as this needs it. */
export interface PaymentOf {
  method: OnlinePaymentMethod;
  provider: string;
  status: string;
  late: boolean;
}

/**
 * The order's ways of paying: gift cards when they paid part of it, then the way of the rest — on
 * receipt, by invoice, or the method of its online payment that counts (the succeeded one not late,
 * else the latest tried; none tried yet: a card).
 */
export function paidWith(
  order: { paymentMethod: PaymentMethod; giftCardsPaid: number; toPay: number; legalEntity: boolean },
  payments: readonly PaymentOf[],
): PaidWith {
  const kinds: PaidWithKind[] = order.giftCardsPaid > 0 ? ['giftCards'] : [];
  if (order.paymentMethod === 'on_receipt') return { kinds: [...kinds, 'onReceipt'], provider: null };
  if (order.legalEntity) return { kinds: [...kinds, 'invoice'], provider: null };
  if (order.toPay <= 0) return { kinds, provider: null };
  const counted = payments.find((p) => p.status === 'succeeded' && !p.late) ?? payments.at(-1);
  return { kinds: [...kinds, counted?.method ?? 'card'], provider: counted?.provider ?? null };
}
