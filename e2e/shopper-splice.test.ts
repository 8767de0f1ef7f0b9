/**
 * A browser with a session that has not run the scripts gets the listing, search, home and product pages
 * from its city's shared render with its shopper's parts spliced in by the server (decisions 047 and 049):
 * the page is what a full render for that shopper draws, nothing of it is kept, and the forms work
 * without JavaScript; a product page's view is recorded by its `<noscript>` picture.
 *
 * The full render to compare with comes from a second process on the suite's database with the page
 * cache off (every page rendered for its reader), so this needs PostgreSQL (TEST_DATABASE_URL).
 */
import { COOKIES } from '@storefront/domain/constants';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, browserAvailable, useBrowser } from './support/browser.ts';
import { api, type Card } from './support/checkout-steps.ts';
import { freePort, type RunningServer, startServer } from './support/server.ts';
import { sessionCookie } from './support/session-cookie.ts';

const serverEnv = inject('serverEnv');
const shared = serverEnv.DATABASE_URL !== undefined;
if (!shared)
  console.warn('shopper-splice e2e: the full-render comparison skipped, it needs PostgreSQL (TEST_DATABASE_URL)');

const { page: newPage } = useBrowser();

const PAGES = ['/catalog/kukhnya/', `/search/?query=${encodeURIComponent('кастрюля')}`, '/'];

/** The page as a reader sees it: everything but its scripts (loader data, nonces, the shopper's data block). */
function visible(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/ nonce="[^"]*"/g, '');
}

/** A call of the API as a cookie's shopper; answers the status and the session cookie it set, if any. */
async function call(cookie: string, method: string, path: string, body: unknown) {
  const answer = await fetch(`${baseUrl()}/api/v1/${path}`, {
    method,
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const set = answer.headers.getSetCookie().find((c) => c.startsWith(`${COOKIES.session.name}=`));
  return { status: answer.status, cookie: set?.split(';')[0] ?? null };
}

/** Cards of the listing: one with a heart to press, one whose size goes into the basket. */
async function cards(): Promise<{ favourite: Card & { id: number }; basket: Card & { id: number } }> {
  const listing = await api<{ items: (Card & { id: number })[] }>('catalog?url=/catalog/kukhnya/&count=36');
  const basket = listing.items.find((c) => c.quickAdd && c.quickAdd.maxAvailable >= 3);
  const favourite = listing.items.find((c) => c !== basket);
  if (!basket || !favourite) throw new Error('no cards');
  return { favourite, basket };
}

/** A product page with sizes sold out, so it offers the waiting list. */
async function soldOutPage(): Promise<string> {
  const listing = await api<{ items: Card[] }>('catalog?url=/catalog/&count=100');
  for (const card of listing.items) {
    const slug = card.url.split('/').filter(Boolean).at(-1) ?? '';
    const detail = await api<{ product: { sizes: { maxAvailable: number }[] } }>(`catalog/product/${slug}?related=n`);
    if (detail.product.sizes.some((size) => size.maxAvailable <= 0)) return card.url;
  }
  throw new Error('no product with a size sold out');
}

describe.skipIf(!shared)('a spliced shared render for a browser without scripts', () => {
  let full: RunningServer;

  beforeAll(async () => {
    const port = await freePort();
    // The same shop address: the pages' links are the same; the page cache off: every page is drawn in full.
    full = await startServer({
      ...serverEnv,
      PORT: String(port),
      PAGE_CACHE_TTL_S: '0',
      RUN_JOBS: 'false',
      SEED_ON_START: 'false',
    });
  }, 300_000);

  afterAll(async () => {
    await full?.stop();
  });

  async function compare(cookie: string, path: string): Promise<string> {
    const spliced = await fetch(`${baseUrl()}${path}`, { headers: { cookie } });
    expect(spliced.status).toBe(200);
    expect(spliced.headers.get('x-page-cache')).toBe('spliced');
    expect(spliced.headers.get('set-cookie')).toBeNull();
    expect(spliced.headers.get('cache-control')).toBe('private, no-cache');
    const drawn = await fetch(`${full.baseUrl}${path}`, { headers: { cookie } });
    expect(drawn.headers.get('x-page-cache')).toBeNull();
    const html = await spliced.text();
    expect(visible(html)).toBe(visible(await drawn.text()));
    return html;
  }

  it('draws a logged-in shopper’s name, counters, hearts and basket as a full render does', async () => {
    const { favourite, basket } = await cards();
    const cookie = await sessionCookie(serverEnv.DATABASE_URL as string, []);
    expect((await call(cookie, 'POST', 'favorites', { productIds: [favourite.id] })).status).toBe(200);
    const skuId = basket.quickAdd?.skuId;
    expect((await call(cookie, 'PATCH', 'basket/item', { productId: skuId, quantity: 2 })).status).toBe(200);

    for (const path of PAGES) {
      const html = await compare(cookie, path);
      expect(html).toContain('class="header-account" href="/lichnyj-kabinet/"');
      expect(html).toContain('data-count="2">2</span>');
      // The block the page hydrates with, its name escaped for a script element.
      expect(html).toContain('id="shopper-block"');
      expect(html).toContain('Варвара');
    }
    const listing = await compare(cookie, PAGES[0] as string);
    const heart = `name="productId" value="${favourite.id}"/><button type="submit" value="remove"`;
    const stepper = `name="skuId" value="${skuId}"/><fieldset class="quantity-stepper">`;
    expect(listing).toContain(heart);
    expect(listing).toContain(stepper);
    // The product pages: the basket's size a stepper in the buy bar, the favourite's heart pressed.
    expect(await compare(cookie, basket.url)).toContain(stepper);
    expect(await compare(cookie, favourite.url)).toContain(heart);
    // The waiting list's button, pending in the shared render, enabled as a full render draws it.
    expect(await compare(cookie, await soldOutPage())).toContain(
      '<button type="button" class="button arrival-notice">',
    );
  });

  it('answers a page that is not there as not found, drawn for its shopper, and the server goes on', async () => {
    const cookie = await sessionCookie(serverEnv.DATABASE_URL as string, []);
    // The shared render of a missing page is not kept: it is dropped mid-stream and the page drawn in full.
    for (const path of ['/catalog/kukhnya/no-such-category/', '/product/no-such-product/']) {
      const missing = await fetch(`${baseUrl()}${path}`, { headers: { cookie } });
      expect(missing.status, path).toBe(404);
      expect(await missing.text()).toContain('Варвара');
    }
    expect((await fetch(`${baseUrl()}/`, { headers: { cookie } })).status).toBe(200);
  });

  it('draws a search’s hearts and basket for its shopper alone, compressed or not', async () => {
    const query = encodeURIComponent('кастрюля');
    const found = await api<{ items: (Card & { id: number })[] }>(`catalog?type=search&query=${query}&count=24`);
    const basket = found.items.find((c) => c.quickAdd && c.quickAdd.maxAvailable >= 3);
    const favourite = found.items.findLast((c) => c !== basket);
    const skuId = basket?.quickAdd?.skuId;
    if (!favourite || !skuId) throw new Error('no cards found');
    const cookie = await sessionCookie(serverEnv.DATABASE_URL as string, []);
    expect((await call(cookie, 'POST', 'favorites', { productIds: [favourite.id] })).status).toBe(200);
    expect((await call(cookie, 'PATCH', 'basket/item', { productId: skuId, quantity: 2 })).status).toBe(200);
    const path = PAGES[1] as string;
    const heart = `name="productId" value="${favourite.id}"/><button type="submit" value="remove"`;
    const stepper = `name="skuId" value="${skuId}"/><fieldset class="quantity-stepper">`;

    const html = await compare(cookie, path);
    expect(html).toContain(heart);
    expect(html).toContain(stepper);
    // In gzip (the kept page's runs compressed once, the shopper's own parts per answer) and as it is.
    const zipped = await fetch(`${baseUrl()}${path}`, { headers: { cookie, 'accept-encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toContain('accept-encoding');
    const plain = await fetch(`${baseUrl()}${path}`, { headers: { cookie, 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const [unzipped, text] = [await zipped.text(), await plain.text()];
    expect(visible(unzipped)).toBe(visible(html));
    expect(visible(text)).toBe(visible(html));

    // Another shopper right after, from the same kept page: none of the first one's parts.
    const other = await sessionCookie(serverEnv.DATABASE_URL as string, []);
    for (const encoding of ['gzip', 'identity']) {
      const page = await fetch(`${baseUrl()}${path}`, { headers: { cookie: other, 'accept-encoding': encoding } });
      expect(page.headers.get('x-page-cache')).toBe('spliced');
      const seen = await page.text();
      expect(seen).not.toContain(heart);
      expect(seen).not.toContain(stepper);
      expect(seen).not.toContain('favourite-toggle--active');
      expect(seen).toContain('data-count="0">0</span>');
    }
    await compare(other, path);
  });

  it('draws a guest with a basket the login link, and keeps nothing of either shopper', async () => {
    const { favourite } = await cards();
    const guest = await call('', 'POST', 'favorites', { productIds: [favourite.id] });
    expect(guest.status).toBe(200);
    const cookie = guest.cookie;
    if (!cookie) throw new Error('no guest session');
    for (const path of PAGES) {
      const html = await compare(cookie, path);
      expect(html).toContain('class="header-account" href="/vkhod-ili-registratsiya/"');
    }

    // The shared render the splices come from: another shopper's browser with scripts gets it as it is
    // (rendered again when the time limit or a catalogue change emptied the cache meanwhile).
    const other = await sessionCookie(serverEnv.DATABASE_URL as string, []);
    const withScripts = { headers: { cookie: `${other}; ${COOKIES.scripts.name}=1` } };
    await compare(cookie, PAGES[0] as string);
    let kept = await fetch(`${baseUrl()}${PAGES[0]}`, withScripts);
    if (kept.headers.get('x-page-cache') !== 'hit') kept = await fetch(`${baseUrl()}${PAGES[0]}`, withScripts);
    expect(kept.headers.get('x-page-cache')).toBe('hit');
    const html = await kept.text();
    expect(html).not.toContain('shopper-block');
    expect(html).not.toContain('Варвара');
    expect(html).not.toContain('favourite-toggle--active');
    expect(html).toContain('<span class="header-account" aria-busy="true">');
  });
});

describe.runIf(browserAvailable())('the listing of a logged-in shopper without JavaScript', () => {
  it('keeps a favourite and adds to the basket through the forms, the spliced page showing both', async () => {
    const { favourite, basket } = await cards();
    const databaseUrl = serverEnv.DATABASE_URL;
    // On PGlite the suite's server owns the database: the shopper is a guest with a basket session then.
    const cookie = databaseUrl
      ? await sessionCookie(databaseUrl, [])
      : (await call('', 'POST', 'favorites', { productIds: [] })).cookie;
    if (!cookie) throw new Error('no session');
    const [name, value] = cookie.split('=') as [string, string];
    const page = await newPage({ javaScript: false });
    await page.context().addCookies([{ name, value, url: baseUrl() }]);
    const path = '/catalog/kukhnya/';
    const answer = await page.goto(path);
    expect(answer?.headers()['x-page-cache']).toBe('spliced');

    const card = (c: Card) =>
      page
        .locator('article')
        .filter({ has: page.locator(`a[href="${c.url}"]`) })
        .first();
    await card(favourite).getByRole('button', { name: 'Добавить в избранное' }).click();
    await page.waitForURL((url) => url.pathname === path);
    expect(await card(favourite).getByRole('button', { name: 'Удалить из избранного' }).count()).toBe(1);
    await card(basket).getByRole('button', { name: 'В корзину' }).click();
    await page.waitForURL((url) => url.pathname === path);
    await card(basket).getByRole('button', { name: 'Ещё одну' }).click();
    await page.waitForURL((url) => url.pathname === path);
    expect(await card(basket).locator('output').textContent()).toBe('2');
    const counters = page.locator('.header-counter__value');
    expect(await counters.first().getAttribute('data-count')).toBe('1');
    expect(await counters.last().getAttribute('data-count')).toBe('2');
  });
  it.runIf(shared)('records a logged-in shopper’s view of a product page by its picture', async () => {
    const { favourite, basket } = await cards();
    const cookie = await sessionCookie(serverEnv.DATABASE_URL as string, []);
    const [name, value] = cookie.split('=') as [string, string];
    const page = await newPage({ javaScript: false });
    await page.context().addCookies([{ name, value, url: baseUrl() }]);
    const pixel = page.waitForResponse((r) => r.url().endsWith(`/catalog/product/${favourite.id}/view.gif`));
    const answer = await page.goto(favourite.url);
    expect(answer?.headers()['x-page-cache']).toBe('spliced');
    expect((await pixel).status()).toBe(200);
    // The next page's carousel, as a browser with scripts asks for it, begins with that product.
    const next = await fetch(`${baseUrl()}/api/v1/catalog/product/${basket.id}/view`, {
      method: 'POST',
      headers: { cookie, origin: baseUrl() },
    });
    const watched = (await next.json()) as { data: { watchedItems: { id: number }[] } };
    expect(watched.data.watchedItems.map((c) => c.id)).toEqual([favourite.id]);
  });
});
