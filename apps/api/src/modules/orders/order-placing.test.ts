import { randomUUID } from 'node:crypto';
import { PAYMENT_TIMEOUT_MIN } from '@storefront/domain/checkout';
import { MESSAGE_KEYS } from '@storefront/domain/validation/fields';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserSession } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { purchaseBody } from '../gift-cards/gift-cards.test-support.ts';
import { idempotencyKeyOf, paymentDueAt } from './order-placing.ts';
import { callAs, moscowShop, pickupShopper, placeBody, setStock, skuAt } from './orders.test-support.ts';

describe('the rules of placing an order', () => {
  it('takes the trimmed Idempotency-Key and refuses a placing without one', () => {
    expect(idempotencyKeyOf(' k-1 ')).toBe('k-1');
    for (const header of [undefined, '', '   '])
      expect(() => idempotencyKeyOf(header)).toThrow(
        expect.objectContaining({ fields: [{ name: 'Idempotency-Key', message: MESSAGE_KEYS.required }] }),
      );
  });

  it('gives an order awaiting payment the payment timeout from now, and any other none', () => {
    const now = new Date('2026-11-29T10:00:00Z');
    expect(paymentDueAt('awaiting_payment', now, 30)).toEqual(new Date('2026-11-29T10:30:00Z'));
    for (const status of ['placed', 'paid', 'manager_review'] as const)
      expect(paymentDueAt(status, now, 30)).toBeNull();
  });
});

describe('placing goods and gift cards', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  /** Both ways of placing, as a shopper with something to order calls them (`other`: another request than the first). */
  async function ways() {
    const db = t.database.db;
    const shop = await moscowShop(db);
    const sku = await skuAt(db, 0, 100_000);
    await setStock(db, sku.skuId, [{ storeId: shop, quantity: 5 }]);
    const goods = callAs(t.app, (await pickupShopper(db, shop, [{ skuId: sku.skuId, quantity: 1 }])).cookie);
    const cards = callAs(t.app, (await createUserSession(db)).cookie);
    return [
      (headers: Record<string, string>, other = false) =>
        goods({ method: 'POST', url: 'orders', body: placeBody(other ? { comment: 'Другой' } : {}), headers }),
      (headers: Record<string, string>, other = false) =>
        cards({
          method: 'POST',
          url: 'gift-cards/orders',
          body: purchaseBody(other ? { greeting: 'Другое' } : {}),
          headers,
        }),
    ];
  }

  it('both need an Idempotency-Key, answer a retry under it once, and give the same payment deadline', async () => {
    for (const place of await ways()) {
      const refused = await place({});
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields).toEqual([{ name: 'Idempotency-Key', message: MESSAGE_KEYS.required }]);
      const before = Date.now();
      const key = { 'idempotency-key': randomUUID() };
      const { status, body } = await place(key);
      expect(status).toBe(201);
      expect(body.data.order.status).toBe('awaiting_payment');
      const due = Date.parse(body.data.order.paymentDueAt) - before;
      expect(due).toBeGreaterThan(PAYMENT_TIMEOUT_MIN * 60_000 - 5_000);
      expect(due).toBeLessThan(PAYMENT_TIMEOUT_MIN * 60_000 + 5_000);
      // A retry under the key answers the order it placed; another request under it is refused.
      const again = await place(key);
      expect([again.status, again.body.data.order.number]).toEqual([200, body.data.order.number]);
      expect((await place(key, true)).status).toBe(409);
    }
  });
});
