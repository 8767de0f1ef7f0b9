/** The open checkout of an owner: promo code, payment method and applied gift cards, kept between page loads. */
import type { PaymentMethod } from '@storefront/domain/checkout';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkoutGiftCards, checkouts, giftCards } from '../../db/schema/orders.ts';

export interface AppliedCard {
  id: number;
  number: string;
  currency: string;
  balance: number;
  /** False once staff blocked the card after it was applied: it pays nothing. */
  usable: boolean;
}

export interface CheckoutState {
  promoCode: string | null;
  paymentMethod: PaymentMethod;
  /** In the order they were applied: that is the order they pay in. */
  giftCards: AppliedCard[];
}

export async function loadCheckoutState(db: Db, ownerKey: string): Promise<CheckoutState> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.ownerKey, ownerKey)).limit(1);
  const cards = await db
    .select({
      id: giftCards.id,
      number: giftCards.number,
      currency: giftCards.currency,
      balance: giftCards.balance,
      usable: sql<boolean>`${giftCards.status} = 'active'`,
    })
    .from(checkoutGiftCards)
    .innerJoin(giftCards, eq(giftCards.id, checkoutGiftCards.giftCardId))
    .where(eq(checkoutGiftCards.ownerKey, ownerKey))
    .orderBy(asc(checkoutGiftCards.createdAt), asc(giftCards.id));
  return { promoCode: row?.promoCode ?? null, paymentMethod: row?.paymentMethod ?? 'online', giftCards: cards };
}

export async function saveCheckout(
  db: Db,
  ownerKey: string,
  values: { promoCode?: string | null; paymentMethod?: PaymentMethod },
): Promise<void> {
  await db
    .insert(checkouts)
    .values({ ownerKey, ...values })
    .onConflictDoUpdate({ target: checkouts.ownerKey, set: { ...values, updatedAt: new Date() } });
}

/** Applies a card; false when it is already applied. */
export async function addCheckoutGiftCard(db: Db, ownerKey: string, giftCardId: number): Promise<boolean> {
  const added = await db
    .insert(checkoutGiftCards)
    .values({ ownerKey, giftCardId })
    .onConflictDoNothing()
    .returning({ id: checkoutGiftCards.giftCardId });
  return added.length > 0;
}

/** Removes an applied card; false when it was not applied. */
export async function removeCheckoutGiftCard(db: Db, ownerKey: string, giftCardId: number): Promise<boolean> {
  const removed = await db
    .delete(checkoutGiftCards)
    .where(and(eq(checkoutGiftCards.ownerKey, ownerKey), eq(checkoutGiftCards.giftCardId, giftCardId)))
    .returning({ id: checkoutGiftCards.giftCardId });
  return removed.length > 0;
}

/** After an order is placed the checkout starts afresh. */
export async function clearCheckout(tx: Db, ownerKey: string): Promise<void> {
  await tx.delete(checkoutGiftCards).where(eq(checkoutGiftCards.ownerKey, ownerKey));
  await tx.delete(checkouts).where(eq(checkouts.ownerKey, ownerKey));
}
