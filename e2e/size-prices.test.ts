/**
 * A size's own price in a browser: a catalogue manager prices one size of a product above the others
 * in the product editor; the product page and a search card's quick view show a "from" price until that
 * size is chosen, then its price, each size's button naming its own (three of them in one row of the
 * quick view at 1280 px); the basket charges it.
 */
import { describe, expect, it } from 'vitest';
import { browserAvailable, useBrowser } from './support/browser.ts';
import { sizeNamed } from './support/sizes.ts';
import { logInOnLoginPage } from './support/sms-login.ts';
import { SIZE_PRICES_ADMIN } from './support/staff.ts';

const { page: newPage } = useBrowser();

interface Row {
  id: number;
  slug: string;
  prices: { variant: string; price: number | null }[];
}
interface Size {
  id: number;
  name: string | null;
  maxAvailable: number;
}

const text = async (locator: { textContent(): Promise<string | null> }) =>
  ((await locator.textContent()) ?? '').replace(/\s/g, '');

describe.runIf(browserAvailable())('a size’s own price', () => {
  it('is set in the product editor, shown when the size is chosen and charged in the basket', {
    timeout: 120_000,
  }, async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await logInOnLoginPage(page, SIZE_PRICES_ADMIN);
    // One of the least popular products with three sizes a Moscow shopper can buy.
    const list = await page.request.get('/api/v1/staff/products?sort=popularity&dir=asc&perPage=50&published=yes');
    let found: { row: Row; article: string; price: number; sizes: [Size, Size] } | null = null;
    for (const row of (await list.json()).data.list as Row[]) {
      const price = row.prices.find((p) => p.variant === 'ru')?.price;
      if (!price) continue;
      const detail = await page.request.get(`/api/v1/catalog/product/${row.slug}?related=n&reviews=n`);
      if (!detail.ok()) continue;
      const product = (await detail.json()).data.product as { article: string; sizes: Size[] };
      const sizes = product.sizes.filter((s) => s.name && s.maxAvailable > 0);
      if (sizes.length >= 3) {
        found = { row, article: product.article, price, sizes: [sizes[0] as Size, sizes[1] as Size] };
        break;
      }
    }
    if (!found) throw new Error('no product with three sizes in stock among the least popular');
    const { row, article, price, sizes } = found;
    const dear = sizes[1];
    const own = price / 100 + 1000;
    const rub = (major: number) => `${major.toLocaleString('ru-RU').replace(/\s/g, '')}₽`;

    try {
      await page.goto(`/staff/products/${row.id}/`);
      const group = page.getByRole('group', { name: 'Цены размеров (пусто — цена товара)' });
      await group.getByText(`Размер: ${dear.name}`).click();
      await group.getByLabel(`${dear.name}, Россия (₽): Цена`, { exact: true }).fill(String(own));
      await page.getByRole('button', { name: 'Сохранить' }).first().click();
      await page.getByRole('status').filter({ hasText: 'Товар сохранён.' }).waitFor();
      expect(await group.getByLabel(`${dear.name}, Россия (₽): Цена`, { exact: true }).inputValue()).toMatch(
        new RegExp(`^${own}`),
      );

      // A shopper of their own (a guest) sees the storefront.
      const shopper = await newPage();
      await shopper.setViewportSize({ width: 1280, height: 900 });
      await shopper.goto(`/product/${row.slug}/`);
      const shown = shopper.locator('.product-page__buy .price__current').first();
      await expect
        .poll(async () => {
          await shopper.reload();
          return text(shown);
        })
        .toBe(`от${rub(price / 100)}`);
      await shopper.waitForLoadState('networkidle');
      // Each size's button names its own price while the sizes differ.
      const dearRadio = shopper.locator('.size-choice__wide').getByRole('radio', { name: sizeNamed(dear.name ?? '') });
      expect((await dearRadio.evaluate((el) => el.closest('label')?.textContent ?? '')).replace(/\s/g, '')).toBe(
        `${dear.name}${rub(own)}`,
      );
      await dearRadio.check();
      await expect.poll(() => text(shown)).toBe(rub(own));

      // The quick view of its card (an exact article searched as typed is the first result) shows the same.
      const finder = await newPage();
      await finder.setViewportSize({ width: 1280, height: 900 });
      await finder.goto(`/search/?query=${encodeURIComponent(article)}&as_typed=1`);
      await finder.waitForLoadState('networkidle');
      await finder
        .locator('.product-grid article.product-card')
        .first()
        .getByRole('button', { name: 'Быстрый просмотр' })
        .click();
      const quickView = finder.getByRole('dialog').filter({ has: finder.getByRole('radio') });
      const quickPrice = quickView.locator('.price__current').first();
      await expect.poll(() => text(quickPrice)).toBe(`от${rub(price / 100)}`);
      const quickDear = quickView.getByRole('radio', { name: sizeNamed(dear.name ?? '') });
      expect((await quickDear.evaluate((el) => el.closest('label')?.textContent ?? '')).replace(/\s/g, '')).toBe(
        `${dear.name}${rub(own)}`,
      );
      expect(await quickDear.getAttribute('name')).toBe('quick-view-size');
      // Three sizes' buttons, each naming its price, stand in one row beside the picture.
      const tops = await quickView
        .locator('.size-option')
        .evaluateAll((labels) => labels.slice(0, 3).map((label) => Math.round(label.getBoundingClientRect().top)));
      expect(tops).toHaveLength(3);
      expect(new Set(tops).size).toBe(1);
      await quickDear.check();
      await expect.poll(() => text(quickPrice)).toBe(rub(own));
      await finder.close();
      // The line is saved once the basket call answers (the counter moves before it).
      const saved = shopper.waitForResponse(
        (r) => r.url().includes('/api/v1/basket/item') && r.request().method() === 'PATCH',
      );
      await shopper.getByRole('button', { name: 'В корзину' }).click();
      expect((await saved).status()).toBe(200);
      const counter = shopper
        .locator('.site-header__actions')
        .getByRole('link', { name: /Корзина/ })
        .locator('.header-counter__value');
      await expect.poll(() => counter.textContent()).toBe('1');

      await shopper.goto('/korzina/');
      await shopper.waitForLoadState('networkidle');
      const line = shopper.locator('.basket-line').filter({ hasText: `Размер: ${dear.name}` });
      await expect.poll(async () => text(line.locator('.price__current').first())).toBe(rub(own));
    } finally {
      // The shared server's catalogue as it was, for the other tests.
      const restored = await page.request.put(`/api/v1/staff/products/${row.id}`, {
        data: { skuPrices: [{ skuId: dear.id, variant: 'ru', price: null }] },
      });
      expect(restored.status()).toBe(200);
    }
  });
});
