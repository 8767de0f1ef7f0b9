/**
 * Gift cards at checkout: checking a number and PIN, sharing an order's total among the applied
 * cards, and moving balances when an order is placed or cancelled. A balance changes only through
 * a recorded transaction, guarded so it never goes below zero and a refund happens once.
 */
import {
  CHECKOUT_MESSAGES,
  checkGiftCardNumber,
  GIFT_CARD_PIN_LENGTH,
  normalizeGiftCardNumber,
} from '@storefront/domain/checkout';
import { MESSAGE_KEYS } from '@storefront/domain/validation/fields';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { giftCards, giftCardTransactions } from '../../db/schema/orders.ts';
import { invalid } from '../../errors.ts';
import { hitRateLimit, type RateLimit } from '../../lib/rate-limit.ts';
import { giftCardPinMatches } from './gift-card-pin.ts';

/** PIN guesses a user may make: PINs are short, so guessing must stay slow. */
export const GIFT_CARD_PIN_LIMIT: RateLimit = { max: 10, windowS: 15 * 60 };

export interface GiftCardBalance {
  id: number;
  balance: number;
}

type GiftCardRow = typeof giftCards.$inferSelect;

/**
 * The card a number and PIN name, each guess counted against the PIN limit of `limitKey` (a user, or
 * a guest's address): the one check the checkout and the balance page share. Field errors for an
 * incomplete number or a missing PIN; one answer for a missing card or a wrong PIN, naming neither.
 */
export async function cardByNumberAndPin(
  db: Db,
  input: { limitKey: string; number: string; pin: string; now?: Date },
): Promise<GiftCardRow> {
  const numberCheck = checkGiftCardNumber(input.number);
  if (numberCheck) {
    throw invalid([
      {
        name: 'number',
        message: numberCheck === 'required' ? MESSAGE_KEYS.required : CHECKOUT_MESSAGES.giftCardIncomplete,
      },
    ]);
  }
  if (input.pin.trim() === '') throw invalid([{ name: 'pin', message: MESSAGE_KEYS.required }]);
  await hitRateLimit(db, `gift-card-pin:${input.limitKey}`, GIFT_CARD_PIN_LIMIT, input.now);
  const number = normalizeGiftCardNumber(input.number);
  const pin = input.pin.trim();
  const [card] = await db.select().from(giftCards).where(eq(giftCards.number, number)).limit(1);
  if (!card || pin.length !== GIFT_CARD_PIN_LENGTH || !giftCardPinMatches(number, pin, card.pinHash)) {
    throw invalid([{ name: 'number', message: CHECKOUT_MESSAGES.giftCardNotFound }]);
  }
  return card;
}

/** The usable card a number and PIN name in `currency`; field errors otherwise. */
export async function findGiftCard(
  db: Db,
  input: { userId: number; number: string; pin: string; currency: string; now?: Date },
): Promise<{ id: number; number: string; balance: number }> {
  const card = await cardByNumberAndPin(db, { ...input, limitKey: String(input.userId) });
  const now = input.now ?? new Date();
  // A card of another country, spent or blocked, or expired: the same answer as a wrong PIN.
  const usable =
    card.currency === input.currency && card.status === 'active' && (!card.expiresAt || card.expiresAt > now);
  if (!usable) throw invalid([{ name: 'number', message: CHECKOUT_MESSAGES.giftCardNotFound }]);
  return { id: card.id, number: card.number, balance: card.balance };
}

/** What each card pays of `total`, in the order the cards were applied. */
export function allocateGiftCards(cards: readonly GiftCardBalance[], total: number): { id: number; pays: number }[] {
  let left = Math.max(0, total);
  return cards.map((card) => {
    const pays = Math.min(card.balance, left);
    left -= pays;
    return { id: card.id, pays };
  });
}

/**
 * Takes each charge off its card, only while the balance covers it and the card is not blocked; false
 * when a balance ran out or staff blocked a card meanwhile (the caller rolls back). Cards are updated
 * in id order so racing orders lock alike.
 */
export async function chargeGiftCards(
  tx: Db,
  orderId: number,
  charges: readonly { id: number; pays: number }[],
): Promise<boolean> {
  for (const { id, pays } of [...charges].filter((c) => c.pays > 0).sort((a, b) => a.id - b.id)) {
    const updated = await tx
      .update(giftCards)
      .set({ balance: sql`${giftCards.balance} - ${pays}` })
      .where(and(eq(giftCards.id, id), eq(giftCards.status, 'active'), gte(giftCards.balance, pays)))
      .returning({ id: giftCards.id });
    if (updated.length === 0) return false;
    await tx.insert(giftCardTransactions).values({ giftCardId: id, orderId, kind: 'charge', amount: -pays });
  }
  return true;
}

/** Gives back every charge of an order once: the unique (card, order, kind) index refuses a second refund. */
export async function refundGiftCards(tx: Db, orderId: number): Promise<void> {
  const charges = await tx
    .select({ giftCardId: giftCardTransactions.giftCardId, amount: giftCardTransactions.amount })
    .from(giftCardTransactions)
    .where(and(eq(giftCardTransactions.orderId, orderId), eq(giftCardTransactions.kind, 'charge')))
    .orderBy(asc(giftCardTransactions.giftCardId));
  for (const charge of charges) {
    const refund = -charge.amount;
    const inserted = await tx
      .insert(giftCardTransactions)
      .values({ giftCardId: charge.giftCardId, orderId, kind: 'refund', amount: refund })
      .onConflictDoNothing()
      .returning({ id: giftCardTransactions.id });
    if (inserted.length > 0) {
      await tx
        .update(giftCards)
        .set({ balance: sql`${giftCards.balance} + ${refund}` })
        .where(eq(giftCards.id, charge.giftCardId));
    }
  }
}

/**
 * Puts `amount` of a staff refund back on the cards that paid the order, each at most what it paid
 * less what went back to it already, with one history line per card. The caller holds the order's lock.
 */
export async function refundToGiftCards(tx: Db, orderId: number, refundId: string, amount: number): Promise<void> {
  const moves = await tx
    .select({ giftCardId: giftCardTransactions.giftCardId, amount: giftCardTransactions.amount })
    .from(giftCardTransactions)
    .where(eq(giftCardTransactions.orderId, orderId))
    .orderBy(asc(giftCardTransactions.giftCardId));
  const left = new Map<number, number>();
  for (const m of moves) left.set(m.giftCardId, (left.get(m.giftCardId) ?? 0) - m.amount);
  let rest = amount;
  for (const [giftCardId, paid] of left) {
    const back = Math.min(rest, paid);
    if (back <= 0) continue;
    await tx.insert(giftCardTransactions).values({ giftCardId, orderId, kind: 'refund', amount: back, refundId });
    await tx
      .update(giftCards)
      .set({ balance: sql`${giftCards.balance} + ${back}` })
      .where(eq(giftCards.id, giftCardId));
    rest -= back;
  }
  if (rest !== 0) throw new Error(`gift cards of order ${orderId} cannot take back ${amount}`);
}

/** How a card is shown once applied: only its last digits. */
export const maskGiftCardNumber = (number: string) => `•••• ${number.slice(-4)}`;
