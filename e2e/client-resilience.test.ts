/**
 * The page in a shopper's browser across slow networks and deploys: the loading bar on a slow
 * navigation, a newer build taking over at the next navigation, and a chunk gone after a deploy
 * reloading the page once, never in a loop.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, browserAvailable, useBrowser } from './support/browser.ts';
import { open } from './support/checkout-steps.ts';

const { page: newPage } = useBrowser();

/** Counts the documents the page's tab loads (first load, reloads, full navigations). */
function countDocuments(page: Page): () => string[] {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url());
  });
  return () => documents;
}

/** The first category of the header's catalogue menu, and where it leads. */
async function menuLink(page: Page) {
  const link = page.getByRole('navigation', { name: 'Каталог' }).getByRole('link').first();
  return { link, path: String(await link.getAttribute('href')) };
}

describe.skipIf(!browserAvailable())('client resilience', () => {
  it('a slow navigation shows the loading bar until the next page is there', async () => {
    const page = await newPage();
    await open(page, '/');
    // The next page's data arrives slowly.
    await page.route('**/*.data*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const { link, path } = await menuLink(page);
    await link.click();
    const bar = page.getByRole('progressbar', { name: 'Загрузка страницы' });
    await bar.waitFor();
    expect(await bar.evaluate((el) => getComputedStyle(el).height)).toBe('2px');
    await page.waitForURL(`**${path}`);
    await bar.waitFor({ state: 'detached' });
  });

  it('the build id is served uncached, and a newer build makes the next navigation a document load', async () => {
    const manifest = await fetch(`${baseUrl()}/build.json`);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const { id } = (await manifest.json()) as { id: string };
    expect(id).toMatch(/\S/);

    const page = await newPage();
    const documents = countDocuments(page);
    let deployed = id;
    await page.route('**/build.json', (route) => route.fulfill({ json: { id: deployed } }));
    const asked = page.waitForRequest('**/build.json');
    await open(page, '/');
    await asked;
    // The same build: navigations stay in the page.
    const { link, path } = await menuLink(page);
    await link.click();
    await page.waitForURL(`**${path}`);
    expect(documents()).toHaveLength(1);

    // A deploy: the page learns of it on its next check (here: a fresh page's first one) …
    deployed = 'a-newer-build';
    const checked = page.waitForResponse('**/build.json');
    await open(page, '/');
    await checked;
    expect(documents()).toHaveLength(2);
    // … stays as it is under the shopper's hands, and the next navigation loads its document.
    const loaded = page.waitForRequest((r) => r.isNavigationRequest() && r.url().endsWith(path));
    await link.click();
    await loaded;
    await page.waitForLoadState('networkidle');
    expect(documents().slice(2)).toEqual([`${baseUrl()}${path}`]);
  });

  it('a script chunk gone after a deploy reloads the page once, not in a loop', async () => {
    // The login forms' chunk, fetched when the page is idle, is gone from the server.
    const page = await reloadsOnceWhenGone('**/assets/auth-flow-*');
    expect(await page.locator('.site-header').count()).toBe(1);
  });

  it('messages gone after a deploy reload the page once, and without them the page still works', async () => {
    const page = await reloadsOnceWhenGone('**/api/v1/i18n/messages/**');
    // Not hydrated, still the server's page: its links work as without JavaScript.
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    await page.locator('.site-header__menu a').first().click();
    await page.waitForURL(/\/catalog\//);
  });

  /** The home page with what `pattern` names gone from the server: it reloads once, and only once. */
  async function reloadsOnceWhenGone(pattern: string): Promise<Page> {
    const page = await newPage();
    const documents = countDocuments(page);
    let failures = 0;
    await page.route(pattern, (route) => {
      failures += 1;
      return route.fulfill({ status: 404, body: 'gone' });
    });
    await page.goto('/');
    await page.waitForFunction(() => sessionStorage.getItem('reloaded-at') !== null);
    // The reloaded page fails the same way, and the guard keeps it from reloading again.
    await expect.poll(() => failures, { timeout: 20_000 }).toBe(2);
    await page.waitForLoadState('networkidle');
    expect(documents()).toEqual([`${baseUrl()}/`, `${baseUrl()}/`]);
    return page;
  }
});
