import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { products } from '../../db/schema/catalog.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { solvedProof } from '../../test/captcha.ts';
import { createUserSession } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let staffCookie: string;
let productIds: number[];
let ipCounter = 0;

beforeAll(async () => {
  t = await createTestApp({
    CAPTCHA_HMAC_KEY: 'test-captcha-key-0123456789',
    CAPTCHA_MAX_NUMBER: '200',
    REVIEW_RATE_LIMIT_MAX: '3',
    // The tests tell the client's address through the proxy header, as a trusted proxy would.
    TRUST_PROXY: '127.0.0.1',
  });
  staffCookie = (await createUserSession(t.database.db, { roles: ['moderator'] })).cookie;
  productIds = (await t.database.db.select({ id: products.id }).from(products).limit(5)).map((p) => p.id);
});
afterAll(() => t.close());

const proof = () => solvedProof(t.app, 'review');

/** Each call comes from its own client address unless one is given, so the rate limit stays out of the way. */
async function submit(body: Record<string, unknown>, ip = `10.0.0.${++ipCounter}`) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/catalog/reviews/product',
    headers: { 'x-forwarded-for': ip },
    payload: body,
  });
}

async function validReview(productId: number, over: Record<string, unknown> = {}) {
  return {
    productId,
    title: 'Хорошо',
    text: 'Отличная вещь, пользуюсь каждый день.',
    userName: 'Анна',
    email: `anna${++ipCounter}@example.com`,
    formName: 'review',
    assessment: 5,
    confirmAgreements: true,
    cb: await proof(),
    ...over,
  };
}

const approve = (id: number, cookie = staffCookie) =>
  t.app.inject({ method: 'POST', url: `/api/v1/staff/reviews/${id}/approve`, headers: { cookie } });
const page = (productId: number, q = '') =>
  t.app.inject({ url: `/api/v1/catalog/reviews?productId=${productId}${q}` }).then((r) => r.json().data);

describe('POST catalog/reviews/{segment}', () => {
  it('rejects empty fields, a bad e-mail, an assessment out of range and missing consent, per field', async () => {
    const empty = await submit({ productId: productIds[0], text: ' ', userName: '', email: '', cb: 'x' });
    expect(empty.statusCode).toBe(400);
    const fields = Object.fromEntries(
      empty.json().error.fields.map((f: { name: string; message: string }) => [f.name, f.message]),
    );
    expect(fields).toMatchObject({
      text: 'validation.required',
      userName: 'validation.required',
      email: 'validation.required',
      confirmAgreements: 'validation.consentRequired',
    });

    const bad = await submit(await validReview(productIds[0]!, { email: 'anna@example', assessment: 6 }));
    const badFields = bad.json().error.fields.map((f: { name: string; message: string }) => `${f.name}:${f.message}`);
    expect(badFields).toEqual(expect.arrayContaining(['email:validation.errorEmail', 'assessment:validation.invalid']));

    const zero = await submit(await validReview(productIds[0]!, { assessment: 0, confirmAgreements: false }));
    const zeroFields = zero.json().error.fields.map((f: { name: string }) => f.name);
    expect(zeroFields).toEqual(expect.arrayContaining(['assessment', 'confirmAgreements']));

    const noCaptcha = await submit({ ...(await validReview(productIds[0]!)), cb: 'forged' });
    expect(noCaptcha.json().error.fields).toEqual([{ name: 'cb', message: 'validation.captcha' }]);
    expect(await t.database.db.select().from(reviews)).toHaveLength(0);
  });

  it('stores a review as pending, invisible until a staff member approves it, then counts it in the rating', async () => {
    const productId = productIds[1]!;
    const res = await submit(await validReview(productId, { assessment: 4 }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('pending');
    expect(await page(productId, '&getRating=y')).toEqual({
      list: [],
      hasMore: false,
      rating: { count: 0, rating: 0 },
    });

    const second = await submit(await validReview(productId, { assessment: 5 }));
    await approve(res.json().data.id);
    const decided = await approve(second.json().data.id);
    expect(decided.json().data.rating).toEqual({ count: 2, rating: 4.5 });
    // Approving again changes nothing.
    expect((await approve(second.json().data.id)).json().data.rating).toEqual({ count: 2, rating: 4.5 });

    const after = await page(productId, '&getRating=true');
    expect(after.list).toHaveLength(2);
    expect(after.rating).toEqual({ count: 2, rating: 4.5 });
    const slug = (await t.database.db.select().from(products).where(eq(products.id, productId)))[0]!.slug;
    const detail = (await t.app.inject({ url: `/api/v1/catalog/product/${slug}` })).json().data;
    expect(detail.reviews).toMatchObject({ count: 2, rating: 4.5 });

    // Rejecting a published review takes it off the page and out of the rating.
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/reviews/${second.json().data.id}/reject`,
      headers: { cookie: staffCookie },
    });
    expect(rejected.json().data.rating).toEqual({ count: 1, rating: 4 });
    expect((await page(productId)).list).toHaveLength(1);

    // Each decision that changed the review is in the audit log (the repeated approval is not).
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'review'), eq(auditLog.entityId, String(second.json().data.id))))
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['review.approve', { status: 'pending' }, { status: 'approved' }],
      ['review.reject', { status: 'approved' }, { status: 'rejected' }],
    ]);
  });

  it('accepts one review per e-mail and product', async () => {
    const first = await submit(await validReview(productIds[2]!, { email: 'Same@Example.com' }));
    expect(first.statusCode).toBe(200);
    const again = await submit(await validReview(productIds[2]!, { email: 'same@example.com' }));
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields).toEqual([{ name: 'email', message: 'reviews.duplicate' }]);
  });

  it('limits a burst of submissions from one client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await submit(await validReview(productIds[3]!), '192.0.2.7')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await submit(await validReview(productIds[3]!), '192.0.2.8')).statusCode).toBe(200);
  });

  it('returns HTML in review text as inert text', async () => {
    const productId = productIds[4]!;
    const payload = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const res = await submit(await validReview(productId, { text: payload, userName: '<b>Eve</b>' }));
    await approve(res.json().data.id);
    const raw = await t.app.inject({ url: `/api/v1/catalog/reviews?productId=${productId}` });
    expect(raw.headers['content-type']).toMatch(/^application\/json/);
    expect(raw.json().data.list[0]).toMatchObject({ text: payload, userName: '<b>Eve</b>' });
  });
});

describe('GET catalog/reviews', () => {
  it('pages with the last loaded review id, newest first, without gaps or repeats', async () => {
    const productId = productIds[0]!;
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await submit(await validReview(productId, { assessment: (i % 5) + 1 }));
      ids.push(res.json().data.id);
      await approve(res.json().data.id);
    }
    const first = await page(productId, '&count=5');
    expect(first.list.map((r: { id: number }) => r.id)).toEqual(ids.slice(2).reverse());
    expect(first.hasMore).toBe(true);
    expect(first.rating).toBeNull();
    const last = first.list.at(-1).id;
    const second = await page(productId, `&count=5&reviewId=${last}`);
    expect(second.list.map((r: { id: number }) => r.id)).toEqual(ids.slice(0, 2).reverse());
    expect(second.hasMore).toBe(false);
  });
});

describe('staff moderation', () => {
  it('is closed to guests (401) and to shoppers without the staff role (403)', async () => {
    expect((await t.app.inject({ url: '/api/v1/staff/reviews' })).statusCode).toBe(401);
    const shopper = await createUserSession(t.database.db);
    expect((await t.app.inject({ url: '/api/v1/staff/reviews', headers: { cookie: shopper.cookie } })).statusCode).toBe(
      403,
    );
    const [review] = await t.database.db.select().from(reviews).limit(1);
    expect((await approve(review!.id, shopper.cookie)).statusCode).toBe(403);
    expect((await approve(999_999)).statusCode).toBe(404);
  });

  it('lists pending reviews oldest first with their product', async () => {
    const res = await t.app.inject({ url: '/api/v1/staff/reviews?status=pending', headers: { cookie: staffCookie } });
    expect(res.statusCode).toBe(200);
    const list = res.json().data.list;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((r: { status: string }) => r.status === 'pending')).toBe(true);
    expect(list[0].product.url).toMatch(/^\/product\//);
    const ids = list.map((r: { id: number }) => r.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
  });
});
