/** Basket, favourites and the newsletter work as plain forms when the browser runs no JavaScript. */
import { describe, expect, it } from 'vitest';
import { browserAvailable, useBrowser } from './support/browser.ts';
import { product } from './support/checkout-steps.ts';

const { page: newPage } = useBrowser();

describe.runIf(browserAvailable())('without JavaScript', () => {
  it('adds to the basket, keeps a favourite and subscribes through the server-rendered forms', async () => {
    const card = await product();
    const page = await newPage({ javaScript: false });
    await page.goto(card.url);
    const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';

    await page.getByRole('button', { name: 'В корзину' }).first().click();
    await page.waitForURL((url) => url.pathname === card.url);
    await page.getByRole('button', { name: 'Ещё одну' }).first().click();
    await page.waitForURL((url) => url.pathname === card.url);
    await page.getByRole('button', { name: 'Добавить в избранное' }).first().click();
    await page.waitForURL((url) => url.pathname === card.url);
    expect(await page.getByRole('button', { name: 'Удалить из избранного' }).count()).toBeGreaterThan(0);

    await page.goto('/korzina/');
    const line = page.locator('.basket-line', { hasText: name });
    expect(await line.count()).toBe(1);
    expect(await line.locator('output').textContent()).toBe('2');

    await page.goto('/izbrannoe/');
    expect(await page.getByRole('heading', { level: 3, name }).count()).toBe(1);

    await page.getByLabel('Электронная почта').fill('no-script@example.com');
    await page.getByRole('button', { name: 'Подписаться' }).click();
    await page.getByText('Спасибо! Вы подписались на рассылку.').waitFor();
  });
});
