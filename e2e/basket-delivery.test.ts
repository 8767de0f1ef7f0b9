import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, useBrowser } from './support/browser.ts';
import { addToBasket, api, type Card, open } from './support/checkout-steps.ts';
import { logInFromHeader } from './support/sms-login.ts';

const { page: newPage } = useBrowser();

/** Two one-size products a Moscow shopper can buy, the first held by a Moscow shop now. */
async function products(): Promise<{ inShop: Card; other: Card }> {
  let inShop: Card | null = null;
  let other: Card | null = null;
  for (let page = 1; page <= 10 && !(inShop && other); page++) {
    const listing = await api<{ items: Card[] }>(`catalog?url=/catalog/&count=36&page=${page}`);
    for (const card of listing.items) {
      if (!card.quickAdd || card.quickAdd.maxAvailable < 1) continue;
      const shops = await api<{ storesList: { availability: string }[] }>(
        `delivery/stores-list?itemId=${card.quickAdd.skuId}`,
      );
      if (!inShop && shops.storesList.some((s) => s.availability === 'inStore')) inShop = card;
      else if (!other) other = card;
      if (inShop && other) break;
    }
  }
  if (!inShop || !other) throw new Error('no products fit');
  return { inShop, other };
}

const group = (page: Page, title: string) =>
  page.locator('.basket-group').filter({ has: page.getByRole('heading', { name: title }) });

describe.runIf(browserAvailable())('basket grouped by delivery', () => {
  it('a guest gets pickup chosen, picks the shop, logs in, moves a product to a courier and resets it all', async () => {
    const { inShop, other } = await products();
    const page = await newPage();
    await open(page, '/');
    await addToBasket(page, inShop);
    // The product comes with a way to get it, which the mini-basket names.
    await page.getByText('Способ получения: Самовывоз из магазина. Его можно изменить в корзине.').waitFor();

    await open(page, '/korzina/');
    // A shop holds it: pickup is chosen already, the shop is still the shopper's.
    const pickup = group(page, 'Самовывоз из магазина');
    await pickup.getByText('Выберите магазин').waitFor();
    expect(await page.getByText('Выберите способ доставки для оставшихся товаров').count()).toBe(0);
    // No warning before the shopper did anything; pressing on too early says what is missing.
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.getByRole('button', { name: 'Перейти к оформлению' }).click();
    await page.getByRole('alert').filter({ hasText: 'Выберите доставку для каждой группы' }).waitFor();

    // Pickup: the shop is chosen in the places modal.
    await pickup.getByText('Выберите магазин').waitFor();
    await pickup.getByRole('button', { name: 'Выбрать магазин' }).click();
    const shops = page.getByRole('dialog', { name: 'Магазины, где есть все товары' });
    const firstShop = shops.getByRole('button', { name: /^Выбрать: / }).first();
    const shopName = ((await firstShop.getAttribute('aria-label')) ?? '').replace(/^Выбрать: /, '').split(',')[0]!;
    await firstShop.click();
    await expect.poll(() => shops.count()).toBe(0);
    await pickup.getByText(shopName).waitFor();
    await pickup.getByText('Доставка выбрана').waitFor();
    await page.getByRole('link', { name: 'Перейти к оформлению' }).waitFor();

    await logInFromHeader(
      page,
      { typed: '+7 916 555-20-01', digits: '79165552001' },
      { name: 'Вера', email: 'vera.basket@example.com' },
    );
    await addToBasket(page, other);
    await open(page, '/korzina/');
    // The pickup chosen as a guest is still there; the new product came with a method too.
    await group(page, 'Самовывоз из магазина').getByText(shopName).waitFor();
    expect(await page.getByText('Выберите способ доставки для оставшихся товаров').count()).toBe(0);

    // The shopper moves it to a courier with the line's own method choice.
    await page
      .locator('.basket-line', { hasText: other.name })
      .getByLabel('Способ доставки', { exact: true })
      .selectOption({ label: 'Доставка курьером' });
    const courier = group(page, 'Доставка курьером');
    await courier.getByText('Добавьте адрес доставки').waitFor();
    await courier.getByRole('button', { name: 'Выбрать адрес' }).click();
    const addresses = page.getByRole('dialog', { name: 'Адреса доставки' });
    await addresses.getByRole('button', { name: 'Добавить адрес' }).click();
    const form = page.getByRole('dialog', { name: 'Новый адрес' });
    expect(await form.getByLabel('Населённый пункт').inputValue()).toBe('Москва');
    await form.getByLabel('Улица').fill('Тверская улица');
    await form.getByRole('button', { name: 'Сохранить адрес' }).click();
    await form.getByText('В адресе не указан дом').waitFor();
    await form.getByLabel('Дом', { exact: true }).fill('7');
    await form.getByLabel('Квартира').fill('12');
    await form.getByRole('button', { name: 'Сохранить адрес' }).click();
    await expect.poll(() => addresses.count()).toBe(0);
    await courier.getByText('Тверская улица, 7, кв. 12, Москва').waitFor();

    await courier.getByRole('button', { name: 'Дата и время доставки' }).click();
    const time = page.getByRole('dialog', { name: 'Дата и время доставки' });
    await time.getByText(/^Ближайшее время доставки: /).waitFor();
    const date = time.getByLabel('Дата');
    const second = await date.locator('option').nth(1);
    const label = (await second.textContent()) ?? '';
    await date.selectOption({ index: 1 });
    await time.getByRole('radio', { name: '14:00-18:00' }).check();
    await time.getByRole('button', { name: 'Сохранить время' }).click();
    await expect.poll(() => time.count()).toBe(0);
    await courier.getByText(`${label}, 14:00-18:00`).waitFor();
    await courier.getByText('Доставка выбрана').waitFor();
    await page.getByRole('link', { name: 'Перейти к оформлению' }).waitFor();

    // Reset, after a confirmation: every product waits for a method again, with one suggested.
    await page.getByRole('button', { name: 'Сбросить настройки доставки' }).click();
    const confirm = page.getByRole('dialog', { name: 'Сбросить настройки доставки' });
    await confirm.getByRole('button', { name: 'Да' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    await page.getByText('Выберите способ доставки для оставшихся товаров').waitFor();
    expect(await page.locator('.basket-group').count()).toBe(1);
    expect(await page.locator('.method-offer__badge', { hasText: 'Рекомендуем' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Перейти к оформлению' }).count()).toBe(0);
  });
});
