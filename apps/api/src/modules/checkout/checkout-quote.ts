/**
 * The checkout quote: what the ready basket groups cost with the promo code, delivery and gift
 * cards, which payment methods fit, and what still blocks placing. Computed afresh on every call
 * (placing an order computes it again inside its transaction), so a code or card that stopped
 * fitting shows up as a problem instead of being applied silently.
 */
import {
  CHECKOUT_MESSAGES,
  DELIVERY_METHODS,
  type DeliveryMethod,
  type PaymentMethod,
} from '@storefront/domain/checkout';
import { formatMoney } from '@storefront/domain/money';
import { splitProportionally } from '@storefront/domain/money-split';
import { type CurrencyCode, type LocaleTag, VARIANTS } from '@storefront/domain/variants';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, users } from '../../db/schema/identity.ts';
import {
  type BasketGroups,
  type GroupLine,
  type ResolvedDelivery,
  resolveBasketGroups,
} from '../basket/basket-groups.ts';
import { allocateGiftCards, maskGiftCardNumber } from '../gift-card-ledger/gift-card-ledger.ts';
import { userOwnerKey } from '../identity/owner-key.ts';
import type { SessionUser } from '../identity/session.service.ts';
import type { ShopperScope } from '../identity/shopper-scope.ts';
import { lineView } from '../order-lines/line-view.ts';
import { evaluatePromo } from '../promo-codes/promo-codes.service.ts';
import type { CheckoutProblem, CheckoutQuote } from './checkout.schemas.ts';
import { type AppliedCard, type CheckoutState, loadCheckoutState } from './checkout-state.ts';

export interface QuoteInput {
  user: Pick<SessionUser, 'id'>;
  scope: ShopperScope;
  /** Buying as a legal entity: invoice after a manager's review, no online payment, no gift cards. */
  legalEntity: boolean;
  locale: LocaleTag;
  now?: Date;
}

export interface QuoteLine extends GroupLine {
  discount: number;
}

export interface QuoteGroup {
  method: DeliveryMethod;
  delivery: ResolvedDelivery | null;
  ready: boolean;
  lines: QuoteLine[];
}

export interface PromoState {
  code: string;
  applied: boolean;
  discount: number;
  problem: string | null;
  minSubtotal: number | null;
}

/** The quote as numbers, before it is dressed for the answer; placing an order works from this. */
export interface ComputedQuote {
  currency: CurrencyCode;
  ownerKey: string;
  groups: QuoteGroup[];
  subtotal: number;
  discount: number;
  deliveryTotal: number;
  total: number;
  promo: PromoState | null;
  giftCards: (AppliedCard & { pays: number })[];
  giftCardsPaid: number;
  toPay: number;
  paymentMethod: PaymentMethod;
  paymentMethods: { method: PaymentMethod; available: boolean; reason: string | null }[];
  legalEntity: boolean;
  problems: CheckoutProblem[];
  /**
   * SKUs the shopper had given a delivery that can no longer serve them for want of stock: the
   * line fell out of its group, or no shop holds a pickup group any more.
   */
  outOfStock: number[];
}

const isDeliveryMethod = (key: string): key is DeliveryMethod => (DELIVERY_METHODS as readonly string[]).includes(key);

/**
 * `loaded`: the basket's groups and the checkout when the caller has read them already (placing an
 * order reads them in the statement that locks the basket); otherwise they are read here.
 */
export async function computeQuote(
  db: Db,
  input: QuoteInput,
  loaded?: { basket: BasketGroups; state: CheckoutState },
): Promise<ComputedQuote> {
  const now = input.now ?? new Date();
  const ownerKey = userOwnerKey(input.user.id);
  const currency = VARIANTS[input.scope.variant].currency;
  const [basket, state]: [BasketGroups, CheckoutState] = loaded
    ? [loaded.basket, loaded.state]
    : await Promise.all([resolveBasketGroups(db, ownerKey, input.scope, now), loadCheckoutState(db, ownerKey)]);
  const problems: CheckoutProblem[] = [];
  const groups = basket.groups.filter((g) => isDeliveryMethod(g.key) && g.lines.length > 0);
  // A group's own problems name the group; the rest (remaining goods, an empty basket) the basket.
  for (const g of groups) for (const message of g.problems) problems.push({ name: `groups.${g.key}`, message });
  for (const message of basket.problems) {
    if (!problems.some((p) => p.message === message)) problems.push({ name: 'basket', message });
  }

  const outOfStock = [
    ...basket.lines.filter((l) => !l.postponed && l.deliveryMethod && l.group !== l.deliveryMethod),
    ...groups
      .filter((g) => g.key === 'pickup' && g.problems.includes(CHECKOUT_MESSAGES.shopsNotFound))
      .flatMap((g) => g.lines),
  ].map((l) => l.skuId);

  const lines = groups.flatMap((g) => g.lines);
  const amounts = lines.map((l) => l.price * l.quantity);
  const subtotal = amounts.reduce((s, a) => s + a, 0);
  const deliveryTotal = groups.reduce((s, g) => s + (g.delivery?.price ?? 0), 0);

  let promo: PromoState | null = null;
  if (state.promoCode) {
    const deliveryChosen = groups.some((g) => g.ready);
    const check = deliveryChosen
      ? await evaluatePromo(db, state.promoCode, { userId: input.user.id, currency, subtotal, now })
      : ({ ok: false, problem: CHECKOUT_MESSAGES.promoNeedsDelivery, minSubtotal: null } as const);
    promo = check.ok
      ? { code: state.promoCode, applied: true, discount: check.discount, problem: null, minSubtotal: null }
      : { code: state.promoCode, applied: false, discount: 0, problem: check.problem, minSubtotal: check.minSubtotal };
    if (promo.problem) problems.push(promoProblem(promo.problem, promo.minSubtotal, currency, input.locale));
  }
  const discount = promo?.discount ?? 0;
  const shares = splitProportionally(discount, amounts);
  let index = 0;
  const quoteGroups: QuoteGroup[] = groups.map((g) => ({
    method: g.key as DeliveryMethod,
    delivery: g.delivery,
    ready: g.ready,
    lines: g.lines.map((l) => ({ ...l, discount: shares[index++] ?? 0 })),
  }));
  const total = subtotal - discount + deliveryTotal;

  const giftCardsApplied = state.giftCards.length > 0;
  if (input.legalEntity && giftCardsApplied)
    problems.push({ name: 'giftCards', message: CHECKOUT_MESSAGES.giftCardNeedsOnline });
  // A card of another variant (the shopper switched country) or blocked since it was applied pays nothing.
  const pays = (c: (typeof state.giftCards)[number]) => c.currency === currency && c.usable;
  if (!state.giftCards.every(pays)) {
    problems.push({ name: 'giftCards', message: CHECKOUT_MESSAGES.giftCardNotFound });
  }
  const payable = input.legalEntity ? [] : state.giftCards.filter(pays);
  const allocation = new Map(allocateGiftCards(payable, total).map((a) => [a.id, a.pays]));
  const cards = state.giftCards.map((c) => ({ ...c, pays: allocation.get(c.id) ?? 0 }));
  const giftCardsPaid = cards.reduce((s, c) => s + c.pays, 0);

  const paymentMethods = [
    {
      method: 'online' as const,
      available: !input.legalEntity,
      reason: input.legalEntity ? CHECKOUT_MESSAGES.paymentMethodUnavailable : null,
    },
    {
      method: 'on_receipt' as const,
      available: !giftCardsApplied,
      reason: giftCardsApplied ? CHECKOUT_MESSAGES.giftCardNeedsOnline : null,
    },
  ];
  // A legal entity pays by the manager's invoice, whatever the private checkout had chosen.
  const paymentMethod: PaymentMethod = input.legalEntity ? 'on_receipt' : state.paymentMethod;
  if (!input.legalEntity && !paymentMethods.find((m) => m.method === paymentMethod)?.available) {
    problems.push({ name: 'paymentMethod', message: CHECKOUT_MESSAGES.paymentMethodUnavailable });
  }

  return {
    currency,
    ownerKey,
    groups: quoteGroups,
    subtotal,
    discount,
    deliveryTotal,
    total,
    promo,
    giftCards: cards,
    giftCardsPaid,
    toPay: total - giftCardsPaid,
    paymentMethod,
    paymentMethods,
    legalEntity: input.legalEntity,
    problems,
    outOfStock,
  };
}

/** A promo problem as a field error; the minimum sum is filled into the message. */
export function promoProblem(
  message: string,
  minSubtotal: number | null,
  currency: CurrencyCode,
  locale: LocaleTag,
): CheckoutProblem {
  return minSubtotal === null
    ? { name: 'code', message }
    : { name: 'code', message, params: { min: formatMoney({ amount: minSubtotal, currency }, locale) } };
}

/** The quote as the checkout page gets it, with the recipient prefilled from the profile. */
export async function checkoutQuote(
  db: Db,
  input: QuoteInput & { user: Pick<SessionUser, 'id' | 'firstName' | 'phone' | 'email'> },
): Promise<CheckoutQuote> {
  const q = await computeQuote(db, input);
  const { variant } = input.scope;
  const money = (amount: number) => ({ amount, currency: q.currency });
  const [companyRows, [owner]] = await Promise.all([
    db
      .select({
        id: companies.id,
        companyName: companies.name,
        inn: companies.inn,
        rs: companies.rs,
        ks: companies.ks,
        bik: companies.bik,
        bankName: companies.bankName,
        legalAddress: companies.legalAddress,
      })
      .from(companies)
      .where(eq(companies.userId, input.user.id))
      .orderBy(asc(companies.id)),
    db.select({ active: users.activeCompanyId }).from(users).where(eq(users.id, input.user.id)),
  ]);
  const placeOf = (d: ResolvedDelivery): CheckoutQuote['groups'][number]['place'] => {
    const place = d.store ?? d.pickupPoint;
    return place && { kind: d.store ? 'store' : 'pickupPoint', id: place.id, name: place.name, address: place.address };
  };
  return {
    groups: q.groups.map((g) => ({
      method: g.method,
      place: g.delivery ? placeOf(g.delivery) : null,
      address: g.delivery?.address ?? null,
      date: g.delivery?.deliveryDate ?? null,
      timeSlot: g.delivery?.timeSlot ?? null,
      price: money(g.delivery?.price ?? 0),
      ready: g.ready,
      lines: g.lines.map((l) => lineView(l, l.slug, q.currency, variant)),
    })),
    subtotal: money(q.subtotal),
    discount: money(q.discount),
    deliveryTotal: money(q.deliveryTotal),
    total: money(q.total),
    giftCards: q.giftCards.map((c) => ({
      id: c.id,
      number: maskGiftCardNumber(c.number),
      balance: money(c.balance),
      pays: money(c.pays),
    })),
    giftCardsPaid: money(q.giftCardsPaid),
    toPay: money(q.toPay),
    paymentMethod: q.paymentMethod,
    paymentMethods: q.paymentMethods,
    promoCode: q.promo && {
      code: q.promo.code,
      applied: q.promo.applied,
      discount: money(q.promo.discount),
      problem: q.promo.problem,
      minSubtotal: q.promo.minSubtotal === null ? null : money(q.promo.minSubtotal),
    },
    recipient: { name: input.user.firstName ?? '', phone: input.user.phone, email: input.user.email ?? '' },
    legalEntity: q.legalEntity,
    companies: companyRows.map((c) => ({ ...c, active: c.id === owner?.active })),
    problems: q.problems,
    canPlace: q.problems.length === 0,
  };
}
