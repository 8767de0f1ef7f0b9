/**
 * Stock per (location, SKU). Warehouses hold most SKUs in depth; shops a subset, often only a
 * few pieces. A small share of products is sold out everywhere (zero rows at the warehouses),
 * so the catalogue shows every stock level: many, in stock, few, none.
 */
import type { stock } from '../db/schema/geo.ts';
import type { StockLocation } from './geography.ts';
import { Random, SEED } from './random.ts';

const SOLD_OUT_SHARE = 0.04;

function warehouseQuantity(rng: Random): number {
  const r = rng.next();
  if (r < 0.05) return 0;
  if (r < 0.15) return rng.int(1, 2);
  if (r < 0.4) return rng.int(3, 9);
  return rng.int(10, 250);
}

function shopQuantity(rng: Random): number {
  const r = rng.next();
  if (r < 0.1) return 0;
  if (r < 0.35) return rng.int(1, 2);
  if (r < 0.75) return rng.int(3, 9);
  return rng.int(10, 40);
}

export function stockRows(
  skuId: number,
  productId: number,
  locations: readonly StockLocation[],
): (typeof stock.$inferInsert)[] {
  const soldOut = new Random(SEED, 7, productId).chance(SOLD_OUT_SHARE);
  const rng = new Random(SEED, 8, skuId);
  const rows: (typeof stock.$inferInsert)[] = [];
  for (const location of locations) {
    if (!rng.chance(location.assortment)) continue;
    if (soldOut) {
      if (location.kind === 'warehouse') rows.push({ storeId: location.id, skuId, quantity: 0 });
      continue;
    }
    const quantity = location.kind === 'warehouse' ? warehouseQuantity(rng) : shopQuantity(rng);
    rows.push({ storeId: location.id, skuId, quantity });
  }
  return rows;
}
