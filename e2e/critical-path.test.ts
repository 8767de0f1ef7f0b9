/**
 * What the first screen of the pages Lighthouse measures waits for, checked without timing (the
 * figures are in bench/RESULTS.md, page speed): the largest picture is fetched first and never
 * lazily, the page has one render-blocking stylesheet within its budget, ahead of the scripts, the
 * fonts it fetches stay within theirs (prices' ₽ and ₸ do not pull in the 85 KB latin-ext face), and
 * the hydration scripts are requested only once the first screen has been painted, after which React
 * takes the page over.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, browserAvailable, useBrowser } from './support/browser.ts';

const { page: newPage } = useBrowser();

/**
 * Bytes as sent (compressed) over the wire: the stylesheet 13.6 KB brotli, the two faces 67 KB. The back
 * office's rules are a sheet of their own (styles/staff-app.css, 3.3 KB), linked by its layout only.
 */
const STYLESHEET_BUDGET = 14_000;
const FONT_BUDGET = 72_000;

interface FirstScreen {
  /** The latest largest-contentful-paint candidate: its tag and loading attributes. */
  lcp: { tag: string; fetchPriority: string | null; loading: string | null } | null;
  stylesheets: { name: string; bytes: number }[];
  /** Whether the stylesheet comes before the scripts' modulepreloads, which would otherwise queue it. */
  stylesheetFirst: boolean;
  fonts: { name: string; bytes: number }[];
  /** When the first contentful paint happened, and when the first script of the build had arrived (ms). */
  firstPaint: number;
  firstScript: number;
  /** When the download of the page's UI messages started (ms). */
  messagesStart: number;
}

async function firstScreen(page: Page, path: string): Promise<FirstScreen> {
  // Lighthouse's phone: 412 × 823.
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto(path, { waitUntil: 'load' });
  // The scripts come after the first paint, and the page is still hydrated: tests wait for this mark.
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  return page.evaluate(
    () =>
      new Promise<FirstScreen>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
          const element = entries.at(-1)?.element ?? null;
          const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
          const sized = (r: PerformanceResourceTiming) => ({ name: r.name, bytes: r.encodedBodySize });
          resolve({
            lcp: element && {
              tag: element.tagName.toLowerCase(),
              fetchPriority: element.getAttribute('fetchpriority'),
              loading: element.getAttribute('loading'),
            },
            stylesheets: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => {
              const timing = resources.find((r) => r.name === link.href);
              return { name: link.href, bytes: timing?.encodedBodySize ?? Number.NaN };
            }),
            stylesheetFirst: /stylesheet/.test(
              document.querySelector('link[rel="stylesheet"], link[rel="modulepreload"]')?.getAttribute('rel') ?? '',
            ),
            fonts: resources.filter((r) => /\.woff2$/.test(r.name)).map(sized),
            firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
            firstScript: Math.min(
              ...resources.filter((r) => /\/assets\/.*\.js$/.test(r.name)).map((r) => r.responseEnd),
            ),
            messagesStart: resources.find((r) => r.name.includes('/i18n/messages/'))?.startTime ?? Number.NaN,
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

describe.runIf(browserAvailable())('critical rendering path', () => {
  it('fetches each page type’s largest picture first, one small stylesheet and only the fonts it needs', async () => {
    const listing = await (await fetch(`${baseUrl()}/api/v1/catalog?url=/catalog/kukhnya/`)).json();
    const product = (listing.data.items as { url: string }[])[0]?.url as string;
    for (const path of ['/', '/catalog/kukhnya/', product, '/korzina/', '/vkhod-ili-registratsiya/', '/ae/']) {
      // A fresh context each time: nothing comes from the cache.
      const screen = await firstScreen(await newPage(), path);
      expect(screen.lcp, path).not.toBeNull();
      if (screen.lcp?.tag === 'img') {
        expect(screen.lcp, path).toMatchObject({ fetchPriority: 'high', loading: null });
      }
      expect(screen.stylesheets, path).toHaveLength(1);
      expect(screen.stylesheets[0]?.bytes, path).toBeLessThanOrEqual(STYLESHEET_BUDGET);
      expect(screen.stylesheetFirst, path).toBe(true);
      const fontBytes = screen.fonts.reduce((sum, f) => sum + f.bytes, 0);
      expect(fontBytes, `${path}: ${screen.fonts.map((f) => f.name).join(', ')}`).toBeLessThanOrEqual(FONT_BUDGET);
      // What Lighthouse counts in the paint's simulated time: the requests finished before it. None are.
      expect(screen.firstScript, path).toBeGreaterThan(screen.firstPaint);
      expect(screen.messagesStart, path).toBeGreaterThan(screen.firstPaint);
    }
  });

  it('writes no modulepreloads and an inert module script that a starter runs after the first paint', async () => {
    const html = await (await fetch(`${baseUrl()}/catalog/kukhnya/`)).text();
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    // A fresh render carries the render's nonce; a kept copy (another test's guest may have left one)
    // drops it and is allowed by its scripts' hashes.
    expect(html).toMatch(/<script(?: nonce="[^"]+")? type="text\/x-hydration" id="hydration-module">/);
  });

  it('carries no UI messages in the page: they come once from their hashed address, then from the cache', async () => {
    const html = await (await fetch(`${baseUrl()}/catalog/kukhnya/`)).text();
    const address = /<html[^>]* data-messages="([^"]+)"/.exec(html)?.[1];
    expect(address).toMatch(/^\/api\/v1\/i18n\/messages\/ru-RU\/shop\/[0-9a-z]+$/);
    // The messages' ids and texts are not in the page (its own text is drawn, not carried as data).
    expect(html).not.toContain('shop.name');
    expect(html).not.toContain('basket.title');
    const messages = await fetch(`${baseUrl()}${address}`, { headers: { 'accept-encoding': 'br' } });
    expect(messages.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await messages.json())['shop.name']).toBeTruthy();

    const page = await newPage();
    const downloads = () =>
      page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((r) => r.name.includes('/i18n/messages/'))
          .map((r) => ({ name: new URL(r.name).pathname, transferSize: r.transferSize, bodySize: r.decodedBodySize })),
      );
    await page.goto('/');
    const first = await downloads();
    expect(first).toHaveLength(1);
    expect(first[0]?.name).toBe(address);
    expect(first[0]?.transferSize).toBeGreaterThan(0);
    // Another document of the same language: the same address, answered by the browser's cache.
    await page.goto('/catalog/kukhnya/');
    const again = await downloads();
    expect(again).toHaveLength(1);
    expect(again[0]?.name).toBe(address);
    expect(again[0]?.transferSize).toBe(0);
    expect(again[0]?.bodySize).toBeGreaterThan(10_000);
  });
});
