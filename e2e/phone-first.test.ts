/**
 * What a shopper meets first, at 375 and 1280 px in the three variants: goods in the first screen of a
 * listing, card buttons without words broken in two, a compact city question, the header's language
 * switch, a footer that names the seller, home grids without orphan tiles and paging in equal chunks.
 */
import { LEGAL_ENTITIES } from '@storefront/domain/shop-trust';
import type { VariantKey } from '@storefront/domain/variants';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, useBrowser } from './support/browser.ts';

const { page: newPage } = useBrowser();

const VARIANTS: readonly { key: VariantKey; prefix: string; locale: string }[] = [
  { key: 'ru', prefix: '', locale: 'ru-RU' },
  { key: 'kz', prefix: '/kz', locale: 'kk-KZ' },
  { key: 'com', prefix: '/ae', locale: 'en-US' },
];

/** Words of the page's visible buttons and links in `selector` that the layout splits over two lines. */
function brokenWords(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) => {
    const broken: string[] = [];
    for (const element of elements) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  });
}

/** How many tiles each row of a grid holds, top to bottom. */
function rowSizes(page: Page, selector: string): Promise<number[]> {
  return page.locator(selector).evaluateAll((items) => {
    const rows = new Map<number, number>();
    for (const item of items) {
      const top = Math.round(item.getBoundingClientRect().top);
      rows.set(top, (rows.get(top) ?? 0) + 1);
    }
    return [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, n]) => n);
  });
}

describe.runIf(browserAvailable())('phone-first shopping', () => {
  for (const v of VARIANTS) {
    it(`shows goods in the first screen of a ${v.prefix || '/'} listing at 375 px, with fitting card buttons`, async () => {
      const page = await newPage({ locale: v.locale });
      await page.setViewportSize({ width: 375, height: 800 });
      // Clothes: the cards carry sizes, so their buttons include quick view.
      await page.goto(`${v.prefix}/catalog/odezhda-i-aksessuary/`);
      const tops = await page
        .locator('.product-card img')
        .evaluateAll((imgs) => imgs.slice(0, 2).map((img) => img.getBoundingClientRect().top));
      expect(tops).toHaveLength(2);
      for (const top of tops) expect(top).toBeLessThan(800);
      // The sections are one row; the filters and sort bar stays in reach while the goods scroll.
      expect(new Set(await rowSizes(page, '.catalog__sections li')).size).toBeLessThanOrEqual(1);
      await page.mouse.wheel(0, 2500);
      await expect
        .poll(() => page.locator('.catalog__filters-button').evaluate((b) => b.getBoundingClientRect().top))
        .toBeLessThan(80);
      expect(await brokenWords(page, '.product-card__actions :is(button, a)')).toEqual([]);
      expect(await brokenWords(page, '.catalog__toolbar :is(button, summary)')).toEqual([]);
      // Quick view is an icon button that still has a name.
      const quickView = { ru: 'Быстрый просмотр', kz: 'Жылдам қарау', com: 'Quick view' }[v.key];
      expect(await page.getByRole('button', { name: quickView }).count()).toBeGreaterThan(0);
    });

    it(`names the seller, payment marks and social links in the ${v.prefix || '/'} footer`, async () => {
      const page = await newPage({ locale: v.locale });
      await page.goto(`${v.prefix}/`);
      const footer = page.getByRole('contentinfo');
      const entity = LEGAL_ENTITIES[v.key];
      const legal = (await footer.locator('address').textContent()) ?? '';
      expect(legal).toContain(entity.name);
      for (const n of entity.numbers) expect(legal).toContain(n.value);
      expect(legal).toContain(entity.address);
      expect(await footer.getByRole('img', { name: 'Visa' }).count()).toBe(1);
      expect(await footer.getByRole('img', { name: 'Мир' }).count()).toBe(v.key === 'ru' ? 1 : 0);
      // Gift cards: the page once where the variant has it, never a document under that name.
      const giftPage = await footer.locator('a[href$="/podarochnye-karty/"]').count();
      expect(giftPage).toBe(v.key === 'ru' ? 1 : 0);
    });
  }

  it('opens the filter sheet on a phone without focusing a text field (no keyboard over it)', async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/catalog/odezhda-i-aksessuary/');
    await page.getByRole('button', { name: 'Фильтры' }).click();
    const dialog = page.getByRole('dialog', { name: 'Фильтры' });
    await dialog.locator('summary').first().waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');
    // Clothes: size, price and colour first.
    const titles = await dialog.locator('.filter-group__title').allTextContents();
    expect(titles.slice(0, 3)).toEqual(['Размер', 'Цена', 'Цвет']);
  });

  it('switches the language from the header at once, without JavaScript too', async () => {
    const page = await newPage({ locale: 'kk-KZ', javaScript: false });
    await page.goto('/kz/catalog/kukhnya/');
    expect(await page.locator('html').getAttribute('lang')).toBe('kk');
    const header = page.getByRole('banner');
    const switcher = header.getByRole('group', { name: 'Тіл' });
    expect(await switcher.getByRole('button', { name: 'ҚАЗ' }).getAttribute('aria-pressed')).toBe('true');
    await switcher.getByRole('button', { name: 'РУС' }).click();
    await page.waitForURL((u) => u.pathname === '/kz/catalog/kukhnya/');
    expect(await page.locator('html').getAttribute('lang')).toBe('ru');
    // The ae variant has one language: no switch.
    await page.goto('/ae/');
    expect(await page.getByRole('banner').getByRole('group').count()).toBe(0);
  });

  it('asks the city once, in one compact line of the header', async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const question = page.getByRole('region', { name: 'Ваш город — Москва?' });
    await question.waitFor();
    const box = await question.boundingBox();
    expect(box?.height).toBeLessThan(60);
    expect(
      await page.locator('.site-header__top').evaluate((row) => row.contains(document.querySelector('.city-confirm'))),
    ).toBe(true);
    await page.goto('/catalog/');
    expect(await page.locator('.city-confirm').count()).toBe(0);
  });

  for (const width of [375, 1280]) {
    it(`fills every row of the home grids at ${width} px`, async () => {
      const page = await newPage();
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      for (const grid of ['.category-tiles > li', '[aria-labelledby="home-new"] .home-grid > li', '.home-grid > li']) {
        const rows = await rowSizes(page, grid);
        expect(rows.length, grid).toBeGreaterThan(0);
        expect(new Set(rows).size, `${grid}: ${rows.join(',')}`).toBe(1);
      }
      for (const name of ['Новинки', 'Распродажа']) {
        expect(await page.getByRole('heading', { name, level: 2 }).count()).toBe(1);
      }
    });
  }

  it('adds as many cards with "show more" as the first page showed, on a desktop', async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/catalog/kukhnya/');
    const cards = page.locator('.product-grid > li');
    const first = await cards.count();
    await page.getByRole('button', { name: 'Показать ещё' }).click();
    await expect.poll(() => cards.count()).toBe(first * 2);
  });

  it('titles a bad shared-favourites link by its error and keeps the site name on shop pages', async () => {
    const page = await newPage();
    const res = await page.goto('/izbrannoe/no-such-list/');
    expect(res?.status()).toBe(404);
    expect(await page.title()).toMatch(/^Страница не найдена — /);
    await page.goto('/search/');
    expect(await page.locator('.empty-state').count()).toBe(0);
    await page.goto('/shops/');
    const shop = await page
      .locator('main a[href*="/shops/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')).find((h) => /\/shops\/\d+\/$/.test(h ?? '')));
    await page.goto(shop ?? '/shops/1/');
    expect(await page.title()).toMatch(/ — Уют$/);
  });
});
