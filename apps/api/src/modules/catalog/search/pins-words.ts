/**
 * Pinned products as the search looks them up (pure; synonyms.ts caches the index per database).
 * A pin is set for a query as staff type it; a shopper's query finds it whatever the words'
 * endings ("кастрюли" finds the pins of "кастрюля"), by the same word keys as synonyms.
 */
import type { SearchPin } from '../catalog-sql.ts';
import { normalizeQuery, wordKey } from './synonyms-words.ts';

/** Products pinned to one query, at most. */
export const MAX_PINS = 20;

/** A query's pins, first to last: the first has the boost MAX_PINS, each next one less. */
export type PinIndex = ReadonlyMap<string, readonly SearchPin[]>;

/** A query's pin key: its normalised words without their endings. */
export function pinKey(query: string): string {
  return normalizeQuery(query).split(' ').filter(Boolean).map(wordKey).join(' ');
}

export function buildPinIndex(rows: readonly { query: string; productId: number; position: number }[]): PinIndex {
  const index = new Map<string, SearchPin[]>();
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
