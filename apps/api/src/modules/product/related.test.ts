import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPrices, productSkus, products } from '../../db/schema/catalog.ts';
import { orderLines, orderShipments, orders } from '../../db/schema/orders.ts';
import { createUserSession } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An order (as placed at checkout) holding one piece of each product's first SKU. */
async function order(userId: number, productIds: number[], status: 'placed' | 'cancelled' = 'placed') {
  const db = t.database.db;
  const key = `related-${Math.random()}`;
  const [o] = await db
    .insert(orders)
    .values({
      number: key,
      userId,
      variant: 'ru',
      currency: 'RUB',
      status,
      paymentMethod: 'on_receipt',
      subtotal: 0,
      total: 0,
      toPay: 0,
      recipient: { name: 'Анна', phone: '79161234567', email: 'anna@example.com' },
      idempotencyKey: key,
      requestHash: key,
    })
    .returning({ id: orders.id });
  const [s] = await db
    .insert(orderShipments)
    .values({ orderId: o!.id, method: 'pickup', price: 0 })
    .returning({ id: orderShipments.id });
  for (const productId of productIds) {
    const [sku] = await db.select().from(productSkus).where(eq(productSkus.productId, productId)).limit(1);
    await db
      .insert(orderLines)
      .values({ orderId: o!.id, shipmentId: s!.id, skuId: sku!.id, productId, name: 'x', price: 100, quantity: 1 });
  }
}

describe('purchased together', () => {
  it('ranks goods by the orders they shared with the product, ignores cancelled orders, then tops up', async () => {
    const db = t.database.db;
    const priced = await db
      .select({ id: products.id, slug: products.slug, modelKey: products.modelKey })
      .from(products)
      .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.variant, 'ru')))
      .orderBy(asc(products.id))
      .limit(40);
    const subject = priced[0]!;
    const others = priced.filter((p) => p.modelKey !== subject.modelKey);
    const [b, c, d, cancelledOnly] = others.map((p) => p.id);
    const [sameModel] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.modelKey, subject.modelKey), ne(products.id, subject.id)));
    const { userId } = await createUserSession(db);
    await order(userId, [subject.id, b!, c!, d!]);
    await order(userId, [subject.id, b!, c!]);
    await order(userId, [subject.id, b!, ...(sameModel ? [sameModel.id] : [])]);
    await order(userId, [subject.id, cancelledOnly!], 'cancelled');
    await order(userId, [c!, d!]);

    const res = await t.app.inject({ url: `/api/v1/catalog/product/${subject.slug}/related` });
    const ids: number[] = res.json().data.purchasedTogetherItems.map((p: { id: number }) => p.id);
    expect(ids.slice(0, 3)).toEqual([b, c, d]);
    expect(ids).not.toContain(cancelledOnly);
    expect(ids).not.toContain(subject.id);
    if (sameModel) expect(ids).not.toContain(sameModel.id);
    // Three bought-together goods do not fill the carousel: the popularity rule adds more.
    expect(ids.length).toBeGreaterThan(3);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
