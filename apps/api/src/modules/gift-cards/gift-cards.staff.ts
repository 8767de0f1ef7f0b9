/**
 * Gift cards in the back office: finding a card by its number or a phone (the recipient's or the
 * buyer's), its balance and history (issue, spends, refunds), blocking and unblocking it, and sending
 * the recipient's SMS again through the SMS job (gift-card-sms.ts).
 */

import { ERROR_CODES } from '@storefront/domain/errors';
import type { MessageId } from '@storefront/domain/i18n/catalogue';
import type { CurrencyCode } from '@storefront/domain/variants';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';
import { giftCards, giftCardTransactions, orders } from '../../db/schema/orders.ts';
import { AppError, notFound } from '../../errors.ts';
import { type ListPage, likePattern } from '../../lib/list-query.ts';
import { recordAudit } from '../audit/audit.ts';
import type { StaffGiftCard, StaffGiftCardDetail, StaffGiftCardQuery } from './gift-cards.staff-schemas.ts';

type CardRow = typeof giftCards.$inferSelect;
const money = (amount: number, currency: string) => ({ amount, currency: currency as CurrencyCode });

export const GIFT_CARD_STAFF_MESSAGES = {
  notBlockable: 'staff.giftCards.error.notBlockable',
  notBlocked: 'staff.giftCards.error.notBlocked',
  noSms: 'staff.giftCards.error.noSms',
} as const satisfies Record<string, MessageId>;

function toCard(row: CardRow & { buyerPhone: string | null }): StaffGiftCard {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    balance: money(row.balance, row.currency),
    initialAmount: money(row.initialAmount, row.currency),
    recipientName: row.recipientName,
    recipientPhone: row.recipientPhone,
    buyerPhone: row.buyerPhone,
    smsStatus: row.smsStatus,
    smsSentAt: row.smsSentAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const SORTS: Record<StaffGiftCardQuery['sort'], SQL> = {
  created: sql`${giftCards.createdAt}`,
  balance: sql`${giftCards.balance}`,
};

/** Cards whose number, recipient's phone or buyer's phone contains the digits of `q`. */
export async function searchGiftCards(db: Db, query: StaffGiftCardQuery): Promise<ListPage<StaffGiftCard>> {
  const where: SQL[] = [];
  const digits = query.q?.replace(/\D/g, '') ?? '';
  if (digits) {
    const like = likePattern(digits);
    where.push(
      sql`(${giftCards.number} like ${like} or ${giftCards.recipientPhone} like ${like} or ${users.phone} like ${like})`,
    );
  }
  if (query.status) where.push(eq(giftCards.status, query.status));
  const dir = query.dir === 'asc' ? sql`asc` : sql`desc`;
  const rows = await db
    .select({ card: giftCards, buyerPhone: users.phone, total: sql<number>`count(*) over ()::int` })
    .from(giftCards)
    .leftJoin(users, eq(users.id, giftCards.buyerUserId))
    .where(and(...where))
    .orderBy(sql`${SORTS[query.sort]} ${dir}, ${giftCards.id} ${dir}`)
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  return {
    list: rows.map((r) => toCard({ ...r.card, buyerPhone: r.buyerPhone })),
    total: rows[0]?.total ?? 0,
    page: query.page,
    perPage: query.perPage,
  };
}

export async function giftCardDetail(db: Db, id: number): Promise<StaffGiftCardDetail> {
  const [found] = await db
    .select({ card: giftCards, buyerPhone: users.phone })
    .from(giftCards)
    .leftJoin(users, eq(users.id, giftCards.buyerUserId))
    .where(eq(giftCards.id, id));
  if (!found) throw notFound('No such gift card');
  const { card } = found;
  const moves = await db
    .select({ tx: giftCardTransactions, orderNumber: orders.number })
    .from(giftCardTransactions)
    .leftJoin(orders, eq(orders.id, giftCardTransactions.orderId))
    .where(eq(giftCardTransactions.giftCardId, id))
    .orderBy(asc(giftCardTransactions.createdAt), asc(giftCardTransactions.id));
  const [bought] = card.orderId
    ? await db.select({ number: orders.number }).from(orders).where(eq(orders.id, card.orderId))
    : [];
  return {
    card: toCard({ ...card, buyerPhone: found.buyerPhone }),
    history: [
      {
        kind: 'issue',
        amount: money(card.initialAmount, card.currency),
        orderNumber: bought?.number ?? null,
        at: card.createdAt.toISOString(),
      },
      ...moves.map((m) => ({
        kind: m.tx.kind,
        amount: money(m.tx.amount, card.currency),
        orderNumber: m.orderNumber,
        at: m.tx.createdAt.toISOString(),
      })),
    ],
  };
}

async function lockCard(tx: Db, id: number): Promise<CardRow> {
  const [card] = await tx.select().from(giftCards).where(eq(giftCards.id, id)).for('update');
  if (!card) throw notFound('No such gift card');
  return card;
}

const refuse = (message: string) => new AppError(ERROR_CODES.conflict, message);

/** What the audit log keeps of a card: its state, not its secrets. */
const audited = (c: CardRow) => ({
  status: c.status,
  balance: c.balance,
  smsStatus: c.smsStatus,
  smsDueAt: c.smsDueAt,
});

/** Changes a locked card and audits it as `action` by `staffId`, in the caller's transaction. */
async function changeCard(
  tx: Db,
  id: number,
  staffId: number,
  action: string,
  change: (card: CardRow) => Partial<CardRow>,
): Promise<void> {
  const before = await lockCard(tx, id);
  const [after] = await tx.update(giftCards).set(change(before)).where(eq(giftCards.id, id)).returning();
  await recordAudit(tx, {
    staffId,
    action,
    entity: { type: 'gift_card', id },
    before: audited(before),
    after: audited(after!),
  });
}

/** Blocks an active card: it can no longer be applied at checkout, and an order it was applied to is refused. */
export const blockGiftCard = (tx: Db, id: number, staffId: number) =>
  changeCard(tx, id, staffId, 'giftCard.block', (card) => {
    if (card.status !== 'active') throw refuse(GIFT_CARD_STAFF_MESSAGES.notBlockable);
    return { status: 'blocked' };
  });

export const unblockGiftCard = (tx: Db, id: number, staffId: number) =>
  changeCard(tx, id, staffId, 'giftCard.unblock', (card) => {
    if (card.status !== 'blocked') throw refuse(GIFT_CARD_STAFF_MESSAGES.notBlocked);
    return { status: 'active' };
  });

/**
 * Puts the recipient's SMS back on the SMS job's schedule, due now with fresh attempts. Only a card
 * bought as a present has one; a blocked card sends nothing.
 */
export const resendGiftCardSms = (tx: Db, id: number, staffId: number) =>
  changeCard(tx, id, staffId, 'giftCard.resendSms', (card) => {
    if (!card.presentToken || !card.recipientPhone || card.status !== 'active') {
      throw refuse(GIFT_CARD_STAFF_MESSAGES.noSms);
    }
    return { smsStatus: 'scheduled', smsDueAt: new Date(), smsAttempts: 0, smsLeaseUntil: null };
  });
