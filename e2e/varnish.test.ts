/**
 * A real Varnish (Debian's varnishd, ops/varnish/storefront.vcl) in front of two server processes on
 * the suite's database: a guest's page is kept from its first answer, one render for every guest
 * (decision 048), a back-office price change reaches
 * guests through it, a request with a session cookie is never answered from it nor stored in it, and
 * a content change purges the pages by key (decision 041), softly: a purged page is served once more
 * while it is fetched again; `npm run cache:warm` fills it from the sitemaps.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { APP_MODE_MARKERS } from '@storefront/domain/app-mode';
import { COOKIES } from '@storefront/domain/constants';
import { searchPath } from '@storefront/domain/routes';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { sampleOf } from '../apps/api/src/test/prometheus-text.ts';
import { freePort, METRICS_TOKEN, type RunningServer, startServer } from './support/server.ts';
import { sessionCookie } from './support/session-cookie.ts';
import { startVarnish, VARNISHD, type VarnishTier } from './support/varnish.ts';

const serverEnv = inject('serverEnv');
const installed = existsSync(VARNISHD);
const shared = serverEnv.DATABASE_URL !== undefined;
if (!installed) console.warn(`varnish e2e: skipped, no ${VARNISHD} (apt-get install -y varnish varnish-modules)`);
else if (!shared) console.warn('varnish e2e: skipped, two processes need PostgreSQL (TEST_DATABASE_URL)');

describe.skipIf(!installed || !shared)('a Varnish tier in front of two processes', () => {
  let varnish: VarnishTier;
  const servers: RunningServer[] = [];
  let staff = '';
  let shopper = '';

  beforeAll(async () => {
    const [vport, ...ports] = [await freePort(), await freePort(), await freePort()] as [number, number, number];
    for (const port of ports) {
      servers.push(
        await startServer({
          ...serverEnv,
          PORT: String(port),
          // Links and the cross-site check name the address shoppers use: Varnish's.
          PUBLIC_URL: `http://127.0.0.1:${vport}`,
          HTTP_CACHE_S_MAXAGE_S: '300',
          HTTP_CACHE_STALE_S: '30',
          HTTP_CACHE_PURGE: `varnish:http://127.0.0.1:${vport}`,
          RUN_JOBS: 'false',
          SEED_ON_START: 'false',
        }),
      );
    }
    varnish = await startVarnish(vport, ports);
    staff = await sessionCookie(serverEnv.DATABASE_URL as string, ['admin']);
    shopper = await sessionCookie(serverEnv.DATABASE_URL as string, []);
  }, 300_000);

  afterAll(async () => {
    // The processes first: their last purges still reach Varnish.
    await Promise.all(servers.map((server) => server.stop()));
    await varnish?.stop();
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${varnish.url}${path}`, { headers });
  const write = (method: string, path: string, body?: unknown) =>
    fetch(`${varnish.url}${path}`, {
      method,
      headers: { cookie: staff, origin: varnish.url, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });

  /** A product of the seeded catalogue: its id and page address. */
  async function aProduct(index: number): Promise<{ id: number; path: string }> {
    const listing = await (await get('/api/v1/catalog?url=/catalog/kukhnya/')).json();
    const item = listing.data.items[index];
    return { id: item.id, path: new URL(item.url, varnish.url).pathname };
  }

  /** Guest pages both processes have rendered so far (their metrics). */
  async function guestRenders(): Promise<number> {
    let renders = 0;
    for (const server of servers) {
      const metrics = await fetch(`${server.baseUrl}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(metrics.status).toBe(200);
      renders += sampleOf(await metrics.text(), 'storefront_page_renders_total', { kind: 'guest' });
    }
    return renders;
  }

  /**
   * Asks for a guest's page until Varnish answers it from the cache (the second request, as its first
   * answer is kept: decision 048); answers the hit.
   */
  async function untilHit(path: string): Promise<{ hit: Response; asked: number }> {
    for (let asked = 1; asked <= 6; asked++) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      if (answer.headers.get('x-cache') === 'HIT') return { hit: answer, asked };
      await answer.text();
    }
    throw new Error(`${path}: no hit in 6 requests`);
  }

  it('keeps a guest’s page from its first answer, keyed, with no nonce, one render for every guest', async () => {
    const { id, path } = await aProduct(0);
    const before = await guestRenders();
    const first = await get(path);
    expect(first.headers.get('x-cache')).toBe('MISS');
    // The first answer is already the copy the process keeps: for shared caches, its scripts by hash.
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=30');
    expect(first.headers.get('content-security-policy')).not.toContain("'nonce-");
    expect(first.headers.get('content-security-policy')).toContain("'sha256-");
    expect(first.headers.get('surrogate-key')?.split(' ')).toEqual(
      expect.arrayContaining(['all', 'catalog', 'content', `product-${id}`]),
    );
    const html = await first.text();
    expect(html).toContain('</html>');
    expect(html).not.toMatch(/ nonce="/);
    // The second guest, whichever process the director would pick, is answered by Varnish.
    const { hit, asked } = await untilHit(path);
    expect(asked).toBe(1);
    expect(hit.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
    expect(hit.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expect(hit.headers.get('cache-tag')).toBe(hit.headers.get('surrogate-key')?.replaceAll(' ', ','));
    expect(await hit.text()).toBe(html);
    expect((await get(path)).headers.get('x-cache')).toBe('HIT');
    expect(await guestRenders()).toBe(before + 1);
  });

  it('renders a page once for a burst of guests asking for it at the same time', async () => {
    const { path } = await aProduct(3);
    const page = `${path}?burst=${randomBytes(4).toString('hex')}`;
    const before = await guestRenders();
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(page)));
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(new Set(bodies).size).toBe(1);
    // Varnish waits on the first fetch of a keepable page and answers the rest with it.
    expect(answers.filter((answer) => answer.headers.get('x-cache') === 'MISS')).toHaveLength(1);
    expect(await guestRenders()).toBe(before + 1);
  });

  it('never answers a request with a session cookie from the cache, nor keeps its answer', async () => {
    const { path } = await aProduct(1);
    const page = `${path}?varnish=${randomBytes(4).toString('hex')}`;
    for (const cookie of [shopper, `${shopper}; ${COOKIES.scripts.name}=1`]) {
      const own = await get(page, { cookie });
      expect(own.headers.get('x-cache'), cookie).toBe('PASS');
      expect(own.headers.get('cache-control'), cookie).toMatch(/^private/);
      expect(own.headers.get('surrogate-key'), cookie).toBeNull();
      await own.text();
    }
    // Nothing was kept from the shopper's requests: the guest's first request is the cache's first.
    const guest = await get(page);
    expect(guest.headers.get('x-cache')).toBe('MISS');
    await guest.text();
    await untilHit(page);
    // And a kept guest page is not what a shopper gets.
    const after = await get(page, { cookie: shopper });
    expect(after.headers.get('x-cache')).toBe('PASS');
    expect(after.headers.get('cache-control')).toMatch(/^private/);
  });

  it('shows a back-office price change to guests through the cache, whichever process answers', async () => {
    const { id, path } = await aProduct(2);
    await untilHit(path);
    const before = (await (await get(`/api/v1/staff/products/${id}`, { cookie: staff })).json()).data.prices;
    const ru = before.find((p: { variant: string }) => p.variant === 'ru');
    // The suites after this one see the seeded price again.
    onTestFinished(async () => {
      const restored = await write('PUT', `/api/v1/staff/products/${id}`, {
        prices: [{ variant: 'ru', price: ru.price, oldPrice: ru.oldPrice }],
      });
      expect(restored.status).toBe(200);
    });
    const price = 1_000_000 + Math.floor(Math.random() * 8_000_000);
    const changed = Date.now();
    const saved = await write('PUT', `/api/v1/staff/products/${id}`, {
      prices: [{ variant: 'ru', price, oldPrice: null }],
    });
    expect(saved.status).toBe(200);
    await expect
      .poll(async () => (await get(path)).text(), { timeout: 10_000, interval: 100 })
      .toContain(String(price));
    console.info(`varnish e2e: the price showed through Varnish ${Date.now() - changed} ms after the change`);
    // Every later answer, from either process or the cache, has it: nothing stale was kept again.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    for (let i = 0; i < 6; i++) expect(await (await get(path)).text()).toContain(String(price));
  });

  it('purges softly: the next guest gets the purged page at once while it is fetched again', async () => {
    const { id, path } = await aProduct(3);
    await (await untilHit(path)).hit.text();
    // Old enough that a copy fetched again tells itself apart by its Age.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const purged = await fetch(`${varnish.url}/`, { method: 'PURGE', headers: { xkey: `product-${id}` } });
    expect(await purged.text()).toMatch(/Purged [1-9]/);
    const stale = await get(path);
    expect(stale.headers.get('x-cache')).toBe('HIT');
    expect(Number(stale.headers.get('age'))).toBeGreaterThanOrEqual(2);
    await stale.text();
    // That guest's request had it fetched again behind them: the next guests get the new copy.
    await expect
      .poll(async () => {
        const answer = await get(path);
        await answer.text();
        return answer.headers.get('x-cache') === 'HIT' && Number(answer.headers.get('age')) < 2;
      })
      .toBe(true);
  });

  it('purges the pages showing content when it changes', async () => {
    const slug = `varnish-${randomBytes(4).toString('hex')}`;
    const entry = { kind: 'news', variant: 'ru', lang: 'ru', slug, title: 'Кэш до правки', body: 'Первая редакция.' };
    const created = await (await write('POST', '/api/v1/staff/content', entry)).json();
    expect((await write('POST', `/api/v1/staff/content/${created.data.id}/publish`)).status).toBe(200);
    // Later suites' news lists stay as seeded.
    onTestFinished(async () => {
      expect((await write('POST', `/api/v1/staff/content/${created.data.id}/unpublish`)).status).toBe(200);
    });
    const path = `/novosti/${slug}/`;
    expect(await (await untilHit(path)).hit.text()).toContain('Первая редакция.');
    const { updatedAt } = (await (await get(`/api/v1/staff/content/${created.data.id}`, { cookie: staff })).json())
      .data;
    const edit = { ...entry, body: 'Вторая редакция.', updatedAt };
    expect((await write('PUT', `/api/v1/staff/content/${created.data.id}`, edit)).status).toBe(200);
    expect((await write('POST', `/api/v1/staff/content/${created.data.id}/publish`)).status).toBe(200);
    // Within its s-maxage (300 s) the page changes only by the purge of its `content` key.
    await expect
      .poll(async () => (await get(path)).text(), { timeout: 30_000, interval: 250 })
      .toContain('Вторая редакция.');
  });

  it('is filled from the sitemaps by `npm run cache:warm`: the first guest of a warmed page gets a hit', async () => {
    const sitemap = `${varnish.url}/sitemaps/categories-1.xml`;
    const locs = [...(await (await get('/sitemaps/categories-1.xml')).text()).matchAll(/<loc>([^<]*)<\/loc>/g)];
    const paths = locs.slice(0, 12).map((m) => new URL(m[1] as string).pathname);
    const cli = (...args: string[]) =>
      promisify(execFile)(process.execPath, ['scripts/start.mjs', 'cache-warm', '--url', varnish.url, ...args], {
        timeout: 120_000,
      });
    const warm = () => cli('--sitemap', sitemap, '--limit', '12');
    const first = await warm();
    expect(first.stdout).toMatch(new RegExp(`Warmed 12 pages through ${varnish.url} in [\\d.]+ s: `));
    expect(first.stdout).not.toContain('PASS');
    const guest = (path: string) =>
      get(path, {
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1',
        'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8',
      });
    const paged: string[] = [];
    for (const path of paths) {
      const answer = await guest(path);
      if ((await answer.text()).includes('rel="next"')) paged.push(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('x-cache'), path).toBe('HIT');
    }
    // Asked again, every page is kept already.
    expect((await warm()).stdout).toContain(': HIT 12');
    // Listings' second pages, which the sitemaps do not name, are warmed by following the pagination.
    expect(paged.length).toBeGreaterThan(0);
    const deeper = await cli('--sitemap', sitemap, '--limit', '12', '--listing-pages', '2');
    expect(deeper.stdout).toContain(`Warmed ${12 + paged.length} pages`);
    for (const path of paged) expect((await guest(`${path}?page=2`)).headers.get('x-cache'), path).toBe('HIT');
    // A bad option is a clear error, not a stack.
    const bad = await cli('--concurrency', '0').catch((error: { code: number; stderr: string }) => error);
    expect(bad).toMatchObject({ code: 1, stderr: '--concurrency takes a whole number ≥ 1\n' });
  });

  it('keeps a guest’s redirect as it keeps a page: a search for an article goes to its product', async () => {
    const listing = await (await get('/api/v1/catalog?url=/catalog/kukhnya/')).json();
    const item = listing.data.items[3];
    const ask = () =>
      fetch(`${varnish.url}${searchPath('ru', item.article)}`, {
        redirect: 'manual',
        headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Mobile/15E148', 'accept-language': 'ru-RU,ru;q=0.9' },
      });
    const first = await ask();
    expect(first.status).toBe(302);
    const location = first.headers.get('location') ?? '';
    expect(new URL(location, varnish.url).pathname).toBe(new URL(item.url, varnish.url).pathname);
    expect(first.headers.get('cache-control')).toContain('s-maxage=300');
    // A kept answer carries no nonce (it would be everyone's); a redirect has no body for a policy to guard.
    expect(first.headers.get('content-security-policy')).not.toContain('nonce-');
    const again = await ask();
    expect(again.status).toBe(302);
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(again.headers.get('location')).toBe(location);
    // Asked from the app, the product opens in the app's mode too.
    const fromApp = await fetch(`${varnish.url}${searchPath('ru', item.article)}&${APP_MODE_MARKERS.query}=web-view`, {
      redirect: 'manual',
    });
    expect(fromApp.headers.get('location')).toBe(`${location}?${APP_MODE_MARKERS.query}=web-view`);
  });

  it('warms the searches shoppers asked most, at the address their search form sent', async () => {
    // A search a shopper typed, answered by a process (not through Varnish), so only the log knows it.
    const listing = await (await get('/api/v1/catalog?url=/catalog/kukhnya/')).json();
    const typed = `${String(listing.data.items[2].name).split(' ')[0]?.toUpperCase()}  `;
    const found = await (
      await fetch(`${servers[0]?.baseUrl}/api/v1/catalog?type=search&query=${encodeURIComponent(typed)}`)
    ).json();
    expect(found.data.totalItems).toBeGreaterThan(0);
    const page = searchPath('ru', typed.trim());
    const client = new pg.Client({ connectionString: serverEnv.DATABASE_URL });
    await client.connect();
    onTestFinished(() => client.end());
    // The log writes every few seconds.
    await expect
      .poll(
        async () => (await client.query('select 1 from search_queries where typed = $1', [typed.trim()])).rowCount,
        {
          timeout: 20_000,
          interval: 500,
        },
      )
      .toBe(1);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        'scripts/start.mjs',
        'cache-warm',
        '--url',
        varnish.url,
        '--sitemap',
        `${varnish.url}/sitemaps/categories-1.xml`,
        '--limit',
        '1',
      ],
      { timeout: 120_000, env: { ...process.env, DATABASE_URL: serverEnv.DATABASE_URL } },
    );
    expect(stdout).toMatch(/\d+ searches asked most over the last 7 days, from the search log/);
    // A guest with a phone's browser asking in Russian, as the warm asks.
    const guest = await get(page, {
      'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1',
      'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8',
    });
    expect(guest.status, stdout).toBe(200);
    expect(guest.headers.get('x-cache'), `${page}: ${stdout}`).toBe('HIT');
  });
});
