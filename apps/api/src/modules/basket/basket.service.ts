/** The basket: one line per SKU under the shopper's owner key, quantities capped by what is available. */
import { buildPath } from '@storefront/domain/routes';
import { VARIANTS, type VariantKey } from '@storefront/domain/variants';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { colours, productPrices, productSkus, products } from '../../db/schema/catalog.ts';
import { basketItems } from '../../db/schema/shopping.ts';
import { notFound } from '../../errors.ts';
import { productImageUrl } from '../catalog/product-card.ts';
import { productDelivery } from '../delivery/delivery.service.ts';
import type { Basket, BasketItemBody, BasketItemResult } from './basket.schemas.ts';
import { maxAvailableBySku } from './stock.ts';

export interface ShopperScope {
  variant: VariantKey;
  lang: 'ru' | 'en' | 'kk';
  cityId: number;
}

/** The SKU an incoming `productId` names: a SKU id first, else a product with a single SKU. */
export async function resolveSku(db: Db, id: number): Promise<number> {
  const [sku] = await db.select({ id: productSkus.id }).from(productSkus).where(eq(productSkus.id, id)).limit(1);
  if (sku) return sku.id;
  const skus = await db.select({ id: productSkus.id }).from(productSkus).where(eq(productSkus.productId, id)).limit(2);
  if (skus.length === 1) return skus[0]!.id;
  throw notFound('Product not found');
}

export async function basketCounts(db: Db, ownerKey: string | null): Promise<Record<string, number>> {
  if (!ownerKey) return {};
  const rows = await db
    .select({ skuId: basketItems.skuId, quantity: basketItems.quantity })
    .from(basketItems)
    .where(eq(basketItems.ownerKey, ownerKey))
    .orderBy(asc(basketItems.createdAt));
  return Object.fromEntries(rows.map((r) => [String(r.skuId), r.quantity]));
}

export async function setBasketItem(
  db: Db,
  ownerKey: string,
  scope: ShopperScope,
  body: BasketItemBody,
): Promise<BasketItemResult> {
  const { cityId } = scope;
  const skuId = await resolveSku(db, body.productId);
  const maxAvailable = (await maxAvailableBySku(db, [skuId], cityId)).get(skuId) ?? 0;
  const quantity = Math.min(body.quantity, maxAvailable);
  if (quantity === 0) {
    await db.delete(basketItems).where(and(eq(basketItems.ownerKey, ownerKey), eq(basketItems.skuId, skuId)));
  } else {
    await db
      .insert(basketItems)
      .values({ ownerKey, skuId, quantity })
      .onConflictDoUpdate({
        target: [basketItems.ownerKey, basketItems.skuId],
        set: { quantity, updatedAt: new Date() },
      });
  }
  return {
    productId: skuId,
    quantity,
    maxAvailable,
    capped: body.quantity > maxAvailable,
    basket: await basketCounts(db, ownerKey),
    delivery: body.showDeliveryData ? await productDelivery(db, { ...scope, skuIds: [skuId] }) : null,
  };
}

export async function getBasket(db: Db, ownerKey: string | null, scope: ShopperScope): Promise<Basket> {
  const currency = VARIANTS[scope.variant].currency;
  const rows = ownerKey
    ? await db
        .select({
          skuId: basketItems.skuId,
          quantity: basketItems.quantity,
          postponed: basketItems.postponed,
          size: productSkus.size,
          productId: products.id,
          slug: products.slug,
          name: products.name,
          colour: colours.name,
          price: productPrices.price,
          oldPrice: productPrices.oldPrice,
        })
        .from(basketItems)
        .innerJoin(productSkus, eq(productSkus.id, basketItems.skuId))
        .innerJoin(products, eq(products.id, productSkus.productId))
        .innerJoin(colours, eq(colours.id, products.colourId))
        .innerJoin(
          productPrices,
          and(eq(productPrices.productId, products.id), eq(productPrices.variant, scope.variant)),
        )
        .where(eq(basketItems.ownerKey, ownerKey))
        .orderBy(asc(basketItems.createdAt), asc(basketItems.skuId))
    : [];
  const available = await maxAvailableBySku(
    db,
    rows.map((r) => r.skuId),
    scope.cityId,
  );
  const items = rows.map((r) => ({
    productId: r.skuId,
    itemId: r.productId,
    name: r.name[scope.lang],
    url: buildPath('ProductIndex', scope.variant, { productSlug: r.slug }),
    image: productImageUrl(r.productId, 1),
    size: r.size,
    colour: r.colour[scope.lang],
    price: { amount: r.price, currency },
    oldPrice: r.oldPrice ? { amount: r.oldPrice, currency } : null,
    quantity: r.quantity,
    maxAvailable: available.get(r.skuId) ?? 0,
    postponed: r.postponed,
  }));
  const counted = items.filter((i) => !i.postponed);
  return {
    items,
    totalQuantity: counted.reduce((s, i) => s + i.quantity, 0),
    total: { amount: counted.reduce((s, i) => s + i.price.amount * i.quantity, 0), currency },
  };
}

/**
 * A city change makes the chosen delivery methods meaningless. Delivery choices are not stored yet
 * (they come with checkout); this is where they will be cleared for every basket group.
 */
export async function clearDeliveryChoices(_db: Db, _ownerKey: string): Promise<void> {}

/**
 * Moves a guest's basket into the user's at login: quantities of the same SKU add up, capped by
 * what is available (a line is never dropped: at least 1 stays, to show as not available).
 */
export async function mergeBasket(db: Db, fromKey: string, toKey: string, cityId: number): Promise<void> {
  const guest = await db.select().from(basketItems).where(eq(basketItems.ownerKey, fromKey));
  if (guest.length === 0) return;
  const skuIds = guest.map((g) => g.skuId);
  const own = await db
    .select()
    .from(basketItems)
    .where(and(eq(basketItems.ownerKey, toKey), inArray(basketItems.skuId, skuIds)));
  const ownBySku = new Map(own.map((o) => [o.skuId, o.quantity]));
  const available = await maxAvailableBySku(db, skuIds, cityId);
  for (const line of guest) {
    const wanted = line.quantity + (ownBySku.get(line.skuId) ?? 0);
    const quantity = Math.max(1, Math.min(wanted, available.get(line.skuId) ?? 0));
    await db
      .insert(basketItems)
      .values({ ownerKey: toKey, skuId: line.skuId, quantity, postponed: line.postponed })
      .onConflictDoUpdate({
        target: [basketItems.ownerKey, basketItems.skuId],
        set: { quantity, updatedAt: sql`now()` },
      });
  }
  await db.delete(basketItems).where(eq(basketItems.ownerKey, fromKey));
}
