/**
 * What a product card says besides its name and price: one rule for every list of cards, so a marker
 * keeps meaning something. A sale is its "−N %" on the picture alone; a card carries at most one
 * word badge; stock gets a line only when it is worth knowing.
 */
import type { StockLevel } from './catalog-query.ts';

export const CARD_BADGES = ['new', 'hit'] as const;
export type CardBadge = (typeof CARD_BADGES)[number];

/**
 * Products at least this popular are the catalogue's hits: about the top 0.2 % of the popularity
 * scale, so a listing sorted by popularity shows a few, not a hit on every card.
 */
export const HIT_POPULARITY = 13_500;

/** The word badge of a card: none for a sale (its discount marks it), else new, else hit. */
export function cardBadges(card: { isNew: boolean; discount: number | null; popularity: number }): CardBadge[] {
  if (card.discount) return [];
  if (card.isNew) return ['new'];
  return card.popularity >= HIT_POPULARITY ? ['hit'] : [];
}

/** Stock levels a card names under its price: few left, on the way to a shop, none; "many" tells nothing. */
const INFORMATIVE_STOCK: ReadonlySet<StockLevel> = new Set(['few', 'delivered', 'none']);

export function cardShowsStock(level: StockLevel): boolean {
  return INFORMATIVE_STOCK.has(level);
}
