/**
 * Pictures a phone downloads (decision 022): at 375 px the first screen of a listing, the home page
 * and a product page take at most 150 KB of pictures, every photograph the page asks for is a derived
 * size (`/images/p/{id}/{width}.{format}`) in the best format the browser takes, never an original,
 * and each one's box is reserved before it loads (width and height set). A kind of goods the studio has
 * not photographed keeps its drawn SVG.
 */
import { buildPath } from '@storefront/domain/routes';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, useBrowser } from './support/browser.ts';
import { api, hydrated } from './support/checkout-steps.ts';

const { page: newPage } = useBrowser();
const FIRST_SCREEN = { width: 375, height: 812 };
const BUDGET_BYTES = 150 * 1024;
const DERIVED = /^\/images\/p\/[0-9a-f]{16}(?:-[0-9a-f]{6})?\/\d{3,4}\.(?:avif|webp|jpg)$/;

interface Shown {
  path: string;
  bytes: number;
  top: number;
  sized: boolean;
}

/** The pictures the page shows, with the bytes their files took and where their boxes start. */
async function picturesOf(page: Page): Promise<Shown[]> {
  return page.evaluate(() => {
    const sizes = new Map(
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => [e.name, e.encodedBodySize]),
    );
    return [...document.images]
      .filter((img) => img.currentSrc && img.complete && img.naturalWidth > 0)
      .map((img) => ({
        path: new URL(img.currentSrc).pathname,
        bytes: sizes.get(img.currentSrc) ?? 0,
        top: img.getBoundingClientRect().top + window.scrollY,
        sized: img.hasAttribute('width') && img.hasAttribute('height'),
      }));
  });
}

describe('pictures on a phone', { skip: !browserAvailable() }, () => {
  it.each([
    ['listing', () => buildPath('CatalogIndex', 'ru', { '*': 'dom' })],
    ['home page', () => buildPath('MainIndex', 'ru')],
  ])('the %s’s first screen takes derived AVIF sizes within the budget', async (_name, path) => {
    const page = await newPage();
    await page.setViewportSize(FIRST_SCREEN);
    await page.goto(path());
    await hydrated(page);
    const shown = await picturesOf(page);
    // A product the studio has no photograph of keeps its drawn picture; nothing else is served as stored.
    const drawn = shown.filter((p) => p.path.startsWith('/images/') && p.path.endsWith('.svg'));
    const photos = shown.filter((p) => p.path.startsWith('/images/') && !p.path.endsWith('.svg'));
    expect(photos.length).toBeGreaterThan(drawn.length);
    for (const photo of photos) {
      expect(photo.path, 'a derived size, never an original').toMatch(DERIVED);
      expect(photo.path.endsWith('.avif'), `${photo.path} in the best format`).toBe(true);
      expect(photo.sized, `${photo.path} has its box reserved`).toBe(true);
    }
    const firstScreen = photos.filter((p) => p.top < FIRST_SCREEN.height);
    expect(firstScreen.length).toBeGreaterThan(0);
    const bytes = firstScreen.reduce((sum, p) => sum + p.bytes, 0);
    expect(bytes).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it('a product page’s gallery takes a size that fits the phone', async () => {
    const { items } = await api<{ items: { url: string; images: { src: string }[] }[] }>(
      'catalog?url=/catalog/&count=36',
    );
    const card = items.find((item) => item.images[0]?.src.startsWith('/images/p/'));
    if (!card) throw new Error('no product with a photograph in the first listing page');
    const page = await newPage();
    await page.setViewportSize(FIRST_SCREEN);
    await page.goto(card.url);
    await hydrated(page);
    const main = (await picturesOf(page)).find((p) => p.path.startsWith('/images/p/'));
    expect(main?.path).toMatch(DERIVED);
    // 375 CSS px at the test browser's density of 1 needs no more than the 480 w size.
    expect(Number(main?.path.split('/').pop()?.split('.')[0])).toBeLessThanOrEqual(480);
  });
});
