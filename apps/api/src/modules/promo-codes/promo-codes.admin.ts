/** Promo codes in the back office: the list with their uses, one code with its orders, creating and editing. */
import { normalizePromoCode } from '@storefront/domain/checkout';
import { PROMO_MESSAGES, promoCodeErrors } from '@storefront/domain/promo-codes';
import { VARIANT_KEYS, VARIANTS, type VariantKey } from '@storefront/domain/variants';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';
import { orders, promoCodes, promoCodeUses } from '../../db/schema/orders.ts';
import { invalid, notFound } from '../../errors.ts';
import { type ListPage, likePattern } from '../../lib/list-query.ts';
import { recordAudit } from '../audit/audit.ts';
import type { PromoCodeBody, PromoCodeView, PromoDetail, PromoListQuery } from './promo-codes.schemas.ts';

type PromoRow = typeof promoCodes.$inferSelect;

const variantOf = (currency: string): VariantKey => VARIANT_KEYS.find((v) => VARIANTS[v].currency === currency) ?? 'ru';

/**
 * Each code's number of orders, joined to its row (left: a code without uses has no row here). Not a
 * correlated subquery in the select list: Drizzle writes the columns of a one-table select unqualified,
 * so an outer `${promoCodes.code}` there came out as `"code"`, which inside the subquery is the use's
 * own code — every code then showed the uses of all codes together. Joined, every column is qualified.
 */
const useCounts = new QueryBuilder()
  .select({ code: promoCodeUses.code, uses: sql<number>`count(*)::int`.as('uses') })
  .from(promoCodeUses)
  .groupBy(promoCodeUses.code)
  .as('use_counts');

/** A code's uses, in a query that left-joins `useCounts` on the code (`withUses`). */
const usesCount = sql<number>`coalesce(${useCounts.uses}, 0)`;
const withUses = eq(useCounts.code, promoCodes.code);

/** What a code is now: switched off, past its end, out of uses, or usable. */
const stateSql = sql<PromoCodeView['state']>`case
  when not ${promoCodes.active} then 'inactive'
  when ${promoCodes.endsAt} is not null and ${promoCodes.endsAt} <= now() then 'expired'
  when ${promoCodes.usageLimit} is not null and ${usesCount} >= ${promoCodes.usageLimit} then 'exhausted'
  else 'active' end`;

function toView(row: PromoRow & { uses: number; state: PromoCodeView['state'] }): PromoCodeView {
  return {
    code: row.code,
    kind: row.kind,
    value: row.value,
    variant: variantOf(row.currency),
    currency: row.currency,
    minSubtotal: row.minSubtotal,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    perUserLimit: row.perUserLimit,
    usageLimit: row.usageLimit,
    active: row.active,
    uses: row.uses,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const SORTS: Record<PromoListQuery['sort'], SQL> = {
  created: sql`${promoCodes.createdAt}`,
  code: sql`${promoCodes.code}`,
  uses: sql`${usesCount}`,
};

export async function listPromoCodes(db: Db, query: PromoListQuery): Promise<ListPage<PromoCodeView>> {
  const where: SQL[] = [];
  if (query.q) where.push(sql`${promoCodes.code} like ${likePattern(normalizePromoCode(query.q))}`);
  if (query.variant) where.push(eq(promoCodes.currency, VARIANTS[query.variant].currency));
  if (query.state) where.push(sql`${stateSql} = ${query.state}`);
  const dir = query.dir === 'asc' ? sql`asc` : sql`desc`;
  const rows = await db
    .select({ row: promoCodes, uses: usesCount, state: stateSql, total: sql<number>`count(*) over ()::int` })
    .from(promoCodes)
    .leftJoin(useCounts, withUses)
    .where(and(...where))
    .orderBy(sql`${SORTS[query.sort]} ${dir}, ${promoCodes.code} asc`)
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  return {
    list: rows.map((r) => toView({ ...r.row, uses: r.uses, state: r.state })),
    total: rows[0]?.total ?? 0,
    page: query.page,
    perPage: query.perPage,
  };
}

export async function getPromoCode(db: Db, rawCode: string): Promise<PromoDetail> {
  const code = normalizePromoCode(rawCode);
  const [found] = await db
    .select({ row: promoCodes, uses: usesCount, state: stateSql })
    .from(promoCodes)
    .leftJoin(useCounts, withUses)
    .where(eq(promoCodes.code, code));
  if (!found) throw notFound('No such promo code');
  const uses = await db
    .select({
      orderId: orders.id,
      orderNumber: orders.number,
      orderStatus: orders.status,
      total: orders.total,
      discount: orders.discount,
      currency: orders.currency,
      userId: users.id,
      phone: users.phone,
      name: users.firstName,
      usedAt: promoCodeUses.createdAt,
    })
    .from(promoCodeUses)
    .innerJoin(orders, eq(orders.id, promoCodeUses.orderId))
    .innerJoin(users, eq(users.id, promoCodeUses.userId))
    .where(eq(promoCodeUses.code, code))
    .orderBy(desc(promoCodeUses.createdAt), desc(orders.id));
  return {
    promoCode: toView({ ...found.row, uses: found.uses, state: found.state }),
    uses: uses.map((u) => ({
      orderId: u.orderId,
      orderNumber: u.orderNumber,
      orderStatus: u.orderStatus,
      orderTotal: { amount: u.total, currency: u.currency as 'RUB' },
      discount: { amount: u.discount, currency: u.currency as 'RUB' },
      userId: u.userId,
      phone: u.phone,
      name: u.name,
      usedAt: u.usedAt.toISOString(),
    })),
  };
}

function columnsOf(body: PromoCodeBody) {
  const errors = promoCodeErrors(body);
  if (errors.length > 0) throw invalid(errors);
  return {
    kind: body.kind,
    value: body.value,
    currency: VARIANTS[body.variant].currency,
    minSubtotal: body.minSubtotal,
    startsAt: body.startsAt ? new Date(body.startsAt) : null,
    endsAt: body.endsAt ? new Date(body.endsAt) : null,
    perUserLimit: body.perUserLimit,
    usageLimit: body.usageLimit,
    active: body.active,
  };
}

/** A new code, audited; 400 on `code` when it exists already. */
export async function createPromoCode(tx: Db, body: PromoCodeBody, staffId: number): Promise<void> {
  const values = { code: normalizePromoCode(body.code), ...columnsOf(body) };
  const [row] = await tx.insert(promoCodes).values(values).onConflictDoNothing().returning();
  if (!row) throw invalid([{ name: 'code', message: PROMO_MESSAGES.codeTaken }]);
  await recordAudit(tx, {
    staffId,
    action: 'promo.create',
    entity: { type: 'promo_code', id: row.code },
    before: null,
    after: row,
  });
}

/**
 * New terms for an existing code (its name stays: uses refer to it), audited with the terms before
 * and after; the row is locked so two editors' changes are recorded in the order they were made.
 */
export async function updatePromoCode(tx: Db, rawCode: string, body: PromoCodeBody, staffId: number): Promise<void> {
  const code = normalizePromoCode(rawCode);
  if (normalizePromoCode(body.code) !== code) throw invalid([{ name: 'code', message: PROMO_MESSAGES.codeFixed }]);
  const values = columnsOf(body);
  const [before] = await tx.select().from(promoCodes).where(eq(promoCodes.code, code)).for('update');
  if (!before) throw notFound('No such promo code');
  const [after] = await tx
    .update(promoCodes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(promoCodes.code, code))
    .returning();
  await recordAudit(tx, { staffId, action: 'promo.update', entity: { type: 'promo_code', id: code }, before, after });
}
