/**
 * Transactions that change several stock or basket rows lock them in the order placing an order
 * does (by SKU, warehouses first), so racing them against placements ends in answers, never in a
 * deadlock (a 500).
 */
import { randomUUID } from 'node:crypto';
import { nearestCourierTime } from '@storefront/domain/delivery-slots';
import { VARIANTS } from '@storefront/domain/variants';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../db/schema/geo.ts';
import { addresses, basketDeliveries, checkouts } from '../../db/schema/orders.ts';
import { basketItems } from '../../db/schema/shopping.ts';
import { createUserSession } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { callAs, moscowShop, placeBody, setStock, stockOf } from './orders.test-support.ts';

let t: TestApp;
let shop: number;
let warehouse: number;
let sizes: [number, number];
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  shop = await moscowShop(db);
  const [podolsk] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.kind, 'warehouse'), eq(stores.cityId, 87003)))
    .orderBy(asc(stores.id));
  warehouse = podolsk!.id;
  // A product on sale in ru with two sizes.
  const found = (await db.execute(sql`select s.product_id, array_agg(s.id order by s.id) as skus
    from product_skus s join product_prices pp on pp.product_id = s.product_id and pp.variant = 'ru'
    group by s.product_id having count(*) >= 2 order by s.product_id limit 1`)) as unknown as {
    rows: { product_id: number; skus: number[] }[];
  };
  productId = found.rows[0]!.product_id;
  sizes = [found.rows[0]!.skus[0]!, found.rows[0]!.skus[1]!];
});
afterAll(() => t.close());

/**
 * A shopper ready to place: one piece of each size, for courier delivery or (`mixed`) the first size
 * for pickup from the shop and the second by courier (from the warehouse first).
 */
async function shopper(mixed = false) {
  const db = t.database.db;
  const user = await createUserSession(db);
  const ownerKey = `u:${user.userId}`;
  const [address] = await db
    .insert(addresses)
    .values({ userId: user.userId, cityId: VARIANTS.ru.defaultCityId, street: 'Тверская', house: '1' })
    .returning();
  const when = nearestCourierTime(new Date(), 'Europe/Moscow');
  // Inserted largest SKU first, so an update in the table's order would meet them the other way round.
  await db.insert(basketItems).values(
    [...sizes].reverse().map((skuId) => ({
      ownerKey,
      skuId,
      quantity: 1,
      deliveryMethod: mixed && skuId === sizes[0] ? ('pickup' as const) : ('courier' as const),
    })),
  );
  await db
    .insert(basketDeliveries)
    .values([
      { ownerKey, method: 'courier', addressId: address!.id, deliveryDate: when.date, timeSlot: when.timeSlot },
      ...(mixed ? [{ ownerKey, method: 'pickup' as const, storeId: shop }] : []),
    ]);
  await db.insert(checkouts).values({ ownerKey, paymentMethod: 'on_receipt' });
  return callAs(t.app, user.cookie);
}

const place = (call: ReturnType<typeof callAs>) =>
  call({ method: 'POST', url: 'orders', body: placeBody(), headers: { 'idempotency-key': randomUUID() } });

describe('lock order', () => {
  it('a staff stock save of two sizes in a shop and a warehouse races orders of both sizes, 10 rounds: no deadlock, stock consistent', async () => {
    const db = t.database.db;
    const staff = await createUserSession(db, { roles: ['catalogue'] });
    for (let round = 0; round < 10; round++) {
      for (const skuId of sizes)
        await setStock(db, skuId, [
          { storeId: shop, quantity: 2 },
          { storeId: warehouse, quantity: 2 },
        ]);
      const shoppers = [await shopper(true), await shopper(true)];
      const saved = 20 + round;
      const body = {
        stock: sizes.flatMap((skuId) => [
          { skuId, storeId: shop, quantity: saved },
          { skuId, storeId: warehouse, quantity: saved },
        ]),
      };
      const [save, ...placed] = await Promise.all([
        t.app.inject({
          method: 'PUT',
          url: `/api/v1/staff/products/${productId}`,
          headers: { cookie: staff.cookie },
          payload: body,
        }),
        ...shoppers.map(place),
      ]);
      expect(save!.statusCode, save!.body).toBe(200);
      for (const p of placed) expect(p.status, JSON.stringify(p.body)).toBe(201);
      // Each order took the first size from the shop and the second from the warehouse; the save set
      // both at once: the orders placed after it took from what it saved, as many of each size.
      const [a, b] = [await stockOf(db, sizes[0]), await stockOf(db, sizes[1])];
      const at = (rows: typeof a, storeId: number) => rows.find((r) => r.storeId === storeId)!.quantity;
      expect(at(a, warehouse)).toBe(saved);
      expect(at(b, shop)).toBe(saved);
      const after = saved - at(a, shop);
      expect(saved - at(b, warehouse)).toBe(after);
      expect(after).toBeGreaterThanOrEqual(0);
      expect(after).toBeLessThanOrEqual(2);
    }
  });

  it('resetting the delivery choices races placing the order, 10 rounds: an order or a refusal, never an error', async () => {
    const db = t.database.db;
    for (let round = 0; round < 10; round++) {
      for (const skuId of sizes)
        await setStock(db, skuId, [
          { storeId: shop, quantity: 5 },
          { storeId: warehouse, quantity: 5 },
        ]);
      const call = await shopper();
      const [reset, placed] = await Promise.all([call({ method: 'DELETE', url: 'basket/delivery' }), place(call)]);
      expect(reset.status, JSON.stringify(reset.body)).toBe(200);
      expect([201, 400, 409], JSON.stringify(placed.body)).toContain(placed.status);
    }
  });
});
