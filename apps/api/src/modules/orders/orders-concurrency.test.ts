import { randomUUID } from 'node:crypto';
import { CHECKOUT_MESSAGES } from '@storefront/domain/checkout';
import { and, eq, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { skuPrices } from '../../db/schema/catalog.ts';
import { stock } from '../../db/schema/geo.ts';
import { checkouts, orderReservations, orders } from '../../db/schema/orders.ts';
import { basketItems } from '../../db/schema/shopping.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  callAs,
  fillPickupBasket,
  moscowShop,
  pickupShopper,
  placeBody,
  setStock,
  skuAt,
  stockOf,
} from './orders.test-support.ts';

let t: TestApp;
let shop: number;

beforeAll(async () => {
  t = await createTestApp();
  shop = await moscowShop(t.database.db);
});
afterAll(() => t.close());

describe('racing shoppers', () => {
  it('50 shoppers for the last 5 pieces: exactly 5 orders, 45 clear refusals, stock ends at 0', async () => {
    const db = t.database.db;
    const sku = await skuAt(db, 0, 100_000);
    await setStock(db, sku.skuId, [{ storeId: shop, quantity: 5 }]);
    const shoppers = [];
    for (let i = 0; i < 50; i++) {
      const user = await pickupShopper(db, shop, [{ skuId: sku.skuId, quantity: 1 }]);
      await db.insert(checkouts).values({ ownerKey: `u:${user.userId}`, paymentMethod: 'on_receipt' });
      shoppers.push(callAs(t.app, user.cookie));
    }

    const answers = await Promise.all(
      shoppers.map((call) =>
        call({ method: 'POST', url: 'orders', body: placeBody(), headers: { 'idempotency-key': randomUUID() } }),
      ),
    );

    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body.error.message).toBe(CHECKOUT_MESSAGES.outOfStock);
      expect(refused.body.error.fields).toEqual([
        { name: `lines.${sku.skuId}`, message: CHECKOUT_MESSAGES.outOfStock },
      ]);
    }
    expect(await stockOf(db, sku.skuId)).toEqual([{ storeId: shop, quantity: 0 }]);
    expect(await db.select().from(stock).where(lt(stock.quantity, 0))).toEqual([]);
    const [reserved] = await db
      .select({ n: sql<number>`sum(${orderReservations.quantity})::int` })
      .from(orderReservations)
      .where(eq(orderReservations.skuId, sku.skuId));
    expect(reserved!.n).toBe(5);
    // Nothing half-written: only the 5 orders exist.
    const [placed] = await db.select({ n: sql<number>`count(*)::int` }).from(orders);
    expect(placed!.n).toBe(5);
  });

  it('10 identical requests with one key at once: one order, the same answer, no errors', async () => {
    const db = t.database.db;
    const sku = await skuAt(db, 1, 100_000);
    await setStock(db, sku.skuId, [{ storeId: shop, quantity: 10 }]);
    const user = await pickupShopper(db, shop, [{ skuId: sku.skuId, quantity: 2 }]);
    const call = callAs(t.app, user.cookie);
    const key = randomUUID();

    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call({ method: 'POST', url: 'orders', body: placeBody(), headers: { 'idempotency-key': key } }),
      ),
    );

    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.data.order.number)).size).toBe(1);
    expect(await db.select().from(orders).where(eq(orders.userId, user.userId))).toHaveLength(1);
    expect(await stockOf(db, sku.skuId)).toEqual([{ storeId: shop, quantity: 8 }]);
  });

  it('10 placements of one basket at once with different keys: one order, the basket has changed for the others', async () => {
    const db = t.database.db;
    const sku = await skuAt(db, 2, 100_000);
    await setStock(db, sku.skuId, [{ storeId: shop, quantity: 10 }]);
    const user = await pickupShopper(db, shop, [{ skuId: sku.skuId, quantity: 1 }]);
    const call = callAs(t.app, user.cookie);
    const keys = Array.from({ length: 10 }, () => randomUUID());

    const answers = await Promise.all(
      keys.map((key) =>
        call({ method: 'POST', url: 'orders', body: placeBody(), headers: { 'idempotency-key': key } }),
      ),
    );

    const won = answers.filter((a) => a.status === 201);
    expect(won).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe(CHECKOUT_MESSAGES.basketChanged);
    }
    expect(await db.select().from(orders).where(eq(orders.userId, user.userId))).toHaveLength(1);
    expect(await stockOf(db, sku.skuId)).toEqual([{ storeId: shop, quantity: 9 }]);
    // The winning key replayed still answers its order.
    const winner = keys[answers.indexOf(won[0]!)]!;
    const replay = await call({
      method: 'POST',
      url: 'orders',
      body: placeBody(),
      headers: { 'idempotency-key': winner },
    });
    expect(replay.status).toBe(200);
    expect(replay.body.data.order.number).toBe(won[0]!.body.data.order.number);
  });

  it('a retry of a placed key after a line out of stock joined the basket answers the order, not a refusal', async () => {
    const db = t.database.db;
    const [placedSku, laterSku] = [await skuAt(db, 4, 100_000), await skuAt(db, 5, 100_000)];
    await setStock(db, placedSku.skuId, [{ storeId: shop, quantity: 5 }]);
    await setStock(db, laterSku.skuId, [{ storeId: shop, quantity: 0 }]);
    const user = await pickupShopper(db, shop, [{ skuId: placedSku.skuId, quantity: 1 }]);
    const call = callAs(t.app, user.cookie);
    const request = { method: 'POST', url: 'orders', body: placeBody(), headers: { 'idempotency-key': randomUUID() } };
    const first = await call(request as Parameters<typeof call>[0]);
    expect(first.status).toBe(201);
    // Another tab puts a line nobody can have in the basket; the client retries its lost answer.
    await fillPickupBasket(db, user.userId, shop, [{ skuId: laterSku.skuId, quantity: 1 }]);

    const retried = await call(request as Parameters<typeof call>[0]);

    expect(retried.status).toBe(200);
    expect(retried.body.data.order.number).toBe(first.body.data.order.number);
    expect(await db.select().from(orders).where(eq(orders.userId, user.userId))).toHaveLength(1);
    expect(await stockOf(db, placedSku.skuId)).toEqual([{ storeId: shop, quantity: 4 }]);
  });

  it('a line changed while the placement waits for the basket: the order has the line as changed', async (ctx) => {
    // Needs a second connection holding a transaction open: PostgreSQL only (PGlite has one).
    if (t.database.kind !== 'postgres') ctx.skip();
    const db = t.database.db;
    // Another tab changes the quantity and holds the line until the placement is queued behind it.
    const { placed, skuId } = await placeWhileBasketHeld(3, 1, (tx, ownerKey, sku) =>
      tx
        .update(basketItems)
        .set({ quantity: 3 })
        .where(and(eq(basketItems.ownerKey, ownerKey), eq(basketItems.skuId, sku))),
    );

    expect(placed.status).toBe(201);
    const [line] = placed.body.data.order.shipments[0].lines;
    expect(line.quantity).toBe(3);
    expect(await stockOf(db, skuId)).toEqual([{ storeId: shop, quantity: 7 }]);
  });

  it('a price edited while the placement waits for the basket: the order charges the new price', async (ctx) => {
    if (t.database.kind !== 'postgres') ctx.skip();
    const db = t.database.db;
    // Another tab holds the basket unchanged; meanwhile staff give the size its own price.
    const { placed, userId } = await placeWhileBasketHeld(
      4,
      2,
      (tx, ownerKey) => tx.execute(sql`select 1 from ${basketItems} where owner_key = ${ownerKey} for update`),
      (skuId) => db.insert(skuPrices).values({ variant: 'ru', skuId, price: 120_000 }),
    );

    expect(placed.status).toBe(201);
    const { order } = placed.body.data;
    expect(order.shipments[0].lines[0].price).toMatchObject({ amount: 120_000 });
    expect(order.subtotal).toMatchObject({ amount: 240_000 });
    const [row] = await db.select().from(orders).where(eq(orders.userId, userId));
    expect(row!.subtotal).toBe(240_000);
  });
});

/**
 * A shopper with `quantity` of the SKU at `index` (priced 100,000, 10 in the shop) for pickup, paid
 * on receipt, places the order while another transaction, after `hold`, keeps the basket's rows
 * locked; `meanwhile` runs once the placement waits for them.
 */
async function placeWhileBasketHeld(
  index: number,
  quantity: number,
  hold: (tx: Db, ownerKey: string, skuId: number) => Promise<unknown>,
  meanwhile?: (skuId: number) => Promise<unknown>,
) {
  const db = t.database.db;
  const sku = await skuAt(db, index, 100_000);
  await setStock(db, sku.skuId, [{ storeId: shop, quantity: 10 }]);
  const user = await pickupShopper(db, shop, [{ skuId: sku.skuId, quantity }]);
  const ownerKey = `u:${user.userId}`;
  await db.insert(checkouts).values({ ownerKey, paymentMethod: 'on_receipt' });
  const call = callAs(t.app, user.cookie);
  let placing: ReturnType<typeof call> | undefined;
  await db.transaction(async (tx) => {
    await hold(tx, ownerKey, sku.skuId);
    placing = call({ method: 'POST', url: 'orders', body: placeBody(), headers: { 'idempotency-key': randomUUID() } });
    await waitForLockWaiter(tx);
    await meanwhile?.(sku.skuId);
  });
  return { placed: await placing!, skuId: sku.skuId, userId: user.userId };
}

/** Waits until another session is blocked on a lock (the placement queued behind `tx`'s row lock). */
async function waitForLockWaiter(tx: Db): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const { rows } = (await tx.execute(
      sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
    )) as unknown as { rows: { n: number }[] };
    if (rows[0]!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the placement never waited for the basket');
}
