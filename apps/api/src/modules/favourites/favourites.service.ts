/** Favourites of an owner key (a user or a guest session), and read-only shared lists. */
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, productVariantPrices } from '../../db/schema/catalog.ts';
import { favouriteShares } from '../../db/schema/identity.ts';
import { favourites } from '../../db/schema/shopping.ts';
import { notFound } from '../../errors.ts';
import { loadProductCards } from '../catalog/product-card.ts';
import type { ShopperScope } from '../identity/shopper-scope.ts';
import type { FavouriteIds, FavouritesPage, FavouritesQuery } from './favourites.schemas.ts';

export async function favouriteIdsOf(db: Db, ownerKey: string | null): Promise<number[]> {
  if (!ownerKey) return [];
  const rows = await db
    .select({ id: favourites.productId })
    .from(favourites)
    .where(eq(favourites.ownerKey, ownerKey))
    .orderBy(desc(favourites.createdAt), desc(favourites.productId));
  return rows.map((r) => r.id);
}

async function idsResult(db: Db, ownerKey: string): Promise<FavouriteIds> {
  const ids = await favouriteIdsOf(db, ownerKey);
  return { allItemsId: ids, totalCountItems: ids.length };
}

export async function addFavourites(db: Db, ownerKey: string, productIds: number[]): Promise<FavouriteIds> {
  const known = await db.select({ id: products.id }).from(products).where(inArray(products.id, productIds));
  if (known.length > 0) {
    await db
      .insert(favourites)
      .values(known.map((p) => ({ ownerKey, productId: p.id })))
      .onConflictDoNothing();
  }
  return idsResult(db, ownerKey);
}

export async function removeFavourites(db: Db, ownerKey: string, productIds?: number[]): Promise<FavouriteIds> {
  const where: SQL | undefined = productIds
    ? and(eq(favourites.ownerKey, ownerKey), inArray(favourites.productId, productIds))
    : eq(favourites.ownerKey, ownerKey);
  await db.delete(favourites).where(where);
  return idsResult(db, ownerKey);
}

/** One page of favourites as product cards, in the chosen order. */
export async function listFavourites(
  db: Db,
  ownerKey: string | null,
  scope: Pick<ShopperScope, 'variant' | 'lang'>,
  query: FavouritesQuery,
): Promise<FavouritesPage> {
  if (!ownerKey) return { items: [], allItemsId: query.getAllItemsId ? [] : null, totalCountItems: 0 };
  const direction = query.ord === 'asc' ? asc : desc;
  const order =
    query.sort === 'price'
      ? [direction(productVariantPrices.price), desc(favourites.productId)]
      : [direction(favourites.createdAt), direction(favourites.productId)];
  const rows = await db
    .select({ id: favourites.productId })
    .from(favourites)
    .innerJoin(
      productVariantPrices,
      and(eq(productVariantPrices.productId, favourites.productId), eq(productVariantPrices.variant, scope.variant)),
    )
    .where(eq(favourites.ownerKey, ownerKey))
    .orderBy(...order);
  const all = rows.map((r) => r.id);
  const pageIds = all.slice(query.offset, query.offset + query.count);
  const cards = pageIds.length
    ? await loadProductCards(db, { ...scope, where: inArray(products.id, pageIds), limit: pageIds.length })
    : [];
  const byId = new Map(cards.map((c) => [c.id, c]));
  return {
    items: pageIds.flatMap((id) => byId.get(id) ?? []),
    allItemsId: query.getAllItemsId ? all : null,
    totalCountItems: all.length,
  };
}

/** The owner's sharing hash, created on first use; the same list keeps the same link. */
export async function shareFavourites(db: Db, ownerKey: string): Promise<{ hash: string }> {
  const [existing] = await db
    .select({ hash: favouriteShares.hash })
    .from(favouriteShares)
    .where(eq(favouriteShares.ownerKey, ownerKey));
  if (existing) return existing;
  const hash = randomBytes(12).toString('base64url');
  const [row] = await db
    .insert(favouriteShares)
    .values({ hash, ownerKey })
    .onConflictDoUpdate({ target: favouriteShares.ownerKey, set: { ownerKey } })
    .returning({ hash: favouriteShares.hash });
  return { hash: row!.hash };
}

export async function sharedOwnerKey(db: Db, hash: string): Promise<string> {
  const [row] = await db
    .select({ ownerKey: favouriteShares.ownerKey })
    .from(favouriteShares)
    .where(eq(favouriteShares.hash, hash));
  if (!row) throw notFound('Shared list not found');
  return row.ownerKey;
}

/** At login the guest's favourites join the user's, and the guest's shared link keeps working. */
export async function mergeFavourites(db: Db, fromKey: string, toKey: string): Promise<void> {
  const guest = await db.select().from(favourites).where(eq(favourites.ownerKey, fromKey));
  if (guest.length) {
    await db
      .insert(favourites)
      .values(guest.map((g) => ({ ownerKey: toKey, productId: g.productId, createdAt: g.createdAt })))
      .onConflictDoNothing();
    await db.delete(favourites).where(eq(favourites.ownerKey, fromKey));
  }
  const [userShare] = await db.select().from(favouriteShares).where(eq(favouriteShares.ownerKey, toKey));
  if (userShare) await db.delete(favouriteShares).where(eq(favouriteShares.ownerKey, fromKey));
  else await db.update(favouriteShares).set({ ownerKey: toKey }).where(eq(favouriteShares.ownerKey, fromKey));
}
