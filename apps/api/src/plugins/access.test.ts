/**
 * Every route declares who may call it (plugins/access.ts). The list below is the review copy: a new
 * route fails this test until it declares its access and the list is updated (`npx vitest run
 * apps/api/src/plugins/access.test.ts -u`), so an open route is always a visible decision.
 */
import { STAFF_ROLES } from '@storefront/domain/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserSession } from '../test/sessions.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { type Access, staffRoleOf } from './access.ts';

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
      .map((r) => `${r.access?.padEnd(16)}${r.method.padEnd(7)}${r.url}`)
      .join('\n');
    await expect(`${list}\n`).toMatchFileSnapshot('./route-access.txt');
  });

  it('refuses guests on shopper and staff routes with 401', async () => {
    const closed = routes().filter((r) => r.access !== 'public');
    expect(closed.length).toBeGreaterThan(10);
    for (const r of closed) {
      const res = await t.app.inject({ method: r.method as 'GET', url: urlOf(r.url) });
      expect(`${r.method} ${r.url} ${res.statusCode}`).toBe(`${r.method} ${r.url} 401`);
    }
  });
});

/** Staff routes: whether a route's declared access lets a user with these roles through. */
const isStaffRoute = (access: Access | undefined) => access !== undefined && staffRoleOf(access) !== undefined;

describe('staff route matrix', () => {
  const subjects = [
    { name: 'shopper', roles: [] as string[] },
    ...STAFF_ROLES.map((role) => ({ name: role, roles: [role] })),
  ];

  // Every staff route for every role, hundreds of requests: more than the default limit on a loaded machine.
  it('lets each role through exactly the routes its declared role opens (admin: all), others 403', {
    timeout: 120_000,
  }, async () => {
    const staffRoutes = routes().filter((r) => isStaffRoute(r.access));
    expect(staffRoutes.length).toBeGreaterThan(5);
    const expected: string[] = [];
    const actual: string[] = [];
    for (const subject of subjects) {
      const { cookie } = await createUserSession(t.database.db, { roles: subject.roles });
      for (const r of staffRoutes) {
        const role = staffRoleOf(r.access as Access);
        const allowed =
          subject.roles.includes('admin') ||
          (role === null ? subject.roles.length > 0 : subject.roles.includes(role as string));
        const res = await t.app.inject({ method: r.method as 'GET', url: urlOf(r.url), headers: { cookie } });
        // Let through: whatever the handler answers to the dummy parameters, but never 401 or 403.
        const through = res.statusCode !== 401 && res.statusCode !== 403;
        expected.push(`${subject.name} ${r.method} ${r.url} ${allowed ? 'allowed' : 'denied'}`);
        actual.push(
          `${subject.name} ${r.method} ${r.url} ${through ? 'allowed' : res.statusCode === 403 ? 'denied' : res.statusCode}`,
        );
      }
    }
    expect(actual).toEqual(expected);
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
