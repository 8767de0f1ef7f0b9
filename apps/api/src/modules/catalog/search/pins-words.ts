/**
 * Pinned products as the search looks them up (pure; synonyms.ts caches the index per database).
 * A pin is set for a query as staff type it; a shopper's query finds it whatever the words'
 * endings ("кастрюли" finds the pins of "кастрюля"), by the same word keys as synonyms.
 */
import { normalizeQuery, wordKey } from './synonyms-words.ts';

/** Products pinned to one query, at most. */
export const MAX_PINS = 20;

/** A pinned product: the larger `boost`, the earlier it stands (the first pin has MAX_PINS). */
export interface Pin {
  productId: number;
  boost: number;
}

export type PinIndex = ReadonlyMap<string, readonly Pin[]>;

/** A query's pin key: its normalised words without their endings. */
export function pinKey(query: string): string {
  return normalizeQuery(query).split(' ').filter(Boolean).map(wordKey).join(' ');
}

export function buildPinIndex(rows: readonly { query: string; productId: number; position: number }[]): PinIndex {
  const index = new Map<string, Pin[]>();
  const sorted = [...rows].sort((a, b) => a.query.localeCompare(b.query) || a.position - b.position);
  for (const row of sorted) {
    const key = pinKey(row.query);
    const pins = index.get(key) ?? [];
    index.set(key, pins);
    // Two queries with one key ("кастрюля", "кастрюли") share their pins, the first one's first.
    if (!pins.some((p) => p.productId === row.productId) && pins.length < MAX_PINS)
      pins.push({ productId: row.productId, boost: MAX_PINS - pins.length });
  }
  return index;
}
