import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSkus } from '../db/schema/catalog.ts';
import { sessions } from '../db/schema/identity.ts';
import { basketItems } from '../db/schema/shopping.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { cleanupExpired } from './cleanup.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('cleanup of expired rows', () => {
  it('removes expired sessions and the baskets of expired guests, and keeps live ones', async () => {
    const db = t.database.db;
    const [sku] = await db.select({ id: productSkus.id }).from(productSkus).limit(1);
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 3_600_000);
    await db.insert(sessions).values([
      { id: 'expired-guest', expiresAt: past },
      { id: 'live-guest', expiresAt: future },
    ]);
    await db.insert(basketItems).values([
      { ownerKey: 's:expired-guest', skuId: sku!.id, quantity: 1 },
      { ownerKey: 's:live-guest', skuId: sku!.id, quantity: 2 },
    ]);

    expect(await cleanupExpired(db)).toEqual({ sessions: 1 });

    const left = await db.select({ id: sessions.id }).from(sessions);
    expect(left.map((s) => s.id)).toContain('live-guest');
    expect(left.map((s) => s.id)).not.toContain('expired-guest');
    const baskets = await db.select().from(basketItems).where(eq(basketItems.skuId, sku!.id));
    expect(baskets.map((b) => b.ownerKey)).toEqual(['s:live-guest']);
  });
});
