/**
 * The shop pages and home blocks editors in a browser: a content editor writes a shop page's text,
 * removes a photo and publishes the page, adds a banner to the home page, renames it and moves it above
 * the popular products (the rename and the move of the published banner wait until they are published);
 * a guest sees each change once published.
 */
import { describe, expect, it } from 'vitest';
import { browserAvailable, useBrowser } from './support/browser.ts';
import { logInOnLoginPage, type TestPhone } from './support/sms-login.ts';
import { grantRole, SHOP_PAGES_ADMIN } from './support/staff.ts';

const { page: newPage } = useBrowser();

const EDITOR: TestPhone = { typed: '+7 916 555-81-01', digits: '79165558101' };
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe.runIf(browserAvailable())('shop pages and home blocks editors', () => {
  it('an editor changes a shop page and a home banner; a guest sees both', {
    timeout: 180_000,
  }, async () => {
    const admin = await newPage();
    await logInOnLoginPage(admin, SHOP_PAGES_ADMIN);
    await grantRole(admin, EDITOR, 'Редактор контента');

    const editor = await newPage();
    await editor.setViewportSize({ width: 1280, height: 900 });
    await logInOnLoginPage(editor, EDITOR);
    await editor.goto('/staff/');
    await editor
      .getByRole('navigation', { name: 'Разделы бэк-офиса' })
      .getByRole('link', { name: 'Страницы магазинов' })
      .click();
    await editor.locator('select[name="variant"]').selectOption('ru');
    await editor.getByRole('button', { name: 'Показать' }).click();
    // The list of every variant stays on screen until the filtered one is drawn (the address changes
    // a little before): wait until every row is a Russian shop.
    await expect
      .poll(() => editor.locator('tbody tr').filter({ hasNotText: 'Россия (₽)' }).count(), { timeout: 10_000 })
      .toBe(0);
    const first = editor.locator('tbody').getByRole('link').first();
    const shopName = (await first.textContent()) ?? '';
    await first.click();
    await editor.getByRole('heading', { level: 1, name: shopName }).waitFor();
    const shopUrl = (await editor.getByRole('link', { name: 'Открыть страницу магазина' }).getAttribute('href')) ?? '';

    await editor.getByLabel('Текст на русском').fill('Магазин у фонтана.\n\nПарковка во дворе.');
    await editor.getByRole('button', { name: 'Убрать фото 3' }).click();
    await editor.getByRole('status').filter({ hasText: 'Сохранено' }).waitFor();
    expect(await editor.getByRole('button', { name: /^Убрать фото/ }).count()).toBe(2);
    await editor.getByRole('button', { name: 'Опубликовать изменения' }).click();
    await editor.getByRole('status').filter({ hasText: 'Опубликовано' }).waitFor();

    const guest = await newPage();
    await guest.goto(shopUrl);
    await guest.getByText('Парковка во дворе.').waitFor();
    expect(await guest.locator('.shop-photos img').count()).toBe(2);

    const nav = editor.getByRole('navigation', { name: 'Разделы бэк-офиса' });
    await nav.getByRole('link', { name: 'Главная страница' }).click();
    await editor.getByRole('link', { name: 'Новый блок' }).click();
    await editor.getByLabel('Заголовок на русском').fill('Осенняя распродажа');
    await editor.getByLabel('Заголовок на английском').fill('Autumn sale');
    await editor
      .getByLabel('Ссылка баннера (адрес страницы магазина, например /catalog/)')
      .fill('https://example.com/');
    await editor.getByRole('button', { name: 'Сохранить' }).click();
    // Without a picture and with a link outside the shop: the summary takes the focus.
    const summary = editor.locator('.staff-error-summary').filter({ hasText: 'Страница не сохранена' });
    await summary.waitFor();
    expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);
    await editor.getByLabel('Картинка баннера (JPEG, PNG, WebP или AVIF)').setInputFiles({
      name: 'banner.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await editor.getByLabel('Ссылка баннера (адрес страницы магазина, например /catalog/)').fill('/catalog/');
    await editor.getByLabel('Показывать на главной').check();
    await editor.getByRole('button', { name: 'Сохранить' }).click();
    await editor.getByRole('status').filter({ hasText: 'Сохранено' }).waitFor();
    await guest.goto('/');
    await guest.getByRole('link', { name: 'Осенняя распродажа' }).waitFor();

    await editor.getByLabel('Заголовок на русском').fill('Зимняя распродажа');
    await editor.getByRole('button', { name: 'Сохранить' }).click();
    // The banner is published: the rename waits as a pending change the guest does not see.
    await editor.getByRole('status').filter({ hasText: 'неопубликованное изменение' }).waitFor();
    await editor.getByText('Неопубликованные изменения').waitFor();
    await guest.goto('/');
    await guest.getByRole('link', { name: 'Осенняя распродажа' }).waitFor();
    expect(await guest.getByRole('link', { name: 'Зимняя распродажа' }).count()).toBe(0);

    await editor.getByRole('button', { name: 'Опубликовать изменения' }).click();
    await editor.getByRole('status').filter({ hasText: 'Опубликовано' }).waitFor();
    await guest.goto('/');
    const banner = guest.getByRole('link', { name: 'Зимняя распродажа' });
    await banner.waitFor();
    expect(await banner.getAttribute('href')).toBe('/catalog/');

    // The banner moves above the popular products: the guest keeps the published order until the
    // editor publishes the new one. (Hidden blocks of other tests in between move at once.)
    await editor.getByRole('link', { name: 'Все блоки главной страницы' }).click();
    const rowTitles = () =>
      editor.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.querySelector('a')?.textContent ?? ''));
    const place = async (title: string) => (await rowTitles()).indexOf(title);
    await expect.poll(() => place('Зимняя распродажа')).toBeGreaterThan(0);
    const popular = await place('Популярные товары');
    for (let at = await place('Зимняя распродажа'); at > popular; at--) {
      await editor.getByRole('button', { name: 'Поднять «Зимняя распродажа»' }).click();
      await expect.poll(() => place('Зимняя распродажа')).toBe(at - 1);
    }
    await editor.getByText('Неопубликованный порядок').waitFor();
    const bannerFirst = async (page: typeof guest, url: string) => {
      await page.goto(url);
      await page.locator('.home-banner__title').first().waitFor();
      const titles = await page.locator('.home-banner__title, [id^="home-block-"]').allTextContents();
      return titles.indexOf('Зимняя распродажа') < titles.indexOf('Популярные товары');
    };
    expect(await bannerFirst(guest, '/')).toBe(false);
    expect(await bannerFirst(editor, '/?preview=1')).toBe(true);
    await editor.goto('/staff/home-blocks/?variant=ru');
    await editor.getByRole('button', { name: 'Опубликовать изменения' }).click();
    await editor.getByRole('status').filter({ hasText: 'Порядок опубликован' }).waitFor();
    expect(await bannerFirst(guest, '/')).toBe(true);
  });
});
