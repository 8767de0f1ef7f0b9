import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, browserAvailable, useBrowser } from './support/browser.ts';
import { homeCards } from './support/home-cards.ts';
import { sizedProduct, sizeNamed } from './support/sizes.ts';
import { logInOnLoginPage } from './support/sms-login.ts';

const { page: newPage } = useBrowser();

/** The phone the server must list in STAFF_PHONES for the moderation step. */
const STAFF_PHONE = { typed: '+7 999 000-00-01', digits: '79990000001' };

async function anyProduct(): Promise<{ url: string; name: string }> {
  const home = await (await fetch(`${baseUrl()}/api/v1/pages/main`)).json();
  const card = homeCards(home.data)[1]!;
  return { url: card.url, name: card.name };
}

const basketCount = (page: Page) =>
  page
    .locator('.site-header__actions')
    .getByRole('link', { name: /Корзина/ })
    .locator('.header-counter__value')
    .textContent();

/** Opens a page and waits until its scripts have loaded, so the buttons respond (hydration). */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
}

describe.runIf(browserAvailable())('product page', () => {
  it('opens with the size a shopping feed’s link names already chosen', async () => {
    const product = await sizedProduct();
    const page = await newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, `${product.url}?size=${product.sizeId}`);
    const chosen = page.locator('.size-choice__wide').getByRole('radio', { name: sizeNamed(product.size) });
    expect(await chosen.isChecked()).toBe(true);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseUrl()}${product.url}`);
    await page.getByRole('button', { name: 'В корзину' }).click();
    await expect.poll(() => basketCount(page)).toBe('1');
    // An unknown size is no choice.
    await open(page, `${product.url}?size=0`);
    expect(await page.locator('.size-choice__wide').getByRole('radio', { checked: true }).count()).toBe(0);
  });

  it('shows the product, takes a size into the basket and lists the shops', async () => {
    const product = await sizedProduct();
    const page = await newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, product.url);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(product.name);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseUrl()}${product.url}`);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'Product', name: product.name, offers: { priceCurrency: 'RUB' } });
    expect(
      await page.getByRole('navigation', { name: 'Навигационная цепочка' }).getByRole('link').count(),
    ).toBeGreaterThan(1);
    await page.getByRole('heading', { name: 'Похожие товары' }).waitFor();
    expect(await basketCount(page)).toBe('0');

    // Without a size the button asks for one; with a size the line goes into the basket.
    await page.getByRole('button', { name: 'В корзину' }).click();
    const picker = page.getByRole('dialog', { name: 'Выберите размер' });
    await picker.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => picker.count()).toBe(0);
    await page
      .locator('.size-choice__wide')
      .getByRole('radio', { name: sizeNamed(product.size) })
      .check();
    await page.getByRole('button', { name: 'В корзину' }).click();
    await expect.poll(() => basketCount(page)).toBe('1');
    // The mini-basket that answers the add steps aside before the next dialog opens.
    const added = page.getByRole('dialog', { name: 'Добавлено в корзину' });
    await added.waitFor();
    await page.keyboard.press('Escape');
    await added.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Магазины и пункты выдачи' }).click();
    const stores = page.getByRole('dialog', { name: 'Магазины и пункты выдачи' });
    await stores.getByRole('listitem').first().waitFor();
    expect(await stores.getByText(/готово/).count()).toBeGreaterThan(0);
    // No maps key is configured here: the list works alone and no map script is loaded.
    expect(await page.locator('script[src*="api-maps"]').count()).toBe(0);
    await stores.getByRole('tab', { name: 'Пункты выдачи' }).click();
    await expect
      .poll(() => stores.getByRole('tab', { name: 'Пункты выдачи' }).getAttribute('aria-selected'))
      .toBe('true');
    await stores.getByRole('listitem').first().waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => stores.count()).toBe(0);

    await page.getByRole('button', { name: 'Возврат' }).click();
    const info = page.getByRole('dialog', { name: 'Возврат' });
    await expect.poll(() => info.getByText(/14 дней/).count()).toBe(1);
  });

  it('shows the product in the ae variant in English with AED prices', async () => {
    const product = await sizedProduct();
    const page = await newPage({ locale: 'en-US' });
    await open(page, `/ae${product.url}`);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.locator('.product-page .price__current').first().textContent()).toContain('AED');
    expect(await page.getByRole('heading', { name: 'Characteristics' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Size guide' }).click();
    await page.getByRole('dialog', { name: 'Size guide' }).waitFor();
  });

  /** The review the next test approves. */
  let sent: { url: string; text: string } | null = null;

  it('copies the product’s link with a status message where the browser has no share sheet', async () => {
    const product = await anyProduct();
    const page = await newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    // Desktop Chromium may or may not have a share sheet: this test is about the browsers without one.
    await page.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'share'));
    await open(page, `${product.url}#reviews`);
    await page.getByRole('button', { name: 'Поделиться' }).click();
    await page.getByRole('status').filter({ hasText: 'Ссылка скопирована' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl()}${product.url}`);
  });

  it('sends a review and shows the thank-you; the form resets and the review waits for moderation', async () => {
    const product = await anyProduct();
    const page = await newPage();
    await open(page, product.url);
    await page.getByRole('button', { name: 'Написать отзыв' }).click();
    const form = page.getByRole('dialog', { name: 'Ваш отзыв' });
    await form.getByRole('button', { name: 'Отправить отзыв' }).click();
    expect(await form.getByText('Обязательное поле').count()).toBe(3);

    const text = `Удобная вещь <b>${Date.now()}</b> — пользуюсь каждый день`;
    await form.getByLabel('Имя').fill('Мария');
    await form.getByLabel('Электронная почта').fill(`maria${Date.now()}@example.com`);
    await form.getByLabel('Отзыв').fill(text);
    await form.getByLabel('4 звезды').check();
    await form.getByLabel('Я согласен на обработку персональных данных').check();
    await form.getByRole('button', { name: 'Отправить отзыв' }).click();
    const thanks = page.getByRole('dialog', { name: 'Спасибо за отзыв!' });
    await thanks.waitFor({ timeout: 30_000 });
    expect(await thanks.getByText('Он появится на странице после модерации.').count()).toBe(1);
    await thanks.getByRole('button', { name: 'Вернуться к товару' }).click();
    await expect.poll(() => thanks.count()).toBe(0);
    // The form was reset; the pending review is not on the page.
    await page.getByRole('button', { name: 'Написать отзыв' }).click();
    expect(await page.getByRole('dialog', { name: 'Ваш отзыв' }).getByLabel('Отзыв').inputValue()).toBe('');
    await page.keyboard.press('Escape');
    expect(await page.getByText(text).count()).toBe(0);
    sent = { url: product.url, text };
  });

  it('publishes the review once staff approve it', async (ctx) => {
    if (!sent) throw new Error('the previous test sent no review');
    const { url, text } = sent;
    const staff = await newPage();
    await logInOnLoginPage(staff, STAFF_PHONE);
    await staff.goto('/staff/reviews/');
    await staff.getByRole('heading', { level: 1, name: 'Модерация отзывов' }).waitFor();
    if ((await staff.getByText('Страница для сотрудников').count()) > 0) {
      // The server was started without STAFF_PHONES=79990000001; approval is covered by the API tests.
      ctx.skip();
    }
    const item = staff.getByRole('listitem').filter({ hasText: text });
    await item.getByRole('button', { name: 'Опубликовать' }).click();
    await expect.poll(() => staff.getByRole('status').filter({ hasText: 'Отзыв опубликован' }).count()).toBe(1);
    await expect.poll(() => staff.getByText(text).count()).toBe(0);

    const page = await newPage();
    const reviews = page.getByRole('region', { name: 'Отзывы' });
    // A guest may get the page from the shared guest cache for up to PAGE_CACHE_TTL_S (10 s): the
    // published review is there by the next render.
    await expect
      .poll(
        async () => {
          await open(page, url);
          return reviews.getByText(text).count();
        },
        { timeout: 20_000, interval: 2_000 },
      )
      .toBe(1);
    // Shopper HTML shows as text, never as markup.
    expect(await reviews.locator('b').count()).toBe(0);
    expect(await reviews.getByText('1 отзыв').count()).toBe(1);
  });
});
