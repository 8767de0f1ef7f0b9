/**
 * How many of each SKU a shopper can have: the rule of the product page (the city's shops plus
 * what the country's warehouses can bring, see delivery/stock.ts), so basket and page agree.
 */
import type { Db } from '../../db/client.ts';
import { maxAvailable, stockForCity } from '../delivery/stock.ts';

export async function maxAvailableBySku(db: Db, skuIds: number[], cityId: number): Promise<Map<number, number>> {
  const stock = await stockForCity(db, skuIds, cityId);
  return new Map([...stock].map(([id, s]) => [id, maxAvailable(s)]));
}
