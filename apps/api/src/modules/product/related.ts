/** The product page's carousels: similar, watched (recently viewed), purchased together, and the lookbook. */
import { buildPath } from '@storefront/domain/routes';
import type { VariantKey } from '@storefront/domain/variants';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { categories, products } from '../../db/schema/catalog.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';
import { recentlyViewed } from '../../db/schema/reviews.ts';
import { loadProductCards } from '../catalog/product-card.ts';
import { lookbookOfCollection } from '../content/content.service.ts';
import type { Related } from './product.schemas.ts';

const CAROUSEL_SIZE = 12;
const LOOKBOOK_SIZE = 4;
/** How many viewed products a shopper's history keeps. */
const HISTORY_SIZE = 30;

export interface RelatedContext {
  db: Db;
  variant: VariantKey;
  lang: 'ru' | 'en' | 'kk';
  ownerKey: string | null;
}

interface Subject {
  id: number;
  modelKey: string;
  categoryId: number;
  parentCategoryId: number | null;
  collection: string | null;
}

/** Remembers a view; the oldest entries beyond the history size are dropped. */
export async function recordView(db: Db, ownerKey: string, productId: number): Promise<void> {
  await db
    .insert(recentlyViewed)
    .values({ ownerKey, productId, viewedAt: new Date() })
    .onConflictDoUpdate({ target: [recentlyViewed.ownerKey, recentlyViewed.productId], set: { viewedAt: new Date() } });
  await db.execute(sql`
    delete from ${recentlyViewed} where ${recentlyViewed.ownerKey} = ${ownerKey}
      and ${recentlyViewed.productId} not in (
        select ${recentlyViewed.productId} from ${recentlyViewed} where ${recentlyViewed.ownerKey} = ${ownerKey}
        order by ${recentlyViewed.viewedAt} desc limit ${HISTORY_SIZE})`);
}

async function watchedItems(ctx: RelatedContext, subject: Subject) {
  if (!ctx.ownerKey) return [];
  const viewed = await ctx.db
    .select({ productId: recentlyViewed.productId })
    .from(recentlyViewed)
    .where(and(eq(recentlyViewed.ownerKey, ctx.ownerKey), ne(recentlyViewed.productId, subject.id)))
    .orderBy(desc(recentlyViewed.viewedAt))
    .limit(CAROUSEL_SIZE);
  if (viewed.length === 0) return [];
  const ids = viewed.map((v) => v.productId);
  const cards = await loadProductCards(ctx.db, { ...ctx, where: inArray(products.id, ids), limit: CAROUSEL_SIZE });
  // Most recently viewed first, not by popularity.
  return cards.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
}

/** Products that were in the same non-cancelled orders as the subject, the most shared orders first. */
async function coPurchasedIds(db: Db, subject: Subject): Promise<number[]> {
  const other = alias(orderLines, 'other');
  const shared = sql<number>`count(distinct ${other.orderId})`;
  const rows = await db
    .select({ productId: other.productId })
    .from(orderLines)
    .innerJoin(orders, and(eq(orders.id, orderLines.orderId), ne(orders.status, 'cancelled')))
    .innerJoin(other, eq(other.orderId, orderLines.orderId))
    .innerJoin(products, eq(products.id, other.productId))
    .where(and(eq(orderLines.productId, subject.id), ne(products.modelKey, subject.modelKey)))
    .groupBy(other.productId)
    .orderBy(desc(shared), asc(other.productId))
    .limit(CAROUSEL_SIZE);
  return rows.map((r) => r.productId);
}

/** The rule without order history: popular goods from neighbouring categories (same parent), then the same category. */
async function popularNearby(ctx: RelatedContext, subject: Subject) {
  const neighbours = subject.parentCategoryId
    ? ctx.db
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.parentId, subject.parentCategoryId), ne(categories.id, subject.categoryId)))
    : null;
  const cards = neighbours
    ? await loadProductCards(ctx.db, { ...ctx, where: inArray(products.categoryId, neighbours), limit: CAROUSEL_SIZE })
    : [];
  if (cards.length > 0) return cards;
  return loadProductCards(ctx.db, {
    ...ctx,
    where: and(eq(products.categoryId, subject.categoryId), ne(products.modelKey, subject.modelKey)),
    limit: CAROUSEL_SIZE,
  });
}

/**
 * Goods bought with this one, from real orders; while orders are too few to fill the carousel,
 * the popularity rule tops it up.
 */
async function purchasedTogether(ctx: RelatedContext, subject: Subject) {
  const ids = await coPurchasedIds(ctx.db, subject);
  const bought = ids.length
    ? (await loadProductCards(ctx.db, { ...ctx, where: inArray(products.id, ids), limit: CAROUSEL_SIZE })).sort(
        (a, b) => ids.indexOf(a.id) - ids.indexOf(b.id),
      )
    : [];
  if (bought.length >= CAROUSEL_SIZE) return bought;
  const seen = new Set(bought.map((c) => c.id));
  const more = (await popularNearby(ctx, subject)).filter((c) => !seen.has(c.id));
  return [...bought, ...more].slice(0, CAROUSEL_SIZE);
}

async function lookbook(ctx: RelatedContext, subject: Subject): Promise<Related['lookbook']> {
  if (!subject.collection) return null;
  const items = await loadProductCards(ctx.db, {
    ...ctx,
    where: and(eq(products.collection, subject.collection), ne(products.modelKey, subject.modelKey)),
    limit: LOOKBOOK_SIZE,
  });
  if (items.length === 0) return null;
  const book = await lookbookOfCollection(ctx, subject.collection);
  return { title: subject.collection, url: book?.url ?? buildPath('LookbookIndex', ctx.variant), items };
}

export async function loadRelated(ctx: RelatedContext, subject: Subject): Promise<Related> {
  const [similarItems, watched, together, look] = await Promise.all([
    loadProductCards(ctx.db, {
      ...ctx,
      where: and(eq(products.categoryId, subject.categoryId), ne(products.modelKey, subject.modelKey)),
      limit: CAROUSEL_SIZE,
    }),
    watchedItems(ctx, subject),
    purchasedTogether(ctx, subject),
    lookbook(ctx, subject),
  ]);
  return { similarItems, watchedItems: watched, purchasedTogetherItems: together, lookbook: look };
}
