/**
 * A lookbook's looks in the back office, in a browser: a content editor adds a look to a published
 * lookbook — refused first with its faults listed and focused at the top of the form — with a picture
 * and a product found by the picker, and moves it up. The change waits: the guest still sees the
 * published looks while the editor's preview shows the new one, and still after the editor publishes an
 * edit of the lookbook's text (looks are published on their own); once the editor publishes them, a guest whose
 * copy of the page sits in the page cache sees it. Then the editor renames the look: the guest keeps the
 * old title until that change is published too. Both pages pass axe; the list fits a phone.
 */
import { describe, expect, it } from 'vitest';
import { violations } from './support/axe.ts';
import { browserAvailable, useBrowser } from './support/browser.ts';
import { homeCards } from './support/home-cards.ts';
import { logInOnLoginPage, type TestPhone } from './support/sms-login.ts';
import { LOOKS_ADMIN as ADMIN, grantRole, LOOKS_RENAME_ADMIN } from './support/staff.ts';

const { page: newPage } = useBrowser();

const EDITOR: TestPhone = { typed: '+7 916 555-75-01', digits: '79165557501' };
const RENAMER: TestPhone = { typed: '+7 916 555-94-01', digits: '79165559401' };
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe.runIf(browserAvailable())('lookbook looks editor', () => {
  it('a published lookbook’s look changes wait, previewed, until published; then the shopper sees them', {
    timeout: 180_000,
  }, async () => {
    const admin = await newPage();
    await logInOnLoginPage(admin, ADMIN);
    await grantRole(admin, EDITOR, 'Редактор контента');
    await admin.context().close();

    const guest = await newPage();
    const books = (await (await guest.request.get('/api/v1/content/lookbooks')).json()).data.items;
    const book: { slug: string; title: string; url: string } = books[0];
    const product = homeCards((await (await guest.request.get('/api/v1/pages/main')).json()).data)[0]!;

    const editor = await newPage();
    await editor.setViewportSize({ width: 1280, height: 900 });
    await logInOnLoginPage(editor, EDITOR);
    await editor.goto(`/staff/content/?kind=lookbooks&variant=ru&lang=ru&q=${book.slug}`);
    await editor.getByRole('link', { name: book.title, exact: true }).click();
    await editor.getByRole('link', { name: 'Образы лукбука' }).click();
    await editor.getByRole('heading', { level: 1, name: `Образы: ${book.title}` }).waitFor();
    await editor.getByRole('link', { name: 'Добавить образ' }).click();

    await editor.getByLabel('Название по-русски').fill('Образ для веранды');
    await editor.getByLabel('Название по-английски').fill('A porch look');
    await editor.getByLabel('Товары: артикул или id, по одному в строке').fill('НЕТ-ТАКОГО');
    await editor.getByRole('button', { name: 'Сохранить образ' }).click();
    const summary = editor.locator('.staff-error-summary');
    await summary.getByRole('heading', { name: 'Образ не сохранён: исправьте поля' }).waitFor();
    await expect.poll(() => editor.evaluate(() => document.activeElement?.className)).toBe('staff-error-summary');
    expect(await summary.textContent()).toContain('Нет товара с артикулом или id НЕТ-ТАКОГО.');
    expect(await summary.textContent()).toContain('Загрузите картинку.');
    expect(await editor.getByLabel('Название по-русски').inputValue()).toBe('Образ для веранды');
    expect(await violations(editor)).toEqual([]);

    await editor.getByLabel('Товары: артикул или id, по одному в строке').fill('');
    await editor.getByLabel('Загрузить картинку (JPEG, PNG, WebP или AVIF)').setInputFiles({
      name: 'look.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await editor.getByLabel('Найти товар (название, артикул или id)', { exact: true }).fill(String(product.id));
    await editor.getByRole('button', { name: 'Найти', exact: true }).click();
    await editor.getByRole('checkbox', { name: product.name }).check();
    await guest.goto(book.url);
    await guest.getByRole('heading', { level: 1, name: book.title }).waitFor();
    const liveTitles = await guest.locator('.look__text > h3').allInnerTexts();
    await editor.getByRole('button', { name: 'Сохранить с отмеченными товарами' }).click();
    await editor.getByRole('status').filter({ hasText: 'Образ сохранён как неопубликованное изменение' }).waitFor();
    await editor.getByRole('heading', { level: 1, name: 'Образ: Образ для веранды' }).waitFor();
    const picture = editor.locator('.staff-look__picture img');
    expect((await editor.request.get((await picture.getAttribute('src')) ?? '')).status()).toBe(200);

    await editor.getByRole('link', { name: 'Все образы лукбука' }).click();
    await editor.getByText('В образах есть изменения, которых покупатели ещё не видят.').waitFor();
    const item = editor
      .getByRole('listitem')
      .filter({ has: editor.getByRole('heading', { name: 'Образ для веранды' }) });
    await item.getByText(product.name).waitFor();
    await editor.getByRole('button', { name: 'Выше: Образ для веранды' }).click();
    await editor.getByRole('status').filter({ hasText: 'Порядок сохранён.' }).waitFor();
    await editor.getByRole('button', { name: 'Ниже: Образ для веранды' }).waitFor();
    expect(await violations(editor)).toEqual([]);
    // On a phone the list fits the screen.
    await editor.setViewportSize({ width: 375, height: 800 });
    expect(await editor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await violations(editor)).toEqual([]);
    await editor.setViewportSize({ width: 1280, height: 900 });

    // The guest still sees the published looks; the editor's preview shows the new one in its place.
    await guest.goto(book.url);
    expect(await guest.locator('.look__text > h3').allInnerTexts()).toEqual(liveTitles);
    await editor.getByRole('link', { name: 'Предпросмотр: Россия (₽)' }).click();
    await editor.getByRole('heading', { level: 1, name: book.title }).waitFor();
    const previewed = await editor.locator('.look__text > h3').allInnerTexts();
    expect(previewed.at(-2)).toBe('Образ для веранды');
    await editor
      .getByRole('article', { name: 'Образ для веранды' })
      .getByRole('link', { name: product.name })
      .first()
      .waitFor();

    // An edit of the lookbook's text published from its own page leaves the looks pending: the guest
    // still sees the published looks, and the entry page points to the looks page for them.
    await editor.goBack();
    await editor.getByRole('link', { name: 'К лукбуку' }).click();
    await editor.getByLabel('Анонс (текст карточки)').fill('Анонс с новыми образами');
    await editor.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await editor.getByRole('button', { name: 'Опубликовать изменения' }).click();
    await editor.getByRole('status').filter({ hasText: 'Опубликовано' }).waitFor();
    await guest.goto(book.url);
    expect(await guest.locator('.look__text > h3').allInnerTexts()).toEqual(liveTitles);
    await editor.getByRole('link', { name: 'В образах есть неопубликованные изменения' }).click();
    await editor.getByText('В образах есть изменения, которых покупатели ещё не видят.').waitFor();

    // Published: the guest's cached copy of the page is dropped and the look shows.
    await editor.getByRole('button', { name: 'Опубликовать изменения' }).click();
    await editor.getByRole('status').filter({ hasText: 'Изменения опубликованы' }).waitFor();
    await guest.goto(book.url);
    const look = guest.getByRole('article', { name: 'Образ для веранды' });
    await look.getByRole('link', { name: product.name }).first().waitFor({ timeout: 5_000 });
    expect((await guest.locator('.look__text > h3').allInnerTexts()).at(-2)).toBe('Образ для веранды');

    // A published look renamed: the guest keeps the old title until the change is published.
    await editor.getByRole('link', { name: 'Изменить: Образ для веранды' }).click();
    await editor.getByLabel('Название по-русски').fill('Образ для террасы');
    await editor.getByRole('button', { name: 'Сохранить образ' }).click();
    await editor.getByRole('status').filter({ hasText: 'Образ сохранён как неопубликованное изменение' }).waitFor();
    await guest.goto(book.url);
    await guest.getByRole('article', { name: 'Образ для веранды' }).waitFor();
    expect(await guest.getByRole('article', { name: 'Образ для террасы' }).count()).toBe(0);
    await editor.getByRole('link', { name: 'Все образы лукбука' }).click();
    await editor.getByRole('link', { name: 'Предпросмотр: Россия (₽)' }).click();
    await editor.getByRole('article', { name: 'Образ для террасы' }).waitFor();
    await editor.goBack();
    await editor.getByRole('button', { name: 'Опубликовать изменения' }).click();
    await editor.getByRole('status').filter({ hasText: 'Изменения опубликованы' }).waitFor();
    await guest.goto(book.url);
    await guest.getByRole('article', { name: 'Образ для террасы' }).waitFor({ timeout: 5_000 });
    expect(await guest.getByRole('article', { name: 'Образ для веранды' }).count()).toBe(0);
  });

  it('a published lookbook renamed keeps its looks at its new address, its old address redirects there, and its looks line follows', {
    timeout: 120_000,
  }, async () => {
    const admin = await newPage();
    await logInOnLoginPage(admin, LOOKS_RENAME_ADMIN);
    await grantRole(admin, RENAMER, 'Редактор контента');
    await admin.context().close();

    const guest = await newPage();
    const books = (await (await guest.request.get('/api/v1/content/lookbooks')).json()).data.items;
    const book: { slug: string; title: string; url: string } = books[1];
    await guest.goto(book.url);
    const titles = await guest.locator('.look__text > h3').allInnerTexts();
    expect(titles.length).toBeGreaterThan(0);

    const editor = await newPage();
    await logInOnLoginPage(editor, RENAMER);
    await editor.goto(`/staff/content/?kind=lookbooks&variant=ru&lang=ru&q=${book.slug}`);
    await editor.getByRole('link', { name: book.title, exact: true }).click();
    const renamed = `${book.slug}-renamed`;
    await editor.getByLabel('Адрес (slug)').fill(renamed);
    await editor.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await editor.getByRole('button', { name: 'Опубликовать изменения' }).click();
    await editor.getByRole('status').filter({ hasText: 'Опубликовано' }).waitFor();
    expect(await editor.getByLabel('Текст', { exact: true }).inputValue()).toContain(`[looks: ${renamed}]`);
    expect(await editor.getByLabel('Текст', { exact: true }).inputValue()).not.toContain(`[looks: ${book.slug}]`);

    const moved = book.url.replace(`/${book.slug}/`, `/${renamed}/`);
    expect(moved).not.toBe(book.url);
    await guest.goto(moved);
    await guest.getByRole('heading', { level: 1, name: book.title }).waitFor();
    expect(await guest.locator('.look__text > h3').allInnerTexts()).toEqual(titles);
    // The old address answers a permanent redirect to the new one, before any script runs, its query kept.
    const old = await guest.request.get(`${book.url}?utm_source=mail`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    const location = new URL(old.headers().location ?? '', guest.url());
    expect(`${location.pathname}${location.search}`).toBe(`${moved}?utm_source=mail`);
    await guest.goto(book.url);
    expect(new URL(guest.url()).pathname).toBe(moved);
  });
});
