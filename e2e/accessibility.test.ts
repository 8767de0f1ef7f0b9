/** axe-core on every page type of the three variants: no WCAG 2.2 A/AA violation, contrast included. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, useBrowser } from './support/browser.ts';
import { addToBasket, type Card, open, product } from './support/checkout-steps.ts';

const { page: newPage } = useBrowser();

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Violation {
  id: string;
  help: string;
  nodes: { target: unknown[] }[];
}

/** Runs axe on the open page; evaluated through the driver, so the page's nonce-based CSP does not block it. */
async function violations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const found = await page.evaluate(
    async (tags) =>
      (
        await (window as unknown as { axe: { run: (o: object) => Promise<{ violations: Violation[] }> } }).axe.run({
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
        })
      ).violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target) })),
    TAGS,
  );
  return found.map((v) => `${v.id} (${v.help}): ${v.nodes.slice(0, 3).map(String).join(' | ')}`);
}

/** Each variant's prefix, browser language and own route paths (the ae variant names some routes in English). */
const VARIANTS = [
  {
    prefix: '',
    language: 'ru-RU',
    basket: '/korzina/',
    login: '/vkhod-ili-registratsiya/',
    favourites: '/izbrannoe/',
    news: '/novosti/',
    giftCards: true,
  },
  {
    prefix: '/kz',
    language: 'kk-KZ',
    basket: '/korzina/',
    login: '/vkhod-ili-registratsiya/',
    favourites: '/izbrannoe/',
    news: '/novosti/',
    giftCards: false,
  },
  {
    prefix: '/ae',
    language: 'en-US',
    basket: '/basket/',
    login: '/login/',
    favourites: '/favourites/',
    news: '/news/',
    giftCards: false,
  },
] as const;

const CATEGORY = '/catalog/dom/';

describe.runIf(browserAvailable())('accessibility (axe-core, WCAG 2.2 A and AA)', () => {
  let page: Page;
  let card: Card;
  beforeAll(async () => {
    if (!browserAvailable()) return;
    page = await newPage();
    card = await product();
  });

  /** Opens each address and runs axe; the failure lists every violation by page. */
  async function check(urls: string[]): Promise<void> {
    const report: string[] = [];
    for (const url of urls) {
      // The server-rendered page is what is checked; waiting for the network to go quiet would double the run.
      await page.goto(url);
      for (const line of await violations(page)) report.push(`${url} ${line}`);
    }
    expect(report.join('\n')).toBe('');
  }

  for (const variant of VARIANTS) {
    it(`has no violations on the ${variant.prefix || '/'} pages at 1280 px`, async () => {
      const p = variant.prefix;
      await page.setExtraHTTPHeaders({ 'Accept-Language': variant.language });
      await page.setViewportSize({ width: 1280, height: 900 });
      await open(page, `${p}/shops/`);
      const shop = await page
        .locator('main a[href*="/shops/"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')).find((h) => /\/shops\/\d+\/$/.test(h ?? '')));
      // The basket gets an item from the product page before its own check (the product is picked for Moscow).
      if (!p) await addToBasket(page, card);
      await check([
        `${p}/`,
        `${p}/catalog/`,
        `${p}${CATEGORY}`,
        `${p}/search/?query=${encodeURIComponent(card.name.split(' ')[0] ?? '')}`,
        `${p}${card.url}`,
        `${p}${variant.basket}`,
        `${p}${variant.login}`,
        `${p}${variant.favourites}`,
        `${p}${variant.news}`,
        `${p}/shops/`,
        ...(shop ? [shop] : []),
        ...(variant.giftCards ? [`${p}/podarochnye-karty/`] : []),
        `${p}/no-such-page-for-axe/`,
      ]);
      expect(shop, 'a shop page linked from the shops list').toBeTruthy();
    });

    it(`has no violations on the ${variant.prefix || '/'} home, category and product at 375 px`, async () => {
      const p = variant.prefix;
      await page.setExtraHTTPHeaders({ 'Accept-Language': variant.language });
      await page.setViewportSize({ width: 375, height: 800 });
      await check([`${p}/`, `${p}${CATEGORY}`, `${p}${card.url}`]);
    });
  }
});
