/**
 * From a product to a placed order as a shopper sees it: the phone's buy bar in the first screen, the
 * mini-basket after "add", the focused checkout with its place button in reach, and the confirmation.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { violations } from './support/axe.ts';
import { baseUrl, browserAvailable, useBrowser } from './support/browser.ts';
import {
  type Card,
  chooseMethod,
  open,
  payOnTestPage,
  pickShop,
  product,
  toCheckout,
} from './support/checkout-steps.ts';
import { homeCards } from './support/home-cards.ts';
import { sizedProduct } from './support/sizes.ts';
import { logInFromHeader } from './support/sms-login.ts';

const { page: newPage } = useBrowser();
const PHONE = { width: 375, height: 812 };

/** Whether the element is wholly inside the first screen, as the page opened (no scrolling). */
async function inFirstScreen(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight && window.scrollY === 0;
  });
}

describe.runIf(browserAvailable())('buying on a phone', () => {
  it('keeps price, size and "add" in the first screen and shows the mini-basket after adding', async () => {
    const item = await sizedProduct();
    const page = await newPage();
    await page.setViewportSize(PHONE);
    await open(page, item.url);

    const bar = page.getByRole('group', { name: 'Покупка' });
    expect(await inFirstScreen(page, '.buy-bar')).toBe(true);
    expect(await bar.getByRole('button', { name: 'В корзину' }).isVisible()).toBe(true);
    expect(await bar.locator('.buy-bar__price').isVisible()).toBe(true);

    // The bar's size opens the picker: chips, the chosen one checked and named in the bar.
    await bar.getByRole('button', { name: 'Выберите размер' }).click();
    const picker = page.getByRole('dialog', { name: 'Выберите размер' });
    await picker.getByText(item.size, { exact: true }).click();
    await picker.waitFor({ state: 'detached' });
    await bar.getByRole('button', { name: `Размер ${item.size}` }).waitFor();
    expect(await page.locator('.size-choice__wide').getByRole('radio', { name: item.size }).isChecked()).toBe(true);

    await bar.getByRole('button', { name: 'В корзину' }).click();
    const mini = page.getByRole('dialog', { name: 'Добавлено в корзину' });
    await mini.waitFor();
    await expect.poll(() => mini.evaluate((el) => el === document.activeElement)).toBe(true);
    await mini.getByText(item.name).waitFor();
    await mini.getByText(`Размер: ${item.size}`).waitFor();
    await mini.getByText(/^В корзине 1 товар на /).waitFor();
    // The product page asked for the delivery summary with the line (showDeliveryData).
    await mini.getByText(/^Доставка: /).waitFor();
    // The line came with a way to get it, chosen by the basket, which the shopper can change there.
    await mini.getByText(/^Способ получения: .+\. Его можно изменить в корзине\.$/).waitFor();
    expect(await mini.getByRole('link', { name: 'Перейти в корзину' }).getAttribute('href')).toBe('/korzina/');
    expect(await violations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await mini.waitFor({ state: 'detached' });
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('promises no delivery for a sold-out product and offers the waiting list', async () => {
    const home = await (await fetch(`${baseUrl()}/api/v1/pages/main`)).json();
    let soldOut: string | null = null;
    for (const card of homeCards(home.data)) {
      const slug = card.url.split('/')[2];
      const detail = (await (await fetch(`${baseUrl()}/api/v1/catalog/product/${slug}?related=n`)).json()).data;
      if (detail.product.maxAvailable <= 0) soldOut = card.url;
      if (soldOut) break;
    }
    if (!soldOut) return;
    const page = await newPage();
    await page.setViewportSize(PHONE);
    await open(page, soldOut);
    await page.getByText('Нет в наличии', { exact: true }).first().waitFor();
    expect(await page.getByRole('heading', { name: /^Доставка: / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'В корзину' }).count()).toBe(0);
    await page.getByText(/^Сейчас нет в наличии\. Оставьте заявку/).waitFor();
  });

  it('says what was added in the kz and ae variants too', async () => {
    for (const [prefix, language, title] of [
      // The kz variant speaks Kazakh or Russian, as the shopper chose.
      ['/kz', 'kk-KZ', /^(Себетке қосылды|Добавлено в корзину)$/],
      ['/ae', 'en-US', /^Added to the basket$/],
    ] as const) {
      const listing = await (await fetch(`${baseUrl()}${prefix}/api/v1/catalog?url=/catalog/&count=36`)).json();
      const card = (listing.data.items as Card[]).find((c) => c.quickAdd && c.quickAdd.maxAvailable > 0);
      if (!card) throw new Error(`no product to buy in ${prefix}`);
      const page = await newPage();
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.setExtraHTTPHeaders({ 'Accept-Language': language });
      await open(page, card.url.startsWith(prefix) ? card.url : `${prefix}${card.url}`);
      await page.locator('.buy-bar .add-to-basket').click();
      const mini = page.locator('.mini-basket');
      await expect.poll(() => mini.textContent()).toContain(card.name);
      expect(await mini.getByRole('heading').textContent()).toMatch(title);
    }
  });
});

describe.runIf(browserAvailable())('focused checkout on a phone', () => {
  it('has no site navigation, folds promo and gift cards, keeps "place" in reach and confirms the order in full', async () => {
    const card = await product({ inShop: true });
    const page = await newPage();
    await page.setViewportSize(PHONE);
    await open(page, card.url);
    await page.getByRole('group', { name: 'Покупка' }).getByRole('button', { name: 'В корзину' }).click();
    await page
      .getByRole('dialog', { name: 'Добавлено в корзину' })
      .getByRole('link', { name: 'Перейти в корзину' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Корзина' }).waitFor();
    await logInFromHeader(
      page,
      { typed: '+7 916 555-34-01', digits: '79165553401' },
      { name: 'Лада', email: 'lada.buyflow@example.com' },
    );
    await chooseMethod(page, 'Самовывоз из магазина');
    await pickShop(page);
    await toCheckout(page);

    expect(await page.locator('.site-header, .site-footer').count()).toBe(0);
    await page.getByRole('link', { name: 'Вернуться в корзину' }).waitFor();
    // The place button, what is to pay and the terms of sale are in the first screen.
    expect(await inFirstScreen(page, '.checkout-place')).toBe(true);
    expect(await page.getByRole('link', { name: 'условия продажи' }).isVisible()).toBe(true);
    await page.getByRole('img', { name: 'Visa' }).first().waitFor();
    // Promo code and gift cards are folded until asked for.
    expect(await page.getByRole('textbox', { name: 'Промокод' }).isVisible()).toBe(false);
    await page.getByText('У меня есть промокод').click();
    expect(await page.getByRole('textbox', { name: 'Промокод' }).isVisible()).toBe(true);
    expect(await violations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Оформить заказ' }).click();
    const number = await payOnTestPage(page);
    const confirmation = page.locator('.checkout-order');
    await confirmation.getByText(`Заказ № ${number}`).waitFor();
    await confirmation.getByText(/^Оплачено .+ · Онлайн картой$/).waitFor();
    await confirmation.getByRole('heading', { name: 'Что вы заказали' }).waitFor();
    await confirmation.getByRole('heading', { name: 'Самовывоз из магазина' }).waitFor();
    await confirmation.getByRole('link', { name: card.name }).waitFor();
    expect(await confirmation.locator('.checkout-line img').count()).toBeGreaterThan(0);
    await confirmation.getByRole('heading', { name: 'Что дальше' }).waitFor();
    await confirmation.getByRole('link', { name: 'Заказ в личном кабинете' }).waitFor();
    expect(await violations(page)).toEqual([]);
  });
});
