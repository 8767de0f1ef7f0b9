/** Test helpers: a gift card bought as a present and paid, as a shopper does it through the API. */
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { giftCards, orders } from '../../db/schema/orders.ts';
import { createUserSession } from '../../test/sessions.ts';
import type { TestApp } from '../../test/test-app.ts';
import { callAs, moscowShop, pickupShopper, setStock, skuAt } from '../orders/orders.test-support.ts';

export const RECIPIENT_PHONE = '+7 (903) 555-12-34';

export const purchaseBody = (extra: Record<string, unknown> = {}) => ({
  design: 'flowers',
  amount: 3000,
  senderName: 'Мария',
  recipientName: 'Ольга',
  recipientPhone: RECIPIENT_PHONE,
  greeting: 'С днём рождения!',
  sendTime: { mode: 'now' },
  ...extra,
});

export async function giftCardBuyer(t: TestApp, phone?: string) {
  const user = await createUserSession(t.database.db, phone ? { phone } : {});
  return { ...user, call: callAs(t.app, user.cookie) };
}

export const placeGiftCardOrder = (call: ReturnType<typeof callAs>, b: object = purchaseBody(), key = randomUUID()) =>
  call({ method: 'POST', url: 'gift-cards/orders', body: b, headers: { 'idempotency-key': key } });

export const payTestPayment = (
  call: ReturnType<typeof callAs>,
  paymentId: string,
  outcome: 'success' | 'failure' = 'success',
) => call({ method: 'POST', url: `payments/test/${paymentId}/complete`, body: { outcome } });

export async function cardsOfOrder(t: TestApp, number: string) {
  const [order] = await t.database.db.select().from(orders).where(eq(orders.number, number));
  return t.database.db.select().from(giftCards).where(eq(giftCards.orderId, order!.id)).orderBy(asc(giftCards.id));
}

/** A paid card for a fresh recipient phone; answers the card row. */
export async function paidGiftCard(t: TestApp, extra: Record<string, unknown> = {}) {
  const phoneDigits = `7903${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const b = await giftCardBuyer(t);
  const placed = await placeGiftCardOrder(b.call, purchaseBody({ recipientPhone: `+${phoneDigits}`, ...extra }));
  expect(placed.status).toBe(201);
  expect((await payTestPayment(b.call, placed.body.data.payment.id)).status).toBe(200);
  const [card] = await cardsOfOrder(t, placed.body.data.order.number);
  return { card: card!, phoneDigits, buyer: b, orderNumber: placed.body.data.order.number as string };
}

/** The PIN the present page reveals to the card's recipient. */
export async function presentPin(t: TestApp, presentToken: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: `/api/v1/gift-cards/present/${presentToken}/pin` });
  return res.json().data.pin as string;
}

/** A shopper with one piece of the `index`-th product (5,000 ₽, in stock) in the basket for pickup in Moscow. */
export async function pickupShopperWithPiece(t: TestApp, index: number) {
  const db = t.database.db;
  const shop = await moscowShop(db);
  const sku = await skuAt(db, index, 5000_00);
  await setStock(db, sku.skuId, [{ storeId: shop, quantity: 5 }]);
  return pickupShopper(db, shop, [{ skuId: sku.skuId, quantity: 1 }]);
}
