import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCards, orders } from '../../db/schema/orders.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expireOrders } from './expire-orders.ts';
import { callAs, moscowShop, pickupShopper, placeBody, setStock, skuAt, stockOf } from './orders.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('payment timer expiry', () => {
  it('cancels an unpaid online order past its time and gives back the stock and the gift card charge', async () => {
    const db = t.database.db;
    const shop = await moscowShop(db);
    const sku = await skuAt(db, 0, 100_000);
    await setStock(db, sku.skuId, [{ storeId: shop, quantity: 10 }]);
    const user = await pickupShopper(db, shop, [{ skuId: sku.skuId, quantity: 2 }]);
    const call = callAs(t.app, user.cookie);
    await call({ method: 'POST', url: 'checkout/gift-cards', body: { number: '1000000000000001', pin: '1111' } });
    const placed = await call({
      method: 'POST',
      url: 'orders',
      body: placeBody(),
      headers: { 'idempotency-key': randomUUID() },
    });
    const { order } = placed.body.data;
    expect(order).toMatchObject({ status: 'awaiting_payment', giftCardsPaid: { amount: 100_000 } });
    const balance = async () => (await db.select().from(giftCards).where(eq(giftCards.id, 1)))[0]!.balance;
    expect(await balance()).toBe(0);
    expect(await stockOf(db, sku.skuId)).toEqual([{ storeId: shop, quantity: 8 }]);

    // Before the due time nothing happens.
    expect(await expireOrders(db, t.app.orderNotices)).toEqual({ cancelled: 0 });
    const later = new Date(Date.parse(order.paymentDueAt) + 1000);
    expect(await expireOrders(db, t.app.orderNotices, later)).toEqual({ cancelled: 1 });
    expect(await expireOrders(db, t.app.orderNotices, later)).toEqual({ cancelled: 0 });

    const [row] = await db.select().from(orders).where(eq(orders.number, order.number));
    expect(row).toMatchObject({ status: 'cancelled', cancellationReason: 'paymentTimeout' });
    expect(await stockOf(db, sku.skuId)).toEqual([{ storeId: shop, quantity: 10 }]);
    expect(await balance()).toBe(100_000);
    const shown = (await call({ url: `orders/${order.number}` })).body.data.order;
    expect(shown).toMatchObject({ status: 'cancelled', cancellationReason: 'paymentTimeout', canPay: false });
  });
});
