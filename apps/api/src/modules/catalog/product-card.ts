/** Product cards: the compact product data that listings, the home page and carousels show. */
import { buildPath } from '@storefront/domain/routes';
import { VARIANTS, type VariantKey } from '@storefront/domain/variants';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { productPrices, products } from '../../db/schema/catalog.ts';
import { moneySchema } from '../../lib/schemas.ts';

export const productCardSchema = z.object({
  id: z.number().int(),
  article: z.string(),
  name: z.string(),
  url: z.string(),
  images: z.array(z.string()),
  price: moneySchema,
  oldPrice: moneySchema.nullable(),
  discount: z.number().int().nullable().describe('percent off the old price'),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export function productImageUrl(productId: number, index: number): string {
  return `/images/products/${productId}/${index}.svg`;
}

export async function loadProductCards(
  db: Db,
  opts: { variant: VariantKey; lang: 'ru' | 'en' | 'kk'; where?: SQL; limit: number },
): Promise<ProductCard[]> {
  const currency = VARIANTS[opts.variant].currency;
  const rows = await db
    .select({
      id: products.id,
      article: products.article,
      slug: products.slug,
      name: products.name,
      imageCount: products.imageCount,
      price: productPrices.price,
      oldPrice: productPrices.oldPrice,
    })
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.variant, opts.variant)))
    .where(opts.where)
    .orderBy(desc(products.popularity), desc(products.id))
    .limit(opts.limit);
  return rows.map((r) => ({
    id: r.id,
    article: r.article,
    name: r.name[opts.lang],
    url: buildPath('ProductIndex', opts.variant, { productSlug: r.slug }),
    images: Array.from({ length: Math.max(1, r.imageCount) }, (_, i) => productImageUrl(r.id, i + 1)),
    price: { amount: r.price, currency },
    oldPrice: r.oldPrice ? { amount: r.oldPrice, currency } : null,
    discount: r.oldPrice ? Math.round((1 - r.price / r.oldPrice) * 100) : null,
  }));
}
