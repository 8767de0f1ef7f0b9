/** Test helpers for checkout and orders: shoppers with a basket ready for pickup, stock set by hand. */
import { VARIANTS } from '@storefront/domain/variants';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { productPrices, productSkus } from '../../db/schema/catalog.ts';
import { stock, stores } from '../../db/schema/geo.ts';
import { basketDeliveries } from '../../db/schema/orders.ts';
import { basketItems } from '../../db/schema/shopping.ts';
import { createUserSession } from '../../test/sessions.ts';

/** A shop of the ru default city (where a session without a city shops). */
export async function moscowShop(db: Db, index = 0): Promise<number> {
  const shops = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.cityId, VARIANTS.ru.defaultCityId), eq(stores.kind, 'shop')))
    .orderBy(asc(stores.id));
  return shops[index]!.id;
}

/** The `index`-th SKU with a ru price, its price set to `price` (minor units). */
export async function skuAt(db: Db, index: number, price: number): Promise<{ skuId: number; productId: number }> {
  const [sku] = await db
    .select({ skuId: productSkus.id, productId: productSkus.productId })
    .from(productSkus)
    .innerJoin(productPrices, and(eq(productPrices.productId, productSkus.productId), eq(productPrices.variant, 'ru')))
    .orderBy(asc(productSkus.id))
    .offset(index * 3)
    .limit(1);
  await db
    .update(productPrices)
    .set({ price, oldPrice: null })
    .where(and(eq(productPrices.productId, sku!.productId), eq(productPrices.variant, 'ru')));
  return sku!;
}

/** Replaces every stock row of the SKU with the given ones. */
export async function setStock(db: Db, skuId: number, rows: { storeId: number; quantity: number }[]): Promise<void> {
  await db.delete(stock).where(eq(stock.skuId, skuId));
  if (rows.length) await db.insert(stock).values(rows.map((r) => ({ ...r, skuId })));
}

export async function stockOf(db: Db, skuId: number): Promise<{ storeId: number; quantity: number }[]> {
  return db
    .select({ storeId: stock.storeId, quantity: stock.quantity })
    .from(stock)
    .where(eq(stock.skuId, skuId))
    .orderBy(asc(stock.storeId));
}

/** Puts the lines in the user's basket, in the pickup group from `storeId`. */
export async function fillPickupBasket(
  db: Db,
  userId: number,
  storeId: number,
  lines: { skuId: number; quantity: number }[],
): Promise<void> {
  const ownerKey = `u:${userId}`;
  await db.insert(basketItems).values(lines.map((l) => ({ ownerKey, ...l, deliveryMethod: 'pickup' as const })));
  await db
    .insert(basketDeliveries)
    .values({ ownerKey, method: 'pickup', storeId })
    .onConflictDoUpdate({ target: [basketDeliveries.ownerKey, basketDeliveries.method], set: { storeId } });
}

/** A signed-in shopper whose basket holds the lines for pickup from `storeId`. */
export async function pickupShopper(
  db: Db,
  storeId: number,
  lines: { skuId: number; quantity: number }[],
): Promise<{ userId: number; cookie: string }> {
  const user = await createUserSession(db);
  await fillPickupBasket(db, user.userId, storeId, lines);
  return user;
}

export const RECIPIENT = { name: 'Анна', phone: '+7 916 123-45-67', email: 'anna@example.com' };

export interface Call {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** An API call as the shopper with `cookie`; answers status and parsed body. */
export function callAs(app: FastifyInstance, cookie: string) {
  return async ({ method = 'GET', url, body, headers = {} }: Call) => {
    const res = await app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: { cookie, ...headers },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    // biome-ignore lint/suspicious/noExplicitAny: test answers are checked field by field
    return { status: res.statusCode, body: res.json() as any };
  };
}

export const placeBody = (extra: Record<string, unknown> = {}) => ({ recipient: RECIPIENT, ...extra });
