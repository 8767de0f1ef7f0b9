import { randomUUID } from 'node:crypto';
import { ORDER_STATUSES, type OrderStatus } from '@storefront/domain/checkout';
import { canTransition } from '@storefront/domain/order-status';
import { VARIANTS } from '@storefront/domain/variants';
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { stores } from '../../db/schema/geo.ts';
import { checkouts, emailOutbox, orders } from '../../db/schema/orders.ts';
import { createUserSession } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { callAs, moscowShop, pickupShopper, placeBody, RECIPIENT, setStock, skuAt } from './orders.test-support.ts';

let t: TestApp;
let shop: number;
let nextSku = 40;
let manager: ReturnType<typeof callAs>;

beforeAll(async () => {
  t = await createTestApp();
  shop = await moscowShop(t.database.db);
  manager = callAs(t.app, (await createUserSession(t.database.db, { roles: ['orders'] })).cookie);
});
afterAll(() => t.close());

const COMPANY = {
  companyName: 'ООО Ромашка',
  inn: '7707083893',
  rs: '40702810900000000001',
  ks: '30101810400000000225',
  bik: '044525225',
  bankName: 'ПАО Банк',
  legalAddress: 'Москва, Тверская, 1',
};

/**
 * A pickup order placed by a new shopper, paid on receipt (or a legal entity's, in manager review);
 * from `from`, a kz shop, in the kz variant.
 */
async function placed(
  legalEntity = false,
  from: { shop: number; variant: 'ru' | 'kz' } = { shop, variant: 'ru' },
): Promise<{ number: string; call: ReturnType<typeof callAs> }> {
  const sku = await skuAt(t.database.db, nextSku++, 100_000);
  await setStock(t.database.db, sku.skuId, [{ storeId: from.shop, quantity: 10 }]);
  const user = await pickupShopper(t.database.db, from.shop, [{ skuId: sku.skuId, quantity: 1 }]);
  await t.database.db.insert(checkouts).values({ ownerKey: `u:${user.userId}`, paymentMethod: 'on_receipt' });
  const call = callAs(t.app, user.cookie);
  const res = await t.app.inject({
    method: 'POST',
    url: from.variant === 'kz' ? '/kz/api/v1/orders' : '/api/v1/orders',
    headers: { cookie: user.cookie, 'idempotency-key': randomUUID() },
    payload: placeBody({
      ...(legalEntity ? { legalEntity: COMPANY } : {}),
      ...(from.variant === 'kz' ? { recipient: { ...RECIPIENT, phone: '+7 701 123-45-67' } } : {}),
    }),
  });
  expect(res.statusCode).toBe(201);
  return { number: res.json().data.order.number, call };
}

const move = (number: string, body: object) =>
  manager({ method: 'POST', url: `staff/orders/${number}/transition`, body });

describe('order transitions in the back office', () => {
  it('take a pickup order from placed to completed, each step in the history, audited and told to the shopper', async () => {
    const { number, call } = await placed();
    const detail = (await manager({ url: `staff/orders/${number}` })).body.data;
    expect(detail.next).toEqual(['assembling', 'cancelled']);
    for (const to of ['assembling', 'ready_for_pickup', 'completed'] as const) {
      const res = await move(number, { to });
      expect(res.status).toBe(200);
      expect(res.body.data.order.status).toBe(to);
    }
    const after = (await manager({ url: `staff/orders/${number}` })).body.data;
    expect(
      after.history.map((h: { from: string | null; to: string; actor: string }) => [h.from, h.to, h.actor]),
    ).toEqual([
      [null, 'placed', 'shopper'],
      ['placed', 'assembling', 'staff'],
      ['assembling', 'ready_for_pickup', 'staff'],
      ['ready_for_pickup', 'completed', 'staff'],
    ]);
    expect(after.next).toEqual([]);
    // The shopper sees the status too.
    expect((await call({ url: `orders/${number}` })).body.data.order.status).toBe('completed');

    await t.app.jobs.drain();
    const mail = await t.database.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.subject, `%${number}%`));
    expect(mail.map((m) => m.subject).sort()).toEqual(
      [
        `Заказ ${number} оформлен`,
        `Заказ ${number}: Собирается`,
        `Заказ ${number}: Готов к выдаче`,
        `Заказ ${number}: Завершён`,
      ].sort(),
    );
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, number)));
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      ['order.transition', { status: 'placed' }, { status: 'assembling' }],
      ['order.transition', { status: 'assembling' }, { status: 'ready_for_pickup' }],
      ['order.transition', { status: 'ready_for_pickup' }, { status: 'completed' }],
    ]);
    const told = (await manager({ url: `staff/orders/${number}` })).body.data;
    const notices = told.notices.map((n: { kind: string }) => n.kind).sort();
    expect(notices).toEqual(['order.placed', 'order.status', 'order.status', 'order.status']);
  });

  it('refuses every move the state machine does not list with 409 naming the statuses', async () => {
    const { number } = await placed();
    const [row] = await t.database.db.select().from(orders).where(eq(orders.number, number));
    for (const from of ORDER_STATUSES) {
      await t.database.db.update(orders).set({ status: from }).where(eq(orders.id, row!.id));
      for (const to of ORDER_STATUSES) {
        if (canTransition(from, to, 'staff', ['pickup'])) continue;
        const res = await move(number, { to });
        expect(`${from}→${to} ${res.status}`).toBe(`${from}→${to} 409`);
        expect(res.body.error.message).toBe(`An order in status '${from}' cannot move to '${to}'`);
      }
    }
    // A pickup order is never handed to a courier.
    await t.database.db
      .update(orders)
      .set({ status: 'assembling' as OrderStatus })
      .where(eq(orders.id, row!.id));
    expect((await move(number, { to: 'handed_to_courier' })).status).toBe(409);
  });

  it('cancels an unpaid order with its stock given back, and refuses to cancel a paid one without a refund', async () => {
    const { number } = await placed();
    const cancelled = await move(number, { to: 'cancelled' });
    expect(cancelled.body.data.order).toMatchObject({ status: 'cancelled', cancellationReason: 'staff' });
    const { number: paid } = await placed();
    await t.database.db.update(orders).set({ status: 'paid', paidAt: new Date() }).where(eq(orders.number, paid));
    const refused = await move(paid, { to: 'cancelled' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/refund/);
  });
});

describe('legal-entity orders', () => {
  it('are confirmed with an invoice the shopper sees, or declined with a reason', async () => {
    const { number, call } = await placed(true);
    const queue = (await manager({ url: 'staff/orders?status=manager_review&perPage=200' })).body.data;
    expect(queue.list.map((o: { number: string }) => o.number)).toContain(number);
    const confirmed = await move(number, { to: 'placed', invoiceNumber: 'СЧ-77' });
    expect(confirmed.body.data).toMatchObject({ invoiceNumber: 'СЧ-77', order: { status: 'placed' } });

    const { number: other } = await placed(true);
    expect((await move(other, { to: 'cancelled' })).status).toBe(409);
    const declined = await move(other, { to: 'cancelled', note: 'неверный ИНН' });
    expect(declined.body.data).toMatchObject({
      rejectionReason: 'неверный ИНН',
      order: { status: 'cancelled', cancellationReason: 'managerRejected' },
    });
    await t.app.jobs.drain();
    const mail = await t.database.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.subject, `%${other}%`));
    expect(mail.map((m) => m.text).join('\n')).toContain('неверный ИНН');
    // The shopper sees the order confirmed with its invoice.
    expect((await call({ url: `orders/${number}` })).body.data.order).toMatchObject({
      status: 'placed',
      invoice: { number: 'СЧ-77' },
    });
  });
});

describe('order list', () => {
  it('finds orders by number or phone and filters by status and method', async () => {
    const { number } = await placed();
    const byNumber = (await manager({ url: `staff/orders?q=${number}` })).body.data;
    expect(byNumber).toMatchObject({ total: 1, list: [{ number, status: 'placed', methods: ['pickup'] }] });
    const courier = (await manager({ url: `staff/orders?q=${number}&method=courier` })).body.data;
    expect(courier.total).toBe(0);
    expect((await manager({ url: 'staff/orders?status=nope' })).status).toBe(400);
  });
});

describe('order clocks', () => {
  it('name the clock of each order’s shop: Almaty for a kz order, Moscow for a Moscow one', async () => {
    const [almaty] = await t.database.db
      .select({ id: stores.id })
      .from(stores)
      .where(and(eq(stores.cityId, VARIANTS.kz.defaultCityId), eq(stores.kind, 'shop')))
      .orderBy(asc(stores.id));
    const { number: kz } = await placed(false, { shop: almaty!.id, variant: 'kz' });
    const { number: ru } = await placed();
    expect((await manager({ url: `staff/orders/${kz}` })).body.data.timeZone).toBe('Asia/Almaty');
    expect((await manager({ url: `staff/orders/${ru}` })).body.data.timeZone).toBe('Europe/Moscow');
    const list = (await manager({ url: `staff/orders?q=${kz}` })).body.data.list;
    expect(list).toMatchObject([{ number: kz, timeZone: 'Asia/Almaty' }]);
  });
});
