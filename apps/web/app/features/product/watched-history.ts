/**
 * The products this browser has viewed, newest first, kept in its own storage: a guest's pages open
 * no session, so the server has no history for them (and guest pages are shared renders that must
 * not carry one). The product page asks the API for these ids' cards after it has loaded.
 */
import { WATCHED_IDS_MAX } from '@storefront/domain/constants';

const STORAGE_KEY = 'watched';

/** The list with `id` put first, once, cut to the most the carousel shows. */
export function withViewed(list: readonly number[], id: number, max = WATCHED_IDS_MAX): number[] {
  return [id, ...list.filter((x) => x !== id)].slice(0, max);
}

/** The stored list, or none when missing or not a list of ids (storage a user or another script changed). */
export function parseWatched(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value)
      ? value.filter((x): x is number => Number.isInteger(x) && x > 0).slice(0, WATCHED_IDS_MAX)
      : [];
  } catch {
    return [];
  }
}

/**
 * Records a view of product `id` and answers the products viewed before it (without it). Storage
 * may be unavailable (private modes, blocked): then there is no history.
 */
export function rememberViewed(id: number): number[] {
  try {
    const before = parseWatched(window.localStorage.getItem(STORAGE_KEY));
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(withViewed(before, id)));
    return before.filter((x) => x !== id);
  } catch {
    return [];
  }
}
