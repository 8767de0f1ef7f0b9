import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, useBrowser } from './support/browser.ts';
import { homeCards } from './support/home-cards.ts';
import { codeFromOutbox } from './support/sms-login.ts';

const { page: newPage } = useBrowser();

async function logIn(page: Page, phone: string, digits: string): Promise<void> {
  await page.getByRole('link', { name: 'Войти' }).click();
  const dialog = page.getByRole('dialog', { name: 'Вход или регистрация' });
  await dialog.getByLabel('Номер телефона').fill(phone);
  await dialog.getByLabel('Я согласен на обработку персональных данных').check();
  await dialog.getByRole('button', { name: 'Получить код' }).click();
  await dialog.getByLabel('Код из СМС').waitFor();
  expect(await dialog.getByText(/Новый код можно получить через/).count()).toBe(1);
  await dialog.getByLabel('Код из СМС').fill(await codeFromOutbox(page, digits));
  await dialog.getByRole('button', { name: 'Войти' }).click();
}

/** A SKU a Moscow shopper can order, found through the product API. */
async function orderableSku(page: Page): Promise<number> {
  const home = await (await page.request.get('/api/v1/pages/main')).json();
  for (const card of homeCards(home.data)) {
    const slug = card.url.split('/')[2];
    const detail = (await (await page.request.get(`/api/v1/catalog/product/${slug}?related=n`)).json()).data;
    const size = (detail.product.sizes as { id: number; maxAvailable: number }[]).find((s) => s.maxAvailable > 1);
    if (size) return size.id;
  }
  throw new Error('no orderable SKU among popular products');
}

const headerCount = (page: Page, name: 'Избранное' | 'Корзина') =>
  page
    .locator('.site-header__actions')
    .getByRole('link', { name: new RegExp(name) })
    .locator('.header-counter__value')
    .textContent();

describe.runIf(browserAvailable())('identity, favourites and city', () => {
  it('logs in by SMS code, completes the profile, shares favourites and logs out', async () => {
    const page = await newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    await page.getByRole('link', { name: 'Войти' }).waitFor();

    // A guest's favourite, kept by a guest session.
    await page.getByRole('button', { name: 'Добавить в избранное' }).first().click();
    await expect.poll(() => headerCount(page, 'Избранное')).toBe('1');

    await logIn(page, '+7 (916) 555-00-11', '79165550011');
    const dialog = page.getByRole('dialog', { name: 'Вход или регистрация' });
    await dialog.getByRole('heading', { name: 'О вас' }).waitFor();
    // Consent was given with the phone: the profile step does not ask again.
    expect(await dialog.getByLabel('Я согласен на обработку персональных данных').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    expect(await dialog.getByText('Обязательное поле').count()).toBe(2);
    await dialog.getByLabel('Имя').fill('Анна');
    await dialog.getByLabel('Электронная почта').fill('anna@example.com');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await page.getByRole('link', { name: 'Личный кабинет' }).waitFor();
    // The guest's favourite moved into the account.
    await expect.poll(() => headerCount(page, 'Избранное')).toBe('1');

    await page
      .locator('.site-header__actions')
      .getByRole('link', { name: /Избранное/ })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Избранное' }).waitFor();
    const name = await page.locator('.product-card__name').first().textContent();
    await page.getByRole('button', { name: 'Поделиться списком' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toBe('Ссылка на избранное скопирована');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/izbrannoe\/[A-Za-z0-9_-]+\/$/);

    const other = await newPage();
    await other.goto(link);
    await other.getByRole('heading', { level: 1, name: 'Избранное, которым поделились' }).waitFor();
    expect(await other.locator('.product-card__name').first().textContent()).toBe(name);
    expect(await other.getByRole('button', { name: 'Удалить из избранного' }).count()).toBe(0);
    expect(await other.getByRole('button', { name: 'Поделиться списком' }).count()).toBe(0);

    await page.locator('.site-header__actions').getByRole('link', { name: 'Личный кабинет' }).click();
    await page.getByRole('button', { name: 'Выйти' }).click();
    // Logout asks for confirmation in a modal.
    const confirm = page.getByRole('dialog', { name: 'Выйти из личного кабинета?' });
    await confirm.getByRole('button', { name: 'Да' }).click();
    await page.getByRole('link', { name: 'Войти' }).waitFor();
    expect(await headerCount(page, 'Избранное')).toBe('0');
    expect(await headerCount(page, 'Корзина')).toBe('0');
  });

  it('changes the city from the header and keeps it after a reload', async () => {
    const page = await newPage();
    await page.goto('/');
    // A first visit asks whether the city is right, in place of the city's name.
    await page.getByRole('button', { name: 'Выбрать другой' }).click();
    const dialog = page.getByRole('dialog', { name: 'Выберите город' });
    await dialog.getByRole('button', { name: 'Санкт-Петербург' }).waitFor();
    await dialog.getByLabel('Город').fill('казан');
    await dialog.getByRole('button', { name: /^Казань/ }).click();
    await page.getByRole('button', { name: 'Ваш город: Казань' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Ваш город: Казань' }).waitFor();
  });

  it('keeps a guest basket and follows the city: the most one can order is the new city’s stock', async () => {
    const page = await newPage();
    await page.goto('/');
    const sku = await orderableSku(page);
    const added = await page.request.patch('/api/v1/basket/item', { data: { productId: sku, quantity: 999 } });
    const moscow = (await added.json()).data.maxAvailable as number;
    await page.goto('/korzina/');
    await page.getByText(`${moscow} из ${moscow}`).waitFor();
    expect(await headerCount(page, 'Корзина')).toBe(String(moscow));

    await page.getByRole('button', { name: 'Ваш город: Москва' }).click();
    const dialog = page.getByRole('dialog', { name: 'Выберите город' });
    await dialog.getByLabel('Город').fill('Канск');
    await dialog.getByRole('button', { name: /^Канск/ }).click();
    await page.getByRole('button', { name: 'Ваш город: Канск' }).waitFor();
    const kansk = (await (await page.request.get('/api/v1/basket')).json()).data.items[0].maxAvailable as number;
    // Kansk has no shops: only what the warehouses hold.
    expect(kansk).toBeLessThanOrEqual(moscow);
    if (kansk > 0) await page.getByText(`${moscow} из ${kansk}`).waitFor();
    else await page.getByText('Нет в наличии в вашем городе').waitFor();
  });

  it('marks a city search without results', async () => {
    const page = await newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Выбрать другой' }).click();
    const dialog = page.getByRole('dialog', { name: 'Выберите город' });
    await dialog.getByLabel('Город').fill('zzqqxx');
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Город не найден');
  });

  it('sends a logged-in shopper from the login page to the profile, and guests from the profile to login', async () => {
    const page = await newPage();
    await page.goto('/lichnyj-kabinet/');
    expect(new URL(page.url()).pathname).toBe('/vkhod-ili-registratsiya/');
    await page.getByLabel('Номер телефона').fill('+7 916 555-00-12');
    await page.getByLabel('Я согласен на обработку персональных данных').check();
    await page.getByRole('button', { name: 'Получить код' }).click();
    await page.getByLabel('Код из СМС').waitFor();
    await page.getByLabel('Код из СМС').fill(await codeFromOutbox(page, '79165550012'));
    await page.locator('.login-page').getByRole('button', { name: 'Войти' }).click();
    await page.locator('.login-page').getByRole('heading', { name: 'О вас' }).waitFor();
  });
});
