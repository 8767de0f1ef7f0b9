/**
 * `npx tsx scripts/readme-screenshots.ts [base URL]`: the README's screenshots (docs/screenshots/), the
 * first screen of each page at 1280 and 375 px in Debian's Chromium, from a running shop with the demo
 * data (default http://localhost:3000). Look at them before committing.
 */
import { buildPath } from '@storefront/domain/routes';
import { type Browser, chromium, type Page } from 'playwright-core';
import { logInFromHeader } from '../e2e/support/sms-login.ts';

const BASE = process.argv[2] ?? 'http://localhost:3000';
const OUT = new URL('../docs/screenshots/', import.meta.url).pathname;
const SCREENS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 812 },
] as const;

interface Card {
  url: string;
  images: { src: string }[];
  quickAdd: unknown;
}

async function firstPhotographed(): Promise<Card> {
  const response = await fetch(
    `${BASE}/api/v1/catalog?url=${buildPath('CatalogIndex', 'ru', { '*': 'kukhnya' })}&count=36`,
  );
  const { data } = (await response.json()) as { data: { items: Card[] } };
  const card = data.items.find((item) => item.images[0]?.src.startsWith('/images/p/') && item.quickAdd);
  if (!card) throw new Error('no product with a photograph that goes to the basket from its page');
  return card;
}

/** The first link of an index page that leads below it (a lookbook of the lookbooks' index). */
async function firstDetail(page: Page, index: string): Promise<string> {
  await page.goto(BASE + index);
  const hrefs = await page
    .locator(`main a[href^="${index}"]`)
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const detail = hrefs.find((href) => href.length > index.length);
  if (!detail) throw new Error(`no link below ${index}`);
  return detail;
}

/**
 * From the basket (its goods come with pickup chosen) to the checkout: a new shopper logs in with the
 * code from the local SMS outbox, picks the first shop that has everything and goes on.
 */
async function checkout(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const digits = `7916${String(Date.now()).slice(-7)}`;
  const typed = `+7 ${digits.slice(1, 4)} ${digits.slice(4, 7)}-${digits.slice(7, 9)}-${digits.slice(9)}`;
  await logInFromHeader(page, { typed, digits }, { name: 'Анна', email: `anna.${digits}@example.com` });
  await page.getByRole('button', { name: 'Выбрать магазин' }).click();
  const shops = page.getByRole('dialog', { name: 'Магазины, где есть все товары' });
  await shops
    .getByRole('button', { name: /^Выбрать: / })
    .first()
    .click();
  await shops.waitFor({ state: 'detached' });
  await page.getByRole('link', { name: 'Перейти к оформлению' }).click();
  await page.getByRole('heading', { level: 1, name: 'Оформление заказа' }).waitFor();
  await page.waitForLoadState('networkidle');
}

async function shoot(browser: Browser, pages: Record<string, string>, product: Card): Promise<void> {
  for (const screen of SCREENS) {
    const context = await browser.newContext({ viewport: screen, locale: 'ru-RU', baseURL: BASE });
    const page = await context.newPage();
    for (const [name, path] of Object.entries(pages)) {
      await page.goto(BASE + path, { waitUntil: 'networkidle' });
      await page.screenshot({ path: `${OUT}${name}-${screen.name}.png` });
    }
    // The basket with the product in it.
    await page.goto(BASE + product.url, { waitUntil: 'networkidle' });
    // A phone shows the buy bar's button, a desktop the page's own: the one in view, and its update sent.
    const sent = page.waitForResponse((r) => r.url().includes('/api/v1/basket/item') && r.ok());
    await page.locator('button:visible', { hasText: 'В корзину' }).first().click();
    await sent;
    await page.goto(BASE + buildPath('BasketIndex', 'ru'), { waitUntil: 'networkidle' });
    await page.screenshot({ path: `${OUT}basket-${screen.name}.png` });
    await checkout(page);
    await page.screenshot({ path: `${OUT}checkout-${screen.name}.png` });
    await context.close();
  }
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const product = await firstPhotographed();
  const lookbook = await firstDetail(await browser.newPage(), buildPath('LookbookIndex', 'ru'));
  await shoot(
    browser,
    {
      home: buildPath('MainIndex', 'ru'),
      listing: buildPath('CatalogIndex', 'ru', { '*': 'kukhnya' }),
      product: product.url,
      lookbook,
    },
    product,
  );
  console.log(`screenshots written to ${OUT}`);
} finally {
  await browser.close();
}
