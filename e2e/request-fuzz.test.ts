/**
 * Every page route of every variant as an attacker calls the production server: odd addresses
 * (depth, length, encodings), every shop cookie with malformed values, forwarded headers with
 * nonsense, and form posts whose way back is in the forms browsers normalise. Generated with
 * fast-check, so each run explores. Whatever comes: no 5xx, no Location off the shop, and each
 * request costs the server a bounded amount of CPU (its process's CPU time, read from /proc, not
 * wall time).
 */
import { readFileSync } from 'node:fs';
import { APP_MODE_MARKERS } from '@storefront/domain/app-mode';
import { COOKIES } from '@storefront/domain/constants';
import { routeEntries } from '@storefront/domain/routes';
import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import { baseUrl } from './support/browser.ts';

/** CPU the server may spend on one request, in ms: a page render takes tens; this bounds growth with input. */
const CPU_BOUND_MS = 600;
const TICK_MS = 10;

/** The server's CPU time so far (user + system), in ms. */
function serverCpuMs(): number {
  const stat = readFileSync(`/proc/${inject('serverPid')}/stat`, 'utf8');
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

const SHOP_COOKIES = [...Object.values(COOKIES).map((c) => c.name), APP_MODE_MARKERS.cookie];

const segment = fc.oneof(
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
  fc.constantFrom('%', '%E0%A4%A', '%00', '%2F', '..', '%2e%2e', '%5C', '%0d%0a', '99999999999999999999', 'kukhnya'),
  fc.integer({ min: 1, max: 700 }).map((n) => 'a/'.repeat(n)),
  fc.integer({ min: 1, max: 3000 }).map((n) => 'x'.repeat(n)),
);

const cookieHeader = fc
  .array(
    fc.tuple(
      fc.constantFrom(...SHOP_COOKIES),
      fc.constantFrom('%E0%A4%A', '%', '%zz', '"', '=', 'x'.repeat(3000), '%C0%AF', 'en-US', 'mobile'),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('; '));

const forwarded = fc.record(
  {
    'x-forwarded-proto': fc.constantFrom('https', 'gopher', 'a b', '', 'https, http'),
    'x-forwarded-host': fc.constantFrom('evil.example', 'a b', ':::', '', 'x'.repeat(300), '127.0.0.1:99999', 'x, y@z'),
    'x-forwarded-for': fc.constantFrom('1.2.3.4', 'nonsense', ''),
  },
  { requiredKeys: [] },
);

/** Ways back a form may carry that a browser would resolve to another host. */
const wayBack = fc.oneof(
  fc.constantFrom(
    '//evil.example/',
    '/\\evil.example/',
    '\\\\evil.example',
    '/\t/evil.example',
    '\u0000//evil.example',
    ' //evil.example',
    'https:evil.example',
    'http://evil.example/',
    'javascript:alert(1)',
    '/.//evil.example',
    '///evil.example',
    '/kz/catalog/',
  ),
  fc.string({ maxLength: 30 }).map((s) => `/${s}`),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

// A route that sends shoppers to a configured site of the company's (vacancies) leaves by design.
const patterns = routeEntries()
  .filter((entry) => !entry.route.external)
  .map((entry) => entry.pattern);

function fillPath(pattern: string, values: string[]): string {
  let i = 0;
  return pattern.replace(/:[A-Za-z]+\??|\*/g, () => values[i++ % values.length] ?? 'x');
}

async function measured(url: string, init: RequestInit): Promise<{ res: Response; cpuMs: number }> {
  const before = serverCpuMs();
  const res = await fetch(url, { ...init, redirect: 'manual' });
  await res.arrayBuffer();
  return { res, cpuMs: serverCpuMs() - before };
}

function expectHeld(res: Response, cpuMs: number, label: string): void {
  expect(res.status, label).toBeLessThan(500);
  const location = res.headers.get('location');
  if (location !== null)
    expect(new URL(location, baseUrl()).host, `${label} → ${location}`).toBe(new URL(baseUrl()).host);
  expect(cpuMs, label).toBeLessThan(CPU_BOUND_MS);
}

describe('pages under fuzzed input', () => {
  it('answers every page route of every variant with odd addresses, bad cookies and forged headers, never 5xx', async () => {
    // Each route once first: a page's first render loads its modules; that one-off cost is not the bound's.
    for (const pattern of patterns) await fetch(`${baseUrl()}${fillPath(pattern, ['x'])}`, { redirect: 'manual' });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...patterns),
        fc.array(segment, { minLength: 1, maxLength: 3 }),
        cookieHeader,
        forwarded,
        async (pattern, values, cookie, headers) => {
          const path = fillPath(pattern, values);
          const { res, cpuMs } = await measured(`${baseUrl()}${path}`, { headers: { ...headers, cookie } });
          expectHeld(res, cpuMs, path.slice(0, 200));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('sends a form back only to a page of the shop, whatever its way back says', async () => {
    await fc.assert(
      fc.asyncProperty(wayBack, async (back) => {
        const body = new URLSearchParams({ locale: 'en-US', back });
        const { res, cpuMs } = await measured(`${baseUrl()}/_actions/locale`, {
          method: 'POST',
          headers: { origin: baseUrl(), 'content-type': 'application/x-www-form-urlencoded' },
          body,
        });
        expectHeld(res, cpuMs, JSON.stringify(back));
      }),
      { numRuns: 100 },
    );
  });

  it('answers a form post whose body is no form with 400, never a server error', async () => {
    const actions = ['newsletter', 'locale', 'consent', 'basket', 'favourites'].map((a) => `/_actions/${a}`);
    const bodies = [
      { 'content-type': 'multipart/form-data; boundary=x', body: 'garbage' },
      { 'content-type': 'multipart/form-data', body: '--x\r\nContent-Disposition: form-data\r\n\r\n' },
      { 'content-type': 'application/json', body: '{"back":"/"}' },
    ];
    for (const path of actions) {
      for (const { body, ...headers } of bodies) {
        const { res, cpuMs } = await measured(`${baseUrl()}${path}`, {
          method: 'POST',
          headers: { origin: baseUrl(), ...headers },
          body,
        });
        expectHeld(res, cpuMs, `${path} ${headers['content-type']}`);
        expect(res.status, `${path} ${headers['content-type']}`).toBe(400);
      }
    }
  });

  it('answers an address too deep, too long or malformed with the shop’s own page in the variant’s language', async () => {
    const deep = await fetch(`${baseUrl()}/kz/catalog/${'a/'.repeat(500)}`);
    expect(deep.status).toBe(404);
    expect(await deep.text()).toContain('<html lang="kk');
    const long = await fetch(`${baseUrl()}/ae/search/?q=${'x'.repeat(9000)}`);
    expect(long.status).toBe(414);
    expect(await long.text()).toContain('<html lang="en');
    const malformed = await fetch(`${baseUrl()}/%E0%A4%A/`);
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get('content-type')).toContain('text/html');
    expect(await malformed.text()).toContain('<html lang="ru');
  });

  it('lets a shopper whose browser holds a broken shop cookie in, and expires the cookie', async () => {
    for (const name of SHOP_COOKIES) {
      const res = await fetch(`${baseUrl()}/catalog/`, { headers: { cookie: `${name}=%E0%A4%A` } });
      expect(res.status, name).toBe(200);
      expect(res.headers.getSetCookie().join('\n'), name).toContain(`${name}=; Max-Age=0`);
    }
  });
});
