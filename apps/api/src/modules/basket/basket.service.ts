/** The basket: one line per SKU under the shopper's owner key, quantities capped by what is available. */
import type { DeliveryMethod } from '@storefront/domain/checkout';
import { buildPath } from '@storefront/domain/routes';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { skuVariantPrices } from '../../db/schema/catalog.ts';
import { basketDeliveries } from '../../db/schema/orders.ts';
import { basketItems } from '../../db/schema/shopping.ts';
import { notFound } from '../../errors.ts';
import { mainPicture } from '../catalog/product-pictures.ts';
import { type DeliveryCounts, deliveryBlock, deliveryCountsSql } from '../delivery/delivery.service.ts';
import { cityStockSql } from '../delivery/stock.ts';
import { userIdOfKey } from '../identity/owner-key.ts';
import type { ShopperScope } from '../identity/shopper-scope.ts';
import type { Basket, BasketItemBody, BasketItemResult } from './basket.schemas.ts';
import {
  type BasketGroups,
  type BasketStateRow,
  basketStateFromRow,
  basketStateSql,
  loadBasketState,
  lockBasketLines,
  orderedGoodsTotal,
  resolveBasketGroups,
  resolveGroups,
} from './basket-groups.ts';
import { preselectDelivery } from './delivery-choice.service.ts';
import { resolveSkuSql } from './resolve-sku.ts';
import { maxAvailableBySku } from './stock.ts';

/**
 * Sets a line in one statement: resolves the SKU (see resolve-sku.ts), caps the quantity by what
 * the city can supply (delivery/stock.ts), writes or removes the line, and answers the basket's
 * counts as they are afterwards (the statement's own snapshot precedes its writes, hence the union).
 * A line added (not there before) comes with the basket as the add leaves it, and a second
 * statement gives it its delivery when one is sensible (preselectDelivery).
 */
export async function setBasketItem(
  db: Db,
  ownerKey: string,
  scope: ShopperScope,
  body: BasketItemBody,
): Promise<BasketItemResult> {
  const { cityId } = scope;
  // The basket with the line added, read only when the line is new (see preselectDelivery).
  const addedState = basketStateSql(ownerKey, userIdOfKey(ownerKey), scope, {
    skuId: sql`line.sku_id`,
    quantity: sql`line.quantity`,
  });
  const [row] = await queryRows<{
    sku_id: number;
    max_available: number;
    quantity: number;
    price: number | null;
    basket: Record<string, number>;
    delivery: DeliveryCounts | null;
    delivery_method: DeliveryMethod | null;
    state: BasketStateRow | null;
  }>(
    db,
    sql`with sku as (select ${resolveSkuSql(body.productId)} as id),
      line as (
        select sku.id as sku_id, coalesce(s.in_shops + s.in_warehouses, 0) as max_available,
          least(${body.quantity}::int, coalesce(s.in_shops + s.in_warehouses, 0)) as quantity
        from sku left join ${cityStockSql(sql`array(select id from sku)`, cityId)} s on s.sku_id = sku.id
        where sku.id is not null
      ),
      removed as (
        delete from ${basketItems} b using line
        where b.owner_key = ${ownerKey} and b.sku_id = line.sku_id and line.quantity = 0
      ),
      saved as (
        insert into ${basketItems} (owner_key, sku_id, quantity)
        select ${ownerKey}, sku_id, quantity from line where quantity > 0
        on conflict (owner_key, sku_id) do update set quantity = excluded.quantity, updated_at = now()
        returning sku_id, quantity
      ),
      earlier as (select b.delivery_method from ${basketItems} b, line where b.owner_key = ${ownerKey} and b.sku_id = line.sku_id)
      select line.sku_id, line.max_available, line.quantity,
        (select delivery_method from earlier) as delivery_method,
        case when line.quantity > 0 and not exists (select 1 from earlier)
          then (select row_to_json(s) from (${addedState}) s) end as state,
        (select sp.price from ${skuVariantPrices} sp
          where sp.sku_id = line.sku_id and sp.variant = ${scope.variant}) as price,
        (select coalesce(json_object_agg(b.sku_id, b.quantity), '{}') from (
          select sku_id, quantity from ${basketItems} where owner_key = ${ownerKey} and sku_id <> line.sku_id
          union all select sku_id, quantity from saved) b) as basket,
        ${body.showDeliveryData ? deliveryCountsSql(sql`array[line.sku_id]`, cityId) : sql`null`} as delivery
      from line`,
  );
  if (!row) throw notFound('Product not found');
  const deliveryMethod = row.state
    ? await preselectDelivery(db, ownerKey, basketStateFromRow(row.state, ownerKey, scope, new Date()), row.sku_id)
    : row.quantity > 0
      ? row.delivery_method
      : null;
  return {
    productId: row.sku_id,
    quantity: row.quantity,
    deliveryMethod,
    maxAvailable: row.max_available,
    capped: body.quantity > row.max_available,
    basket: row.basket,
    delivery: row.delivery && deliveryBlock(row.delivery, { ...scope, goodsTotal: (row.price ?? 0) * row.quantity }),
  };
}

/** The basket lines, grouped by delivery (see basket-groups.ts), with the user's waiting-list marks. */
export async function getBasket(
  db: Db,
  ownerKey: string | null,
  scope: ShopperScope,
  now: Date = new Date(),
): Promise<Basket> {
  if (!ownerKey) return basketView(await resolveBasketGroups(db, ownerKey, scope, now), scope, new Set());
  const state = await loadBasketState(db, ownerKey, scope, now);
  return basketView(resolveGroups(state), scope, new Set(state.waitingSkuIds));
}

function basketView(resolved: BasketGroups, scope: ShopperScope, waiting: ReadonlySet<number>): Basket {
  const { currency } = resolved;
  const money = (amount: number) => ({ amount, currency });
  const items = resolved.lines.map((l) => ({
    productId: l.skuId,
    itemId: l.productId,
    name: l.name,
    url: buildPath('ProductIndex', scope.variant, { productSlug: l.slug }),
    image: mainPicture(l.productId, l.picture),
    size: l.size,
    colour: l.colour,
    price: money(l.price),
    oldPrice: l.oldPrice ? money(l.oldPrice) : null,
    quantity: l.quantity,
    maxAvailable: l.maxAvailable,
    postponed: l.postponed,
    group: l.group,
    deliveryMethod: l.deliveryMethod,
    deliveryMethods: l.methods,
    onWaitingList: waiting.has(l.skuId),
  }));
  const goodsTotal = orderedGoodsTotal(resolved);
  const deliveryTotal = resolved.groups.reduce((s, g) => s + (g.delivery?.price ?? 0), 0);
  return {
    items,
    totalQuantity: items.filter((i) => !i.postponed).reduce((s, i) => s + i.quantity, 0),
    goodsTotal: money(goodsTotal),
    deliveryTotal: money(deliveryTotal),
    total: money(goodsTotal + deliveryTotal),
    groups: resolved.groups.map((g) => ({
      key: g.key,
      skuIds: g.lines.map((l) => l.skuId),
      delivery: g.delivery && {
        method: g.delivery.method,
        price: money(g.delivery.price),
        readyIn: g.delivery.readyIn,
        store: g.delivery.store,
        pickupPoint: g.delivery.pickupPoint,
        address: g.delivery.address,
        date: g.delivery.deliveryDate,
        timeSlot: g.delivery.timeSlot,
        nearest: g.delivery.nearest,
        immediate: g.delivery.immediate,
      },
      methods: g.methods.map((m) => ({ ...m, price: money(m.price) })),
      ready: g.ready,
      problems: g.problems,
    })),
    readyForCheckout: resolved.readyForCheckout,
    problems: resolved.problems,
  };
}

/**
 * Forgets every group's delivery choice and puts the lines back among the remaining goods: after a
 * city change (the shops, pickup points and addresses belonged to the old city) and on a reset.
 * Postponed lines stay postponed: that was not a delivery choice.
 */
export async function clearDeliveryChoices(db: Db, ownerKey: string): Promise<void> {
  await db.transaction(async (tx) => {
    // The basket's rows first, in SKU order, as placing an order locks them.
    await lockBasketLines(tx, ownerKey);
    await tx.delete(basketDeliveries).where(eq(basketDeliveries.ownerKey, ownerKey));
    await tx
      .update(basketItems)
      .set({ deliveryMethod: null, updatedAt: new Date() })
      .where(and(eq(basketItems.ownerKey, ownerKey), isNotNull(basketItems.deliveryMethod)));
  });
}

/**
 * Moves a guest's basket into the user's at login: quantities of the same SKU add up, capped by
 * what is available (a line is never dropped: at least 1 stays, to show as not available).
 */
export async function mergeBasket(db: Db, fromKey: string, toKey: string, cityId: number): Promise<void> {
  const guest = await db.select().from(basketItems).where(eq(basketItems.ownerKey, fromKey));
  if (guest.length === 0) return;
  const skuIds = guest.map((g) => g.skuId);
  const own = await db
    .select()
    .from(basketItems)
    .where(and(eq(basketItems.ownerKey, toKey), inArray(basketItems.skuId, skuIds)));
  const ownBySku = new Map(own.map((o) => [o.skuId, o.quantity]));
  const available = await maxAvailableBySku(db, skuIds, cityId);
  for (const line of guest) {
    const wanted = line.quantity + (ownBySku.get(line.skuId) ?? 0);
    const quantity = Math.max(1, Math.min(wanted, available.get(line.skuId) ?? 0));
    await db
      .insert(basketItems)
      .values({
        ownerKey: toKey,
        skuId: line.skuId,
        quantity,
        postponed: line.postponed,
        deliveryMethod: line.deliveryMethod,
      })
      .onConflictDoUpdate({
        target: [basketItems.ownerKey, basketItems.skuId],
        set: {
          quantity,
          deliveryMethod: sql`coalesce(excluded.delivery_method, ${basketItems.deliveryMethod})`,
          updatedAt: sql`now()`,
        },
      });
  }
  await db.delete(basketItems).where(eq(basketItems.ownerKey, fromKey));
  await mergeDeliveryChoices(db, fromKey, toKey);
}

/** The guest's delivery choices, just made, win over the account's older ones, field by field. */
async function mergeDeliveryChoices(db: Db, fromKey: string, toKey: string): Promise<void> {
  const guest = await db.select().from(basketDeliveries).where(eq(basketDeliveries.ownerKey, fromKey));
  if (guest.length === 0) return;
  const keep = (column: string) => sql.raw(`coalesce(excluded.${column}, basket_deliveries.${column})`);
  await db
    .insert(basketDeliveries)
    .values(guest.map((g) => ({ ...g, ownerKey: toKey, updatedAt: new Date() })))
    .onConflictDoUpdate({
      target: [basketDeliveries.ownerKey, basketDeliveries.method],
      set: {
        storeId: keep('store_id'),
        pickupPointId: keep('pickup_point_id'),
        deliveryDate: keep('delivery_date'),
        timeSlot: keep('time_slot'),
        updatedAt: sql`now()`,
      },
    });
  await db.delete(basketDeliveries).where(eq(basketDeliveries.ownerKey, fromKey));
}
