/**
 * The product gallery as a shopper uses it: on a phone a strip that scrolls sideways and snaps to each
 * picture (also before scripts), with dots; on a desktop thumbnails beside the picture, the arrow keys,
 * and the full-size picture in a dialog that zooms where it is clicked and closes on Escape.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { violations } from './support/axe.ts';
import { baseUrl, browserAvailable, useBrowser } from './support/browser.ts';
import { homeCards } from './support/home-cards.ts';

const { page: newPage } = useBrowser();

/** A product with three pictures or more: towels have three photographs (two angles and a close-up). */
async function galleryProduct(): Promise<{ url: string; name: string; count: number }> {
  const home = await (await fetch(`${baseUrl()}/api/v1/pages/main`)).json();
  const towels = await (
    await fetch(`${baseUrl()}/api/v1/catalog?url=/catalog/dom/domashniy-tekstil/polotentsa/&count=12`)
  ).json();
  for (const card of [...homeCards(home.data), ...(towels.data.items as { url: string }[])]) {
    const slug = card.url.split('/')[2];
    const detail = (await (await fetch(`${baseUrl()}/api/v1/catalog/product/${slug}?related=n`)).json()).data;
    const count = (detail.product.images as unknown[]).length;
    if (count >= 3) return { url: card.url, name: detail.product.name, count };
  }
  throw new Error('no product with three pictures on the home page or among the towels');
}

const stripScroll = (page: Page) => page.locator('.gallery__strip').evaluate((strip) => strip.scrollLeft);
const stripWidth = (page: Page) => page.locator('.gallery__strip').evaluate((strip) => strip.clientWidth);

/** A sideways wheel over the strip: what a swipe does to it, as the browser scrolls it. */
async function swipe(page: Page) {
  const box = await page.locator('.gallery__strip').boundingBox();
  if (!box) throw new Error('no strip');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(box.width * 0.8, 0);
}

describe.runIf(browserAvailable())('product gallery', () => {
  it('on a phone is a strip that snaps to each picture, with dots, and scrolls before scripts too', async () => {
    const product = await galleryProduct();
    for (const javaScript of [false, true]) {
      const page = await newPage({ javaScript });
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(product.url);
      const gallery = page.getByRole('region', { name: 'Фотографии товара' });
      await gallery.waitFor();
      expect(await page.locator('.gallery__slide img').count()).toBe(product.count);
      // The first picture is fetched at once (no loading attribute, high priority), the others lazily.
      expect(await page.locator('.gallery__slide img').first().getAttribute('loading')).toBeNull();
      expect(await page.locator('.gallery__thumbs').isVisible()).toBe(false);
      expect(await page.locator('.gallery__dots').isVisible()).toBe(true);
      // Nothing is wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await swipe(page);
      const width = await stripWidth(page);
      // Snapped to the second picture, not left between two.
      await expect.poll(async () => Math.abs((await stripScroll(page)) - width)).toBeLessThan(2);
      if (javaScript) {
        await expect
          .poll(() => page.locator('.gallery__dot--on').evaluate((dot) => dot.parentElement?.children[1] === dot))
          .toBe(true);
        await page.screenshot({ path: '/tmp/gallery-375.png' });
      }
      await page.context().close();
    }
  });

  it('on a desktop has named thumbnails, arrow keys, and a zoom dialog that keeps and returns the focus', async () => {
    const product = await galleryProduct();
    const page = await newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(product.url);
    const thumbs = page.locator('.gallery__thumbs').getByRole('button');
    expect(await thumbs.count()).toBe(product.count);
    const second = page.getByRole('button', { name: `Фото 2 из ${product.count}`, exact: true });
    await second.click();
    await expect.poll(() => second.getAttribute('aria-current')).toBe('true');
    const width = await stripWidth(page);
    await expect.poll(async () => Math.abs((await stripScroll(page)) - width)).toBeLessThan(2);
    await page.keyboard.press('ArrowRight');
    const third = page.getByRole('button', { name: `Фото 3 из ${product.count}`, exact: true });
    expect(await third.evaluate((b) => b === document.activeElement)).toBe(true);
    await expect.poll(() => third.getAttribute('aria-current')).toBe('true');
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/gallery-1280.png' });

    // Tab reaches the picture shown; Enter opens it full size.
    await page.keyboard.press('Shift+Tab');
    const slide = page.locator('.gallery__slide[data-slide="2"]');
    await slide.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: product.name });
    await dialog.waitFor();
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await dialog.getByText(`Фото 3 из ${product.count}`).waitFor();
    expect(await violations(page)).toEqual([]);
    // The zoom takes the picture whole (a 1200 px packshot, not the 960 size below it).
    const zoomed = dialog.locator('img.zoom__image');
    await expect
      .poll(() => zoomed.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const own = await zoomed.getAttribute('width');
    expect(await zoomed.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(
      new RegExp(`/${own}\\.(avif|webp|jpg)$`),
    );
    const layer = dialog.locator('.zoom__layer');
    // A click zooms twice on the point clicked, and the picture then follows the pointer.
    const stage = await dialog.locator('.zoom__stage').boundingBox();
    if (!stage) throw new Error('no stage');
    await page.mouse.click(stage.x + stage.width * 0.25, stage.y + stage.height * 0.25);
    expect(await layer.getAttribute('data-scale')).toBe('2');
    const before = await layer.evaluate((l) => (l as HTMLElement).style.transform);
    await page.mouse.move(stage.x + stage.width * 0.75, stage.y + stage.height * 0.75);
    await expect.poll(() => layer.evaluate((l) => (l as HTMLElement).style.transform)).not.toBe(before);
    await page.screenshot({ path: '/tmp/gallery-zoom-1280.png' });
    await page.mouse.click(stage.x + stage.width * 0.75, stage.y + stage.height * 0.75);
    expect(await layer.getAttribute('data-scale')).toBe('1');
    // The arrows page through the pictures inside the dialog.
    await page.keyboard.press('ArrowRight');
    await dialog.getByText(`Фото ${Math.min(4, product.count) === 3 ? 1 : 4} из ${product.count}`).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.classList.contains('gallery__slide') ?? false))
      .toBe(true);
  });
});
