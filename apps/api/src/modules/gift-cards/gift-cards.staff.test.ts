import { randomUUID } from 'node:crypto';
import { CHECKOUT_MESSAGES } from '@storefront/domain/checkout';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { smsOutbox, users } from '../../db/schema/identity.ts';
import { createUserSession } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { callAs, placeBody } from '../orders/orders.test-support.ts';
import { sendGiftCardSms } from './gift-card-sms.ts';
import { GIFT_CARD_STAFF_MESSAGES } from './gift-cards.staff.ts';
import { paidGiftCard, pickupShopperWithPiece, presentPin } from './gift-cards.test-support.ts';

let t: TestApp;
let staff: ReturnType<typeof callAs>;
let staffId: number;
beforeAll(async () => {
  t = await createTestApp();
  const session = await createUserSession(t.database.db, { roles: ['orders'] });
  staff = callAs(t.app, session.cookie);
  staffId = session.userId;
});
afterAll(() => t.close());

const pinOf = (token: string) => presentPin(t, token);
/** A shopper with one piece in the basket for pickup, who can pay with gift cards. */
const shopperWithBasket = async (index: number) => callAs(t.app, (await pickupShopperWithPiece(t, index)).cookie);

describe('gift cards in the back office', () => {
  it('finds a card by its number, the recipient’s phone or the buyer’s phone', async () => {
    const { card, phoneDigits, buyer } = await paidGiftCard(t);
    const [buyerRow] = await t.database.db.select().from(users).where(eq(users.id, buyer.userId));
    const found = async (q: string) =>
      (await staff({ url: `staff/gift-cards?q=${encodeURIComponent(q)}` })).body.data.list.map(
        (c: { id: number }) => c.id,
      );
    expect(await found(card.number)).toEqual([card.id]);
    expect(await found(card.number.slice(-6))).toContain(card.id);
    expect(await found(`+${phoneDigits.slice(0, 1)} (${phoneDigits.slice(1, 4)}) ${phoneDigits.slice(4)}`)).toEqual([
      card.id,
    ]);
    expect(await found(buyerRow!.phone)).toContain(card.id);
    const list = (await staff({ url: 'staff/gift-cards?status=active&sort=balance&dir=desc&perPage=5' })).body.data;
    expect(list.list.length).toBeGreaterThan(0);
    expect(list.list.every((c: { status: string }) => c.status === 'active')).toBe(true);
  });

  it('shows the balance and the history: issue, then the spend of an order', async () => {
    const { card, orderNumber } = await paidGiftCard(t);
    const call = await shopperWithBasket(43);
    const pin = await pinOf(card.presentToken!);
    expect(
      (await call({ method: 'POST', url: 'checkout/gift-cards', body: { number: card.number, pin } })).status,
    ).toBe(200);
    const order = await call({
      method: 'POST',
      url: 'orders',
      body: placeBody(),
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(order.status).toBe(201);
    const detail = (await staff({ url: `staff/gift-cards/${card.id}` })).body.data;
    expect(detail.card.balance).toEqual({ amount: 0, currency: 'RUB' });
    expect(detail.history).toMatchObject([
      { kind: 'issue', amount: { amount: 3000_00, currency: 'RUB' }, orderNumber },
      { kind: 'charge', amount: { amount: -3000_00, currency: 'RUB' }, orderNumber: order.body.data.order.number },
    ]);
    expect((await staff({ url: 'staff/gift-cards/999999' })).status).toBe(404);
  });

  it('blocks a card: an applied card no longer pays, it cannot be applied again, until unblocked', async () => {
    const { card } = await paidGiftCard(t);
    const call = await shopperWithBasket(44);
    const pin = await pinOf(card.presentToken!);
    const apply = () => call({ method: 'POST', url: 'checkout/gift-cards', body: { number: card.number, pin } });
    expect((await apply()).status).toBe(200);

    const blocked = await staff({ method: 'POST', url: `staff/gift-cards/${card.id}/block` });
    expect(blocked.status).toBe(200);
    expect(blocked.body.data.card.status).toBe('blocked');
    expect((await staff({ method: 'POST', url: `staff/gift-cards/${card.id}/block` })).body.error.message).toBe(
      GIFT_CARD_STAFF_MESSAGES.notBlockable,
    );

    const quote = (await call({ url: 'checkout' })).body.data;
    expect(quote.giftCardsPaid.amount).toBe(0);
    expect(quote.problems).toContainEqual({ name: 'giftCards', message: CHECKOUT_MESSAGES.giftCardNotFound });
    const refused = await call({
      method: 'POST',
      url: 'orders',
      body: placeBody(),
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toContainEqual({
      name: 'giftCards',
      message: CHECKOUT_MESSAGES.giftCardNotFound,
    });
    await call({ method: 'DELETE', url: `checkout/gift-cards/${card.id}` });
    const again = await apply();
    expect(again.status).toBe(400);
    expect(again.body.error.fields).toEqual([{ name: 'number', message: CHECKOUT_MESSAGES.giftCardNotFound }]);

    expect((await staff({ method: 'POST', url: `staff/gift-cards/${card.id}/unblock` })).body.data.card.status).toBe(
      'active',
    );
    expect((await apply()).status).toBe(200);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'gift_card'), eq(auditLog.entityId, String(card.id))))
      .orderBy(asc(auditLog.id));
    expect(audit.map((a) => [a.action, a.staffId, a.before, a.after])).toMatchObject([
      ['giftCard.block', staffId, { status: 'active' }, { status: 'blocked' }],
      ['giftCard.unblock', staffId, { status: 'blocked' }, { status: 'active' }],
    ]);
  });

  it('sends the recipient’s SMS again through the SMS job', async () => {
    const { card, phoneDigits } = await paidGiftCard(t);
    const outbox = () =>
      t.database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phoneDigits)).orderBy(asc(smsOutbox.id));
    await sendGiftCardSms(t.app.noticeDeps, new Date(card.smsDueAt!.getTime() + 60_000));
    expect(await outbox()).toHaveLength(1);

    const resent = await staff({ method: 'POST', url: `staff/gift-cards/${card.id}/resend-sms` });
    expect(resent.status).toBe(200);
    expect(resent.body.data.card.smsStatus).toBe('scheduled');
    await sendGiftCardSms(t.app.noticeDeps, new Date(Date.now() + 60_000));
    const sent = await outbox();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.text).toBe(sent[0]!.text);

    await staff({ method: 'POST', url: `staff/gift-cards/${card.id}/block` });
    const noSms = await staff({ method: 'POST', url: `staff/gift-cards/${card.id}/resend-sms` });
    expect(noSms.status).toBe(409);
    expect(noSms.body.error.message).toBe(GIFT_CARD_STAFF_MESSAGES.noSms);
  });

  it('is open to order managers (and administrators), closed to other staff, shoppers and guests', async () => {
    for (const [roles, status] of [
      [['admin'], 200],
      [['content'], 403],
      [['moderator'], 403],
    ] as const) {
      const call = callAs(t.app, (await createUserSession(t.database.db, { roles: [...roles] })).cookie);
      expect((await call({ url: 'staff/gift-cards' })).status, roles[0]).toBe(status);
    }
    const shopper = callAs(t.app, (await createUserSession(t.database.db)).cookie);
    expect((await t.app.inject({ url: '/api/v1/staff/gift-cards' })).statusCode).toBe(401);
    expect((await shopper({ url: 'staff/gift-cards' })).status).toBe(403);
    expect((await shopper({ method: 'POST', url: 'staff/gift-cards/1/block' })).status).toBe(403);
  });
});
