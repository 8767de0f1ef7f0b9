/**
 * A product's own pictures in the back office: a catalogue manager uploads several at once (bad files
 * named in their errors), makes one the main picture, gives it an alt text, and the product page shows
 * it with that text; the page passes axe at a phone's and a desktop's width.
 */
import { describe, expect, it } from 'vitest';
import { violations } from './support/axe.ts';
import { browserAvailable, useBrowser } from './support/browser.ts';
import { logInOnLoginPage } from './support/sms-login.ts';
import { PICTURES_ADMIN } from './support/staff.ts';

const { page: newPage } = useBrowser();

describe.runIf(browserAvailable())('product pictures', () => {
  it('uploads several pictures with progress and named refusals, reorders, and the page shows them; also without scripts', {
    timeout: 120_000,
  }, async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await logInOnLoginPage(page, PICTURES_ADMIN);
    // The least popular products, so other tests' pages are not the ones changed.
    const list = await page.request.get('/api/v1/staff/products?sort=popularity&dir=asc&perPage=20&published=yes');
    const product = (
      (await list.json()).data.list as { id: number; slug: string; prices: { price: number | null }[] }[]
    ).find((p) => p.prices[0]?.price !== null) as { id: number; slug: string };
    // Real pictures to upload: the browser's own screenshots of coloured boxes.
    const shot = async (colour: string) => {
      await page.setContent(`<div style="width:240px;height:180px;background:${colour}"></div>`);
      return page.screenshot({ clip: { x: 0, y: 0, width: 240, height: 180 } });
    };
    const front = await shot('#c2663f');
    const side = await shot('#3f7ac2');
    const green = await shot('#6b8f4e');

    // The product's pictures as they are (the demo catalogue's photographs), to count from and to restore.
    const detail = async () => (await (await page.request.get(`/api/v1/staff/products/${product.id}`)).json()).data;
    const original = (await detail()).images as { key: string; alt: Record<string, string> }[];
    const n = original.length;

    await page.goto(`/staff/products/${product.id}/`);
    await page.getByRole('heading', { name: 'Картинки' }).waitFor();
    // Several at once: two pictures, a HEIC refused before it is sent, and a fake JPEG the API refuses.
    await page.getByLabel('Добавить картинки: JPEG, PNG, WebP или AVIF, можно несколько сразу').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: front },
      { name: 'side.png', mimeType: 'image/png', buffer: side },
      { name: 'photo.heic', mimeType: 'image/heic', buffer: Buffer.from('not a picture') },
      { name: 'fake.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture either') },
    ]);
    const only = 'загрузить можно только картинки JPEG, PNG, WebP или AVIF';
    await page.getByText(`photo.heic: ${only}`).waitFor();
    await page.getByText(`fake.jpg: ${only}`).waitFor();
    await page.getByText('front.png: загружена').waitFor();
    await page.getByText('side.png: загружена').waitFor();
    await page.getByText(`Картинка ${n + 2}`).waitFor();
    await page.screenshot({ path: '/tmp/product-images-upload-1280.png', fullPage: true });
    // The second becomes the main one; it keeps the focus where it went.
    const firstKey = await page.locator('input[name="imageKey"]').first().inputValue();
    await page.getByRole('button', { name: 'Сделать картинку 2 главной' }).click();
    await expect.poll(() => page.locator('input[name="imageKey"]').nth(1).inputValue()).toBe(firstKey);
    // Dragging a thumbnail onto another picture moves it there.
    const lastKey = await page.locator('input[name="imageKey"]').last().inputValue();
    // (The drag's events as the browser sends them: headless Chromium starts a drag but drops nothing.)
    await page.evaluate(() => {
      const data = new DataTransfer();
      const fire = (target: Element, type: string) =>
        target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data }));
      const handles = document.querySelectorAll('.catalogue-images__handle');
      const items = document.querySelectorAll('.catalogue-images__item');
      fire(handles[handles.length - 1] as Element, 'dragstart');
      fire(items[0] as Element, 'dragover');
      fire(items[0] as Element, 'drop');
    });
    await expect.poll(() => page.locator('input[name="imageKey"]').first().inputValue()).toBe(lastKey);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.classList.contains('catalogue-images__item')))
      .toBe(true);
    // The first is now one of those uploaded (the demo's own stay, to be restored).
    await page.getByRole('button', { name: 'Удалить картинку 1' }).click();
    await expect.poll(() => page.locator('input[name="imageKey"]').count()).toBe(n + 1);
    await page.getByLabel('Описание для незрячих (русский)').first().fill('Вид спереди');
    await page.getByRole('button', { name: 'Сохранить картинки' }).click();
    await page.getByRole('status').waitFor();
    expect(await page.getByLabel('Описание для незрячих (русский)').first().inputValue()).toBe('Вид спереди');
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/product-images-1280.png', fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/product-images-375.png', fullPage: true });

    await page.goto(`/product/${product.slug}/`);
    await page.getByRole('img', { name: 'Вид спереди' }).first().waitFor();

    // Without scripts the same field sends its files with the form, and the refused one is named.
    const storageState = await page.context().storageState();
    const noScripts = await newPage({ javaScript: false, storageState });
    await noScripts.setViewportSize({ width: 375, height: 800 });
    await noScripts.goto(`/staff/products/${product.id}/`);
    await noScripts.getByLabel('Добавить картинки: JPEG, PNG, WebP или AVIF, можно несколько сразу').setInputFiles([
      { name: 'green.png', mimeType: 'image/png', buffer: green },
      { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture') },
    ]);
    await noScripts.getByRole('button', { name: 'Загрузить' }).click();
    await noScripts.getByText(`notes.jpg: ${only}`).waitFor();
    expect((await detail()).images).toHaveLength(n + 2);

    // The shared server's catalogue as it was, for the other tests.
    const restored = await page.request.put(`/api/v1/staff/products/${product.id}/images`, {
      data: { images: original.map(({ key, alt }) => ({ key, alt })) },
    });
    expect(restored.status()).toBe(200);
  });
});
