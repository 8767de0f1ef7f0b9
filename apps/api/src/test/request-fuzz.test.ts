/**
 * Every API route as an attacker calls it: odd path parameters (depth, length, encodings), every
 * cookie with malformed values, forwarded headers with nonsense. Generated with fast-check so each
 * run explores; whatever comes, no answer is a 5xx, none sends a browser to another host, and no
 * request costs more CPU than a bounded amount (the process's CPU time around the call, not wall time).
 */
import { APP_MODE_MARKERS } from '@storefront/domain/app-mode';
import { COOKIES, REQUEST_ADDRESS_LIMITS } from '@storefront/domain/constants';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { openTestDatabase, PRODUCTION_ENV, testConfig } from './test-app.ts';

let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  const settings = { ...PRODUCTION_ENV, TRUST_PROXY: '1', HOST_MAP: 'shop.kz=kz' };
  app = await buildApp({ config: testConfig(settings), database });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

/** CPU a single request may take, in ms: a normal API call takes a few; the bound is for growth with input. */
const CPU_BOUND_MS = 400;

const SHOP_COOKIES = [...Object.values(COOKIES).map((c) => c.name), APP_MODE_MARKERS.cookie];

/** Strings a browser, a proxy or an attacker may put in a path segment. */
const segment = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }).map(encodeURIComponent),
  fc.constantFrom(
    '%',
    '%E0%A4%A',
    '%00',
    '%2F',
    '..',
    '.',
    '%2e%2e',
    '\\',
    '%5C',
    '99999999999999999999',
    '-1',
    '1e400',
    'NaN',
  ),
  fc.integer({ min: 1, max: 600 }).map((n) => 'a/'.repeat(n)),
  fc.integer({ min: 1, max: 5000 }).map((n) => 'x'.repeat(n)),
);

const badCookieValue = fc.constantFrom('%E0%A4%A', '%', '%zz', '"', '\\', '=', ' ', 'x'.repeat(4000), '%00', '%C0%AF');

const forwarded = fc.record(
  {
    'x-forwarded-proto': fc.oneof(
      fc.constantFrom('https', 'http', 'gopher', 'a b', '', ':', 'https, http'),
      fc.string(),
    ),
    'x-forwarded-host': fc.oneof(
      fc.constantFrom(
        'evil.example',
        'a b',
        ':::',
        '',
        'x'.repeat(300),
        'shop.kz, x',
        'shop.kz:99999',
        'shop.kz,x@evil.example',
      ),
      fc.string(),
    ),
    'x-forwarded-for': fc.oneof(fc.constantFrom('1.2.3.4', 'nonsense', '::1, 2.2.2.2', ''), fc.string()),
    host: fc.constantFrom('shop.example', 'evil.example', 'a b', ''),
  },
  { requiredKeys: [] },
);

/** A header value Node would send: printable characters only. */
const headerSafe = (value: string) => value.replace(/[^\x20-\x7e]/g, '');

function fillPath(url: string, values: string[]): string {
  let i = 0;
  return url.replace(/:[A-Za-z]+|\*/g, () => values[i++ % values.length] ?? 'x');
}

function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

describe('API routes under fuzzed input', () => {
  it('answers every route with odd paths, malformed cookies and nonsense forwarded headers, never 5xx', async () => {
    const routes = app.declaredRoutes().filter((r) => r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(50);
    // Each route once with a plain value first: a route's first call compiles its schemas and, for
    // the OpenAPI document, builds it; that one-off cost is not what the bound is about.
    for (const declared of routes) {
      await app.inject({ method: declared.method as 'GET', url: fillPath(declared.url, ['1']) });
    }
    const route = fc.constantFrom(...routes);
    const cookie = fc
      .array(fc.tuple(fc.constantFrom(...SHOP_COOKIES, 'other'), badCookieValue), { maxLength: 4 })
      .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('; '));
    let slowest = 0;
    await fc.assert(
      fc.asyncProperty(
        route,
        fc.array(segment, { minLength: 1, maxLength: 3 }),
        cookie,
        forwarded,
        async (declared, values, cookieHeader, headers) => {
          const url = fillPath(declared.url, values);
          const before = cpuMs();
          const res = await app.inject({
            method: declared.method as 'GET',
            url,
            headers: Object.fromEntries(
              Object.entries({ ...headers, cookie: cookieHeader }).map(([name, value]) => [name, headerSafe(value)]),
            ),
            ...(declared.method === 'GET' || declared.method === 'DELETE' ? {} : { payload: {} }),
          });
          const spent = cpuMs() - before;
          slowest = Math.max(slowest, spent);
          expect(res.statusCode, `${declared.method} ${url.slice(0, 200)}: ${res.body.slice(0, 300)}`).toBeLessThan(
            500,
          );
          const location = res.headers.location;
          if (typeof location === 'string') expect(new URL(location, 'https://shop.example').host).toBe('shop.example');
          expect(spent, `${declared.method} ${url.slice(0, 200)}`).toBeLessThan(CPU_BOUND_MS);
        },
      ),
      { numRuns: 600 },
    );
    expect(slowest).toBeLessThan(CPU_BOUND_MS);
  });

  it('refuses addresses past the bounds before any route runs: 414 too long, 404 too deep', async () => {
    const long = await app.inject({ url: `/api/v1/catalog?url=${'x'.repeat(REQUEST_ADDRESS_LIMITS.url)}` });
    expect(long.statusCode).toBe(414);
    const deep = await app.inject({ url: `/api/v1/catalog/${'a/'.repeat(400)}` });
    expect(deep.statusCode).toBe(404);
    const malformed = await app.inject({ url: '/api/v1/%E0%A4%A/' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
  });

  it('reads a shop cookie that cannot be read as absent and expires it; other cookies are left alone', async () => {
    const res = await app.inject({
      url: '/api/v1/layout?pageUrl=/',
      headers: { cookie: `${COOKIES.session.name}=%E0%A4%A; ${COOKIES.locale.name}=%zz; _ga=%zz` },
    });
    expect(res.statusCode).toBe(200);
    const cookies = [res.headers['set-cookie']].flat().join('\n');
    expect(cookies).toMatch(new RegExp(`(^|\\n)${COOKIES.locale.name}=; Max-Age=0; Path=/`));
    expect(cookies).not.toMatch(/(^|\n)_ga=/);
  });
});
