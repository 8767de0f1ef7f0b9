/** One session lookup for all the API calls a page's loaders make, and never another shopper's session. */

import { SHARED_RENDER_HEADER, sharedRender, sharedRenderHeader } from '@storefront/web-host/shared-render';
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

describe('a shared render of a page', () => {
  const layout = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ url: '/api/v1/layout?pageUrl=/catalog/', headers });
    expect(res.statusCode).toBe(200);
    return res.json().data as {
      user: { isAuthorized: boolean; name: string; phone: string };
      location: { cityId: number };
    };
  };

  it('reads the API as no one in the given city, whoever’s cookie comes along', async () => {
    const { cookie } = await createUserSession(t.database.db, { phone: '79182000101', firstName: 'Ирина' });
    const shared = await layout({ cookie, [SHARED_RENDER_HEADER]: sharedRenderHeader(250227) });
    expect(shared.user).toMatchObject({ isAuthorized: false, name: '', phone: '' });
    expect(shared.location.cityId).toBe(250227);
    const defaultCity = await layout({ [SHARED_RENDER_HEADER]: sharedRenderHeader(null) });
    expect(defaultCity.location.cityId).toBe(86999);
  });

  it('ignores the header from anyone else: a forged or malformed one is dropped', async () => {
    const { cookie } = await createUserSession(t.database.db, { phone: '79182000102', firstName: 'Ирина' });
    for (const forged of ['guess.250227', `${sharedRenderHeader(250227).slice(1)}x`, '250227', '']) {
      expect(sharedRender(forged), forged).toBeNull();
      const mine = await layout({ cookie, [SHARED_RENDER_HEADER]: forged });
      expect(mine.user).toMatchObject({ isAuthorized: true, name: 'Ирина', phone: '79182000102' });
      expect(mine.location.cityId).toBe(86999);
    }
    expect(sharedRender(sharedRenderHeader(250227))).toEqual({ cityId: 250227 });
  });
});
