/**
 * The shopper's delivery choices for the basket groups (docs/decisions/004, "Basket groups"):
 * moving lines between groups, choosing a group's shop, pickup point or courier address and time,
 * the places and courier times on offer, and the reset.
 */

import { CHECKOUT_MESSAGES, checkHouse, type DeliveryMethod } from '@storefront/domain/checkout';
import { localTime } from '@storefront/domain/dates';
import {
  type CourierTime,
  checkCourierTime,
  courierDays,
  formatDeliveryDay,
  IMMEDIATE_SLOT,
} from '@storefront/domain/delivery-slots';
import type { FieldError } from '@storefront/domain/errors';
import { MESSAGE_KEYS } from '@storefront/domain/validation/fields';
import type { LocaleTag } from '@storefront/domain/variants';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { pickupPoints } from '../../db/schema/geo.ts';
import { addresses, basketDeliveries } from '../../db/schema/orders.ts';
import { basketItems } from '../../db/schema/shopping.ts';
import { invalid, notFound, unauthorized } from '../../errors.ts';
import { DELIVERY_TERMS, pickupList } from '../delivery/delivery.service.ts';
import { userIdOfKey } from '../identity/owner-key.ts';
import type { ShopperScope } from '../identity/shopper-scope.ts';
import type { BasketGroupBody, BasketLineBody, CourierSlots, GroupPlaces } from './basket.schemas.ts';
import {
  type BasketState,
  candidateLines,
  type GroupLine,
  immediateOffered,
  linesFingerprint,
  linesFingerprintSql,
  loadBasketState,
  lockBasketLines,
  nearestTime,
  preselection,
  servableRemaining,
  shopsHolding,
} from './basket-groups.ts';

/** Which body fields each method takes. */
const METHOD_FIELDS: Record<DeliveryMethod, readonly (keyof BasketGroupBody)[]> = {
  pickup: ['storeId'],
  pickup_later: ['storeId'],
  pvz: ['pickupPointId'],
  courier: ['addressId', 'date', 'timeSlot'],
};

/** A group's row, created on the first choice; a courier group starts at its first time (startingCourierTime). */
async function ensureDeliveryRow(
  db: Db,
  state: BasketState,
  ownerKey: string,
  method: DeliveryMethod,
  lines: GroupLine[],
) {
  if (state.deliveries.has(method)) return;
  const nearest = method === 'courier' ? startingCourierTime(state, lines) : null;
  await db
    .insert(basketDeliveries)
    .values({ ownerKey, method, deliveryDate: nearest?.date ?? null, timeSlot: nearest?.timeSlot ?? null })
    .onConflictDoNothing();
}

/** Postpones or restores a line, or moves it into a method's group (null: back to the remaining goods). */
export async function updateLine(
  db: Db,
  ownerKey: string | null,
  scope: ShopperScope,
  skuId: number,
  body: BasketLineBody,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const state = await loadBasketState(tx, ownerKey, scope, now);
    const line = state.lines.find((l) => l.skuId === skuId);
    if (!ownerKey || !line) throw notFound('Basket line not found');
    const { deliveryMethod } = body;
    if (deliveryMethod && !line.methods.includes(deliveryMethod)) {
      throw invalid([{ name: 'deliveryMethod', message: CHECKOUT_MESSAGES.noDeliveryMethods }]);
    }
    await tx
      .update(basketItems)
      .set({
        ...(body.postponed === undefined ? {} : { postponed: body.postponed }),
        ...(deliveryMethod === undefined ? {} : { deliveryMethod }),
        updatedAt: new Date(),
      })
      .where(and(eq(basketItems.ownerKey, ownerKey), eq(basketItems.skuId, skuId)));
    if (deliveryMethod) {
      const groupLines = [...state.lines.filter((l) => l.group === deliveryMethod && l.skuId !== skuId), line];
      await ensureDeliveryRow(tx, state, ownerKey, deliveryMethod, groupLines);
    }
  });
}

/** Tries of preselectDelivery before it leaves the line among the remaining goods. */
const PRESELECT_TRIES = 3;

/**
 * Gives a line just added to the basket its delivery (preselection in basket-groups.ts), the way a
 * choice of the method with `takeRemaining` would: the lines move into the group, whose row is
 * created (a courier group at its starting time); the shop, pickup point or address stay the
 * shopper's to choose. `state` is the basket as the add left it. Answers the line's method.
 *
 * One statement, kept only while the basket's lines are still those the decision was made on
 * (another write in between, such as a second add at the same moment, changes them): it locks
 * them in SKU order, as every basket write does. Otherwise the basket is read again and the
 * decision made anew; after a few tries the line stays among the remaining goods.
 */
export async function preselectDelivery(
  db: Db,
  ownerKey: string,
  initial: BasketState,
  skuId: number,
): Promise<DeliveryMethod | null> {
  let state = initial;
  for (let attempt = 1; ; attempt++) {
    const choice = preselection(state, skuId);
    if (!choice) return null;
    const { method, lines } = choice;
    const start = method === 'courier' && !state.deliveries.has(method) ? startingCourierTime(state, lines) : null;
    const held = sql`(select sku_id, quantity, postponed, delivery_method from ${basketItems}
      where owner_key = ${ownerKey} order by sku_id for update)`;
    const [row] = await queryRows<{ ok: boolean }>(
      db,
      sql`with held as ${held},
        guard as (select ${linesFingerprintSql(sql`held`)} = ${linesFingerprint(state)} as ok),
        moved as (
          update ${basketItems} set delivery_method = ${method}, updated_at = now()
          where owner_key = ${ownerKey} and (select ok from guard)
            and sku_id in (${sql.join(
              lines.map((l) => sql`${l.skuId}`),
              sql`, `,
            )})
        ),
        opened as (
          insert into ${basketDeliveries} (owner_key, method, delivery_date, time_slot)
          select ${ownerKey}, ${method}, ${start?.date ?? null}::date, ${start?.timeSlot ?? null}::text
          where (select ok from guard)
          on conflict (owner_key, method) do nothing
        )
        select ok from guard`,
    );
    if (row?.ok) return method;
    if (attempt >= PRESELECT_TRIES) return null;
    state = await loadBasketState(db, ownerKey, state.scope, state.now);
  }
}

/** The date and slot to keep: what was sent, filled in from the stored choice or the nearest time. */
function courierTimeOf(
  body: BasketGroupBody,
  stored: { date: string; timeSlot: string } | null,
  nearest: CourierTime,
): { date: string; timeSlot: string } | null {
  if (body.date === undefined && body.timeSlot === undefined) return null;
  const date = body.date ?? stored?.date ?? nearest.date;
  const timeSlot = body.timeSlot ?? (date === nearest.date ? nearest.timeSlot : (stored?.timeSlot ?? nearest.timeSlot));
  return { date, timeSlot };
}

/**
 * Chooses a group's delivery. The remaining goods the method can serve move into the group when
 * it has none yet (its first choice) or when `takeRemaining` asks for it; then the shop, pickup
 * point, address and time sent are checked against the group's goods and the shopper's city.
 */
export async function chooseGroupDelivery(
  db: Db,
  ownerKey: string,
  scope: ShopperScope,
  method: DeliveryMethod,
  body: BasketGroupBody,
  { now, locale }: { now: Date; locale: LocaleTag },
): Promise<void> {
  const misplaced = Object.entries(body)
    .filter(([name, v]) => v !== undefined && name !== 'takeRemaining')
    .filter(([name]) => !METHOD_FIELDS[method].includes(name as keyof BasketGroupBody));
  if (misplaced.length) throw invalid(misplaced.map(([name]) => ({ name, message: MESSAGE_KEYS.invalid })));
  const userId = userIdOfKey(ownerKey);
  if (body.addressId !== undefined && userId === null) throw unauthorized();

  await db.transaction(async (tx) => {
    // The basket's rows first, in SKU order, as placing an order locks them: the lines moved below
    // are then already held, and the state is read once the lock is.
    await lockBasketLines(tx, ownerKey);
    const state = await loadBasketState(tx, ownerKey, scope, now);
    let lines = state.lines.filter((l) => l.group === method);
    if (lines.length === 0 || body.takeRemaining) {
      const moving = servableRemaining(
        state,
        method,
        state.lines.filter((l) => l.group === 'remaining'),
      );
      if (moving.length) {
        await tx
          .update(basketItems)
          .set({ deliveryMethod: method, updatedAt: new Date() })
          .where(
            and(
              eq(basketItems.ownerKey, ownerKey),
              inArray(
                basketItems.skuId,
                moving.map((l) => l.skuId),
              ),
            ),
          );
        lines = [...lines, ...moving];
      }
    }

    const errors: FieldError[] = [];
    const row = state.deliveries.get(method);
    const set: Partial<typeof basketDeliveries.$inferInsert> = {};
    if (body.storeId !== undefined) {
      const fitting = method === 'pickup' ? shopsHolding(state, lines) : state.shops;
      if (fitting.some((s) => s.id === body.storeId)) set.storeId = body.storeId;
      else errors.push({ name: 'storeId', message: CHECKOUT_MESSAGES.chooseShop });
    }
    if (body.pickupPointId !== undefined) {
      const [point] = await tx
        .select({ id: pickupPoints.id })
        .from(pickupPoints)
        .where(and(eq(pickupPoints.id, body.pickupPointId), eq(pickupPoints.cityId, state.city.id)));
      if (point) set.pickupPointId = point.id;
      else errors.push({ name: 'pickupPointId', message: CHECKOUT_MESSAGES.choosePickupPoint });
    }
    if (body.addressId !== undefined) {
      const [address] = await tx
        .select({ id: addresses.id, cityId: addresses.cityId, house: addresses.house })
        .from(addresses)
        .where(and(eq(addresses.id, body.addressId), eq(addresses.userId, userId as number)));
      if (!address || address.cityId !== state.city.id) {
        errors.push({ name: 'addressId', message: CHECKOUT_MESSAGES.addAddress });
      } else if (checkHouse(address.house)) {
        errors.push({ name: 'addressId', message: MESSAGE_KEYS.noHouse });
      } else set.addressId = address.id;
    }
    if (method === 'courier') {
      const nearest = nearestTime(state);
      const stored = row?.deliveryDate && row.timeSlot ? { date: row.deliveryDate, timeSlot: row.timeSlot } : null;
      const wanted = courierTimeOf(body, stored, nearest);
      if (wanted) {
        const verdict = checkCourierTime(wanted, now, state.city.timeZone, immediateOffered(state, lines));
        if (verdict === 'tooEarly') {
          // "The nearest delivery time is {date}, {timeSlot}", with the day in words and as YYYY-MM-DD.
          const params = {
            date: formatDeliveryDay(nearest.date, locale),
            timeSlot: nearest.timeSlot,
            isoDate: nearest.date,
          };
          errors.push({ name: 'date', message: CHECKOUT_MESSAGES.dateTooEarly, params });
        } else if (verdict === 'invalid') errors.push({ name: 'date', message: MESSAGE_KEYS.invalid });
        else {
          set.deliveryDate = wanted.date;
          set.timeSlot = wanted.timeSlot;
        }
      } else if (!stored) {
        const start = startingCourierTime(state, lines);
        set.deliveryDate = start.date;
        set.timeSlot = start.timeSlot;
      }
    }
    // Nothing is kept of a refused choice, the moved goods included (the transaction rolls back).
    if (errors.length) throw invalid(errors);

    await tx
      .insert(basketDeliveries)
      .values({ ownerKey, method, ...set })
      .onConflictDoUpdate({
        target: [basketDeliveries.ownerKey, basketDeliveries.method],
        set: { ...set, updatedAt: new Date() },
      });
  });
}

/** Shops (pickup, pickup_later) or pickup points (pvz) on offer for a group's goods. */
export async function groupPlaces(
  db: Db,
  ownerKey: string | null,
  scope: ShopperScope,
  method: Exclude<DeliveryMethod, 'courier'>,
  now: Date,
  mapsApiKey: string | null,
): Promise<GroupPlaces> {
  const maps = { apiKey: mapsApiKey };
  if (method === 'pvz') {
    return { method, shops: [], pickupPoints: await pickupList(db, scope.cityId, scope.lang), maps };
  }
  const state = await loadBasketState(db, ownerKey, scope, now);
  const shops = method === 'pickup' ? shopsHolding(state, candidateLines(state, method)) : state.shops;
  const { readyIn } = DELIVERY_TERMS[method];
  return {
    method,
    shops: shops.map((s) => ({
      id: s.id,
      name: s.name[scope.lang],
      address: s.address[scope.lang],
      metro: s.metro,
      phone: s.phone,
      coordinates: [s.lon, s.lat],
      hours: s.hours,
      readyIn,
    })),
    pickupPoints: [],
    maps,
  };
}

/**
 * Where a courier group starts: 'within 3 hours' today when an open shop of the city holds its goods
 * (what the method's card promised), otherwise the nearest bookable slot.
 */
function startingCourierTime(state: BasketState, lines: GroupLine[]): CourierTime {
  if (!immediateOffered(state, lines)) return nearestTime(state);
  return { date: localTime(state.now, state.city.timeZone).date, timeSlot: IMMEDIATE_SLOT };
}

/** Courier times: the nearest, the days ahead with their slots, and whether 'within 3 hours' is on offer. */
export async function courierSlots(
  db: Db,
  ownerKey: string | null,
  scope: ShopperScope,
  now: Date,
): Promise<CourierSlots> {
  const state = await loadBasketState(db, ownerKey, scope, now);
  const { timeZone } = state.city;
  const lines: GroupLine[] = candidateLines(state, 'courier');
  return {
    timeZone,
    today: localTime(now, timeZone).date,
    nearest: nearestTime(state),
    immediate: immediateOffered(state, lines),
    days: courierDays(now, timeZone),
  };
}
