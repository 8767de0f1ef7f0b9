/**
 * A product's own pictures in the back office: a catalogue manager uploads one, gives it an alt
 * text, and the product page shows it with that text; the page passes axe at a phone's and a
 * desktop's width.
 */
import { describe, expect, it } from 'vitest';
import { violations } from './support/axe.ts';
import { browserAvailable, useBrowser } from './support/browser.ts';
import { logInOnLoginPage } from './support/sms-login.ts';
import { PICTURES_ADMIN } from './support/staff.ts';

const { page: newPage } = useBrowser();

describe.runIf(browserAvailable())('product pictures', () => {
  it('uploads a picture with its alt text, and the product page shows it', { timeout: 120_000 }, async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await logInOnLoginPage(page, PICTURES_ADMIN);
    // The least popular products, so other tests' pages are not the ones changed.
    const list = await page.request.get('/api/v1/staff/products?sort=popularity&dir=asc&perPage=20&published=yes');
    const product = (
      (await list.json()).data.list as { id: number; slug: string; prices: { price: number | null }[] }[]
    ).find((p) => p.prices[0]?.price !== null) as { id: number; slug: string };
    // A real picture to upload: the browser's own screenshot of a coloured box.
    await page.setContent('<div style="width:240px;height:180px;background:#c2663f"></div>');
    const picture = await page.screenshot({ clip: { x: 0, y: 0, width: 240, height: 180 } });

    await page.goto(`/staff/products/${product.id}/`);
    await page.getByRole('heading', { name: 'Картинки' }).waitFor();
    await page.getByLabel('Добавить картинку (JPEG, PNG или WebP до 5 МБ)').setInputFiles({
      name: 'front.png',
      mimeType: 'image/png',
      buffer: picture,
    });
    await page.getByRole('button', { name: 'Загрузить' }).click();
    await page.getByText('Картинка 1').waitFor();
    await page.getByLabel('Описание для незрячих (русский)').fill('Вид спереди');
    await page.getByRole('button', { name: 'Сохранить картинки' }).click();
    await page.getByRole('status').waitFor();
    expect(await page.getByLabel('Описание для незрячих (русский)').inputValue()).toBe('Вид спереди');
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/product-images-1280.png', fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/product-images-375.png', fullPage: true });

    await page.goto(`/product/${product.slug}/`);
    await page.getByRole('img', { name: 'Вид спереди' }).first().waitFor();

    // The shared server's catalogue as it was, for the other tests.
    const restored = await page.request.put(`/api/v1/staff/products/${product.id}/images`, { data: { images: [] } });
    expect(restored.status()).toBe(200);
  });
});
