import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { products } from '../../db/schema/catalog.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { createUserSession } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { callAs } from '../orders/orders.test-support.ts';
import { REVIEW_REPLY_MAX } from './reviews.schemas.ts';

let t: TestApp;
let moderator: ReturnType<typeof callAs>;
let moderatorId: number;
let productId: number;
let reviewId: number;

beforeAll(async () => {
  t = await createTestApp();
  const session = await createUserSession(t.database.db, { roles: ['moderator'] });
  moderator = callAs(t.app, session.cookie);
  moderatorId = session.userId;
  const [product] = await t.database.db.select({ id: products.id }).from(products).limit(1);
  productId = product!.id;
  const [review] = await t.database.db
    .insert(reviews)
    .values({
      productId,
      userName: 'Ольга',
      email: 'olga-reply@example.com',
      text: 'Хорошая вещь, но долго везли',
      assessment: 4,
      status: 'approved',
      locale: 'ru-RU',
    })
    .returning({ id: reviews.id });
  reviewId = review!.id;
});
afterAll(() => t.close());

const published = async () =>
  (await t.app.inject({ url: `/api/v1/catalog/reviews?productId=${productId}&count=50` }))
    .json()
    .data.list.find((r: { id: number }) => r.id === reviewId);

describe('the shop’s reply to a review', () => {
  it('is shown under the review on the product page, can be changed and removed, and is audited', async () => {
    expect((await published()).reply).toBeNull();
    const reply = (text: string) =>
      moderator({ method: 'PUT', url: `staff/reviews/${reviewId}/reply`, body: { text } });

    const first = await reply('  Спасибо! Мы ускорили доставку.  ');
    expect(first.status).toBe(200);
    expect(first.body.data.reply.text).toBe('Спасибо! Мы ускорили доставку.');
    expect((await published()).reply).toMatchObject({ text: 'Спасибо! Мы ускорили доставку.', at: expect.any(String) });

    expect((await reply('')).body.data.reply).toBeNull();
    expect((await published()).reply).toBeNull();

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'review.reply'), eq(auditLog.entityId, String(reviewId))));
    expect(audit.map((a) => [a.staffId, a.before, a.after])).toEqual([
      [moderatorId, { reply: null }, { reply: 'Спасибо! Мы ускорили доставку.' }],
      [moderatorId, { reply: 'Спасибо! Мы ускорили доставку.' }, { reply: null }],
    ]);
  });

  it('refuses a reply too long with a field error, an unknown review with 404', async () => {
    const long = await moderator({
      method: 'PUT',
      url: `staff/reviews/${reviewId}/reply`,
      body: { text: 'а'.repeat(REVIEW_REPLY_MAX + 1) },
    });
    expect(long.status).toBe(400);
    expect(long.body.error.fields[0].name).toBe('text');
    expect((await moderator({ method: 'PUT', url: 'staff/reviews/99999999/reply', body: { text: 'x' } })).status).toBe(
      404,
    );
  });

  it('is for moderators (and administrators) only', async () => {
    for (const [roles, status] of [
      [['content'], 403],
      [['orders'], 403],
      [[], 403],
    ] as const) {
      const call = callAs(t.app, (await createUserSession(t.database.db, { roles: [...roles] })).cookie);
      expect((await call({ method: 'PUT', url: `staff/reviews/${reviewId}/reply`, body: { text: 'x' } })).status).toBe(
        status,
      );
    }
    const guest = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/staff/reviews/${reviewId}/reply`,
      payload: { text: 'x' },
    });
    expect(guest.statusCode).toBe(401);
  });
});
