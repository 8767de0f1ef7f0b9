import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, useBrowser } from './support/browser.ts';

const { page: newPage } = useBrowser();

/** Opens a page and waits until its scripts have loaded, so the buttons respond (hydration). */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
}

const basketCount = (page: Page, name: RegExp) =>
  page.locator('.site-header__actions').getByRole('link', { name }).locator('.header-counter__value').textContent();

describe.runIf(browserAvailable())('content and shops', () => {
  for (const [home, locale] of [
    ['/', 'ru-RU'],
    ['/kz/', 'kk-KZ'],
    ['/ae/', 'en-US'],
  ] as const) {
    it(`reaches every footer link from ${home} and lands on real content`, async () => {
      const page = await newPage({ locale });
      await page.goto(home);
      const footer = page.locator('footer .site-footer__menus');
      const links = await footer
        .locator('nav a')
        .evaluateAll((as) => as.map((a) => ({ text: a.textContent ?? '', href: a.getAttribute('href') ?? '' })));
      expect(links.length).toBeGreaterThanOrEqual(12);
      for (const link of [...new Map(links.map((l) => [l.href, l])).values()]) {
        await page.goto(home);
        await page
          .locator('footer .site-footer__menus')
          .getByRole('link', { name: link.text, exact: true })
          .first()
          .click();
        await page.waitForURL((u) => `${u.pathname}${u.search}` === link.href);
        const h1 = (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '';
        expect(h1.trim(), link.href).not.toBe('');
        if (!link.href.includes('podarochnye-karty')) {
          expect(await page.locator('.page-shell').count(), link.href).toBe(0);
          expect(await page.locator('.error-page').count(), link.href).toBe(0);
        }
        if (link.href.includes('?sale=true')) {
          const cards = page.locator('.product-card');
          expect(await cards.count()).toBeGreaterThan(0);
          expect(await page.locator('.product-card__badge').count()).toBe(await cards.count());
        }
      }
    });
  }

  it('opens a lookbook and puts a product of a look into the basket', async () => {
    const page = await newPage();
    await open(page, '/lookbook/');
    await page.locator('.entry-card__title a').first().click();
    await page.locator('.look').first().waitFor();
    expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0);
    expect(await basketCount(page, /Корзина/)).toBe('0');
    await page.waitForLoadState('networkidle');
    await page.locator('.look button.add-to-basket:not([disabled])').first().click();
    await expect.poll(() => basketCount(page, /Корзина/)).toBe('1');
  });

  it('picks a city and a shop, sees its stock and opens a product from it', async () => {
    const page = await newPage();
    await open(page, '/shops/');
    const city = page.getByRole('combobox', { name: 'Город' });
    const option = await city.locator('option').nth(2).getAttribute('value');
    await city.selectOption(option ?? '');
    const cityName = ((await city.locator('option').nth(2).textContent()) ?? '').replace(/\s*\(\d+\)$/, '');
    await page.waitForURL((u) => u.searchParams.get('city') === option);
    await expect.poll(() => page.locator('.shop-list__item p').first().textContent()).toContain(cityName);
    const shop = page.locator('.shop-list__item h3 a').first();
    const shopName = (await shop.textContent()) ?? '';
    await shop.click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(shopName);
    const stock = page.getByRole('region', { name: /В наличии в этом магазине/ });
    const product = stock.locator('.product-card__link').first();
    const productName = (await product.locator('.product-card__name').textContent()) ?? '';
    await page.waitForLoadState('networkidle');
    await product.click();
    await page.waitForURL((u) => u.pathname.startsWith('/product/'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(productName);
    expect(new URL(page.url()).pathname).toMatch(/^\/product\//);
  });

  it('answers unknown slugs with the 404 page', async () => {
    const page = await newPage();
    for (const path of ['/documents/no-such-document/', '/novosti/no-such-news/', '/lookbook/nope/', '/shops/99999/']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Страница не найдена');
    }
  });
});
