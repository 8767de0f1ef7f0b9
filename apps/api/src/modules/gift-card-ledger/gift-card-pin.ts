/** PINs are not stored: a card keeps a hash of its number and PIN, compared in constant time. */
import { createHash, timingSafeEqual } from 'node:crypto';

export function giftCardPinHash(number: string, pin: string): string {
  return createHash('sha256').update(`${number}:${pin}`).digest('hex');
}

export function giftCardPinMatches(number: string, pin: string, hash: string): boolean {
  const given = Buffer.from(giftCardPinHash(number, pin), 'hex');
  const kept = Buffer.from(hash, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}
