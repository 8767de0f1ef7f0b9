/**
 * Issuing bought gift cards when their order is paid, inside the transaction that marks it paid:
 * each card gets a random 16-digit number (15 random digits and a Luhn check digit, so one number
 * says nothing about another), a random PIN kept only as a hash, and a present-page token under
 * which the PIN is sealed so the page can reveal it. The recipient's SMS is scheduled for the
 * chosen time (or at once for 'now': it arrives within GIFT_CARD_SMS_HOURS). The buyer's inbox is
 * told in the same transaction.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt } from 'node:crypto';
import { GIFT_CARD_NUMBER_LENGTH, GIFT_CARD_PIN_LENGTH } from '@storefront/domain/checkout';
import { luhnCheckDigit } from '@storefront/domain/gift-cards';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { giftCardPurchases, giftCards, orders } from '../../db/schema/orders.ts';
import { inboxCardsIssued } from './gift-card-inbox.ts';
import { giftCardPinHash } from './gift-card-pin.ts';

/** A card number from the cryptographic generator: never 0 first (no confusion with the seeded 1000… cards). */
export function generateCardNumber(): string {
  let digits = String(randomInt(2, 10));
  while (digits.length < GIFT_CARD_NUMBER_LENGTH - 1) digits += String(randomInt(0, 10));
  return digits + String(luhnCheckDigit(digits));
}

export const generatePin = () => String(randomInt(0, 10 ** GIFT_CARD_PIN_LENGTH)).padStart(GIFT_CARD_PIN_LENGTH, '0');
export const generatePresentToken = () => randomBytes(24).toString('base64url');

const sealKey = (serverKey: string, token: string) => createHmac('sha256', serverKey).update(token).digest();

/** The PIN encrypted (AES-256-GCM) under a key only the server key and the page's token give. */
export function sealPin(pin: string, token: string, serverKey: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(serverKey, token), iv);
  const body = Buffer.concat([cipher.update(pin, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

export function openPin(sealed: string, token: string, serverKey: string): string | null {
  try {
    const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
    if (!iv || !tag || !body) return null;
    const decipher = createDecipheriv('aes-256-gcm', sealKey(serverKey, token), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * Issues the cards a paid gift-card order bought, once: a second call finds them issued. A number
 * taken already (vanishingly rare) is drawn again.
 */
export async function issueGiftCards(
  tx: Db,
  orderId: number,
  buyerUserId: number,
  options: { pinKey: string; now: Date },
): Promise<number> {
  const [purchase] = await tx.select().from(giftCardPurchases).where(eq(giftCardPurchases.orderId, orderId));
  if (!purchase) return 0;
  const [issued] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(giftCards)
    .where(eq(giftCards.orderId, orderId));
  if ((issued?.n ?? 0) > 0) return 0;
  const sendAt = purchase.sendMode === 'now' ? options.now : (purchase.sendAt ?? options.now);
  for (let i = 0; i < purchase.quantity; i += 1) {
    for (;;) {
      const number = generateCardNumber();
      const pin = generatePin();
      const token = generatePresentToken();
      const inserted = await tx
        .insert(giftCards)
        .values({
          number,
          pinHash: giftCardPinHash(number, pin),
          currency: purchase.currency,
          initialAmount: purchase.amount,
          balance: purchase.amount,
          status: 'active',
          design: purchase.design,
          senderName: purchase.senderName,
          recipientName: purchase.recipientName,
          recipientPhone: purchase.recipientPhone,
          greeting: purchase.greeting,
          sendAt,
          timeZone: purchase.timeZone,
          buyerUserId,
          orderId,
          presentToken: token,
          pinSealed: sealPin(pin, token, options.pinKey),
          smsStatus: 'scheduled',
          smsDueAt: sendAt,
        })
        .onConflictDoNothing()
        .returning({ id: giftCards.id });
      if (inserted.length > 0) break;
    }
  }
  const [order] = await tx.select({ number: orders.number }).from(orders).where(eq(orders.id, orderId));
  if (order) await inboxCardsIssued(tx, buyerUserId, purchase, order.number);
  return purchase.quantity;
}
