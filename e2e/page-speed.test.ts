/**
 * Real shoppers' page speed (decision 040): a sampled page load fetches the measuring library once
 * idle and, when the page is hidden, sends one beacon with the landing page's type and its values,
 * nothing else; a load left out of the sample sends nothing. The draw is fixed through Math.random.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, useBrowser } from './support/browser.ts';

/**
 * The measuring library's chunk in the build: one of the chunks named web-vitals (the domain's page
 * types are another), told by the performance entry type only the library observes.
 */
function libraryChunks(): string[] {
  const assets = new URL('../apps/web/build/client/assets/', import.meta.url).pathname;
  return readdirSync(assets).filter(
    (name) =>
      /^web-vitals-.*\.js$/.test(name) && readFileSync(join(assets, name), 'utf8').includes('largest-contentful-paint'),
  );
}

const { page: newPage } = useBrowser();

const isBeacon = (request: Request) => request.method() === 'POST' && request.url().endsWith('/api/v1/web-vitals');

/** A page whose sample draw is `draw` (the default rate is 0.1). */
async function pageDrawing(draw: number): Promise<Page> {
  const page = await newPage();
  await page.addInitScript((value) => {
    Math.random = () => value;
  }, draw);
  return page;
}

/**
 * What the browser does when the shopper switches tab or app, and back: the page is visible again
 * after, or a library loaded later would take it for a page loaded in the background.
 */
const hideAndShow = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    delete (document as unknown as Record<string, unknown>).visibilityState;
  });

describe.runIf(browserAvailable())('page speed', () => {
  it('a sampled load sends its page type and measurements when hidden, and nothing else', async () => {
    const page = await pageDrawing(0);
    const beacons: Request[] = [];
    page.on('request', (request) => isBeacon(request) && beacons.push(request));
    await page.goto('/kz/');
    await page.waitForSelector('html[data-hydrated="true"]');
    const bodies = () =>
      beacons.map(
        (beacon) => JSON.parse(beacon.postData() ?? '{}') as { pageType: string; metrics: { name: string }[] },
      );
    // The library comes once the page is idle: until it listens, hiding the page sends nothing. The
    // largest paint is final at the shopper's first key press (a real one: the page's events are not).
    await expect
      .poll(async () => {
        await page.keyboard.press('Shift');
        await hideAndShow(page);
        return [...new Set(bodies().flatMap((body) => body.metrics.map((m) => m.name)))].sort();
      })
      // The key press is an interaction: INP may come with them.
      .toEqual(expect.arrayContaining(['CLS', 'LCP', 'TTFB']));
    expect(bodies().flatMap((body) => body.metrics.map((m) => m.name))).not.toContainEqual(
      expect.not.stringMatching(/^(CLS|INP|LCP|TTFB)$/),
    );
    for (const beacon of beacons) expect(beacon.url()).toMatch(/\/kz\/api\/v1\/web-vitals$/);
    for (const body of bodies()) {
      expect(Object.keys(body).sort()).toEqual(['metrics', 'pageType']);
      expect(body.pageType).toBe('home');
    }
    expect((await beacons[0]?.response())?.status()).toBe(200);
  });

  it('a load outside the sample fetches nothing and sends nothing', async () => {
    const page = await pageDrawing(0.99);
    const beacons: Request[] = [];
    page.on('request', (request) => isBeacon(request) && beacons.push(request));
    await page.goto('/');
    await page.waitForSelector('html[data-hydrated="true"]');
    // The page's idle work (the build check asks for the build's id) has run.
    await page.waitForResponse((answer) => answer.url().endsWith('/build.json'));
    // Nothing measures, so nothing listens for the page to be hidden.
    const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    const library = libraryChunks();
    expect(library).toHaveLength(1);
    expect(fetched.filter((url) => library.some((name) => url.endsWith(`/${name}`)))).toEqual([]);
    await hideAndShow(page);
    expect(beacons).toEqual([]);
  });
});
