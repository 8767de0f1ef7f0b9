/** Promo codes in the database: looking one up for a user, recording its use when an order is placed. */
import { CHECKOUT_MESSAGES, normalizePromoCode } from '@storefront/domain/checkout';
import { ERROR_CODES } from '@storefront/domain/errors';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { promoCodes, promoCodeUses } from '../../db/schema/orders.ts';
import { AppError } from '../../errors.ts';
import { checkPromo, type PromoCheck, type PromoTerms } from './promo-discount.ts';

export async function findPromoTerms(db: Db, code: string, forUpdate = false): Promise<PromoTerms | null> {
  const query = db
    .select()
    .from(promoCodes)
    .where(eq(promoCodes.code, normalizePromoCode(code)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Orders placed with `code`: by everyone and by `userId`. */
async function countUses(db: Db, code: string, userId: number): Promise<{ totalUses: number; userUses: number }> {
  const [row] = await db
    .select({
      totalUses: sql<number>`count(*)::int`,
      userUses: sql<number>`(count(*) filter (where ${promoCodeUses.userId} = ${userId}))::int`,
    })
    .from(promoCodeUses)
    .where(eq(promoCodeUses.code, code));
  return row ?? { totalUses: 0, userUses: 0 };
}

/** Checks `code` for `userId` against a goods total in the variant's currency. */
export async function evaluatePromo(
  db: Db,
  code: string,
  ctx: { userId: number; currency: string; subtotal: number; now: Date },
): Promise<PromoCheck> {
  const terms = await findPromoTerms(db, code);
  const uses = terms ? await countUses(db, terms.code, ctx.userId) : { totalUses: 0, userUses: 0 };
  return checkPromo(terms, { ...ctx, ...uses });
}

/**
 * Records the use of `code` by an order, in the order's transaction. The code's row is locked first,
 * so orders racing for the last uses queue here and each counts the uses committed before it: the
 * global and per-user limits hold whatever the number of processes. 409 on field `code` when a limit
 * was reached meanwhile.
 */
export async function recordPromoUse(tx: Db, code: string, userId: number, orderId: number): Promise<void> {
  const terms = await findPromoTerms(tx, code, true);
  if (!terms) throw promoConflict(CHECKOUT_MESSAGES.promoUnknown);
  const uses = await countUses(tx, terms.code, userId);
  if (uses.userUses >= terms.perUserLimit) throw promoConflict(CHECKOUT_MESSAGES.promoUsed);
  if (terms.usageLimit !== null && uses.totalUses >= terms.usageLimit) {
    throw promoConflict(CHECKOUT_MESSAGES.promoExhausted);
  }
  await tx.insert(promoCodeUses).values({ code: terms.code, userId, orderId });
}

const promoConflict = (message: string) => new AppError(ERROR_CODES.conflict, message, [{ name: 'code', message }]);
