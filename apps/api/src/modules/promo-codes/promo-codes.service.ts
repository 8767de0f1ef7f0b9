/** Promo codes in the database: looking one up for a user, recording its use when an order is placed. */
import { normalizePromoCode } from '@storefront/domain/checkout';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { promoCodes, promoCodeUses } from '../../db/schema/orders.ts';
import { checkPromo, type PromoCheck, type PromoTerms } from './promo-discount.ts';

export async function findPromoTerms(db: Db, code: string): Promise<PromoTerms | null> {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(eq(promoCodes.code, normalizePromoCode(code)))
    .limit(1);
  return row ?? null;
}

/** Checks `code` for `userId` against a goods total in the variant's currency. */
export async function evaluatePromo(
  db: Db,
  code: string,
  ctx: { userId: number; currency: string; subtotal: number; now: Date },
): Promise<PromoCheck> {
  const terms = await findPromoTerms(db, code);
  const used = terms
    ? await db
        .select({ code: promoCodeUses.code })
        .from(promoCodeUses)
        .where(and(eq(promoCodeUses.code, terms.code), eq(promoCodeUses.userId, ctx.userId)))
        .limit(1)
    : [];
  return checkPromo(terms, { ...ctx, usedByUser: used.length > 0 });
}

/** The primary key (code, user) makes a second use fail even when two orders race. */
export async function recordPromoUse(tx: Db, code: string, userId: number, orderId: number): Promise<void> {
  await tx.insert(promoCodeUses).values({ code: normalizePromoCode(code), userId, orderId });
}

export const PROMO_USE_CONSTRAINT = 'promo_code_uses_code_user_id_pk';
