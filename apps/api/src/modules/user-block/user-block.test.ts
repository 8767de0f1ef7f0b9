/** The user block a page shows: the shopper's own basket, favourites and companies, read with the session in one statement. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { announcements } from '../../db/schema/content.ts';
import { companies, users } from '../../db/schema/identity.ts';
import { favourites } from '../../db/schema/shopping.ts';
import { countStatements } from '../../db/statement-count.ts';
import { sharingSessionLookups } from '../../plugins/session.ts';
import { createUserSession } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sessionSql } from '../identity/session.service.ts';
import { moscowShop, pickupShopper, setStock, skuAt } from '../orders/orders.test-support.ts';
import { shopperContextSql } from './user-block.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (url: string, cookie?: string) => {
  const res = await t.app.inject({ url, headers: cookie ? { cookie } : {} });
  expect(res.statusCode, url).toBe(200);
  return res.json().data;
};

/** A shopper with a basket line, two favourites and two companies, the second one active. */
async function busyShopper() {
  const db = t.database.db;
  const shop = await moscowShop(db);
  const sku = await skuAt(db, 40, 1200);
  const other = await skuAt(db, 41, 900);
  await setStock(db, sku.skuId, [{ storeId: shop, quantity: 10 }]);
  const shopper = await pickupShopper(db, shop, [{ skuId: sku.skuId, quantity: 3 }]);
  const ownerKey = `u:${shopper.userId}`;
  await db
    .insert(favourites)
    .values({ ownerKey, productId: other.productId, createdAt: new Date(Date.now() - 60_000) });
  await db.insert(favourites).values({ ownerKey, productId: sku.productId });
  const [, second] = await db
    .insert(companies)
    .values([
      { userId: shopper.userId, name: 'ООО Ромашка', inn: '7707083893' },
      { userId: shopper.userId, name: 'ИП Петров', inn: '770123456789' },
    ])
    .returning({ id: companies.id });
  await db.update(users).set({ activeCompanyId: second!.id }).where(eq(users.id, shopper.userId));
  return { ...shopper, sku, other };
}

describe('the user block', () => {
  it('shows the shopper’s basket, favourites (latest first) and companies (the active one marked)', async () => {
    const s = await busyShopper();
    const { result: block, statements } = await countStatements(() => get('/api/v1/layout/userData', s.cookie));
    expect(block).toMatchObject({
      isAuthorized: true,
      basket: { [String(s.sku.skuId)]: 3 },
      favourites: [s.sku.productId, s.other.productId],
      companies: [
        { name: 'ООО Ромашка', active: false },
        { name: 'ИП Петров', active: true },
      ],
    });
    // The session and the block in one statement.
    expect(statements).toBe(1);
    const layout = await get('/api/v1/layout?pageUrl=/', s.cookie);
    expect(layout.user).toEqual(block);
  });

  it('is read once for a page: the layout’s call and the page’s own share the session and the block', async () => {
    const s = await busyShopper();
    await get('/api/v1/layout?pageUrl=/korzina/'); // reference data the layout keeps between requests is read first
    const { result, statements } = await countStatements(() =>
      sharingSessionLookups(() =>
        Promise.all([
          get('/api/v1/basket', s.cookie),
          get('/api/v1/layout?pageUrl=/korzina/', s.cookie),
          get('/api/v1/layout/userData', s.cookie),
        ]),
      ),
    );
    const [basket, layout, block] = result;
    // One for the shopper, one for the basket's lines.
    expect(statements).toBe(2);
    expect(layout.user).toEqual(block);
    expect(layout.user.basket).toEqual({ [String(s.sku.skuId)]: 3 });
    expect(basket.items.map((i: { quantity: number }) => i.quantity)).toEqual([3]);
  });

  it('is no one’s for a guest, with the shop’s announcement read in the same statement', async () => {
    const [row] = await t.database.db
      .insert(announcements)
      .values({ variant: 'ru', text: { ru: 'Доставка бесплатно', en: 'Free delivery', kk: 'Тегін жеткізу' } })
      .returning({ id: announcements.id });
    try {
      const { result: guest, statements } = await countStatements(() => get('/api/v1/layout?pageUrl=/'));
      expect(statements).toBe(1);
      expect(guest.announcement).toEqual({ text: 'Доставка бесплатно', link: null });
      expect(guest.user).toMatchObject({ isAuthorized: false, basket: {}, favourites: [], companies: [] });
      const { cookie } = await createUserSession(t.database.db);
      const shopper = await get('/api/v1/layout?pageUrl=/', cookie);
      expect(shopper.announcement).toEqual(guest.announcement);
      expect(shopper.user).toMatchObject({ isAuthorized: true, basket: {}, favourites: [], companies: [] });
    } finally {
      await t.database.db.delete(announcements).where(eq(announcements.id, row!.id));
    }
  });

  it('looks the session up once in its statement, however often the statement reads it', async () => {
    const { cookie } = await busyShopper();
    const token = cookie.slice(cookie.indexOf('=') + 1);
    const plan = await queryRows<{ 'QUERY PLAN': string }>(
      t.database.db,
      sql`explain (costs off) ${shopperContextSql(sessionSql(token), 'ru')}`,
    );
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    // Pulled up into each read of the session, the lookup was planned and run in fourteen places.
    expect(text.match(/\bsessions\b/g)).toHaveLength(1);
  });
});
