/** PINs are not stored: a card keeps a hash of its number and PIN, compared in constant time. */
import { createHash } from 'node:crypto';
import { sameSecret } from '../../lib/same-secret.ts';

export function giftCardPinHash(number: string, pin: string): string {
  return createHash('sha256').update(`${number}:${pin}`).digest('hex');
}

export function giftCardPinMatches(number: string, pin: string, hash: string): boolean {
  return sameSecret(giftCardPinHash(number, pin), hash);
}
