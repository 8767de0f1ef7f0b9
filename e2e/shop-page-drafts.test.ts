/**
 * A shop page's pending change in a browser: a content editor rewrites a Kazakh shop's text and its
 * opening hours (a wrong time is refused with the text kept), previews the page in Kazakh and in
 * Russian while guests keep the published page and cannot open the preview, then publishes it. An
 * editor unpublishes a shop's page (guests get the not-found page and a shops list without its link,
 * the editor still previews it) and publishes it again. A hidden home page banner shows in the home page's preview, in Russian and English (whose search
 * suggestions, asked after load, are English too), and to no guest.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, useBrowser } from './support/browser.ts';
import { hydrated } from './support/checkout-steps.ts';
import { logInOnLoginPage, type TestPhone } from './support/sms-login.ts';
import { grantRole, SHOP_DRAFTS_ADMIN } from './support/staff.ts';

const { page: newPage } = useBrowser();

const EDITOR: TestPhone = { typed: '+7 916 555-93-01', digits: '79165559301' };
const HOME_EDITOR: TestPhone = { typed: '+7 916 555-93-03', digits: '79165559303' };
const PAGE_EDITOR: TestPhone = { typed: '+7 917 400-00-01', digits: '79174000001' };
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Opens the editor of the first shop of the staff list at `listUrl`: its name, its editor's and its page's paths. */
async function openFirstShop(editor: Page, listUrl: string) {
  await editor.goto(listUrl);
  const first = editor.locator('tbody').getByRole('link').first();
  const shopName = (await first.textContent()) ?? '';
  await first.click();
  await editor.getByRole('heading', { level: 1, name: shopName }).waitFor();
  const editUrl = new URL(editor.url()).pathname;
  const shopUrl = (await editor.getByRole('link', { name: 'Открыть страницу магазина' }).getAttribute('href')) ?? '';
  return { shopName, editUrl, shopUrl };
}

describe.runIf(browserAvailable())('shop page drafts and the home page preview', () => {
  // One administrator login grants both editors: a second login of the same phone would wait out the resend pause.
  beforeAll(async () => {
    const admin = await newPage();
    await logInOnLoginPage(admin, SHOP_DRAFTS_ADMIN);
    for (const editor of [EDITOR, HOME_EDITOR, PAGE_EDITOR]) await grantRole(admin, editor, 'Редактор контента');
    await admin.context().close();
  }, 120_000);

  it('an editor changes a shop’s text and hours, previews them unseen by guests, then publishes', {
    timeout: 180_000,
  }, async () => {
    const editor = await newPage();
    await editor.setViewportSize({ width: 1280, height: 900 });
    await logInOnLoginPage(editor, EDITOR);
    const { shopName, editUrl, shopUrl } = await openFirstShop(editor, '/staff/shops/?variant=kz&sort=name&dir=desc');
    expect(shopUrl).toMatch(/^\/kz\/shops\/\d+\/$/);

    // A shopper of the Kazakh shop reading it in Kazakh.
    const guest = await newPage({ locale: 'kk-KZ' });

    await editor.getByLabel('Текст на казахском').fill('Дүкен сауда орталығының бірінші қабатында.');
    await editor.getByLabel('Текст на русском').fill('Магазин на первом этаже торгового центра.');
    const monday = editor.getByRole('group', { name: 'Пн', exact: true });
    await monday.getByLabel('Открывается').fill('9:00');
    await monday.getByLabel('Закрывается').fill('21:00');
    await editor.getByRole('group', { name: 'Вс', exact: true }).getByLabel('Выходной').check();
    // Enter in a time field saves the page (and moves no photo).
    await monday.getByLabel('Закрывается').press('Enter');
    const summary = editor.locator('.staff-error-summary');
    await summary.filter({ hasText: 'Пн, Открывается: Укажите время в виде ЧЧ:ММ' }).waitFor();
    expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await editor.getByLabel('Текст на казахском').inputValue()).toBe(
      'Дүкен сауда орталығының бірінші қабатында.',
    );
    await monday.getByLabel('Открывается').fill('09:00');
    await monday.getByLabel('Закрывается').press('Enter');
    await editor.getByRole('status').filter({ hasText: 'Сохранено как неопубликованные изменения' }).waitFor();
    await editor.getByText('Есть неопубликованные изменения').waitFor();
    expect(await editor.getByRole('button', { name: /^Убрать фото/ }).count()).toBe(3);

    // Guests keep the published page, and the preview address shows them nothing of the change.
    await guest.goto(shopUrl);
    await guest.getByRole('heading', { level: 1, name: shopName }).waitFor();
    expect(await guest.locator('main').textContent()).not.toContain('бірінші қабатында');
    expect(await guest.locator('.shop-hours').textContent()).not.toContain('09:00–21:00');
    const refused = await guest.goto(`${shopUrl}?preview=1`);
    expect(refused?.status()).toBe(401);
    expect(await guest.content()).not.toContain('бірінші қабатында');

    // The preview in Kazakh: the Kazakh shop's page, its own language, not indexed, not cached.
    const previews = editor.getByRole('navigation', {
      name: 'Предпросмотр страницы магазина, как её увидят покупатели',
    });
    const [kazakh] = await Promise.all([
      editor.waitForResponse((r) => r.url().includes(`${shopUrl}?preview=`) && r.request().method() === 'GET'),
      previews.getByRole('link', { name: 'Предпросмотр: Казахский' }).click(),
    ]);
    expect(kazakh.headers()['cache-control']).toBe('no-store');
    const main = editor.locator('main');
    await main.getByText('Дүкен сауда орталығының бірінші қабатында.').waitFor();
    await editor.getByRole('note').filter({ hasText: 'Сатып алушылар бұл бетті көрмейді' }).waitFor();
    expect(await editor.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    expect(await main.locator('.shop-hours').textContent()).toContain('Дс 09:00–21:00');
    expect(await main.locator('.shop-hours').textContent()).toContain('Жс демалыс');

    // Back to the editor (the back office keeps its Russian), and the preview in Russian.
    await editor.getByRole('link', { name: 'Өңдеуге оралу' }).click();
    await editor.waitForURL(`**${editUrl}`);
    await previews.getByRole('link', { name: 'Предпросмотр: Русский' }).click();
    await main.getByText('Магазин на первом этаже торгового центра.').waitFor();
    expect(await main.locator('.shop-hours').textContent()).toContain('Пн 09:00–21:00');
    expect(await main.locator('.shop-hours').textContent()).toContain('Вс выходной');

    await editor.getByRole('link', { name: 'Вернуться к редактированию' }).click();
    await editor.getByRole('button', { name: 'Опубликовать изменения' }).click();
    await editor.getByRole('status').filter({ hasText: 'Опубликовано' }).waitFor();
    await editor.getByText('Покупатели видят эту версию.').waitFor();

    await guest.goto(shopUrl);
    await guest.getByText('Дүкен сауда орталығының бірінші қабатында.').waitFor();
    expect(await guest.locator('.shop-hours').textContent()).toContain('Дс 09:00–21:00');
  });

  it('an editor unpublishes a shop’s page: guests get the not-found page, the list keeps the shop unlinked', {
    timeout: 120_000,
  }, async () => {
    const editor = await newPage();
    await logInOnLoginPage(editor, PAGE_EDITOR);
    const { shopName, editUrl, shopUrl } = await openFirstShop(editor, '/staff/shops/?variant=ru&sort=name&dir=asc');
    await editor.getByText('Страница опубликована').waitFor();
    await editor.getByRole('button', { name: 'Снять страницу с публикации' }).click();
    await editor.getByRole('status').filter({ hasText: 'Страница снята с публикации' }).waitFor();
    await editor.getByText('Самовывоз из магазина работает.').waitFor();

    const guest = await newPage();
    const gone = await guest.goto(shopUrl);
    expect(gone?.status()).toBe(404);
    await guest.getByRole('heading', { level: 1, name: 'Страница не найдена' }).waitFor();
    expect(await guest.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await guest.goto('/shops/');
    const listed = guest.locator('.shop-list__item').filter({ has: guest.getByRole('heading', { name: shopName }) });
    await listed.waitFor();
    expect(await listed.getByRole('link').count()).toBe(0);

    // The editor still previews the unpublished page.
    await editor
      .getByRole('navigation', { name: 'Предпросмотр страницы магазина, как её увидят покупатели' })
      .getByRole('link', { name: 'Предпросмотр: Русский' })
      .click();
    await editor.getByRole('heading', { level: 1, name: shopName }).waitFor();
    await editor.getByRole('note').filter({ hasText: 'Покупатели' }).waitFor();
    await editor.getByRole('link', { name: 'Вернуться к редактированию' }).click();
    await editor.waitForURL(`**${editUrl}`);
    await editor.getByRole('button', { name: 'Опубликовать страницу снова' }).click();
    await editor.getByRole('status').filter({ hasText: 'Страница снова опубликована' }).waitFor();

    expect((await guest.goto(shopUrl))?.status()).toBe(200);
    await guest.getByRole('heading', { level: 1, name: shopName }).waitFor();
    await guest.goto('/shops/');
    await guest.getByRole('link', { name: shopName }).first().waitFor();
  });

  it('an editor previews the home page with a hidden banner that guests do not see', { timeout: 120_000 }, async () => {
    const editor = await newPage();
    await logInOnLoginPage(editor, HOME_EDITOR);
    await editor.goto('/staff/home-blocks/new/?variant=ru');
    await editor.getByLabel('Заголовок на русском').fill('Тайная распродажа');
    await editor.getByLabel('Заголовок на английском').fill('Secret sale');
    await editor.getByLabel('Картинка баннера (JPEG, PNG, WebP или AVIF)').setInputFiles({
      name: 'banner.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await editor.getByLabel('Ссылка баннера (адрес страницы магазина, например /catalog/)').fill('/catalog/');
    await editor.getByRole('button', { name: 'Сохранить' }).click();
    await editor.getByRole('status').filter({ hasText: 'Сохранено' }).waitFor();

    const guest = await newPage();
    await guest.goto('/');
    await guest.locator('.home-hero').waitFor();
    expect(await guest.getByRole('link', { name: 'Тайная распродажа' }).count()).toBe(0);
    expect((await guest.goto('/?preview=1'))?.status()).toBe(401);

    await editor.goto('/staff/home-blocks/?variant=ru');
    const previews = editor.getByRole('navigation', { name: 'Предпросмотр главной со всеми блоками' });
    const [answer] = await Promise.all([
      editor.waitForResponse((r) => r.url().endsWith('/?preview=1&lang=ru-RU') && r.request().method() === 'GET'),
      previews.getByRole('link', { name: 'Предпросмотр: Россия (₽), Русский' }).click(),
    ]);
    expect(answer.headers()['cache-control']).toBe('no-store');
    expect(answer.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await editor.getByRole('note').filter({ hasText: 'Покупатели эту страницу не видят' }).waitFor();
    await editor.getByRole('link', { name: 'Тайная распродажа' }).waitFor();

    await editor.getByRole('link', { name: 'Вернуться к редактированию' }).click();
    await previews.getByRole('link', { name: 'Предпросмотр: Россия (₽), Английский' }).click();
    await editor.getByRole('link', { name: 'Secret sale' }).waitFor();
    // What the page asks the API after load is in the preview's language too: the header search
    // suggests the English category (the editor's browser and back office speak Russian).
    await hydrated(editor);
    await editor.getByRole('searchbox', { name: 'Search the site' }).fill('saucep');
    await editor.getByRole('list', { name: 'Suggestions' }).getByRole('link', { name: 'Saucepans' }).waitFor();
    // The preview's language is the preview's alone: back in the back office, it speaks Russian still,
    // and the shop's own pages are as the editor's language switch left them.
    await editor.goto('/staff/home-blocks/?variant=ru');
    await previews.getByRole('link', { name: 'Предпросмотр: Россия (₽), Английский' }).waitFor();
    expect(await editor.locator('html').getAttribute('lang')).toBe('ru');
    await editor.goto('/');
    expect(await editor.locator('html').getAttribute('lang')).toBe('ru');
  });
});
