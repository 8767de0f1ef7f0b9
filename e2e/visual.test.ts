/**
 * Visual regression: the first screen of every page type in the three variants at a phone's,
 * a tablet's and a desktop's width, compared with the baselines in e2e/visual/ (a changed look
 * fails until the baselines are updated with `npm run test:visual:update` and reviewed in the diff).
 * What changes by itself between runs — delivery dates, order numbers, timers — is masked.
 */
import { COOKIES } from '@storefront/domain/constants';
import { buildPath, hasRoute, type RouteName } from '@storefront/domain/routes';
import { type VariantKey, variantPrefixPath } from '@storefront/domain/variants';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, browserAvailable, useBrowser } from './support/browser.ts';
import { addToBasket, api, type Card, hydrated, open } from './support/checkout-steps.ts';
import { logInFromHeader } from './support/sms-login.ts';
import { baselineBrowser, compareWithBaseline, recordBrowser, updating } from './support/visual-baseline.ts';

const { page: newPage, browser } = useBrowser();

const SCREENS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'tablet', width: 760, height: 1024 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;
const VARIANTS: VariantKey[] = ['ru', 'kz', 'com'];

interface Shot {
  name: string;
  /** A route of the table, or null for an address no route has (the 404 page). */
  route: RouteName | null;
  params?: Record<string, string>;
  search?: string;
  shopper?: boolean;
}

const shots = (productSlug: string): Shot[] => [
  { name: 'home', route: 'MainIndex' },
  { name: 'listing', route: 'CatalogIndex', params: { '*': 'dom' } },
  { name: 'product', route: 'ProductIndex', params: { productSlug } },
  { name: 'search', route: 'SearchIndex', search: '?query=%D1%87%D0%B0%D0%B9' },
  { name: 'news', route: 'NewsIndex' },
  { name: 'shops', route: 'ShopsIndex' },
  { name: 'gift-cards', route: 'GiftCardsIndex' },
  { name: 'login', route: 'LogInIndex' },
  { name: 'not-found', route: null },
  // Not the basket: its delivery cards name the nearest dates, which move with the server's clock
  // (a courier's cut-off) and reflow the cards; the layout and basket-delivery suites check it.
  { name: 'account', route: 'ProfileIndex', shopper: true },
];

/** Text that changes by itself from run to run: dates and times, numbers of orders, countdowns. */
const VOLATILE = ['time', '.payment-timer', '[data-volatile]'];

async function shoot(page: Page, path: string): Promise<Buffer> {
  // Still once the page is hydrated, the shopper's data has arrived from the client and the fonts are in.
  await page.goto(path);
  await hydrated(page);
  await page.evaluate(() => document.fonts.ready);
  return page.screenshot({
    animations: 'disabled',
    caret: 'hide',
    mask: VOLATILE.map((selector) => page.locator(selector)),
  });
}

describe.runIf(browserAvailable())('visual regression', () => {
  let cookies: Awaited<ReturnType<BrowserContext['cookies']>> = [];
  let productSlug = '';
  beforeAll(async () => {
    // A product the shopping tests do not buy: the last of the first listing page.
    const listing = await api<{ items: Card[] }>('catalog?url=/catalog/&count=36&page=1');
    const card = listing.items.filter((item) => item.quickAdd).at(-1);
    if (!card) throw new Error('no product for the screenshots');
    productSlug = card.url.match(/\/product\/([^/]+)\//)?.[1] ?? '';
    const login = await newPage();
    await open(login, '/');
    await logInFromHeader(
      login,
      { typed: '+7 916 555-95-02', digits: '79165559502' },
      { name: 'Ирина', email: 'irina.visual@example.com' },
    );
    await addToBasket(login, card);
    cookies = await login.context().cookies();
    await login.context().close();
  });

  it.each(VARIANTS)(
    '%s pages look as their baselines at 375, 760 and 1280 px',
    async (variant) => {
      const version = browser().version();
      if (updating()) recordBrowser(version);
      else if (baselineBrowser() !== version) {
        console.warn(`visual: baselines are of Chromium ${baselineBrowser()}, this is ${version}; not compared`);
        return;
      }
      const problems: string[] = [];
      for (const screen of SCREENS) {
        const page = await newPage();
        await page.setViewportSize({ width: screen.width, height: screen.height });
        // The city question shows once after hydration; answered, so every screen is the same.
        await page.context().addCookies([{ name: COOKIES.townNotification.name, value: '1', url: baseUrl() }]);
        for (const shot of shots(productSlug)) {
          if (shot.route && !hasRoute(shot.route, variant)) continue;
          if (shot.shopper) await page.context().addCookies(cookies);
          const path = shot.route
            ? buildPath(shot.route, variant, shot.params) + (shot.search ?? '')
            : `${variantPrefixPath(variant)}/no-such-page/`;
          const result = compareWithBaseline(`${variant}-${shot.name}-${screen.name}`, await shoot(page, path));
          if (result.problem) problems.push(`${result.name} (${path}): ${result.problem}`);
        }
        await page.context().close();
      }
      expect(problems).toEqual([]);
    },
    // About 3 minutes a variant on a loaded machine (other builds running), 1 to 2 on a quiet one.
    600_000,
  );
});
