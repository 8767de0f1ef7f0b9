/**
 * Every route declares who may call it (plugins/access.ts). The list below is the review copy: a new
 * route fails this test until it declares its access and the list is updated (`npx vitest run
 * apps/api/src/plugins/access.test.ts -u`), so an open route is always a visible decision.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserSession } from '../test/sessions.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const routes = () =>
  t.app
    .declaredRoutes()
    .filter((r) => r.method !== 'HEAD')
    .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));

/** A URL for the route's pattern: the hook runs before validation, so any parameter will do. */
const urlOf = (pattern: string) => pattern.replace(/:\w+/g, '1');

describe('route access', () => {
  it('is declared by every route', () => {
    const undeclared = routes().filter((r) => !r.access);
    expect(undeclared.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('matches the reviewed list', async () => {
    const list = routes()
      .map((r) => `${r.access?.padEnd(8)}${r.method.padEnd(7)}${r.url}`)
      .join('\n');
    await expect(`${list}\n`).toMatchFileSnapshot('./route-access.txt');
  });

  it('refuses guests on shopper and staff routes with 401', async () => {
    const closed = routes().filter((r) => r.access === 'shopper' || r.access === 'staff');
    expect(closed.length).toBeGreaterThan(10);
    for (const r of closed) {
      const res = await t.app.inject({ method: r.method as 'GET', url: urlOf(r.url) });
      expect(`${r.method} ${r.url} ${res.statusCode}`).toBe(`${r.method} ${r.url} 401`);
    }
  });

  it('refuses signed-in shoppers on staff routes with 403', async () => {
    const { cookie } = await createUserSession(t.database.db);
    for (const r of routes().filter((r) => r.access === 'staff')) {
      const res = await t.app.inject({ method: r.method as 'GET', url: urlOf(r.url), headers: { cookie } });
      expect(`${r.method} ${r.url} ${res.statusCode}`).toBe(`${r.method} ${r.url} 403`);
    }
  });
});

describe('a route without declared access', () => {
  it('is refused, not left open', async () => {
    const { default: Fastify } = await import('fastify');
    const { enforceAccess } = await import('./access.ts');
    const app = Fastify();
    await app.register(async (scope) => {
      const list = enforceAccess(scope);
      scope.get('/open', async () => 'open');
      scope.get('/declared', { config: { access: 'public' } }, async () => 'fine');
      scope.addHook('onReady', async () => {
        expect(list().map((r) => r.access)).toEqual([undefined, undefined, 'public', 'public']);
      });
    });
    expect((await app.inject({ url: '/open' })).statusCode).toBe(500);
    expect((await app.inject({ url: '/declared' })).body).toBe('fine');
    await app.close();
  });
});
