/** axe-core on every page type of the three variants: no WCAG 2.2 A/AA violation, contrast included. */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { violations } from './support/axe.ts';
import { baseUrl, browserAvailable, useBrowser } from './support/browser.ts';
import { addToBasket, type Card, open, product } from './support/checkout-steps.ts';

const { page: newPage } = useBrowser();

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

  /**
   * A dialog a phone shopper meets, checked open: axe on the page with the dialog up, the focus
   * inside it on opening, and Tab from its last control and Shift+Tab from its first staying inside.
   */
  async function checkDialog(d: {
    label: string;
    name: string | RegExp;
    url: string;
    openIt: () => Promise<void>;
    ready: string;
  }): Promise<string[]> {
    await open(page, d.url);
    await d.openIt();
    const dialog = page.getByRole('dialog', { name: d.name });
    await dialog.locator(d.ready).first().waitFor();
    // Opening transitions over: axe reads the colours as they end, not half faded in. The modal moves
    // from open to opened a frame later, which starts its transitions then, so wait until a couple of
    // frames pass with none running.
    await page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      for (let quiet = 0, frames = 0; quiet < 3 && frames < 120; frames++) {
        await frame();
        const running = document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
        quiet = running.length === 0 ? quiet + 1 : 0;
        await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
      }
    });
    const report = (await violations(page)).map((line) => `${d.label}: ${line}`);
    const own = await dialog.getAttribute('aria-labelledby');
    const focusInside = async () =>
      (await page.evaluate(
        () => document.activeElement?.closest('[role="dialog"]')?.getAttribute('aria-labelledby') ?? null,
      )) === own;
    if (!(await focusInside())) report.push(`${d.label}: the focus is not in the dialog on opening`);
    for (const [edge, key] of [
      ['last', 'Tab'],
      ['first', 'Shift+Tab'],
    ] as const) {
      await dialog.evaluate((el, which) => {
        const items = Array.from(
          el.querySelectorAll<HTMLElement>(
            'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
          ),
        ).filter((i) => i.offsetParent !== null);
        (which === 'last' ? items.at(-1) : items[0])?.focus();
      }, edge);
      await page.keyboard.press(key);
      if (!(await focusInside())) report.push(`${d.label}: ${key} from its ${edge} control leaves the dialog`);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    return report;
  }

  it('has no violations in the filter sheet, login, city and quick view dialogs at 375 px, focus kept inside', async () => {
    await page.setExtraHTTPHeaders({ 'Accept-Language': 'ru-RU' });
    await page.setViewportSize({ width: 375, height: 800 });
    const report: string[] = [];
    for (const d of [
      {
        label: 'filter sheet',
        name: 'Фильтры',
        url: CATEGORY,
        openIt: () => page.getByRole('button', { name: 'Фильтры' }).click(),
        // The groups fold: their headers are what shows first.
        ready: 'summary',
      },
      {
        label: 'login',
        name: 'Вход или регистрация',
        url: '/',
        openIt: () => page.getByRole('link', { name: 'Войти' }).click(),
        ready: 'input[type="tel"]',
      },
      {
        label: 'city',
        name: 'Выберите город',
        url: '/',
        openIt: () => page.getByRole('button', { name: /^Ваш город:/ }).click(),
        ready: 'input',
      },
      {
        label: 'quick view',
        name: /\S/,
        url: '/catalog/',
        openIt: () => page.getByRole('button', { name: 'Быстрый просмотр' }).first().click(),
        ready: '.size-options',
      },
    ]) {
      report.push(...(await checkDialog(d)));
    }
    expect(report.join('\n')).toBe('');
  });
});
