/**
 * Shelf prices in the three variant currencies, as integer minor units. Roubles end in …90/…99
 * (…990 from 10 000 ₽), tenge ≈ ₽ × 5.5 in whole tens, dirhams ≈ ₽ / 25 ending in 5 or 9.
 */
import type { VariantKey } from '@storefront/domain/variants';

export const KZT_PER_RUB = 5.5;
export const RUB_PER_AED = 25;
export const MIN_RUB = 190;
export const MAX_RUB = 49_990;

export interface PriceRow {
  variant: VariantKey;
  price: number;
  oldPrice: number | null;
}

/** A regular price near `raw` roubles: 1 290, 2 499, 12 990. */
export function shelfRub(raw: number, endsIn99: boolean): number {
  const value = Math.min(Math.max(raw, MIN_RUB), MAX_RUB);
  if (value >= 10_000) return Math.floor(value / 1000) * 1000 + 990;
  return Math.floor(value / 100) * 100 + (endsIn99 ? 99 : 90);
}

/** The largest "nice" rouble price not above `value` (…90, or …990 from 10 000 ₽). */
function rubAtMost(value: number): number {
  if (value >= 10_990) return Math.floor((value - 990) / 1000) * 1000 + 990;
  return Math.floor((value - 90) / 100) * 100 + 90;
}

export const toKzt = (rub: number): number => Math.round((rub * KZT_PER_RUB) / 10) * 10;

/** The whole-dirham price ending in 5 or 9 nearest to ₽ / 25. */
export function toAed(rub: number): number {
  const target = rub / RUB_PER_AED;
  const base = Math.floor(target / 10) * 10;
  const candidates = [base - 1, base + 5, base + 9, base + 15].filter((n) => n >= 5);
  return candidates.reduce((best, n) => (Math.abs(n - target) < Math.abs(best - target) ? n : best));
}

/**
 * Rows for ru, kz and com. With a discount, the regular price becomes the old price and the sale
 * price is rounded down; a variant where rounding erases the discount is sold at its regular price.
 */
export function variantPrices(regularRub: number, discountPercent: number | null): PriceRow[] {
  const regular = { ru: regularRub, kz: toKzt(regularRub), com: toAed(regularRub) };
  const saleRub = discountPercent ? rubAtMost(regularRub * (1 - discountPercent / 100)) : null;
  const sale = saleRub && saleRub >= MIN_RUB ? { ru: saleRub, kz: toKzt(saleRub), com: toAed(saleRub) } : null;
  return (['ru', 'kz', 'com'] as const).map((variant) => {
    const old = regular[variant];
    const now = sale?.[variant];
    return now && now < old
      ? { variant, price: now * 100, oldPrice: old * 100 }
      : { variant, price: old * 100, oldPrice: null };
  });
}
