import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../../db/schema/content.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST subscriptions/newsletter', () => {
  it('stores a subscription once, however often it is sent', async () => {
    for (const email of ['buyer@example.com', 'Buyer@Example.com']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/subscriptions/newsletter', payload: { email } });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.subscribed).toBe(true);
    }
    const rows = await t.database.db.select().from(newsletterSubscriptions);
    expect(rows.map((r) => r.email)).toEqual(['buyer@example.com']);
  });

  it('rejects a bad e-mail with the message key on the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/newsletter',
      payload: { email: 'nope' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual([{ name: 'email', message: 'validation.errorEmail' }]);
    const empty = await t.app.inject({ method: 'POST', url: '/api/v1/subscriptions/newsletter', payload: {} });
    expect(empty.statusCode).toBe(400);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/newsletter',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(notJson.statusCode).toBe(400);
  });
});
