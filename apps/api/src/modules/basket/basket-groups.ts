/**
 * The basket split into delivery groups (docs/guide/basket-and-checkout.md). Used by the
 * basket answer and by checkout, which places an order from the ready groups.
 *
 * Everything is worked out from one round of queries (lines, the owner's delivery choices, the
 * city, its shops and pickup points, and the stock of the basket's SKUs in the city's shops and
 * the country's warehouses), whatever the number of lines.
 */

import {
  BASKET_GROUPS,
  type BasketGroupKey,
  CHECKOUT_MESSAGES,
  checkHouse,
  DELIVERY_METHODS,
  type DeliveryMethod,
} from '@storefront/domain/checkout';
import { localTime } from '@storefront/domain/dates';
import { deliveryPrice } from '@storefront/domain/delivery-prices';
import { recommendedOffer } from '@storefront/domain/delivery-recommendation';
import {
  addDays,
  type CourierTime,
  checkCourierTime,
  IMMEDIATE_SLOT,
  isOpenAt,
  nearestCourierTime,
} from '@storefront/domain/delivery-slots';
import { type CurrencyCode, VARIANTS } from '@storefront/domain/variants';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedRows } from '../../db/prepared.ts';
import { colours, productSkus, products, skuVariantPrices } from '../../db/schema/catalog.ts';
import { cities, pickupPoints, stock, stores } from '../../db/schema/geo.ts';
import type { I18nText } from '../../db/schema/i18n-text.ts';
import { addresses, basketDeliveries, type ShipmentAddress, waitingList } from '../../db/schema/orders.ts';
import { basketItems } from '../../db/schema/shopping.ts';
import { mainPictureSql, type PictureRow } from '../catalog/product-pictures.ts';
import type { ReadyIn } from '../delivery/delivery.schemas.ts';
import { DELIVERY_TERMS, IN_STORE } from '../delivery/delivery.service.ts';
import { maxAvailable, onSaleSql, type SkuStock } from '../delivery/stock.ts';
import { userIdOfKey } from '../identity/owner-key.ts';
import type { ShopperScope } from '../identity/shopper-scope.ts';

export interface GroupLine {
  skuId: number;
  productId: number;
  name: string;
  size: string | null;
  /** Minor units of the variant's currency. */
  price: number;
  oldPrice: number | null;
  quantity: number;
  slug: string;
  colour: string;
  /** The product's main picture (none: it shows its drawn one). */
  picture: PictureRow | null;
  postponed: boolean;
  /** The method the shopper put the line in (basket_items.delivery_method). */
  deliveryMethod: DeliveryMethod | null;
  /** The most the shopper can have in the city (shops plus warehouses). */
  maxAvailable: number;
  /** Methods that can bring the line's whole quantity in the city. */
  methods: DeliveryMethod[];
  group: BasketGroupKey;
}

/** A shop or pickup point as a group shows it. */
export interface DeliveryPlace {
  id: number;
  /** The shop's name, or the pickup point's provider. */
  name: string;
  address: string;
  hours: ([string, string] | null)[];
}

export interface ResolvedDelivery {
  method: DeliveryMethod;
  /** Delivery price in minor units. */
  price: number;
  storeId: number | null;
  pickupPointId: number | null;
  address: ShipmentAddress | null;
  deliveryDate: string | null;
  timeSlot: string | null;
  readyIn: ReadyIn;
  store: DeliveryPlace | null;
  pickupPoint: DeliveryPlace | null;
  /** Courier: the nearest time that can be booked now. */
  nearest: CourierTime | null;
  /** Courier: 'within 3 hours' is on offer now. */
  immediate: boolean;
}

/** A method the remaining goods can be given, with its terms. */
export interface MethodOffer {
  method: DeliveryMethod;
  price: number;
  readyIn: ReadyIn;
  nearestDate: string;
  nearestTime: CourierTime | null;
  immediate: boolean;
  /** Lines of the group the method can serve; 0 when it serves none. */
  lineCount: number;
  /** Why it serves none (message key), else null. */
  problem: string | null;
}

export interface ResolvedGroup {
  key: BasketGroupKey;
  lines: GroupLine[];
  /** The group's delivery as chosen so far (null for remaining, pending, notAvailable). */
  delivery: ResolvedDelivery | null;
  /** A delivery group whose required choices are made and valid. */
  ready: boolean;
  /** Message keys (CHECKOUT_MESSAGES / MESSAGE_KEYS) saying what is missing. */
  problems: string[];
  /** Remaining: the methods its goods can be given (empty for the other groups). */
  methods: MethodOffer[];
}

export interface BasketGroups {
  currency: CurrencyCode;
  groups: ResolvedGroup[];
  /** At least one delivery group with goods, every delivery group ready, no remaining goods. */
  readyForCheckout: boolean;
  problems: string[];
  /** Every line in basket order. */
  lines: GroupLine[];
  timeZone: string;
}

type ShopRow = Pick<
  typeof stores.$inferSelect,
  'id' | 'name' | 'address' | 'metro' | 'phone' | 'lat' | 'lon' | 'hours'
>;

interface DeliveryRow {
  method: DeliveryMethod;
  storeId: number | null;
  pickupPointId: number | null;
  deliveryDate: string | null;
  timeSlot: string | null;
  address: (ShipmentAddress & { userId: number; cityId: number }) | null;
  pickupPoint: (DeliveryPlace & { cityId: number }) | null;
}

/** What the groups are worked out from. */
export interface BasketState {
  ownerKey: string | null;
  userId: number | null;
  scope: ShopperScope;
  now: Date;
  city: { id: number; timeZone: string };
  lines: GroupLine[];
  shops: ShopRow[];
  pickupPointCount: number;
  deliveries: Map<DeliveryMethod, DeliveryRow>;
  /** Pieces per shop of the city: shop id → SKU id → quantity. */
  shopStock: Map<number, Map<number, number>>;
  /** SKUs the user waits for (waiting list), newest first. */
  waitingSkuIds: number[];
}

export interface LineRow {
  skuId: number;
  quantity: number;
  postponed: boolean;
  deliveryMethod: DeliveryMethod | null;
  size: string | null;
  productId: number;
  slug: string;
  name: I18nText;
  colour: I18nText;
  price: number;
  oldPrice: number | null;
  picture: PictureRow | null;
}

interface DeliveryChoiceRow {
  method: DeliveryMethod;
  storeId: number | null;
  pickupPointId: number | null;
  deliveryDate: string | null;
  timeSlot: string | null;
  address:
    | (Omit<ShipmentAddress, 'addressId' | 'city'> & {
        id: number;
        userId: number;
        cityId: number;
        city: I18nText | null;
      })
    | null;
  point: { id: number; cityId: number; provider: string; address: I18nText; hours: DeliveryPlace['hours'] } | null;
}

export interface BasketStateRow {
  lines: LineRow[];
  deliveries: DeliveryChoiceRow[];
  time_zone: string | null;
  shops: ShopRow[];
  pickup_points: number;
  stock: { storeId: number; kind: 'shop' | 'warehouse'; skuId: number; quantity: number }[];
  waiting: number[];
}

/**
 * Everything the groups are worked out from, in one statement: the lines with their products, the
 * owner's delivery choices, the city's zone, shops and pickup points, the stock of the basket's
 * SKUs (the rule of delivery/stock.ts, kept per shop because pickup needs one shop holding a whole
 * group) and the user's waiting-list marks.
 */
/**
 * One row: the basket's lines, delivery choices, city, shops, pickup points, stock and waiting list.
 * The owner, the user and the city are values, or SQL expressions for a statement that reads the
 * shopper itself (placing an order: the session in its first statement).
 */
export function basketStateSql(
  ownerKey: string | SQL,
  userId: number | null | SQL,
  scope: Pick<ShopperScope, 'variant'> & { cityId: number | SQL },
  added?: { skuId: SQL; quantity: SQL },
): SQL {
  const { cityId, variant } = scope;
  // A line being added in the same statement is not in its snapshot yet: it joins the read, last.
  const rows = added
    ? sql`(select sku_id, quantity, postponed, delivery_method, created_at from ${basketItems} where owner_key = ${ownerKey}
        union all select ${added.skuId}, ${added.quantity}, false, null, now())`
    : sql`(select sku_id, quantity, postponed, delivery_method, created_at from ${basketItems} where owner_key = ${ownerKey})`;
  return sql`select
    (select coalesce(json_agg(json_build_object(
        'skuId', b.sku_id, 'quantity', b.quantity, 'postponed', b.postponed, 'deliveryMethod', b.delivery_method,
        'size', ps.size, 'productId', p.id, 'slug', p.slug, 'name', p.name, 'colour', c.name,
        'price', sp.price, 'oldPrice', sp.old_price, 'picture', ${mainPictureSql(sql`p.id`)})
        order by b.created_at, b.sku_id), '[]')
      from ${rows} b
      join ${productSkus} ps on ps.id = b.sku_id
      join ${products} p on p.id = ps.product_id
      join ${colours} c on c.id = p.colour_id
      join ${skuVariantPrices} sp on sp.sku_id = b.sku_id and sp.variant = ${variant}) as lines,
    (select coalesce(json_agg(json_build_object(
        'method', d.method, 'storeId', d.store_id, 'pickupPointId', d.pickup_point_id,
        'deliveryDate', d.delivery_date, 'timeSlot', d.time_slot,
        'address', case when a.id is not null then json_build_object(
          'id', a.id, 'userId', a.user_id, 'cityId', a.city_id, 'city', ac.name, 'street', a.street,
          'house', a.house, 'apartment', a.apartment, 'privateHouse', a.private_house, 'floor', a.floor,
          'entrance', a.entrance, 'comment', a.comment) end,
        'point', case when pt.id is not null then json_build_object(
          'id', pt.id, 'cityId', pt.city_id, 'provider', pt.provider, 'address', pt.address, 'hours', pt.hours) end
      )), '[]')
      from ${basketDeliveries} d
      left join ${addresses} a on a.id = d.address_id
      left join ${cities} ac on ac.id = a.city_id
      left join ${pickupPoints} pt on pt.id = d.pickup_point_id
      where d.owner_key = ${ownerKey}) as deliveries,
    (select time_zone from ${cities} where id = ${cityId}) as time_zone,
    (select coalesce(json_agg(json_build_object(
        'id', s.id, 'name', s.name, 'address', s.address, 'metro', s.metro, 'phone', s.phone,
        'lat', s.lat, 'lon', s.lon, 'hours', s.hours) order by s.id), '[]')
      from ${stores} s where s.city_id = ${cityId} and s.kind = 'shop') as shops,
    (select count(*)::int from ${pickupPoints} where city_id = ${cityId}) as pickup_points,
    (select coalesce(json_agg(json_build_object(
        'storeId', st.store_id, 'kind', so.kind, 'skuId', st.sku_id, 'quantity', st.quantity)), '[]')
      from ${stock} st
      join ${stores} so on so.id = st.store_id
      join ${cities} sc on sc.id = so.city_id
      where st.sku_id in (select sku_id from ${rows} b) and st.quantity > 0
        and ${onSaleSql(sql`st.sku_id`)}
        and ((so.kind = 'shop' and so.city_id = ${cityId})
          or (so.kind = 'warehouse' and sc.country = (select country from ${cities} where id = ${cityId})))) as stock,
    array(select sku_id from ${waitingList} where user_id = ${userId}
      order by created_at desc, sku_id desc) as waiting`;
}

/**
 * Locks every basket row of `ownerKey` in SKU order, the order placing an order locks them in
 * (lockBasket in place-order.ts). A transaction that changes several of a basket's rows takes this
 * lock first, so it queues behind a placement (or the placement behind it) instead of deadlocking.
 */
export async function lockBasketLines(tx: Db, ownerKey: string): Promise<void> {
  await tx.execute(sql`select 1 from ${basketItems} where owner_key = ${ownerKey} order by sku_id for update`);
}

export async function loadBasketState(
  db: Db,
  ownerKey: string | null,
  scope: ShopperScope,
  now: Date = new Date(),
): Promise<BasketState> {
  const userId = userIdOfKey(ownerKey);
  // Without an owner there are no lines, but the city's shops and pickup points still count. Prepared
  // (db/prepared.ts): the statement plans in several times the time it runs.
  const [row] = await preparedRows<BasketStateRow>(db, 'basket', basketStateSql(ownerKey ?? '', userId, scope));
  return basketStateFromRow(row, ownerKey, scope, now);
}

/** The state from the row of basketStateSql (read on its own or inside a larger statement). */
export function basketStateFromRow(
  row: BasketStateRow | undefined,
  ownerKey: string | null,
  scope: ShopperScope,
  now: Date,
): BasketState {
  const { lang } = scope;
  const userId = userIdOfKey(ownerKey);
  const lineRows = row?.lines ?? [];
  const shops = row?.shops ?? [];
  const stockRows = row?.stock ?? [];

  const skuStock = new Map<number, SkuStock>();
  const shopStock = new Map<number, Map<number, number>>();
  for (const r of stockRows) {
    const s = skuStock.get(r.skuId) ?? { inShops: 0, inWarehouses: 0 };
    if (r.kind === 'shop') {
      s.inShops += r.quantity;
      const held = shopStock.get(r.storeId) ?? new Map<number, number>();
      held.set(r.skuId, r.quantity);
      shopStock.set(r.storeId, held);
    } else s.inWarehouses += r.quantity;
    skuStock.set(r.skuId, s);
  }

  const pickupPointCount = row?.pickup_points ?? 0;
  const lines = lineRows.map((r): GroupLine => {
    const s = skuStock.get(r.skuId) ?? { inShops: 0, inWarehouses: 0 };
    const max = maxAvailable(s);
    const can: Record<DeliveryMethod, boolean> = {
      pickup: shops.some((shop) => (shopStock.get(shop.id)?.get(r.skuId) ?? 0) >= r.quantity),
      pvz: pickupPointCount > 0 && s.inWarehouses >= r.quantity,
      courier: max >= r.quantity,
      pickup_later: shops.length > 0 && s.inWarehouses >= r.quantity,
    };
    const methods = DELIVERY_METHODS.filter((m) => can[m]);
    const group: BasketGroupKey = r.postponed
      ? 'pending'
      : max === 0
        ? 'notAvailable'
        : r.deliveryMethod && can[r.deliveryMethod]
          ? r.deliveryMethod
          : 'remaining';
    return {
      skuId: r.skuId,
      productId: r.productId,
      name: r.name[lang],
      size: r.size,
      price: r.price,
      oldPrice: r.oldPrice,
      quantity: r.quantity,
      slug: r.slug,
      colour: r.colour[lang],
      picture: r.picture,
      postponed: r.postponed,
      deliveryMethod: r.deliveryMethod,
      maxAvailable: max,
      methods,
      group,
    };
  });

  const deliveries = new Map<DeliveryMethod, DeliveryRow>();
  for (const d of row?.deliveries ?? []) {
    const { address: a, point: p } = d;
    deliveries.set(d.method, {
      method: d.method,
      storeId: d.storeId,
      pickupPointId: d.pickupPointId,
      deliveryDate: d.deliveryDate,
      timeSlot: d.timeSlot,
      address: a
        ? {
            addressId: a.id,
            userId: a.userId,
            cityId: a.cityId,
            city: a.city?.[lang] ?? '',
            street: a.street,
            house: a.house,
            apartment: a.apartment,
            privateHouse: a.privateHouse,
            floor: a.floor,
            entrance: a.entrance,
            comment: a.comment,
          }
        : null,
      pickupPoint: p
        ? { id: p.id, cityId: p.cityId, name: p.provider, address: p.address[lang], hours: p.hours }
        : null,
    });
  }

  return {
    ownerKey,
    userId,
    scope,
    now,
    // A session's city always exists (sessions reference cities); the zone falls back for safety.
    city: { id: scope.cityId, timeZone: row?.time_zone ?? VARIANTS[scope.variant].timeZone },
    waitingSkuIds: row?.waiting ?? [],
    lines,
    shops,
    pickupPointCount,
    deliveries,
    shopStock,
  };
}

/** Shops of the city holding every one of the lines in its full quantity. */
export function shopsHolding(state: BasketState, lines: GroupLine[]): ShopRow[] {
  return state.shops.filter((shop) => {
    const held = state.shopStock.get(shop.id);
    return lines.every((l) => (held?.get(l.skuId) ?? 0) >= l.quantity);
  });
}

/**
 * The lines of `candidates` that pickup can take beside the group's own lines: pickup gives a group
 * from one shop, so these are the ones held by the shop that holds all of `own` and most of them.
 * Counting lines each held by some shop offered pickup for goods no single shop had, and choosing
 * it ended in "shops not found".
 */
export function pickupServable(state: BasketState, own: GroupLine[], candidates: GroupLine[]): GroupLine[] {
  let best: GroupLine[] = [];
  for (const shop of state.shops) {
    const held = state.shopStock.get(shop.id);
    const holds = (l: GroupLine) => (held?.get(l.skuId) ?? 0) >= l.quantity;
    if (!own.every(holds)) continue;
    const served = candidates.filter(holds);
    if (served.length > best.length) best = served;
  }
  return best;
}

/** The remaining lines a method can take into its group as it is now. */
export function servableRemaining(state: BasketState, method: DeliveryMethod, remaining: GroupLine[]): GroupLine[] {
  const able = remaining.filter((l) => l.methods.includes(method));
  if (method !== 'pickup') return able;
  return pickupServable(
    state,
    state.lines.filter((l) => l.group === 'pickup'),
    able,
  );
}

/** 'Within 3 hours': a shop of the city that is open now holds all the lines. */
export function immediateOffered(state: BasketState, lines: GroupLine[]): boolean {
  return (
    lines.length > 0 && shopsHolding(state, lines).some((shop) => isOpenAt(shop.hours, state.now, state.city.timeZone))
  );
}

/** The lines a method would deliver: its group's, or else the remaining ones it can serve. */
export function candidateLines(state: BasketState, method: DeliveryMethod): GroupLine[] {
  const own = state.lines.filter((l) => l.group === method);
  return own.length
    ? own
    : servableRemaining(
        state,
        method,
        state.lines.filter((l) => l.group === 'remaining'),
      );
}

export const nearestTime = (state: BasketState): CourierTime => nearestCourierTime(state.now, state.city.timeZone);

const shopPlace = (shop: ShopRow, state: BasketState): DeliveryPlace => ({
  id: shop.id,
  name: shop.name[state.scope.lang],
  address: shop.address[state.scope.lang],
  hours: shop.hours,
});

/**
 * The goods the order will hold (not put aside, deliverable): what the free-delivery threshold is
 * measured on, in the basket as at checkout.
 */
export function orderedGoodsTotal({ lines }: { lines: readonly GroupLine[] }): number {
  return lines
    .filter((l) => l.group !== 'pending' && l.group !== 'notAvailable')
    .reduce((sum, l) => sum + l.price * l.quantity, 0);
}

function resolveDelivery(
  state: BasketState,
  method: DeliveryMethod,
  lines: GroupLine[],
): { delivery: ResolvedDelivery; problems: string[] } {
  const row = state.deliveries.get(method);
  const problems: string[] = [];
  const delivery: ResolvedDelivery = {
    method,
    price: deliveryPrice(method, state.scope.variant, orderedGoodsTotal(state)),
    storeId: row?.storeId ?? null,
    pickupPointId: row?.pickupPointId ?? null,
    address: null,
    deliveryDate: row?.deliveryDate ?? null,
    timeSlot: row?.timeSlot ?? null,
    readyIn: DELIVERY_TERMS[method].readyIn,
    store: null,
    pickupPoint: null,
    nearest: null,
    immediate: false,
  };
  if (method === 'pickup' || method === 'pickup_later') {
    const fitting = method === 'pickup' ? shopsHolding(state, lines) : state.shops;
    const shop = fitting.find((s) => s.id === row?.storeId);
    const chosen = state.shops.find((s) => s.id === row?.storeId);
    if (chosen) delivery.store = shopPlace(chosen, state);
    if (!shop) problems.push(fitting.length ? CHECKOUT_MESSAGES.chooseShop : CHECKOUT_MESSAGES.shopsNotFound);
  } else if (method === 'pvz') {
    const point = row?.pickupPoint?.cityId === state.city.id ? row.pickupPoint : null;
    if (point) delivery.pickupPoint = { id: point.id, name: point.name, address: point.address, hours: point.hours };
    else
      problems.push(
        state.pickupPointCount ? CHECKOUT_MESSAGES.choosePickupPoint : CHECKOUT_MESSAGES.pickupPointsNotFound,
      );
  } else {
    const a = row?.address;
    if (a && a.userId === state.userId && a.cityId === state.city.id && !checkHouse(a.house)) {
      const { userId: _u, cityId: _c, ...address } = a;
      delivery.address = address;
    } else problems.push(CHECKOUT_MESSAGES.addAddress);
    delivery.nearest = nearestTime(state);
    delivery.immediate = immediateOffered(state, lines);
    if (delivery.timeSlot === IMMEDIATE_SLOT) delivery.readyIn = IN_STORE;
    const when =
      delivery.deliveryDate && delivery.timeSlot ? { date: delivery.deliveryDate, timeSlot: delivery.timeSlot } : null;
    if (!when || checkCourierTime(when, state.now, state.city.timeZone, delivery.immediate)) {
      problems.push(CHECKOUT_MESSAGES.dateTooEarly);
    }
  }
  return { delivery, problems };
}

/** What each method offers the remaining goods. */
export function methodOffers(state: BasketState, lines: GroupLine[]): MethodOffer[] {
  const today = localTime(state.now, state.city.timeZone).date;
  return DELIVERY_METHODS.map((method) => {
    const served = servableRemaining(state, method, lines);
    const { readyIn } = DELIVERY_TERMS[method];
    const courier = method === 'courier';
    const immediate = courier && immediateOffered(state, served);
    const nearest = courier ? nearestTime(state) : null;
    let problem: string | null = null;
    if (served.length === 0) {
      // Say what is missing: no shop holds the goods (or the city has none), no pickup points.
      if (method === 'pickup' || (method === 'pickup_later' && state.shops.length === 0))
        problem = CHECKOUT_MESSAGES.shopsNotFound;
      else if (method === 'pvz' && state.pickupPointCount === 0) problem = CHECKOUT_MESSAGES.pickupPointsNotFound;
      else problem = CHECKOUT_MESSAGES.noDeliveryMethods;
    }
    return {
      method,
      price: deliveryPrice(method, state.scope.variant, orderedGoodsTotal(state)),
      readyIn: immediate ? IN_STORE : readyIn,
      nearestDate: immediate
        ? today
        : nearest
          ? nearest.date
          : addDays(today, readyIn.unit === 'days' ? readyIn.min : 0),
      nearestTime: nearest,
      immediate,
      lineCount: served.length,
      problem,
    };
  });
}

export function resolveGroups(state: BasketState): BasketGroups {
  const groups: ResolvedGroup[] = [];
  for (const key of BASKET_GROUPS) {
    const lines = state.lines.filter((l) => l.group === key);
    if (lines.length === 0) continue;
    if (key === 'remaining') {
      const methods = methodOffers(state, lines);
      const problems: string[] = [CHECKOUT_MESSAGES.chooseRemaining];
      if (methods.every((m) => m.lineCount === 0)) problems.push(CHECKOUT_MESSAGES.noDeliveryMethods);
      groups.push({ key, lines, delivery: null, ready: false, problems, methods });
    } else if (key === 'pending') {
      groups.push({ key, lines, delivery: null, ready: false, problems: [], methods: [] });
    } else if (key === 'notAvailable') {
      groups.push({
        key,
        lines,
        delivery: null,
        ready: false,
        problems: [CHECKOUT_MESSAGES.noDeliveryMethods],
        methods: [],
      });
    } else {
      const { delivery, problems } = resolveDelivery(state, key, lines);
      groups.push({ key, lines, delivery, ready: problems.length === 0, problems, methods: [] });
    }
  }
  const deliveryGroups = groups.filter((g) => g.delivery);
  const problems = new Set<string>();
  if (groups.some((g) => g.key === 'remaining')) problems.add(CHECKOUT_MESSAGES.chooseRemaining);
  for (const g of deliveryGroups) for (const p of g.problems) problems.add(p);
  if (deliveryGroups.length === 0 && !problems.size) problems.add(CHECKOUT_MESSAGES.basketEmpty);
  return {
    currency: VARIANTS[state.scope.variant].currency,
    groups,
    readyForCheckout: problems.size === 0,
    problems: [...problems],
    lines: state.lines,
    timeZone: state.city.timeZone,
  };
}

/**
 * Where a line just added to the basket goes, when it would land among the remaining goods: into
 * a group the shopper has chosen whose method can take it (the first in the basket's order), else,
 * with every remaining line the method can take, into the method recommended for the remaining
 * goods (recommendedOffer) — what a `takeRemaining` choice of that method would move. Null: it
 * stays among the remaining goods.
 */
export function preselection(state: BasketState, skuId: number): { method: DeliveryMethod; lines: GroupLine[] } | null {
  const line = state.lines.find((l) => l.skuId === skuId);
  if (line?.group !== 'remaining') return null;
  const chosen = DELIVERY_METHODS.find(
    (m) => state.lines.some((l) => l.group === m) && servableRemaining(state, m, [line]).length > 0,
  );
  if (chosen) return { method: chosen, lines: [line] };
  const remaining = state.lines.filter((l) => l.group === 'remaining');
  const best = recommendedOffer(methodOffers(state, remaining), remaining.length, {
    guest: state.userId === null,
    terms: (offer) => offer,
  });
  return best ? { method: best.method, lines: servableRemaining(state, best.method, remaining) } : null;
}

/**
 * The basket's lines as a write guarded against concurrent changes compares them: SKU, quantity,
 * put aside, method, in SKU order (linesFingerprintSql says the same of the stored rows).
 */
export function linesFingerprint(state: BasketState): string {
  return [...state.lines]
    .sort((a, b) => a.skuId - b.skuId)
    .map((l) => `${l.skuId}:${l.quantity}:${l.postponed ? 1 : 0}:${l.deliveryMethod ?? ''}`)
    .join(',');
}

/** linesFingerprint of the rows `rows` (an SQL relation of basket_items rows). */
export const linesFingerprintSql = (rows: SQL): SQL =>
  sql`(select coalesce(string_agg(concat_ws(':', r.sku_id, r.quantity, case when r.postponed then 1 else 0 end,
      coalesce(r.delivery_method::text, '')), ',' order by r.sku_id), '') from ${rows} r)`;

export async function resolveBasketGroups(
  db: Db,
  ownerKey: string | null,
  scope: ShopperScope,
  now: Date = new Date(),
): Promise<BasketGroups> {
  // Without a session there is no basket: nothing to ask the database.
  if (!ownerKey) {
    const { currency, timeZone } = VARIANTS[scope.variant];
    const problems = [CHECKOUT_MESSAGES.basketEmpty];
    return { currency, groups: [], readyForCheckout: false, problems, lines: [], timeZone };
  }
  return resolveGroups(await loadBasketState(db, ownerKey, scope, now));
}
