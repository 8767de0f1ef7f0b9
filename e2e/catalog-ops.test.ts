/**
 * Catalogue management in a browser: a catalogue manager uploads a CSV of prices, watches the
 * import's progress bar fill, and finds the new price on the product page.
 */
import { describe, expect, it } from 'vitest';
import { browserAvailable, useBrowser } from './support/browser.ts';
import { logInOnLoginPage } from './support/sms-login.ts';
import { CATALOGUE_ADMIN } from './support/staff.ts';

const { page: newPage } = useBrowser();

interface Row {
  id: number;
  article: string;
  slug: string;
  prices: { variant: string; price: number | null; oldPrice: number | null }[];
}

describe.runIf(browserAvailable())('catalogue import', () => {
  it('uploads a CSV, the progress bar finishes, the product page shows the new price', {
    timeout: 120_000,
  }, async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await logInOnLoginPage(page, CATALOGUE_ADMIN);
    // One of the least popular products, so other tests' pages are not the ones changed.
    const list = await page.request.get('/api/v1/staff/products?sort=popularity&dir=asc&perPage=20&published=yes');
    const product = ((await list.json()).data.list as Row[]).find((p) => p.prices[0]?.price !== null) as Row;
    const original = product.prices[0] as Row['prices'][number];

    await page.goto('/staff/imports/');
    await page.getByRole('heading', { level: 1, name: 'Импорт и экспорт' }).waitFor();
    await page.getByLabel('CSV (UTF-8) или 1С CommerceML (import.xml, offers.xml)').setInputFiles({
      name: 'prices.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`article,price_ru,old_price_ru\r\n${product.article},4321,\r\n`, 'utf8'),
    });
    await page.getByRole('button', { name: 'Загрузить и импортировать' }).click();
    await page.getByRole('heading', { name: 'prices.csv — Готово' }).waitFor({ timeout: 30_000 });
    const bar = page.getByRole('progressbar', { name: 'Ход' });
    expect(await bar.getAttribute('value')).toBe(await bar.getAttribute('max'));
    await page.getByRole('status').filter({ hasText: 'изменён 1 товар' }).waitFor();

    await page.goto(`/product/${product.slug}/`);
    await expect
      .poll(async () => {
        await page.reload();
        return ((await page.locator('main').textContent()) ?? '').replace(/\s/g, '');
      })
      .toContain('4321₽');

    // The shared server's catalogue as it was, for the other tests.
    const restored = await page.request.put(`/api/v1/staff/products/${product.id}`, {
      data: { prices: [{ variant: 'ru', price: original.price, oldPrice: original.oldPrice }] },
    });
    expect(restored.status()).toBe(200);
  });
});
