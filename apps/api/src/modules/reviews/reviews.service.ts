/** Reviews: submission (pending until moderated), published pages with keyset paging, moderation and rating. */

import { buildPath } from '@storefront/domain/routes';
import type { LocaleTag, VariantKey } from '@storefront/domain/variants';
import { and, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productPrices, products } from '../../db/schema/catalog.ts';
import { productRatings, type ReviewStatus, reviews } from '../../db/schema/reviews.ts';
import { invalid, notFound } from '../../errors.ts';
import { hitRateLimit, type RateLimit } from '../../lib/rate-limit.ts';
import { recordAudit } from '../audit/audit.ts';
import { type CaptchaSettings, spendCaptcha } from '../captcha/captcha.service.ts';
import type { CurrentSession } from '../identity/session.service.ts';
import type {
  ModerationItem,
  Rating,
  Review,
  ReviewBody,
  ReviewsPage,
  ReviewsQuery,
  ShopperVoice,
} from './reviews.schemas.ts';

export interface SubmitContext {
  db: Db;
  captcha: CaptchaSettings;
  rateLimit: RateLimit;
  clientIp: string;
  locale: LocaleTag;
  session: CurrentSession | null;
}

/** Stores a review as pending. One per e-mail and product; bursts from one client are limited. */
export async function submitReview(ctx: SubmitContext, body: ReviewBody): Promise<{ id: number; status: 'pending' }> {
  const { db } = ctx;
  await hitRateLimit(db, `review:${ctx.clientIp}`, ctx.rateLimit);
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, body.productId));
  if (!product) throw invalid([{ name: 'productId', message: 'validation.invalid' }]);
  const email = body.email.trim().toLowerCase();
  const [existing] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.productId, body.productId), eq(reviews.email, email)));
  if (existing) throw invalid([{ name: 'email', message: 'reviews.duplicate' }], 'Already reviewed');
  // The proof is spent last among the checks, so a shopper who mistyped does not lose it.
  await spendCaptcha(db, ctx.captcha, 'review', body.cb, 'cb');
  const [row] = await db
    .insert(reviews)
    .values({
      productId: body.productId,
      userId: ctx.session?.user?.id ?? null,
      userName: body.userName,
      email,
      title: body.title || null,
      text: body.text,
      assessment: body.assessment,
      locale: ctx.locale,
    })
    // Two concurrent submits: the unique index decides, the loser gets the same field error.
    .onConflictDoNothing()
    .returning({ id: reviews.id });
  if (!row) throw invalid([{ name: 'email', message: 'reviews.duplicate' }], 'Already reviewed');
  return { id: row.id, status: 'pending' };
}

export async function productRating(db: Db, productId: number): Promise<Rating> {
  const [row] = await db.select().from(productRatings).where(eq(productRatings.productId, productId));
  return toRating(row);
}

export function toRating(row: { count: number; total: number } | undefined): Rating {
  if (!row || row.count === 0) return { count: 0, rating: 0 };
  return { count: row.count, rating: Math.round((row.total / row.count) * 10) / 10 };
}

/** Published reviews, newest first, starting after `reviewId` (keyset: stable while new ones arrive). */
export async function listReviews(db: Db, query: ReviewsQuery): Promise<ReviewsPage> {
  const rows = await db
    .select({
      id: reviews.id,
      userName: reviews.userName,
      title: reviews.title,
      text: reviews.text,
      assessment: reviews.assessment,
      createdAt: reviews.createdAt,
      reply: reviews.reply,
      replyAt: reviews.replyAt,
    })
    .from(reviews)
    .where(
      and(
        eq(reviews.productId, query.productId),
        eq(reviews.status, 'approved'),
        query.reviewId ? lt(reviews.id, query.reviewId) : undefined,
      ),
    )
    .orderBy(desc(reviews.id))
    .limit(query.count + 1);
  return {
    ...reviewsPage(rows, query.count),
    rating: query.getRating ? await productRating(db, query.productId) : null,
  };
}

/** The newest published reviews of four or five stars on goods the variant sells, for the home page. */
export async function latestGoodReviews(
  db: Db,
  variant: VariantKey,
  lang: 'ru' | 'en' | 'kk',
  limit: number,
): Promise<ShopperVoice[]> {
  const rows = await db
    .select({
      id: reviews.id,
      userName: reviews.userName,
      text: reviews.text,
      assessment: reviews.assessment,
      name: products.name,
      slug: products.slug,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.variant, variant)))
    .where(and(eq(reviews.status, 'approved'), sql`${reviews.assessment} >= 4`, eq(products.published, true)))
    .orderBy(desc(reviews.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    userName: r.userName,
    text: r.text,
    assessment: r.assessment,
    product: { name: r.name[lang], url: buildPath('ProductIndex', variant, { productSlug: r.slug }) },
  }));
}

/** A published review's row, as drizzle reads it (dates) or as a JSON aggregate carries it (ISO strings). */
export interface ReviewRow {
  id: number;
  userName: string;
  title: string | null;
  text: string;
  assessment: number;
  createdAt: Date | string;
  reply: string | null;
  replyAt: Date | string | null;
}

const iso = (at: Date | string): string => new Date(at).toISOString();

const toReview = (r: ReviewRow): Review => ({
  id: r.id,
  userName: r.userName,
  title: r.title,
  text: r.text,
  assessment: r.assessment,
  createdAt: iso(r.createdAt),
  reply: r.reply && r.replyAt ? { text: r.reply, at: iso(r.replyAt) } : null,
});

/** Up to `count` + 1 newest published reviews of a product as a JSON array, for a page's own statement. */
export function firstReviewsSql(productId: SQL, count: number): SQL {
  return sql`(select coalesce(json_agg(x order by x.id desc), '[]')
    from (select r.id, r.user_name as "userName", r.title, r.text, r.assessment, r.created_at as "createdAt",
        r.reply, r.reply_at as "replyAt"
      from ${reviews} r where r.product_id = ${productId} and r.status = 'approved'
      order by r.id desc limit ${count + 1}) x)`;
}

/** A page of `count` reviews from up to `count` + 1 rows read: the extra one says there are more. */
export function reviewsPage(rows: ReviewRow[], count: number): { list: Review[]; hasMore: boolean } {
  return { list: rows.slice(0, count).map(toReview), hasMore: rows.length > count };
}

export async function listForModeration(
  db: Db,
  opts: { status: ReviewStatus; limit: number; variant: VariantKey; lang: 'ru' | 'en' | 'kk' },
): Promise<ModerationItem[]> {
  const rows = await db
    .select({ review: reviews, productName: products.name, slug: products.slug })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.status, opts.status))
    // Oldest pending first: moderation works through the queue in order.
    .orderBy(opts.status === 'pending' ? reviews.id : desc(reviews.id))
    .limit(opts.limit);
  return rows.map(({ review, productName, slug }) => ({
    ...toReview(review),
    email: review.email,
    status: review.status,
    product: {
      id: review.productId,
      name: productName[opts.lang],
      url: buildPath('ProductIndex', opts.variant, { productSlug: slug }),
    },
  }));
}

/**
 * Approves or rejects a review. The product's rating changes in the same transaction, and only
 * when the review enters or leaves the published state, so repeating a decision changes nothing.
 */
export async function moderateReview(
  db: Db,
  reviewId: number,
  decision: 'approved' | 'rejected',
  staffUserId: number,
): Promise<{ id: number; status: ReviewStatus; rating: Rating }> {
  return db.transaction(async (tx) => {
    const [review] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
    if (!review) throw notFound('Review not found');
    if (review.status !== decision) {
      await tx
        .update(reviews)
        .set({ status: decision, moderatedAt: new Date(), moderatedBy: staffUserId })
        .where(eq(reviews.id, reviewId));
      await recordAudit(tx, {
        staffId: staffUserId,
        action: decision === 'approved' ? 'review.approve' : 'review.reject',
        entity: { type: 'review', id: reviewId },
        before: { status: review.status },
        after: { status: decision },
      });
      const delta = decision === 'approved' ? 1 : review.status === 'approved' ? -1 : 0;
      if (delta === 1) {
        await tx
          .insert(productRatings)
          .values({ productId: review.productId, count: 1, total: review.assessment })
          .onConflictDoUpdate({
            target: productRatings.productId,
            set: {
              count: sql`${productRatings.count} + 1`,
              total: sql`${productRatings.total} + ${review.assessment}`,
            },
          });
      } else if (delta === -1) {
        // A published review always has its rating row, so an update suffices (an upsert's
        // proposed row would break the non-negative check).
        await tx
          .update(productRatings)
          .set({
            count: sql`${productRatings.count} - 1`,
            total: sql`${productRatings.total} - ${review.assessment}`,
          })
          .where(eq(productRatings.productId, review.productId));
      }
    }
    const [rating] = await tx.select().from(productRatings).where(eq(productRatings.productId, review.productId));
    return { id: reviewId, status: decision, rating: toRating(rating) };
  });
}

/** Writes (or, with empty text, removes) the shop's reply under a review, audited as 'review.reply'. */
export async function replyToReview(db: Db, reviewId: number, text: string, staffUserId: number): Promise<Review> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
    if (!before) throw notFound('Review not found');
    const reply = text.trim() || null;
    const [after] = await tx
      .update(reviews)
      .set({ reply, replyAt: reply ? new Date() : null, replyBy: reply ? staffUserId : null })
      .where(eq(reviews.id, reviewId))
      .returning();
    await recordAudit(tx, {
      staffId: staffUserId,
      action: 'review.reply',
      entity: { type: 'review', id: reviewId },
      before: { reply: before.reply },
      after: { reply },
    });
    return toReview(after!);
  });
}
