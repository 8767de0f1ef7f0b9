/**
 * The content editor in a browser: an administrator grants the content role; the editor writes a
 * news item with a picture, previews the draft (shoppers get 404 meanwhile), publishes it, and a
 * guest reads it on the shop, the HTML typed into the text shown as text. A faulty text is refused
 * in Russian, and a save from a stale copy moves the focus to the conflict alert.
 */
import { describe, expect, it } from 'vitest';
import { browserAvailable, useBrowser } from './support/browser.ts';
import { hydrated } from './support/checkout-steps.ts';
import { logInOnLoginPage, type TestPhone } from './support/sms-login.ts';
import { CONTENT_ADMIN as ADMIN, grantRole } from './support/staff.ts';

const { page: newPage } = useBrowser();

const EDITOR: TestPhone = { typed: '+7 916 555-63-01', digits: '79165556301' };
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe.runIf(browserAvailable())('content editor', () => {
  it('an editor writes a news item with a picture, previews, publishes; a guest reads it', {
    timeout: 180_000,
  }, async () => {
    const admin = await newPage();
    await logInOnLoginPage(admin, ADMIN);
    await grantRole(admin, EDITOR, 'Редактор контента');

    const editor = await newPage();
    await editor.setViewportSize({ width: 1280, height: 900 });
    await logInOnLoginPage(editor, EDITOR);
    await editor.goto('/staff/');
    await editor.getByRole('navigation', { name: 'Разделы бэк-офиса' }).getByRole('link', { name: 'Контент' }).click();
    await editor.getByRole('link', { name: 'Новая запись' }).click();
    const slug = `e2e-news-${Date.now()}`;
    await editor.getByLabel('Адрес (slug)').fill(slug);
    await editor.getByLabel('Заголовок', { exact: true }).fill('Открываем магазин на Тверской');
    await editor.getByLabel('Анонс (текст карточки)').fill('Новый магазин');
    await editor
      .getByLabel('Текст', { exact: true })
      .fill('## Когда\n\nВ понедельник в десять.\n\n<script>window.__xss = 1</script>');
    await editor.getByRole('button', { name: 'Сохранить' }).click();
    await editor.getByRole('status').filter({ hasText: 'Сохранено' }).waitFor();
    expect(await editor.getByText('Статус: Черновик').count()).toBe(1);

    // A refused field reads in the page's language; a save from a stale copy focuses the conflict alert.
    await editor.getByLabel('Текст', { exact: true }).fill('Вступление\n\n[products: x]');
    await editor.getByRole('button', { name: 'Сохранить' }).click();
    await editor.getByText('Строка 3: товары занимают одну строку').waitFor();
    await editor.reload();
    await hydrated(editor);
    await editor.locator('input[name="updatedAt"]').evaluate((input: HTMLInputElement) => {
      input.value = '2000-01-01T00:00:00.000Z';
    });
    await editor.getByRole('button', { name: 'Сохранить' }).click();
    const conflict = editor.getByRole('alert').filter({ hasText: 'эту запись сохранил кто-то другой' });
    await conflict.waitFor();
    expect(await conflict.evaluate((alert) => alert === document.activeElement)).toBe(true);
    await editor.reload();

    // Once scripts run, a chosen picture goes straight to the API and, as the first, becomes the cover.
    await hydrated(editor);
    await editor.getByLabel('Добавить картинки: JPEG, PNG, WebP или AVIF, можно несколько сразу').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await editor.getByText('cover.png: загружена').waitFor();
    await editor.getByRole('status').filter({ hasText: 'Сохранено' }).waitFor();

    const guest = await newPage();
    expect((await guest.goto(`/novosti/${slug}/`))?.status()).toBe(404);

    await editor.getByRole('link', { name: 'Предпросмотр', exact: true }).click();
    await editor.getByRole('heading', { level: 1, name: 'Открываем магазин на Тверской' }).waitFor();
    await editor.getByRole('note').filter({ hasText: 'Покупатели эту страницу не видят' }).waitFor();
    expect(await editor.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    const cover = editor.locator('.content-entry__cover img');
    const picture = await editor.request.get((await cover.getAttribute('src')) ?? '');
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toMatch(/^image\//);
    await editor.getByText('<script>window.__xss = 1</script>').waitFor();
    expect(await editor.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

    await editor.getByRole('link', { name: 'Вернуться к редактированию' }).click();
    await editor.getByRole('button', { name: 'Опубликовать' }).click();
    await editor.getByRole('status').filter({ hasText: 'Опубликовано' }).waitFor();

    const res = await guest.goto(`/novosti/${slug}/`);
    expect(res?.status()).toBe(200);
    await guest.getByRole('heading', { level: 1, name: 'Открываем магазин на Тверской' }).waitFor();
    await guest.getByText('<script>window.__xss = 1</script>').waitFor();
    expect(await guest.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    await guest.goto('/novosti/');
    await guest.getByRole('link', { name: 'Открываем магазин на Тверской' }).first().waitFor();
  });
});
