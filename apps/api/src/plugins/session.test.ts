/** One session lookup for all the API calls a page's loaders make, and never another shopper's session. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStatements } from '../db/statement-count.ts';
import { createUserSession } from '../test/sessions.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { sharingSessionLookups } from './session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const layoutOf = async (cookie: string) => {
  const res = await t.app.inject({ url: '/api/v1/layout?pageUrl=/', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json().data as { user: { name: string } };
};

describe('session lookups while a page is read', () => {
  it('looks the session up once for the page’s API calls, as each call did alone', async () => {
    const { cookie } = await createUserSession(t.database.db, { phone: '79176000101', firstName: 'Вера' });
    await layoutOf(cookie); // reference data the layout keeps between requests is read first
    const alone = await countStatements(async () => [await layoutOf(cookie), await layoutOf(cookie)]);
    const shared = await countStatements(() =>
      sharingSessionLookups(async () => [await layoutOf(cookie), await layoutOf(cookie)]),
    );
    expect(shared.statements).toBe(alone.statements - 1);
    expect(shared.result.map((l) => l.user.name)).toEqual(['Вера', 'Вера']);
    expect(alone.result.map((l) => l.user.name)).toEqual(['Вера', 'Вера']);
  });

  it('gives each cookie its own session', async () => {
    const vera = await createUserSession(t.database.db, { phone: '79176000102', firstName: 'Вера' });
    const oleg = await createUserSession(t.database.db, { phone: '79176000103', firstName: 'Олег' });
    const names = await sharingSessionLookups(async () => [
      (await layoutOf(vera.cookie)).user.name,
      (await layoutOf(oleg.cookie)).user.name,
      (await layoutOf('sid=unknown-token')).user.name,
    ]);
    expect(names).toEqual(['Вера', 'Олег', '']);
  });
});
