/** axe-core on every page type of the three variants: no WCAG 2.2 A/AA violation, contrast included. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, browserAvailable, useBrowser } from './support/browser.ts';
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

/** A product of the kz or ae variant that goes to the basket in one click, with its address in that variant. */
async function buyable(prefix: string): Promise<Card> {
  const listing = await (await fetch(`${baseUrl()}${prefix}/api/v1/catalog?url=/catalog/&count=36`)).json();
  const found = (listing.data.items as Card[]).find((c) => c.quickAdd && c.quickAdd.maxAvailable > 0);
  if (!found) throw new Error(`no product to buy in ${prefix}`);
  return { ...found, url: found.url.startsWith(prefix) ? found.url : `${prefix}${found.url}` };
}

/** Puts a product in the basket from its page in any variant's language, unless it is there already. */
async function inBasket(page: Page, card: Card): Promise<void> {
  await open(page, card.url);
  const add = page.getByRole('button', { name: /^(В корзину|Себетке|Add to basket)$/ });
  const added = page.locator('.add-to-basket--in');
  await add.or(added).first().waitFor();
  if (await added.isVisible()) return;
  const saved = page.waitForResponse((r) => r.url().includes('/api/v1/basket/item') && r.ok());
  await add.click();
  await saved;
}

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
      // The basket gets an item before its own check; the shopper's one basket may already hold it from ru.
      if (p) await inBasket(page, await buyable(p));
      else await addToBasket(page, card);
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
