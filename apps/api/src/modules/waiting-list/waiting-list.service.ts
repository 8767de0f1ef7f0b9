/**
 * The waiting list: SKUs a user wants an arrival notice for. Adding is idempotent; the notice job
 * (arrival-notices.ts) reads the rows whose notifiedAt is empty.
 */
import { WAITING_LIST_PAGE_SIZE } from '@storefront/domain/constants';
import { buildPath } from '@storefront/domain/routes';
import { VARIANTS } from '@storefront/domain/variants';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productSkus, products, skuVariantPrices } from '../../db/schema/catalog.ts';
import { waitingList } from '../../db/schema/orders.ts';
import { notFound } from '../../errors.ts';
import { resolveSku } from '../basket/resolve-sku.ts';
import { maxAvailableBySku } from '../basket/stock.ts';
import { mainPicture, mainPictureSql, type PictureRow } from '../catalog/product-pictures.ts';
import type { ShopperScope } from '../identity/shopper-scope.ts';
import type { WaitingListPage, WaitingListQuery, WaitingSkuIds } from './waiting-list.schemas.ts';

/** The SKUs a user waits for, latest first (empty for a guest). */
export async function waitingSkuIdsOf(db: Db, userId: number | null): Promise<number[]> {
  if (userId === null) return [];
  const rows = await db
    .select({ skuId: waitingList.skuId })
    .from(waitingList)
    .where(eq(waitingList.userId, userId))
    .orderBy(desc(waitingList.createdAt), desc(waitingList.skuId));
  return rows.map((r) => r.skuId);
}

async function idsResult(db: Db, userId: number): Promise<WaitingSkuIds> {
  const skuIds = await waitingSkuIdsOf(db, userId);
  return { skuIds, totalWaitingListCount: skuIds.length };
}

export async function addToWaitingList(
  db: Db,
  userId: number,
  scope: ShopperScope,
  productId: number,
): Promise<WaitingSkuIds> {
  const skuId = await resolveSku(db, productId);
  const place = { variant: scope.variant, cityId: scope.cityId };
  // Asking again is fine: the notice is asked for anew, for where the shopper is now.
  await db
    .insert(waitingList)
    .values({ userId, skuId, ...place })
    .onConflictDoUpdate({ target: [waitingList.userId, waitingList.skuId], set: { ...place, notifiedAt: null } });
  return idsResult(db, userId);
}

/** Another user's entry, or one not on the list, is not found. */
export async function removeFromWaitingList(db: Db, userId: number, skuId: number): Promise<WaitingSkuIds> {
  const removed = await db
    .delete(waitingList)
    .where(and(eq(waitingList.userId, userId), eq(waitingList.skuId, skuId)))
    .returning({ skuId: waitingList.skuId });
  if (removed.length === 0) throw notFound('Not on the waiting list');
  return idsResult(db, userId);
}

export async function listWaitingList(
  db: Db,
  userId: number,
  scope: ShopperScope,
  query: WaitingListQuery,
): Promise<WaitingListPage> {
  const skuIds = await waitingSkuIdsOf(db, userId);
  const pageIds = skuIds.slice((query.page - 1) * WAITING_LIST_PAGE_SIZE, query.page * WAITING_LIST_PAGE_SIZE);
  const [rows, available] = pageIds.length
    ? await Promise.all([
        db
          .select({
            skuId: waitingList.skuId,
            addedAt: waitingList.createdAt,
            size: productSkus.size,
            productId: products.id,
            slug: products.slug,
            name: products.name,
            price: skuVariantPrices.price,
            picture: sql<PictureRow | null>`${mainPictureSql(products.id)}`,
          })
          .from(waitingList)
          .innerJoin(productSkus, eq(productSkus.id, waitingList.skuId))
          .innerJoin(products, eq(products.id, productSkus.productId))
          .leftJoin(
            skuVariantPrices,
            and(eq(skuVariantPrices.skuId, waitingList.skuId), eq(skuVariantPrices.variant, scope.variant)),
          )
          .where(and(eq(waitingList.userId, userId), inArray(waitingList.skuId, pageIds))),
        maxAvailableBySku(db, pageIds, scope.cityId),
      ])
    : [[], new Map<number, number>()];
  const bySku = new Map(rows.map((r) => [r.skuId, r]));
  const currency = VARIANTS[scope.variant].currency;
  return {
    skuIds,
    totalWaitingListCount: skuIds.length,
    page: query.page,
    pageSize: WAITING_LIST_PAGE_SIZE,
    items: pageIds.flatMap((id) => {
      const r = bySku.get(id);
      if (!r) return [];
      return [
        {
          skuId: r.skuId,
          productId: r.productId,
          name: r.name[scope.lang],
          url: buildPath('ProductIndex', scope.variant, { productSlug: r.slug }),
          image: mainPicture(r.productId, r.picture),
          size: r.size,
          price: r.price === null ? null : { amount: r.price, currency },
          maxAvailable: available.get(r.skuId) ?? 0,
          addedAt: r.addedAt.toISOString(),
        },
      ];
    }),
  };
}
