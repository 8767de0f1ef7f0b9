import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../../db/schema/identity.ts';
import { emailOutbox } from '../../db/schema/orders.ts';
import { createUserSession } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { callAs, moscowShop, setStock, skuAt } from '../orders/orders.test-support.ts';
import { sendArrivalNotices } from './arrival-notices.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('arrival notices', () => {
  it('tell a waiting shopper once, by e-mail and SMS, when the goods are back where they asked from', async () => {
    const db = t.database.db;
    const sku = await skuAt(db, 5, 100_000);
    await setStock(db, sku.skuId, []);
    const user = await createUserSession(db, { phone: '79160001234', email: 'waits@example.com' });
    const added = await callAs(
      t.app,
      user.cookie,
    )({
      method: 'POST',
      url: 'users/waiting-list',
      body: { productId: sku.skuId },
    });
    expect(added.status).toBe(200);

    expect(await sendArrivalNotices(t.app.noticeDeps, t.app.jobs)).toEqual({ sent: 0 });
    await setStock(db, sku.skuId, [{ storeId: await moscowShop(db), quantity: 2 }]);
    expect(await sendArrivalNotices(t.app.noticeDeps, t.app.jobs)).toEqual({ sent: 1 });
    expect(await sendArrivalNotices(t.app.noticeDeps, t.app.jobs)).toEqual({ sent: 0 });

    await t.app.jobs.drain();
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.to, 'waits@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/снова в продаже$/);
    expect(mails[0]!.text).toMatch(/http:\/\/localhost:\d+\/product\/[^/]+\/$/);
    const sms = await db.select().from(smsOutbox).where(eq(smsOutbox.phone, '79160001234'));
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toContain('снова в наличии');
  });
});
