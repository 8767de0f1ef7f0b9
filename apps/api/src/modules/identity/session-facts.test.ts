/** The session facts the web handler picks a shared render by: the city, read afresh once it changes. */
import { COOKIES } from '@storefront/domain/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserSession } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sessionFactsReader } from './session-facts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tokenOf = (cookie: string) => cookie.slice(COOKIES.session.name.length + 1);

describe('session facts', () => {
  it('gives the session’s city, and nothing for a token of no live session', async () => {
    const facts = sessionFactsReader(t.database.db);
    const { cookie } = await createUserSession(t.database.db, { phone: '79182000201' });
    expect(await facts(tokenOf(cookie))).toEqual({ cityId: null });
    expect(await facts('no-such-token')).toBeNull();
  });

  it('sees a city chosen on this process at once, other changes within a couple of seconds', async () => {
    let now = 1_000_000;
    const facts = sessionFactsReader(t.database.db, () => now);
    const { cookie } = await createUserSession(t.database.db, { phone: '79182000202' });
    expect(await facts(tokenOf(cookie))).toEqual({ cityId: null });
    const chosen = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/location/',
      headers: { cookie },
      payload: { locationCode: '87040' },
    });
    expect(chosen.statusCode).toBe(200);
    expect(await facts(tokenOf(cookie))).toEqual({ cityId: 87040 });
    const logout = await t.app.inject({ method: 'POST', url: '/api/v1/users/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    expect(await facts(tokenOf(cookie))).toBeNull();
    now += 5000;
    expect(await facts(tokenOf(cookie))).toBeNull();
  });
});
