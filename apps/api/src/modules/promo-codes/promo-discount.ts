/**
 * Promo code rules without I/O: whether a code fits a basket and how much it takes off (the lines'
 * shares of it: splitProportionally in the domain's money-split).
 */
import { CHECKOUT_MESSAGES } from '@storefront/domain/checkout';

export interface PromoTerms {
  code: string;
  kind: 'percent' | 'fixed';
  /** Percent (1–100) or minor units of `currency`. */
  value: number;
  currency: string;
  minSubtotal: number;
  startsAt: Date | null;
  endsAt: Date | null;
  active: boolean;
  /** Orders one shopper may place with the code. */
  perUserLimit: number;
  /** Orders all shoppers together may place with it; null: no limit. */
  usageLimit: number | null;
}

export interface PromoContext {
  /** The variant's currency. */
  currency: string;
  /** Goods total at shelf price, minor units. */
  subtotal: number;
  now: Date;
  /** Orders this user placed with the code (cancelled ones do not count). */
  userUses: number;
  /** Orders everyone placed with it. */
  totalUses: number;
}

export type PromoCheck =
  | { ok: true; discount: number }
  | { ok: false; problem: (typeof CHECKOUT_MESSAGES)[PromoProblem]; minSubtotal: number | null };

type PromoProblem = 'promoUnknown' | 'promoExpired' | 'promoUsed' | 'promoExhausted' | 'promoMinSum';

/** What a code takes off a goods total: never more than the total itself. */
export function promoDiscount(terms: Pick<PromoTerms, 'kind' | 'value'>, subtotal: number): number {
  const off = terms.kind === 'percent' ? Math.floor((subtotal * terms.value) / 100) : terms.value;
  return Math.max(0, Math.min(off, subtotal));
}

/**
 * Checks a code against a basket, in the order a shopper can act on: a code of another variant
 * is as unknown as a missing one; a code not started yet reads as expired.
 */
export function checkPromo(terms: PromoTerms | null, ctx: PromoContext): PromoCheck {
  const fail = (problem: PromoProblem, minSubtotal: number | null = null): PromoCheck => ({
    ok: false,
    problem: CHECKOUT_MESSAGES[problem],
    minSubtotal,
  });
  if (!terms?.active || terms.currency !== ctx.currency) return fail('promoUnknown');
  if ((terms.startsAt && ctx.now < terms.startsAt) || (terms.endsAt && ctx.now >= terms.endsAt)) {
    return fail('promoExpired');
  }
  if (ctx.userUses >= terms.perUserLimit) return fail('promoUsed');
  if (terms.usageLimit !== null && ctx.totalUses >= terms.usageLimit) return fail('promoExhausted');
  if (ctx.subtotal < terms.minSubtotal) return fail('promoMinSum', terms.minSubtotal);
  return { ok: true, discount: promoDiscount(terms, ctx.subtotal) };
}
