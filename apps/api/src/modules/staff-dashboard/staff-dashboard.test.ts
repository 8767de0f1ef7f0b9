/**
 * The dashboard against the database: orders placed in every variant through the API, some of them
 * moved back in time, cancelled or left waiting; each role's answer holds only its sections, and
 * the figures are what independent SQL over the orders table says.
 */
import { randomUUID } from 'node:crypto';
import { STAFF_ROLES, type StaffRole } from '@storefront/domain/staff';
import { VARIANTS, type VariantKey } from '@storefront/domain/variants';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { stores } from '../../db/schema/geo.ts';
import { checkouts, orders, payments } from '../../db/schema/orders.ts';
import { createUserSession } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { pickupShopper, placeBody, RECIPIENT, setStock, skuAt } from '../orders/orders.test-support.ts';

let t: TestApp;
const cookies = {} as Record<StaffRole, string>;
let nextSku = 60;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of STAFF_ROLES) cookies[role] = (await createUserSession(t.database.db, { roles: [role] })).cookie;
});
afterAll(() => t.close());

const PLACING = {
  ru: { prefix: '', phone: RECIPIENT.phone },
  kz: { prefix: '/kz', phone: '+7 701 123-45-67' },
  com: { prefix: '/ae', phone: '+971 50 123 4567' },
} as const;

async function shopOf(variant: VariantKey): Promise<number> {
  const [shop] = await t.database.db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.cityId, VARIANTS[variant].defaultCityId), eq(stores.kind, 'shop')))
    .orderBy(asc(stores.id));
  return shop!.id;
}

/** A pickup order of `quantity` pieces of a fresh SKU, placed in `variant` by a new shopper. */
async function place(variant: VariantKey, quantity: number, payment: 'online' | 'on_receipt' = 'on_receipt') {
  const db = t.database.db;
  const store = await shopOf(variant);
  const sku = await skuAt(db, nextSku++, 100_000);
  await setStock(db, sku.skuId, [{ storeId: store, quantity: 10 }]);
  const user = await pickupShopper(db, store, [{ skuId: sku.skuId, quantity }]);
  await db.insert(checkouts).values({ ownerKey: `u:${user.userId}`, paymentMethod: payment });
  const res = await t.app.inject({
    method: 'POST',
    url: `${PLACING[variant].prefix}/api/v1/orders`,
    headers: { cookie: user.cookie, 'idempotency-key': randomUUID() },
    payload: placeBody({ recipient: { ...RECIPIENT, phone: PLACING[variant].phone } }),
  });
  expect(res.statusCode).toBe(201);
  const number: string = res.json().data.order.number;
  return { number, skuId: sku.skuId, productId: sku.productId };
}

const dashboard = async (role: StaffRole) => {
  const res = await t.app.inject({ url: '/api/v1/staff/dashboard', headers: { cookie: cookies[role] } });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

const moveBack = (number: string, days: number) =>
  t.database.db.execute(
    sql`update orders set created_at = created_at - make_interval(days => ${days}) where number = ${number}`,
  );

/** Each variant's figures as SQL of its own reads them: days cut at Moscow's midnight, weeks from Monday. */
function expectedSales() {
  return queryRows<{ variant: string; period: string; orders: number; revenue: number }>(
    t.database.db,
    sql`with o as (
        select variant, total, created_at at time zone 'Europe/Moscow' as local, now() at time zone 'Europe/Moscow' as now_local
        from orders where status <> 'cancelled')
      select variant, 'today' as period, count(*)::int as orders, sum(total)::float8 as revenue
        from o where local >= date_trunc('day', now_local) group by variant
      union all
      select variant, 'week', count(*)::int, sum(total)::float8
        from o where local >= date_trunc('week', now_local) group by variant
      union all
      select variant, to_char(local, 'YYYY-MM-DD'), count(*)::int, sum(total)::float8
        from o where local >= date_trunc('day', now_local) - interval '13 days' group by variant, 2`,
  );
}

describe('the dashboard', () => {
  it('shows each role only its sections, and asks a guest to log in', async () => {
    const sections = async (role: StaffRole) =>
      Object.keys(await dashboard(role))
        .filter((key) => !['today', 'weekStart'].includes(key))
        .sort();
    expect(await sections('admin')).toEqual(['actions', 'sales', 'searches', 'stockOuts', 'vitals']);
    expect(await sections('orders')).toEqual(['actions', 'sales', 'vitals']);
    expect(await sections('catalogue')).toEqual(['searches', 'stockOuts', 'vitals']);
    expect(await sections('content')).toEqual(['vitals']);
    expect(await sections('moderator')).toEqual(['vitals']);
    const shopper = await createUserSession(t.database.db);
    const refused = await t.app.inject({ url: '/api/v1/staff/dashboard', headers: { cookie: shopper.cookie } });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/staff/dashboard' })).statusCode).toBe(401);
  });

  it('counts the orders and revenue of each variant as the orders table does, for every role that sees them', async () => {
    const ru = [
      await place('ru', 1),
      await place('ru', 2),
      await place('ru', 1),
      await place('ru', 3),
      await place('ru', 2),
    ];
    const kz = [await place('kz', 2), await place('kz', 1)];
    await place('com', 1);
    await moveBack(ru[1]!.number, 3);
    await moveBack(ru[2]!.number, 10);
    await moveBack(ru[3]!.number, 20);
    await moveBack(kz[1]!.number, 1);
    await t.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.number, ru[0]!.number));

    const expected = await expectedSales();
    const figure = (variant: string, period: string) => {
      const row = expected.find((r) => r.variant === variant && r.period === period);
      return { orders: row?.orders ?? 0, revenue: row?.revenue ?? 0 };
    };
    for (const role of ['admin', 'orders'] as const) {
      const { sales, today } = await dashboard(role);
      expect(sales.map((s: { variant: string }) => s.variant)).toEqual(['ru', 'kz', 'com']);
      for (const s of sales) {
        expect(s.currency).toBe(VARIANTS[s.variant as VariantKey].currency);
        expect(s.today).toEqual(figure(s.variant, 'today'));
        expect(s.week).toEqual(figure(s.variant, 'week'));
        expect(s.days).toHaveLength(14);
        expect(s.days.at(-1).day).toBe(today);
        for (const d of s.days) expect({ orders: d.orders, revenue: d.revenue }).toEqual(figure(s.variant, d.day));
      }
      // Every variant has an order today: the figures are not all zero by chance.
      for (const s of sales) expect(s.today.orders).toBeGreaterThan(0);
    }
    for (const role of ['content', 'moderator', 'catalogue'] as const)
      expect((await dashboard(role)).sales).toBe(undefined);
  });

  it('lists the orders waiting for staff, oldest first, each kind counted in full', async () => {
    const db = t.database.db;
    const overdue = await place('ru', 1, 'online');
    await db
      .update(orders)
      .set({ paymentDueAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.number, overdue.number));
    const asked = await place('kz', 1);
    await db.update(orders).set({ cancellationRequested: true }).where(eq(orders.number, asked.number));
    const late = await place('ru', 1);
    const [lateOrder] = await db.select().from(orders).where(eq(orders.number, late.number));
    await db.insert(payments).values({
      id: randomUUID(),
      orderId: lateOrder!.id,
      provider: 'test',
      status: 'succeeded',
      amount: lateOrder!.total,
      currency: lateOrder!.currency,
      late: true,
    });
    const unheard = await place('com', 1);
    const [unheardOrder] = await db.select({ id: orders.id }).from(orders).where(eq(orders.number, unheard.number));
    await db.execute(sql`insert into pgboss.job (name, data, state, completed_on)
      values ('order-notice', ${JSON.stringify({ orderId: unheardOrder!.id, event: 'placed', channel: 'sms' })}::jsonb,
        'failed', now())`);

    const numbers = async (where: ReturnType<typeof sql>) =>
      (await queryRows<{ number: string }>(db, sql`select number from orders o where ${where} order by id`)).map(
        (r) => r.number,
      );
    const expected = {
      awaitingPayment: await numbers(sql`status = 'awaiting_payment' and payment_due_at < now()`),
      cancellationRequests: await numbers(sql`cancellation_requested and status <> 'cancelled'`),
      latePayments: await numbers(
        sql`exists (select 1 from payments p where p.order_id = o.id and p.late and p.status = 'succeeded')`,
      ),
      failedNotices: await numbers(
        sql`id in (select (data->>'orderId')::int from pgboss.job where name = 'order-notice' and state = 'failed')`,
      ),
    };
    expect(expected.awaitingPayment).toContain(overdue.number);
    expect(expected.cancellationRequests).toContain(asked.number);
    expect(expected.latePayments).toContain(late.number);
    expect(expected.failedNotices).toEqual([unheard.number]);

    const { actions } = await dashboard('orders');
    for (const [kind, list] of Object.entries(expected)) {
      expect(actions[kind].total).toBe(list.length);
      expect(actions[kind].orders.map((o: { number: string }) => o.number)).toEqual(list.slice(0, 10));
    }
    expect(actions.failedNotices.orders[0]).toMatchObject({ timeZone: 'Asia/Dubai', total: { currency: 'AED' } });
  });

  it('names the best sellers a variant’s country has none of, and the searches that found nothing', async () => {
    const db = t.database.db;
    const sold = await place('kz', 4);
    const kept = await place('kz', 5);
    await setStock(db, sold.skuId, []);
    await db.execute(sql`insert into search_queries (day, variant, query, searches, results, last_at) values
      (current_date, 'ru', 'фиолетовый зонт', 7, 0, now()),
      (current_date, 'kz', 'кастрюля', 9, 12, now()),
      (current_date - 20, 'ru', 'старый запрос', 50, 0, now() - interval '20 days')`);

    const { stockOuts, searches } = await dashboard('catalogue');
    const [ordered] = await queryRows<{ n: number }>(
      db,
      sql`select sum(l.quantity)::int as n from order_lines l join orders o on o.id = l.order_id
        where o.variant = 'kz' and o.status <> 'cancelled' and l.sku_id = ${sold.skuId}`,
    );
    expect(stockOuts.list).toContainEqual(
      expect.objectContaining({ variant: 'kz', productId: sold.productId, ordered: ordered!.n }),
    );
    expect(stockOuts.list.map((s: { productId: number }) => s.productId)).not.toContain(kept.productId);
    expect(searches).toMatchObject({ days: 7, list: [{ query: 'фиолетовый зонт', variant: 'ru', searches: 7 }] });
  });

  it('has no page speed to show before any is measured', async () => {
    expect((await dashboard('content')).vitals).toEqual({ today: [], week: [] });
  });
});
