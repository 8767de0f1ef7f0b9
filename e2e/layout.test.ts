/**
 * No page is wider than its screen: every page type in the three variants at the widths of spec
 * section 9, as a guest and then as a logged-in shopper with an item in the basket. Each page is
 * loaded once at the narrowest width and then resized through the others: a resize re-runs the
 * media queries at a fraction of a navigation's cost, which keeps the run short.
 */
import { buildPath, hasRoute, type RouteName } from '@storefront/domain/routes';
import { type VariantKey, variantPrefixPath } from '@storefront/domain/variants';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, useBrowser } from './support/browser.ts';
import { addToBasket, open, product } from './support/checkout-steps.ts';
import { logInFromHeader } from './support/sms-login.ts';

const { page: newPage } = useBrowser();

const WIDTHS = [320, 375, 760, 1280, 1600];
const VARIANTS: VariantKey[] = ['ru', 'kz', 'com'];

interface Visit {
  /** A route of the table, or null for an address no route has (the 404 page). */
  route: RouteName | null;
  params?: Record<string, string>;
  search?: string;
  /** Also opens the first link of the page that leads below this route's own path (a detail page). */
  detail?: boolean;
}

const GUEST: Visit[] = [
  { route: 'MainIndex' },
  { route: 'CatalogIndex' },
  { route: 'CatalogIndex', params: { '*': 'dom' } },
  { route: 'SearchIndex', search: '?query=%D1%87%D0%B0%D0%B9' },
  { route: 'LogInIndex' },
  { route: 'FavoritesIndex' },
  { route: 'NewsIndex', detail: true },
  { route: 'BlogIndex', detail: true },
  { route: 'LookbookIndex', detail: true },
  { route: 'ShopsIndex', detail: true },
  { route: 'StaticDocumentsIndex', detail: true },
  { route: 'ContactsIndex' },
  { route: 'AboutCompanyIndex' },
  { route: 'GiftCardsIndex' },
  { route: 'LooksPage' },
  { route: null },
];

const SHOPPER: Visit[] = [
  { route: 'BasketIndex' },
  { route: 'BasketOrdersIndex' },
  { route: 'ProfileIndex' },
  { route: 'ProfileOrdersIndex' },
  { route: 'ProfileMessagesIndex' },
  { route: 'ProfileWaitingListIndex' },
  { route: 'ProfilePersonalIndex' },
  { route: 'ProfileAddressesIndex' },
  { route: 'ProfileSubscriptionsIndex' },
  { route: 'ProfileGiftCardsIndex' },
];

/** Null when the page fits its viewport, else the elements that stick out on their own (not through a parent). */
function overflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const limit = window.innerWidth;
    if (document.documentElement.scrollWidth <= limit) return null;
    const sticksOut = (el: Element) => el.getBoundingClientRect().right > limit + 0.5;
    // A box inside a scrolling or clipping parent (a carousel) does not widen the page.
    const clipped = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((el) => sticksOut(el) && !(el.parentElement && sticksOut(el.parentElement)) && !clipped(el))
      .slice(0, 5)
      .map((el) => {
        const classes =
          typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
        return `${el.tagName.toLowerCase()}${classes} (right edge ${Math.round(el.getBoundingClientRect().right)})`;
      });
    return `scrollWidth ${document.documentElement.scrollWidth} > ${limit}: ${culprits.join(', ') || 'a pseudo-element'}`;
  });
}

/**
 * Waits for React to take the page over: a page that sends the shopper elsewhere once it runs (a
 * client-side redirect) must not be measured halfway through leaving.
 */
const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated]', { state: 'attached' });

/** Checks the open page at every width, from the narrowest up. */
async function checkWidths(page: Page, problems: string[]): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    // The renderer can report the old width for a moment after the resize has been asked for.
    await page.waitForFunction((w) => window.innerWidth === w, width);
    const found = await overflow(page);
    if (found) problems.push(`${width} px ${new URL(page.url()).pathname}: ${found}`);
  }
}

/** Opens each page of a list in a variant and collects the ones wider than the screen. */
async function checkAll(page: Page, variant: VariantKey, visits: Visit[], problems: string[]): Promise<void> {
  for (const visit of visits) {
    if (visit.route && !hasRoute(visit.route, variant)) continue;
    const path = visit.route
      ? buildPath(visit.route, variant, visit.params) + (visit.search ?? '')
      : `${variantPrefixPath(variant)}/no-such-page/`;
    await page.setViewportSize({ width: WIDTHS[0] ?? 320, height: 800 });
    // Measured once the page is React's (below), not after every picture has come.
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    const first = page.locator(`main a[href^="${path}"]:not([href="${path}"])`).first();
    const detail = visit.detail && (await first.count()) ? await first.getAttribute('href') : null;
    await checkWidths(page, problems);
    if (detail) {
      await page.setViewportSize({ width: WIDTHS[0] ?? 320, height: 800 });
      await page.goto(detail, { waitUntil: 'domcontentloaded' });
      await hydrated(page);
      await checkWidths(page, problems);
    }
  }
}

describe.runIf(browserAvailable())('layouts at every breakpoint', () => {
  // One shopper, logged in once, with an item in the basket; each variant's test reuses the session.
  let cookies: Awaited<ReturnType<BrowserContext['cookies']>> = [];
  let productSlug = '';
  beforeAll(async () => {
    const card = await product();
    productSlug = card.url.match(/\/product\/([^/]+)\//)?.[1] ?? '';
    const login = await newPage();
    await open(login, '/');
    await logInFromHeader(
      login,
      { typed: '+7 916 555-12-12', digits: '79165551212' },
      {
        name: 'Вера',
        email: 'vera.layout@example.com',
      },
    );
    await addToBasket(login, card);
    cookies = await login.context().cookies();
    await login.context().close();
  });

  it.each(VARIANTS)(
    'no %s page is wider than the screen at 320, 375, 760, 1280 and 1600 px',
    async (variant) => {
      const problems: string[] = [];
      const page = await newPage();
      await checkAll(page, variant, [...GUEST, { route: 'ProductIndex', params: { productSlug } }], problems);
      await page.context().addCookies(cookies);
      await checkAll(page, variant, SHOPPER, problems);
      await page.context().close();
      expect(problems).toEqual([]);
      // About 30 s on a quiet machine; the margin is for a loaded one (45 s seen with four builds running).
    },
    120_000,
  );
});
