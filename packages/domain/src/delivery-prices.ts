/**
 * What delivery costs, once for the product page, the basket, checkout, the order and the
 * announcement that promises free delivery: pickup from a shop is free; a pickup point or a courier
 * costs a fixed price per variant, and nothing once the goods of the order reach the threshold.
 */
import type { DeliveryMethod } from './checkout.ts';
import type { VariantKey } from './variants.ts';

/** Minor units of the variant's currency. */
const PRICES: Record<VariantKey, Record<'pvz' | 'courier', number>> = {
  ru: { pvz: 19_900, courier: 34_900 },
  kz: { pvz: 99_000, courier: 149_000 },
  com: { pvz: 1_500, courier: 2_500 },
};

/** Goods totals (minor units) from which pickup points and couriers are free. */
export const FREE_DELIVERY_FROM: Record<VariantKey, number> = {
  ru: 500_000,
  kz: 2_500_000,
  com: 20_000,
};

/** The price of a method for an order whose goods cost `goodsTotal` (minor units). */
export function deliveryPrice(method: DeliveryMethod, variant: VariantKey, goodsTotal: number): number {
  if (method === 'pickup' || method === 'pickup_later') return 0;
  return goodsTotal >= FREE_DELIVERY_FROM[variant] ? 0 : PRICES[variant][method];
}
