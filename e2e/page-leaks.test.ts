/**
 * The web host's first invariant (decision 017): a shared or cached page holds no shopper's data.
 * Every guest-cacheable route of the domain's route table, in every variant, is read by two logged-in
 * shoppers (each with their own name, phone, e-mail, basket and favourites) and by a guest, in the
 * order that would carry one's data to another through the cache or a shared render. Each page must
 * show its reader's own state or nobody's: never another shopper's, and a page from the cache or a
 * shared render nobody's at all; and no shopper's page may be marked for a cache in front (decision 041).
 *
 * It runs on a process of its own on the suite's database, without the per-address API limit: the
 * walk renders a few hundred pages from one address.
 */
import { COOKIES } from '@storefront/domain/constants';
import { matchRoute, type RouteDef, routeEntries } from '@storefront/domain/routes';
import { DEFAULT_VARIANT, variantFromPath } from '@storefront/domain/variants';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserAvailable, useBrowser } from './support/browser.ts';
import { api, type Card } from './support/checkout-steps.ts';
import { freePort, type RunningServer, startServer } from './support/server.ts';
import { logInFromHeader } from './support/sms-login.ts';

const serverEnv = inject('serverEnv');
const shared = serverEnv.DATABASE_URL !== undefined;
const { page: newPage } = useBrowser();
let walker: RunningServer;

beforeAll(async () => {
  if (!shared || !browserAvailable()) return;
  const port = await freePort();
  walker = await startServer({
    ...serverEnv,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    API_RATE_LIMIT_PER_MIN: '0',
    RUN_JOBS: 'false',
  });
}, 240_000);

afterAll(async () => {
  await walker?.stop();
});

type Product = Card & { id: number };

interface Shopper {
  label: string;
  cookie: string;
  /** Texts only this shopper's pages may hold. */
  texts: string[];
  /** The header's favourites and basket counters on this shopper's own full page. */
  counters: [number, number];
}

interface Reading {
  reader: string;
  path: string;
  html: string;
  /** Answered from the cache or drawn as a shared render: nobody's data may be in it. */
  sharedPage: boolean;
  /** Marked for a cache in front (s-maxage, surrogate keys; decision 041): a guest's page only. */
  forSharedCaches: boolean;
}

/** A call of the API from the shopper's page (same origin, their cookies). */
async function call(page: Page, method: string, path: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ([method, path, body]) =>
      (
        await fetch(`/api/v1/${path}`, {
          method,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    [method, path, body] as const,
  );
}

/** A shopper logged in with their own profile, `favourites` products liked and `basket` pieces in the basket. */
async function shopper(
  label: string,
  phone: string,
  name: string,
  picks: { favourites: Product[]; basket: Product[] },
) {
  const page = await newPage();
  await page.goto('/catalog/kukhnya/');
  const typed = `+7 ${phone.slice(1, 4)} ${phone.slice(4, 7)}-${phone.slice(7, 9)}-${phone.slice(9)}`;
  const email = `leak.${label}.${Date.now()}@example.com`;
  await logInFromHeader(page, { typed, digits: phone }, { name, email });
  const productIds = picks.favourites.map((card) => card.id);
  expect(await call(page, 'POST', 'favorites', { productIds })).toBe(200);
  for (const card of picks.basket) {
    expect(await call(page, 'PATCH', 'basket/item', { productId: card.quickAdd?.skuId, quantity: 1 })).toBe(200);
  }
  const sid = (await page.context().cookies()).find((c) => c.name === COOKIES.session.name);
  if (!sid) throw new Error(`${label}: no session`);
  const result: Shopper = {
    label,
    cookie: `${COOKIES.session.name}=${sid.value}`,
    texts: [name, phone, typed, email],
    counters: [picks.favourites.length, picks.basket.length],
  };
  return result;
}

const COUNTER = /class="header-counter__value" aria-hidden="true" data-count="(\d+)"/g;
/** The header's favourites and basket counters as the page was drawn. */
const countersOf = (html: string) => [...html.matchAll(COUNTER)].map((m) => Number(m[1]));

/** A placeholder for a parameter no page links to, by its rule: the page is then the shop's 404, which is checked too. */
function placeholder(route: RouteDef, pattern: string): string {
  return pattern.replace(/:(\w+)\??/g, (_, name: string) =>
    route.params?.[name] === 'int' ? '999999' : 'no-such-page',
  );
}

/** The variant and route of a path of the shop. */
const routeOf = (path: string) => matchRoute(path, variantFromPath(path) ?? DEFAULT_VARIANT);

/**
 * One address per guest-cacheable route and variant: the route's own when it has no parameters, and
 * the first link to it from those pages that goes deeper (a real product, category, article or shop),
 * else, for a route with parameters, a placeholder.
 */
async function cacheableAddresses(origin: string): Promise<string[]> {
  const entries = routeEntries().filter(({ route }) => route.guestCache);
  const fixed = entries.map(({ pattern }) => pattern.replace(/\*$/, '')).filter((path) => !path.includes(':'));
  const linked = new Map<string, string>();
  for (const path of fixed) {
    const html = await (await fetch(`${origin}${path}`)).text();
    for (const [, href = ''] of html.matchAll(/href="(\/[^"?#]*)"/g)) {
      const match = routeOf(href);
      const key = match && `${match.route.name} ${match.variant}`;
      if (!key || !match.route.guestCache || fixed.includes(href) || linked.has(key)) continue;
      linked.set(key, href);
    }
  }
  const placeholders = entries
    .filter(({ route, variant, pattern }) => pattern.includes(':') && !linked.has(`${route.name} ${variant}`))
    .map(({ route, pattern }) => placeholder(route, pattern));
  return [...fixed, ...linked.values(), ...placeholders];
}

describe.runIf(shared && browserAvailable())('pages shared between readers', () => {
  it('hold no shopper’s data: every cacheable route, every variant, two shoppers and a guest', async () => {
    const listing = await api<{ items: Product[] }>('catalog?url=/catalog/&count=36');
    const cards = listing.items.filter((card) => card.quickAdd && card.quickAdd.maxAvailable >= 1);
    if (cards.length < 5) throw new Error('not enough products to pick from');
    const pick = (...at: number[]) => at.map((i) => cards[i] as Product);
    const evlampia = await shopper('a', '79182000411', 'Евлампия', { favourites: pick(0), basket: pick(0, 1) });
    const feoktista = await shopper('b', '79182000412', 'Феоктиста', { favourites: pick(2, 3), basket: pick(2, 3, 4) });
    expect(evlampia.counters).not.toEqual(feoktista.counters);

    const origin = walker.baseUrl;
    const scripts = `${COOKIES.scripts.name}=1`;
    const addresses = await cacheableAddresses(origin);
    expect(addresses.length).toBeGreaterThanOrEqual(routeEntries().filter(({ route }) => route.guestCache).length);
    const run = `case=${Date.now()}`;
    const readings: Reading[] = [];
    const read = async (reader: string, address: string, cookie?: string) => {
      const path = `${address}?${run}`;
      const response = await fetch(`${origin}${path}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
      const html = await response.text();
      const route = routeOf(address)?.route;
      const sharedRender = Boolean(cookie?.includes(scripts) && route?.sessionShare && response.status === 200);
      const forSharedCaches =
        /public|s-maxage/.test(response.headers.get('cache-control') ?? '') || response.headers.has('surrogate-key');
      readings.push({
        reader,
        path,
        html,
        sharedPage: response.headers.get('x-page-cache') === 'hit' || sharedRender,
        forSharedCaches,
      });
    };
    for (const path of addresses) {
      // In the order a leak would travel: a shopper's page first, then whoever could be given it.
      await read('a', path, evlampia.cookie);
      await read('guest', path);
      await read('a', path, `${evlampia.cookie}; ${scripts}`);
      await read('b', path, `${feoktista.cookie}; ${scripts}`);
      await read('b', path, feoktista.cookie);
      await read('guest', path);
    }

    const shoppers = [evlampia, feoktista];
    const problems: string[] = [];
    for (const { reader, path, html, sharedPage, forSharedCaches } of readings) {
      const own = shoppers.find((s) => s.label === reader);
      if (own && forSharedCaches) problems.push(`${reader} ${path}: a shopper's page marked for shared caches`);
      for (const other of shoppers) {
        if (other === own && !sharedPage) continue;
        for (const text of other.texts) {
          if (html.includes(text)) problems.push(`${reader} ${path}: ${other.label}'s "${text}"`);
        }
      }
      const counters = countersOf(html);
      const expected = own && !sharedPage ? own.counters : [0, 0];
      if (counters.length && counters.join() !== expected.join()) {
        problems.push(`${reader} ${path}: counters ${counters.join()} where ${expected.join()}`);
      }
    }
    expect(problems).toEqual([]);
    // The markers are real: each shopper's own full page shows them.
    for (const s of shoppers) {
      const own = readings.filter((r) => r.reader === s.label && !r.sharedPage && countersOf(r.html).length);
      expect(own.length).toBeGreaterThan(0);
      expect(own.some((r) => r.html.includes(s.texts[0] as string))).toBe(true);
    }
    // The cache was exercised: guests and shared renders were answered from memory.
    expect(readings.filter((r) => r.sharedPage).length).toBeGreaterThan(addresses.length / 2);
  });
});
