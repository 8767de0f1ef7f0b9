/**
 * The content editor's previews and pending changes in a browser: a draft is drawn by the Russian and
 * the Kazakh shop's own page (prefix, currency, layout) while guests get nothing; a published entry's
 * edit waits unseen until published, and an edit from a stale copy is refused with the text kept;
 * an announcement saved in the back office is the strip over the shop's pages.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, useBrowser } from './support/browser.ts';
import { homeCards } from './support/home-cards.ts';
import { logInOnLoginPage, type TestPhone } from './support/sms-login.ts';
import { CONTENT_KINDS_ADMIN as ADMIN, grantRole } from './support/staff.ts';

const { page: newPage } = useBrowser();

const PREVIEWER: TestPhone = { typed: '+7 916 555-74-01', digits: '79165557401' };
const REVISER: TestPhone = { typed: '+7 916 555-74-02', digits: '79165557402' };
const ANNOUNCER: TestPhone = { typed: '+7 916 555-74-03', digits: '79165557403' };

describe.runIf(browserAvailable())('content editor: variants', () => {
  // One administrator login grants every editor of the file: a second login of the same phone would wait out the resend pause.
  beforeAll(async () => {
    const admin = await newPage();
    await logInOnLoginPage(admin, ADMIN);
    for (const editor of [PREVIEWER, REVISER, ANNOUNCER]) await grantRole(admin, editor, 'Редактор контента');
    await admin.context().close();
  }, 120_000);

  it('an editor previews a draft as the Russian and the Kazakh shop’s page', { timeout: 180_000 }, async () => {
    const editor = await newPage();
    await logInOnLoginPage(editor, PREVIEWER);
    const home = await editor.request.get('/kz/api/v1/pages/main');
    const productId = homeCards((await home.json()).data)[0]!.id;

    await editor.goto('/staff/content/new/');
    const slug = `e2e-variants-${Date.now()}`;
    await editor.getByLabel('Адрес (slug)').fill(slug);
    await editor.getByLabel('Заголовок', { exact: true }).fill('Осенняя коллекция');
    await editor.getByLabel('Текст', { exact: true }).fill(`Новинки недели.\n\n[products: ${productId} "В магазинах"]`);
    await editor.getByRole('button', { name: 'Сохранить' }).click();
    await editor.getByRole('status').filter({ hasText: 'Сохранено' }).waitFor();
    const editUrl = new URL(editor.url()).pathname;

    const previews = editor.getByRole('navigation', { name: 'Предпросмотр как страница магазина' });
    await previews.getByRole('link', { name: 'Предпросмотр: Казахстан (₸)' }).click();
    await editor.waitForURL(new RegExp(`/kz/novosti/${slug}/\\?preview=\\d+$`));
    const main = editor.locator('main');
    await main.getByRole('heading', { level: 1, name: 'Осенняя коллекция' }).waitFor();
    await editor.getByRole('note').filter({ hasText: 'Покупатели эту страницу не видят' }).waitFor();
    expect(await editor.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    // The Kazakh shop's page: its prices in tenge and its own links.
    expect(await main.locator('.content-entry').innerText()).toContain('₸');
    expect(await main.getByRole('link', { name: 'Новости' }).first().getAttribute('href')).toBe('/kz/novosti/');
    const kzUrl = new URL(editor.url());

    await editor.getByRole('link', { name: 'Вернуться к редактированию' }).click();
    await editor.waitForURL(`**${editUrl}*`);
    await previews.getByRole('link', { name: 'Предпросмотр: Россия (₽)' }).click();
    await editor.waitForURL(new RegExp(`^[^?]*[^z]/novosti/${slug}/\\?preview=\\d+$`));
    await main.getByRole('heading', { level: 1, name: 'Осенняя коллекция' }).waitFor();
    expect(await main.locator('.content-entry').innerText()).toContain('₽');

    // Guests see neither the draft nor its preview.
    const guest = await newPage();
    expect((await guest.goto(`/kz/novosti/${slug}/`))?.status()).toBe(404);
    expect((await guest.goto(`${kzUrl.pathname}${kzUrl.search}`))?.status()).toBe(401);
  });

  it('an edit of a published entry stays unseen until published; a stale copy’s save is refused', {
    timeout: 180_000,
  }, async () => {
    const editor = await newPage();
    await logInOnLoginPage(editor, REVISER);

    await editor.goto('/staff/content/new/');
    const slug = `e2e-revise-${Date.now()}`;
    await editor.getByLabel('Адрес (slug)').fill(slug);
    await editor.getByLabel('Заголовок', { exact: true }).fill('Часы работы в праздники');
    await editor.getByLabel('Текст', { exact: true }).fill('Работаем с десяти до восьми.');
    await editor.getByRole('button', { name: 'Сохранить' }).click();
    await editor.getByRole('status').filter({ hasText: 'Сохранено' }).waitFor();
    await editor.getByRole('button', { name: 'Опубликовать' }).click();
    await editor.getByRole('status').filter({ hasText: 'Опубликовано' }).waitFor();
    const editUrl = new URL(editor.url()).pathname;

    const guest = await newPage();
    await guest.goto(`/novosti/${slug}/`);
    await guest.getByText('Работаем с десяти до восьми.').waitFor();

    // A second copy of the form, opened before the edit below.
    const stale = await editor.context().newPage();
    await stale.goto(editUrl);

    await editor.getByLabel('Текст', { exact: true }).fill('Работаем круглосуточно.');
    await editor.getByRole('button', { name: 'Сохранить' }).click();
    await editor.getByRole('status').filter({ hasText: 'неопубликованные изменения' }).waitFor();
    await editor.getByText('Статус: Опубликовано · есть неопубликованные изменения').waitFor();
    await editor.goto(`/staff/content/?q=${slug}`);
    await editor.getByRole('cell', { name: 'Опубликовано · есть неопубликованные изменения' }).waitFor();

    // The guest, past the shared page cache's 10 s, still reads the published text.
    await guest.waitForTimeout(10_500);
    await guest.goto(`/novosti/${slug}/`);
    await guest.getByText('Работаем с десяти до восьми.').waitFor();
    expect(await guest.getByText('Работаем круглосуточно.').count()).toBe(0);

    await stale.getByLabel('Заголовок', { exact: true }).fill('Часы работы');
    await stale.getByRole('button', { name: 'Сохранить' }).click();
    await stale.getByRole('alert').filter({ hasText: 'эту запись сохранил кто-то другой' }).waitFor();
    expect(await stale.getByLabel('Заголовок', { exact: true }).inputValue()).toBe('Часы работы');
    expect(await stale.getByLabel('Текст', { exact: true }).inputValue()).toBe('Работаем с десяти до восьми.');
    await stale.getByRole('link', { name: 'Открыть их версию' }).click();
    await expect.poll(() => stale.getByLabel('Текст', { exact: true }).inputValue()).toBe('Работаем круглосуточно.');

    await stale.getByRole('button', { name: 'Опубликовать изменения' }).click();
    await stale.getByRole('status').filter({ hasText: 'Опубликовано' }).waitFor();
    await guest.goto(`/novosti/${slug}/`);
    await guest.getByText('Работаем круглосуточно.').waitFor();
  });

  it('an announcement saved in the back office shows over the Kazakh shop’s pages', { timeout: 120_000 }, async () => {
    const editor = await newPage();
    await logInOnLoginPage(editor, ANNOUNCER);
    await editor.goto('/staff/');
    await editor
      .getByRole('navigation', { name: 'Разделы бэк-офиса' })
      .getByRole('link', { name: 'Объявления' })
      .click();
    await editor.getByRole('link', { name: 'Новое объявление' }).click();
    await editor.getByLabel('Магазин', { exact: true }).selectOption({ label: 'Казахстан (₸)' });
    await editor.getByLabel('Текст на русском').fill('Неделя скидок в Алматы');
    await editor.getByRole('button', { name: 'Сохранить' }).click();
    // Kazakh is the Kazakh shop's own language: the field says so.
    await editor.getByText('Магазин показывает объявление на этом языке').waitFor();
    await editor.getByLabel('Текст на казахском').fill('Алматыда жеңілдіктер апталығы');
    await editor.getByRole('button', { name: 'Сохранить' }).click();
    await editor.getByRole('status').filter({ hasText: 'Сохранено' }).waitFor();
    await editor.getByText('Покупатели видят сейчас').waitFor();

    const guest = await newPage({ locale: 'kk-KZ' });
    await guest.goto('/kz/');
    await guest.locator('.announcement').filter({ hasText: 'Алматыда жеңілдіктер апталығы' }).waitFor();
  });
});
