/** Changes to the open checkout; each answers the fresh quote. */
import { CHECKOUT_MESSAGES, normalizePromoCode, type PaymentMethod } from '@storefront/domain/checkout';
import { MESSAGE_KEYS } from '@storefront/domain/validation/fields';
import { VARIANTS } from '@storefront/domain/variants';
import type { Db } from '../../db/client.ts';
import { invalid } from '../../errors.ts';
import { findGiftCard } from '../gift-card-ledger/gift-card-ledger.ts';
import { userOwnerKey } from '../identity/owner-key.ts';
import type { SessionUser } from '../identity/session.service.ts';
import { evaluatePromo } from '../promo-codes/promo-codes.service.ts';
import type { CheckoutQuote } from './checkout.schemas.ts';
import { checkoutQuote, computeQuote, promoProblem, type QuoteInput } from './checkout-quote.ts';
import { addCheckoutGiftCard, loadCheckoutState, removeCheckoutGiftCard, saveCheckout } from './checkout-state.ts';

export type CheckoutInput = QuoteInput & { user: SessionUser };

/** A code is accepted only once a delivery is chosen, and only if it fits the basket now. */
export async function applyPromoCode(db: Db, input: CheckoutInput, rawCode: string): Promise<CheckoutQuote> {
  const code = normalizePromoCode(rawCode);
  if (code === '') throw invalid([{ name: 'code', message: MESSAGE_KEYS.required }]);
  const quote = await computeQuote(db, input);
  if (!quote.groups.some((g) => g.ready)) {
    throw invalid([{ name: 'code', message: CHECKOUT_MESSAGES.promoNeedsDelivery }]);
  }
  const check = await evaluatePromo(db, code, {
    userId: input.user.id,
    currency: quote.currency,
    subtotal: quote.subtotal,
    now: input.now ?? new Date(),
  });
  if (!check.ok) throw invalid([promoProblem(check.problem, check.minSubtotal, quote.currency, input.locale)]);
  await saveCheckout(db, userOwnerKey(input.user.id), { promoCode: code });
  return checkoutQuote(db, input);
}

export async function removePromoCode(db: Db, input: CheckoutInput): Promise<CheckoutQuote> {
  await saveCheckout(db, userOwnerKey(input.user.id), { promoCode: null });
  return checkoutQuote(db, input);
}

/** Applying a card makes the checkout pay online: cards cannot be combined with payment on receipt. */
export async function applyGiftCard(
  db: Db,
  input: CheckoutInput,
  body: { number: string; pin: string },
): Promise<CheckoutQuote> {
  if (input.legalEntity) throw invalid([{ name: 'number', message: CHECKOUT_MESSAGES.giftCardNeedsOnline }]);
  const currency = VARIANTS[input.scope.variant].currency;
  const card = await findGiftCard(db, { userId: input.user.id, ...body, currency, now: input.now });
  const ownerKey = userOwnerKey(input.user.id);
  const state = await loadCheckoutState(db, ownerKey);
  const alreadyApplied = () => invalid([{ name: 'number', message: CHECKOUT_MESSAGES.giftCardAlreadyApplied }]);
  if (state.giftCards.some((c) => c.id === card.id)) throw alreadyApplied();
  if (card.balance <= 0) throw invalid([{ name: 'number', message: CHECKOUT_MESSAGES.giftCardEmpty }]);
  if (!(await addCheckoutGiftCard(db, ownerKey, card.id))) throw alreadyApplied();
  if (state.paymentMethod !== 'online') await saveCheckout(db, ownerKey, { paymentMethod: 'online' });
  return checkoutQuote(db, input);
}

/** Removing a card that is not applied changes nothing (DELETE is idempotent). */
export async function removeGiftCard(db: Db, input: CheckoutInput, giftCardId: number): Promise<CheckoutQuote> {
  await removeCheckoutGiftCard(db, userOwnerKey(input.user.id), giftCardId);
  return checkoutQuote(db, input);
}

export async function setPaymentMethod(db: Db, input: CheckoutInput, method: PaymentMethod): Promise<CheckoutQuote> {
  const ownerKey = userOwnerKey(input.user.id);
  const state = await loadCheckoutState(db, ownerKey);
  const unavailable =
    (method === 'online' && input.legalEntity) || (method === 'on_receipt' && state.giftCards.length > 0);
  if (unavailable) throw invalid([{ name: 'method', message: CHECKOUT_MESSAGES.paymentMethodUnavailable }]);
  await saveCheckout(db, ownerKey, { paymentMethod: method });
  return checkoutQuote(db, input);
}
