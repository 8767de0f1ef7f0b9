/**
 * The delivery method to suggest for the basket's remaining goods (docs/guide/basket-and-checkout.md):
 * the server gives new goods to it when they are added, and the basket page marks it while goods
 * still wait for a method (after a city change or a reset of the delivery settings).
 */
import type { DeliveryMethod } from './checkout.ts';

/** What the rule looks at in a method's offer for the remaining goods. */
export interface OfferTerms {
  method: DeliveryMethod;
  /** Remaining lines the method can take. */
  lineCount: number;
  /** Minor units. */
  price: number;
  /** 'hours': the goods are ready today (a shop holds them). */
  readyIn: { unit: 'hours' | 'days' };
  /** YYYY-MM-DD of the earliest delivery or collection. */
  nearestDate: string;
}

/**
 * A guest can complete every method but the courier, which wants an address, and an address wants
 * an account: for a guest the others come first, the courier only when nothing else takes the goods.
 */
export const completableBy = (method: DeliveryMethod, guest: boolean): boolean => !guest || method !== 'courier';

/**
 * The offer to suggest among `offers` (in the basket's method order, which breaks ties): one taking
 * all `lineCount` remaining lines; one the shopper can complete (completableBy); the soonest (ready
 * today before any date); then the cheapest. Null when no method takes every line.
 */
export function recommendedOffer<T>(
  offers: readonly T[],
  lineCount: number,
  { guest, terms }: { guest: boolean; terms: (offer: T) => OfferTerms },
): T | null {
  const rank = (offer: T): [number, string, number] => {
    const o = terms(offer);
    return [completableBy(o.method, guest) ? 0 : 1, o.readyIn.unit === 'hours' ? '' : o.nearestDate, o.price];
  };
  let best: T | null = null;
  let bestRank: [number, string, number] | null = null;
  for (const offer of offers) {
    if (lineCount === 0 || terms(offer).lineCount !== lineCount) continue;
    const r = rank(offer);
    if (!bestRank || isBefore(r, bestRank)) [best, bestRank] = [offer, r];
  }
  return best;
}

function isBefore(a: [number, string, number], b: [number, string, number]): boolean {
  if (a[0] !== b[0]) return a[0] < b[0];
  if (a[1] !== b[1]) return a[1] < b[1];
  return a[2] < b[2];
}
