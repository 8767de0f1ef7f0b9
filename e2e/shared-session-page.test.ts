/**
 * Shoppers with a session whose browser runs scripts get the listing and the product page from their
 * city's shared render, no one's data in it, and the page fills in their own parts once it has
 * hydrated; the product page records a logged-in shopper's view by its own call (decision 028).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, browserAvailable, useBrowser } from './support/browser.ts';
import { api, type Card } from './support/checkout-steps.ts';
import { logInFromHeader } from './support/sms-login.ts';

const { page: newPage } = useBrowser();

const SCRIPTS = 'js=1';

async function sessionCookie(page: Page): Promise<string> {
  const sid = (await page.context().cookies()).find((c) => c.name === 'sid');
  if (!sid) throw new Error('no session');
  return `sid=${sid.value}`;
}

/** A call of the API from the page, as its shopper (same origin, their cookies). */
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

async function loggedIn(phone: string, name: string, email: string): Promise<Page> {
  const page = await newPage();
  await page.goto('/catalog/kukhnya/');
  const typed = `+7 ${phone.slice(1, 4)} ${phone.slice(4, 7)}-${phone.slice(7, 9)}-${phone.slice(9)}`;
  await logInFromHeader(page, { typed, digits: phone }, { name, email });
  return page;
}

/**
 * The page as two shoppers whose browsers run scripts ask it, A first: A's answer is rendered and
 * not kept by the browser, B's is the kept shared render and sets no cookie. Answers both pages.
 */
async function sharedRender(get: (cookie: string) => Promise<Response>, cookieA: string, cookieB: string) {
  const first = await get(`${cookieA}; ${SCRIPTS}`);
  expect(first.status).toBe(200);
  expect(first.headers.get('cache-control')).toBe('private, no-cache');
  const second = await get(`${cookieB}; ${SCRIPTS}`);
  expect(second.headers.get('x-page-cache')).toBe('hit');
  expect(second.headers.get('set-cookie')).toBeNull();
  return [await first.text(), await second.text()] as const;
}

describe.runIf(browserAvailable())('the shared listing for shoppers with a session', () => {
  it('shares no one’s data between shoppers, and follows each one’s city at once', async () => {
    const a = await loggedIn('79182000301', 'Аделина', `shared.a.${Date.now()}@example.com`);
    const b = await loggedIn('79182000302', 'Богдана', `shared.b.${Date.now()}@example.com`);
    const [cookieA, cookieB] = [await sessionCookie(a), await sessionCookie(b)];
    const path = `${baseUrl()}/catalog/kukhnya/?case=${Date.now()}`;
    const get = (cookie: string) => fetch(path, { headers: { cookie } });
    const personal = ['Аделина', '79182000301', 'Богдана', '79182000302', 'shared.a.', 'shared.b.'];

    // Without scripts the shopper's state is spliced into the shared render for them (decision 047).
    const full = await get(cookieA);
    expect(full.headers.get('x-page-cache')).toBe('spliced');
    expect(await full.text()).toContain('Аделина');

    const [firstHtml, secondHtml] = await sharedRender(get, cookieA, cookieB);
    for (const html of [firstHtml, secondHtml]) {
      for (const text of personal) expect(html).not.toContain(text);
      expect(html).toContain('Москва');
    }

    // B moves to Kazan: B's next page is Kazan's, A's stays Moscow's.
    expect(await call(b, 'POST', 'users/location/', { locationCode: '87040' })).toBe(200);
    const kazan = await get(`${cookieB}; ${SCRIPTS}`);
    expect(kazan.headers.get('x-page-cache')).toBeNull();
    const kazanHtml = await kazan.text();
    expect(kazanHtml).toContain('Казань');
    for (const text of personal) expect(kazanHtml).not.toContain(text);
    expect(firstHtml).not.toContain('Казань');
    // A's page stays Moscow's shared render (asked again when a catalogue change meanwhile emptied it).
    const moscow = async () => {
      const answer = await get(`${cookieA}; ${SCRIPTS}`);
      expect(await answer.text()).not.toContain('Казань');
      return answer.headers.get('x-page-cache');
    };
    await expect.poll(moscow).toBe('hit');
  });

  it('fills in the shopper’s own header, basket and hearts after the shared page has loaded', async () => {
    const listing = await api<{ items: (Card & { id: number })[] }>('catalog?url=/catalog/kukhnya/&count=36');
    const card = listing.items.find((c) => c.quickAdd && c.quickAdd.maxAvailable >= 2);
    if (!card?.quickAdd) throw new Error('no card to add');
    const page = await loggedIn('79182000303', 'Василиса', `shared.c.${Date.now()}@example.com`);
    expect(await call(page, 'POST', 'favorites', { productIds: [card.id] })).toBe(200);
    expect(await call(page, 'PATCH', 'basket/item', { productId: card.quickAdd.skuId, quantity: 2 })).toBe(200);
    // The page has hydrated before: the browser carries the scripts cookie.
    expect((await page.context().cookies()).some((c) => c.name === 'js' && c.value === '1')).toBe(true);

    const path = `/catalog/kukhnya/?case=${Date.now()}`;
    const first = await page.goto(path);
    expect(first?.headers()['x-page-cache']).toBeUndefined();
    const second = await page.goto(path);
    expect(second?.headers()['x-page-cache']).toBe('hit');
    const html = (await second?.text()) ?? '';
    expect(html).not.toContain('Василиса');
    expect(html).not.toContain('79182000303');

    // Once hydrated the page asks for the shopper's block and draws it.
    await page.getByRole('link', { name: 'Личный кабинет' }).first().waitFor();
    await expect.poll(() => page.locator('.header-counter__value').last().getAttribute('data-count')).toBe('2');
    await expect.poll(() => page.locator('.header-counter__value').first().getAttribute('data-count')).toBe('1');
    const article = page
      .locator('article, li')
      .filter({ has: page.locator(`a[href="${card.url}"]`) })
      .first();
    const heart = article.locator('.favourite-toggle');
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');

    // The shopper's buttons work on the shared page: the heart takes the favourite away.
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => page.locator('.header-counter__value').first().getAttribute('data-count')).toBe('0');
    await expect
      .poll(() =>
        page.evaluate(
          async () => (await (await fetch('/api/v1/layout?pageUrl=/')).json()).data.user.favourites as number[],
        ),
      )
      .toEqual([]);
  });
});

/** The heart of the product on its own page, as the HTML draws it: `aria-pressed` of the buy bar's toggle. */
function heartInHtml(html: string): string | undefined {
  const bar = html.slice(html.indexOf('product-page__actions'));
  return /class="favourite-toggle[^"]*"[^>]*aria-pressed="(true|false)"/.exec(bar)?.[1];
}

describe.runIf(browserAvailable())('the shared product page for shoppers with a session', () => {
  it('is one render for the city: another shopper’s favourite does not show in it', async () => {
    const listing = await api<{ items: (Card & { id: number })[] }>('catalog?url=/catalog/kukhnya/&count=36');
    const product = listing.items.at(-1);
    if (!product) throw new Error('no product');
    const a = await loggedIn('79182000304', 'Галина', `shared.d.${Date.now()}@example.com`);
    const b = await loggedIn('79182000305', 'Дарина', `shared.e.${Date.now()}@example.com`);
    expect(await call(a, 'POST', 'favorites', { productIds: [product.id] })).toBe(200);
    const [cookieA, cookieB] = [await sessionCookie(a), await sessionCookie(b)];
    const path = `${baseUrl()}${product.url}?size=${Date.now()}`;
    const get = (cookie: string) => fetch(path, { headers: { cookie } });
    const personal = ['Галина', '79182000304', 'Дарина', '79182000305', 'shared.d.', 'shared.e.'];

    // Without scripts A's page is the city's render with A spliced in: A's name and A's heart pressed.
    const full = await get(cookieA);
    expect(full.headers.get('x-page-cache')).toBe('spliced');
    const fullHtml = await full.text();
    expect(fullHtml).toContain('Галина');
    expect(heartInHtml(fullHtml)).toBe('true');

    // With scripts: one render for both, nobody's heart pressed, nobody's name.
    const [firstHtml, secondHtml] = await sharedRender(get, cookieA, cookieB);
    for (const html of [firstHtml, secondHtml]) {
      for (const text of personal) expect(html).not.toContain(text);
      expect(heartInHtml(html)).toBe('false');
    }

    // Once hydrated, A's page fills A's heart in; B's stays empty.
    // The browser's own headers key its render apart from the fetches above; it is still a shared one.
    const pageA = await a.goto(path);
    const htmlA = (await pageA?.text()) ?? '';
    expect(htmlA).not.toContain('Галина');
    expect(heartInHtml(htmlA)).toBe('false');
    const heartA = a.locator('.product-page__actions .favourite-toggle');
    await expect.poll(() => heartA.getAttribute('aria-pressed')).toBe('true');
    await b.goto(path);
    await b.getByRole('link', { name: 'Личный кабинет' }).first().waitFor();
    expect(await b.locator('.product-page__actions .favourite-toggle').getAttribute('aria-pressed')).toBe('false');
  });

  it('shows the products viewed before in the watched block, recorded by the page’s own call', async () => {
    const listing = await api<{ items: (Card & { id: number })[] }>('catalog?url=/catalog/kukhnya/&count=36');
    const [first, second] = listing.items.slice(-3);
    if (!first || !second) throw new Error('no products');
    const page = await loggedIn('79182000306', 'Евгения', `shared.f.${Date.now()}@example.com`);
    // The page has hydrated before: the browser carries the scripts cookie, so product pages are shared.
    expect((await page.context().cookies()).some((c) => c.name === 'js' && c.value === '1')).toBe(true);
    // This browser's own list starts empty: the carousel can only be the account's history.
    await page.evaluate(() => window.localStorage.removeItem('watched'));

    const views: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/view')) views.push(new URL(r.url()).pathname);
    });
    const recorded = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/view'));
    await page.goto(first.url);
    await expect.poll(() => views).toEqual([`/api/v1/catalog/product/${first.id}/view`]);
    expect((await recorded).ok()).toBe(true);
    const answer = await page.goto(second.url);
    // The city's shared render: nobody's name in it.
    expect(await answer?.text()).not.toContain('Евгения');
    const watched = page.locator('section[aria-labelledby="watched"]');
    await watched.locator(`a[href="${first.url}"]`).first().waitFor();
    expect(await watched.locator(`a[href="${second.url}"]`).count()).toBe(0);

    // The history is the account's: another browser of the same shopper sees it after a full render.
    const related = await page.evaluate(
      async (url) => (await (await fetch(url)).json()).data.watchedItems.map((c: { id: number }) => c.id) as number[],
      `/api/v1/catalog/product/${first.url.split('/').filter(Boolean).at(-1)}/related`,
    );
    expect(related).toEqual([second.id]);
  });

  it('shows a guest the products this browser viewed, asking the API for that carousel alone', async () => {
    const listing = await api<{ items: (Card & { id: number })[] }>('catalog?url=/catalog/kukhnya/&count=36');
    const [first, second] = listing.items.slice(-5);
    if (!first || !second) throw new Error('no products');
    const page = await newPage();
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/related')) asked.push(new URL(r.url()).search);
    });
    await page.goto(first.url);
    // Nothing viewed before the first page: the browser asks nothing.
    expect(asked).toEqual([]);
    await page.goto(second.url);
    const watched = page.locator('section[aria-labelledby="watched"]');
    await watched.locator(`a[href="${first.url}"]`).first().waitFor();
    expect(await watched.locator(`a[href="${second.url}"]`).count()).toBe(0);
    expect(asked).toEqual([`?carousels=watched&watched=${first.id}`]);
  });
});
