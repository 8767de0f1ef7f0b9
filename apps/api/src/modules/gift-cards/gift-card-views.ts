/**
 * Reading gift cards: the present page by its token (the PIN only when asked), the balance check
 * by number and PIN, and the profile's cards (bought by the user, or sent to the user's phone)
 * with their history of use.
 */
import { type GiftCardPurchaseStatus, giftCardDesignImage, isGiftCardDesign } from '@storefront/domain/gift-cards';
import { buildPath } from '@storefront/domain/routes';
import type { CurrencyCode } from '@storefront/domain/variants';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { giftCardPurchases, giftCards, giftCardTransactions, orders } from '../../db/schema/orders.ts';
import { notFound } from '../../errors.ts';
import { openPin } from '../gift-card-ledger/gift-card-issue.ts';
import { cardByNumberAndPin, maskGiftCardNumber } from '../gift-card-ledger/gift-card-ledger.ts';
import type { OwnedCard } from './gift-cards.schemas.ts';

type CardRow = typeof giftCards.$inferSelect;
const money = (amount: number, currency: string) => ({ amount, currency: currency as CurrencyCode });
const designImage = (design: string | null) => giftCardDesignImage(isGiftCardDesign(design) ? design : 'thanks');

async function cardByToken(db: Db, token: string): Promise<CardRow> {
  const [card] = await db.select().from(giftCards).where(eq(giftCards.presentToken, token)).limit(1);
  if (!card) throw notFound('gift card not found');
  return card;
}

/** The present page: everything but the PIN. */
export async function presentView(db: Db, token: string) {
  const card = await cardByToken(db, token);
  return {
    design: card.design ?? 'thanks',
    designImage: designImage(card.design),
    amount: money(card.initialAmount, card.currency),
    balance: money(card.balance, card.currency),
    greeting: card.greeting ?? '',
    senderName: card.senderName ?? '',
    recipientName: card.recipientName ?? '',
    number: card.number,
    blocked: card.status === 'blocked',
  };
}

/** The PIN, revealed on the present page when the holder of the link asks. */
export async function revealPin(db: Db, token: string, pinKey: string): Promise<string> {
  const card = await cardByToken(db, token);
  const pin = card.pinSealed ? openPin(card.pinSealed, token, pinKey) : null;
  if (!pin) throw notFound('gift card not found');
  return pin;
}

/**
 * A card's balance by number and PIN, counted against the same limit as the checkout's PIN check
 * (per user, or per client address for a guest), with the same messages.
 */
export async function checkBalance(
  db: Db,
  input: { limitKey: string; number: string; pin: string; now?: Date },
): Promise<{
  number: string;
  balance: { amount: number; currency: CurrencyCode };
  initialAmount: { amount: number; currency: CurrencyCode };
}> {
  const card = await cardByNumberAndPin(db, input);
  return {
    number: maskGiftCardNumber(card.number),
    balance: money(card.balance, card.currency),
    initialAmount: money(card.initialAmount, card.currency),
  };
}

function cardStatus(card: CardRow): GiftCardPurchaseStatus {
  if (card.smsStatus === 'delivered') return 'delivered';
  if (card.smsStatus === 'sent') return 'sent';
  return 'paid';
}

async function historyOf(db: Db, cardIds: number[]) {
  if (cardIds.length === 0) return new Map<number, OwnedCard['history']>();
  const rows = await db
    .select({
      giftCardId: giftCardTransactions.giftCardId,
      kind: giftCardTransactions.kind,
      amount: giftCardTransactions.amount,
      createdAt: giftCardTransactions.createdAt,
      orderNumber: orders.number,
      currency: giftCards.currency,
    })
    .from(giftCardTransactions)
    .innerJoin(giftCards, eq(giftCards.id, giftCardTransactions.giftCardId))
    .leftJoin(orders, eq(orders.id, giftCardTransactions.orderId))
    .where(inArray(giftCardTransactions.giftCardId, cardIds))
    .orderBy(asc(giftCardTransactions.createdAt), asc(giftCardTransactions.id));
  const byCard = new Map<number, OwnedCard['history']>();
  for (const r of rows) {
    const list = byCard.get(r.giftCardId) ?? [];
    list.push({
      kind: r.kind,
      amount: money(r.amount, r.currency),
      orderNumber: r.orderNumber,
      date: r.createdAt.toISOString(),
    });
    byCard.set(r.giftCardId, list);
  }
  return byCard;
}

const presentUrl = (token: string | null) =>
  token ? buildPath('GiftCardPresentPageIndex', 'ru', { cardId: token }) : null;

function issuedView(card: CardRow, orderNumber: string | null, history: OwnedCard['history']): OwnedCard {
  return {
    number: maskGiftCardNumber(card.number),
    design: card.design ?? 'thanks',
    designImage: designImage(card.design),
    amount: money(card.initialAmount, card.currency),
    balance: money(card.balance, card.currency),
    status: cardStatus(card),
    senderName: card.senderName ?? '',
    recipientName: card.recipientName ?? '',
    recipientPhone: card.recipientPhone ?? '',
    sendAt: card.sendAt?.toISOString() ?? null,
    orderNumber,
    presentUrl: presentUrl(card.presentToken),
    history,
  };
}

/**
 * The profile's cards: bought (issued ones, and orders not paid yet or cancelled, which have no
 * card) and received (issued cards whose recipient phone is the user's, once their SMS went out).
 */
export async function ownedCards(
  db: Db,
  user: { id: number; phone: string },
): Promise<{ bought: OwnedCard[]; received: OwnedCard[] }> {
  const giftOrders = await db
    .select({ order: orders, purchase: giftCardPurchases })
    .from(orders)
    .innerJoin(giftCardPurchases, eq(giftCardPurchases.orderId, orders.id))
    .where(and(eq(orders.userId, user.id), eq(orders.kind, 'gift_cards')))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const orderIds = giftOrders.map((g) => g.order.id);
  const issued = orderIds.length
    ? await db.select().from(giftCards).where(inArray(giftCards.orderId, orderIds)).orderBy(asc(giftCards.id))
    : [];
  const received = await db
    .select({ card: giftCards })
    .from(giftCards)
    .where(and(eq(giftCards.recipientPhone, user.phone), inArray(giftCards.smsStatus, ['sent', 'delivered'])))
    .orderBy(desc(giftCards.sendAt), desc(giftCards.id));
  const history = await historyOf(db, [...issued.map((c) => c.id), ...received.map((r) => r.card.id)]);

  const bought: OwnedCard[] = [];
  for (const { order, purchase } of giftOrders) {
    const cards = issued.filter((c) => c.orderId === order.id);
    if (cards.length > 0) {
      for (const card of cards) bought.push(issuedView(card, order.number, history.get(card.id) ?? []));
      continue;
    }
    bought.push({
      number: null,
      design: purchase.design,
      designImage: designImage(purchase.design),
      amount: money(purchase.amount, purchase.currency),
      balance: null,
      status: order.status === 'cancelled' ? 'cancelled' : order.status === 'paid' ? 'paid' : 'awaiting_payment',
      senderName: purchase.senderName,
      recipientName: purchase.recipientName,
      recipientPhone: purchase.recipientPhone,
      sendAt: purchase.sendAt?.toISOString() ?? null,
      orderNumber: order.number,
      presentUrl: null,
      history: [],
    });
  }
  return {
    bought,
    // The buyer's order is the buyer's business: a received card names none.
    received: received.map((r) => issuedView(r.card, null, history.get(r.card.id) ?? [])),
  };
}
