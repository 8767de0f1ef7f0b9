/**
 * The whole purchase path with the keyboard alone: every control is reached with Tab (or Shift+Tab),
 * shows a visible focus, and is worked with Enter, Space or typing — no clicks.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, useBrowser } from './support/browser.ts';
import { open, orderOf, product } from './support/checkout-steps.ts';
import { codeFromOutbox } from './support/sms-login.ts';

const { page: newPage } = useBrowser();

/** Whether the focused element is `target` or inside it, with a visible focus indicator. */
const focusedOn = (target: Locator) =>
  target.evaluate((element) => {
    const active = document.activeElement;
    return active !== null && (element === active || element.contains(active)) && active.matches(':focus-visible');
  });

/** Presses Tab (or Shift+Tab) until `target` has the keyboard focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, { back = false, max = 120 } = {}): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await focusedOn(target)) return;
  }
  throw new Error(`${target} is not reachable with the keyboard in ${max} presses`);
}

async function press(page: Page, target: Locator, key = 'Enter'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

async function type(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

describe.runIf(browserAvailable())('keyboard only', () => {
  it('a guest finds a product, fills the basket, logs in, checks out and pays on receipt without a mouse', async () => {
    const card = await product({ inShop: true });
    const page = await newPage();
    await open(page, '/');

    // Search from the header.
    await type(page, page.getByRole('searchbox').first(), card.name);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\//);
    await page.waitForLoadState('networkidle');
    await press(page, page.getByRole('link', { name: card.name }).first());
    await page.getByRole('heading', { level: 1, name: card.name }).waitFor();
    await page.waitForLoadState('networkidle');

    // Into the basket and on to it.
    const saved = page.waitForResponse((r) => r.url().includes('/api/v1/basket/item') && r.ok());
    await press(page, page.getByRole('button', { name: 'В корзину' }));
    await saved;
    await press(page, page.getByRole('link', { name: /^Корзина/ }).first());
    await page.waitForURL(/\/korzina\/$/);
    await page.waitForLoadState('networkidle');

    // Pickup from a shop comes chosen (a shop holds the product); the shop is chosen in the shops
    // dialog, whose focus stays inside it.
    await page.getByRole('heading', { level: 2, name: 'Самовывоз из магазина' }).waitFor();
    await press(page, page.getByRole('button', { name: 'Выбрать магазин' }));
    const shops = page.getByRole('dialog', { name: 'Магазины, где есть все товары' });
    await press(page, shops.getByRole('button', { name: /^Выбрать: / }).first());
    await shops.waitFor({ state: 'detached' });

    // Checkout asks for a login first; the dialog takes the phone, the consent and the code.
    await press(page, page.getByRole('link', { name: 'Перейти к оформлению' }));
    const login = page.getByRole('dialog', { name: 'Вход или регистрация' });
    await type(page, login.getByLabel('Номер телефона'), '+7 916 555-95-01');
    await press(page, login.getByLabel('Я согласен на обработку персональных данных'), 'Space');
    await press(page, login.getByRole('button', { name: 'Получить код' }));
    const code = login.getByLabel('Код из СМС');
    await code.waitFor();
    await type(page, code, await codeFromOutbox(page, '79165559501'));
    await press(page, login.getByRole('button', { name: 'Войти' }));
    await login.getByRole('heading', { name: 'О вас' }).waitFor();
    await type(page, login.getByLabel('Имя'), 'Клава');
    await type(page, login.getByLabel('Электронная почта'), 'klava.keyboard@example.com');
    await press(page, login.getByRole('button', { name: 'Сохранить' }));
    await login.waitFor({ state: 'detached' });

    // Checkout: pay on receipt through the payment dialog, then place the order.
    await page.getByRole('heading', { level: 1, name: 'Оформление заказа' }).waitFor();
    await page.waitForLoadState('networkidle');
    await press(page, page.getByRole('button', { name: 'Изменить способ оплаты' }));
    const payment = page.getByRole('dialog', { name: 'Изменить способ оплаты' });
    await press(page, payment.getByRole('button', { name: 'При получении' }));
    await payment.waitFor({ state: 'detached' });
    await press(page, page.getByRole('button', { name: 'Оформить заказ' }));

    await page.getByRole('heading', { level: 1, name: 'Спасибо за заказ!' }).waitFor();
    expect(orderOf(page)).toMatch(/^\d+$/);
  });
});
