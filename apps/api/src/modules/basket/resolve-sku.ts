import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productSkus } from '../../db/schema/catalog.ts';
import { notFound } from '../../errors.ts';

/** The SKU an incoming `productId` names: a SKU id first, else a product with a single SKU. */
export async function resolveSku(db: Db, id: number): Promise<number> {
  const [sku] = await db.select({ id: productSkus.id }).from(productSkus).where(eq(productSkus.id, id)).limit(1);
  if (sku) return sku.id;
  const skus = await db.select({ id: productSkus.id }).from(productSkus).where(eq(productSkus.productId, id)).limit(2);
  if (skus.length === 1) return skus[0]!.id;
  throw notFound('Product not found');
}

/** The same rule as an SQL expression (null when `id` names neither), to fold into a statement. */
export function resolveSkuSql(id: number): SQL {
  return sql`coalesce(
    (select id from ${productSkus} where id = ${id}),
    (select min(id) from ${productSkus} where product_id = ${id} having count(*) = 1))`;
}
