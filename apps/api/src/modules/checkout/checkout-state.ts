/** The open checkout of an owner: promo code, payment method and applied gift cards, kept between page loads. */
import type { PaymentMethod } from '@storefront/domain/checkout';
import { and, eq, is, SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { checkoutGiftCards, checkouts, giftCards } from '../../db/schema/orders.ts';
import { basketItems } from '../../db/schema/shopping.ts';
import { intArray } from '../../lib/sql-values.ts';

export interface AppliedCard {
  id: number;
  number: string;
  currency: string;
  balance: number;
  /** False once staff blocked the card after it was applied: it pays nothing. */
  usable: boolean;
}

export interface CheckoutState {
  promoCode: string | null;
  paymentMethod: PaymentMethod;
  /** In the order they were applied: that is the order they pay in. */
  giftCards: AppliedCard[];
}

export interface CheckoutStateRow {
  checkout: { promoCode: string | null; paymentMethod: PaymentMethod } | null;
  cards: AppliedCard[];
}

/** One row: the checkout (`checkout`) and its applied cards (`cards`); the owner a value or an SQL expression. */
export function checkoutStateSql(ownerKey: string | SQL): SQL {
  return sql`select
      (select json_build_object('promoCode', promo_code, 'paymentMethod', payment_method)
        from ${checkouts} where owner_key = ${ownerKey}) as checkout,
      (select coalesce(json_agg(json_build_object('id', g.id, 'number', g.number, 'currency', g.currency,
          'balance', g.balance, 'usable', g.status = 'active') order by c.created_at, g.id), '[]')
        from ${checkoutGiftCards} c join ${giftCards} g on g.id = c.gift_card_id
        where c.owner_key = ${ownerKey}) as cards`;
}

export const checkoutStateFromRow = (row: CheckoutStateRow | undefined): CheckoutState => ({
  promoCode: row?.checkout?.promoCode ?? null,
  paymentMethod: row?.checkout?.paymentMethod ?? 'online',
  giftCards: row?.cards ?? [],
});

/** The checkout and its cards in one statement. */
export async function loadCheckoutState(db: Db, ownerKey: string): Promise<CheckoutState> {
  const [row] = await queryRows<CheckoutStateRow>(db, checkoutStateSql(ownerKey));
  return checkoutStateFromRow(row);
}

export async function saveCheckout(
  db: Db,
  ownerKey: string,
  values: { promoCode?: string | null; paymentMethod?: PaymentMethod },
): Promise<void> {
  await db
    .insert(checkouts)
    .values({ ownerKey, ...values })
    .onConflictDoUpdate({ target: checkouts.ownerKey, set: { ...values, updatedAt: new Date() } });
}

/** Applies a card; false when it is already applied. */
export async function addCheckoutGiftCard(db: Db, ownerKey: string, giftCardId: number): Promise<boolean> {
  const added = await db
    .insert(checkoutGiftCards)
    .values({ ownerKey, giftCardId })
    .onConflictDoNothing()
    .returning({ id: checkoutGiftCards.giftCardId });
  return added.length > 0;
}

/** Removes an applied card; false when it was not applied. */
export async function removeCheckoutGiftCard(db: Db, ownerKey: string, giftCardId: number): Promise<boolean> {
  const removed = await db
    .delete(checkoutGiftCards)
    .where(and(eq(checkoutGiftCards.ownerKey, ownerKey), eq(checkoutGiftCards.giftCardId, giftCardId)))
    .returning({ id: checkoutGiftCards.giftCardId });
  return removed.length > 0;
}

/**
 * After an order is placed the ordered lines leave the basket and the checkout starts afresh: three
 * deletes, as sibling CTEs of one statement (`clearOrderedCtes` inside a larger one).
 */
export async function clearOrdered(tx: Db, ownerKey: string, skuIds: readonly number[]): Promise<void> {
  await tx.execute(sql`with ${clearOrderedCtes(ownerKey, skuIds)} select 1`);
}

/**
 * The deletes of clearOrdered as CTEs named cleared_lines, cleared_cards and cleared_checkout; the
 * owner and the SKU ids may be SQL (the ids an int[] expression).
 */
export function clearOrderedCtes(ownerKey: string | SQL, skuIds: readonly number[] | SQL): SQL {
  const ids = is(skuIds, SQL) ? skuIds : intArray(skuIds);
  return sql`cleared_lines as (
      delete from ${basketItems} where owner_key = ${ownerKey} and sku_id = any(${ids})),
    cleared_cards as (delete from ${checkoutGiftCards} where owner_key = ${ownerKey}),
    cleared_checkout as (delete from ${checkouts} where owner_key = ${ownerKey})`;
}
