/**
 * Refunds in a browser: an order manager (the administrator of these tests, who holds every role; a
 * role granted here would show in the audit log the back-office test counts) confirms a legal
 * entity's order from the manager-review queue (the shopper sees the invoice) and gives back one
 * line of a paid order from the refund form, sent twice yet refunded once (a line's refusal comes
 * back on its field), its fiscal receipt listed with the payment's; the shopper sees the refund on
 * their order page, asks to cancel the rest, and the manager approves that from its queue.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, useBrowser } from './support/browser.ts';
import {
  addToBasket,
  api,
  type Card,
  chooseMethod,
  open,
  orderOf,
  payOnTestPage,
  pickShop,
  toCheckout,
} from './support/checkout-steps.ts';
import { logInFromHeader, logInOnLoginPage, type TestPhone } from './support/sms-login.ts';
import { REFUNDS_ADMIN } from './support/staff.ts';

const { page: newPage } = useBrowser();

const SHOPPER: TestPhone = { typed: '+7 916 555-66-02', digits: '79165556602' };

/** Two products a Moscow shop holds both of, so one pickup takes them. */
async function twoInOneShop(): Promise<[Card, Card]> {
  const seen: { card: Card; shops: Set<number> }[] = [];
  for (let page = 1; page <= 10; page++) {
    const listing = await api<{ items: Card[] }>(`catalog?url=/catalog/&count=36&page=${page}`);
    for (const card of listing.items) {
      if (!card.quickAdd || card.quickAdd.maxAvailable < 2) continue;
      const { storesList } = await api<{ storesList: { id: number }[] }>(
        `delivery/stores-list?itemId=${card.quickAdd.skuId}`,
      );
      const shops = new Set(storesList.map((s) => s.id));
      const other = seen.find((s) => [...shops].some((id) => s.shops.has(id)));
      if (other) return [other.card, card];
      seen.push({ card, shops });
    }
  }
  throw new Error('no two products share a shop');
}

/** The goods in the basket picked up from a shop holding them all: on to checkout. */
async function pickupCheckout(page: Page): Promise<void> {
  await open(page, '/korzina/');
  await chooseMethod(page, 'Самовывоз из магазина');
  // The shop of the last pickup is chosen again by itself.
  if (await page.getByRole('button', { name: 'Выбрать магазин' }).isVisible()) await pickShop(page);
  await toCheckout(page);
}

describe.runIf(browserAvailable())('refunds', () => {
  it('a manager confirms a legal entity’s order and refunds one line of a paid order; the shopper sees both, and the cancellation they ask for is approved from its queue', {
    timeout: 240_000,
  }, async () => {
    // The shopper pays online for two products, then orders one as a legal entity.
    const [first, second] = await twoInOneShop();
    const shopper = await newPage();
    await open(shopper, '/');
    await addToBasket(shopper, first);
    await addToBasket(shopper, second);
    await logInFromHeader(shopper, SHOPPER, { name: 'Вера', email: 'vera.refunds@example.com' });
    await pickupCheckout(shopper);
    await shopper.getByRole('button', { name: 'Оформить заказ' }).click();
    const paid = await payOnTestPage(shopper);

    await addToBasket(shopper, first);
    await pickupCheckout(shopper);
    await shopper.getByLabel('Купить как юридическое лицо').check();
    await shopper.waitForURL(/\?legalEntity=y$/);
    await shopper.getByLabel('Название компании').fill('ООО «Возврат»');
    await shopper.getByLabel('ИНН').fill('7701234567');
    await shopper.getByLabel('Расчётный счёт').fill('40702810900000000001');
    await shopper.getByLabel('Корреспондентский счёт').fill('30101810400000000225');
    await shopper.getByLabel('БИК банка').fill('044525225');
    await shopper.getByLabel('Название банка').fill('Банк');
    await shopper.getByLabel('Юридический адрес').fill('Москва, Арбат, 2');
    await shopper.getByRole('button', { name: 'Оформить заказ' }).click();
    await shopper.getByRole('heading', { level: 1, name: 'Спасибо за заказ!' }).waitFor();
    const legal = orderOf(shopper);

    // The manager finds it in the manager-review queue and confirms it with the invoice.
    const manager = await newPage();
    await manager.setViewportSize({ width: 1280, height: 900 });
    await logInOnLoginPage(manager, REFUNDS_ADMIN);
    await open(manager, '/staff/orders/');
    const queues = manager.getByRole('navigation', { name: 'Очереди заказов' });
    await queues.getByRole('link', { name: 'Проверка менеджером' }).click();
    await manager.waitForURL(/\?status=manager_review$/);
    await manager.getByRole('link', { name: legal, exact: true }).click();
    await manager.getByRole('heading', { level: 1, name: `Заказ ${legal}` }).waitFor();
    await manager.waitForLoadState('networkidle');
    await manager.getByLabel('Номер счёта (необязательно)').fill('СЧ-66');
    await manager.getByRole('button', { name: 'Подтвердить и выставить счёт' }).click();
    await manager.getByRole('status').filter({ hasText: 'Статус заказа: «Оформлен, оплата при получении»' }).waitFor();

    // It refunds the first line of the paid order; the form sent twice makes one refund.
    await open(manager, `/staff/orders/${paid}/`);
    const form = manager.getByRole('form', { name: 'Возврат' });
    await form.getByRole('button', { name: `На штуку больше: ${first.name}` }).click();
    expect(await form.getByRole('radio', { name: 'Выбранные товары' }).isChecked()).toBe(true);
    const pieces = form.getByRole('spinbutton', { name: `${first.name} · ` });
    expect(await pieces.inputValue()).toBe('1');
    // More pieces than are left: the API's refusal comes back on the line.
    await pieces.fill('5');
    await form.getByRole('button', { name: 'Вернуть деньги' }).click();
    await form.getByRole('alert').filter({ hasText: 'Больше штук, чем осталось вернуть' }).waitFor();
    expect(await pieces.getAttribute('aria-invalid')).toBe('true');
    await pieces.fill('1');
    await form.getByLabel('Причина (для истории заказа)').fill('Брак');
    await form.getByRole('button', { name: 'Вернуть деньги' }).click();
    // Nothing is refunded before the manager confirms the amount.
    const confirmRefund = manager.getByRole('alert').filter({ hasText: /^Вернуть покупателю / });
    await confirmRefund.waitFor();
    expect(await manager.getByRole('table').filter({ hasText: 'Выполнен' }).count()).toBe(0);
    // A double submit of the confirmation: both requests carry the key the page was drawn with.
    await confirmRefund.locator('form').evaluate((f: HTMLFormElement) => {
      f.requestSubmit();
      f.requestSubmit();
    });
    // The second may be answered while the first is still at the provider: the refund as it stands.
    await manager
      .getByRole('status')
      .filter({ hasText: /^(Возвращено |Платёжная система ещё не завершила возврат)/ })
      .waitFor();
    // The refunds' table (the receipts' and the provider notifications' follow it).
    const refunds = manager.locator('.staff-table').filter({ hasText: 'Подарочные карты / оплата' });
    const done = async () => {
      await manager.reload();
      return refunds.getByRole('row').filter({ hasText: 'Выполнен' }).count();
    };
    await expect.poll(done).toBe(1);
    expect(await refunds.getByRole('row').count()).toBe(2);
    expect(await refunds.textContent()).toContain(`${first.name} × 1`);
    expect(await refunds.textContent()).not.toContain(second.name);
    expect(await refunds.textContent()).toContain('Брак');
    // The payment's and the refund's fiscal receipts, and the provider's notification of the payment.
    const receipts = manager.locator('.staff-table').filter({ hasText: 'Приход: оплата картой' });
    expect(await receipts.getByRole('row').filter({ hasText: 'Возврат прихода на карту' }).count()).toBe(1);
    expect(await receipts.textContent()).toContain(first.name);
    const events = manager.locator('.staff-table').filter({ hasText: 'Платёж прошёл' });
    expect(await events.getByRole('row').count()).toBe(2);

    // The shopper sees the refund and the invoice.
    await open(shopper, `/lichnyj-kabinet/orders/?order=${paid}`);
    const refundList = shopper.getByRole('region', { name: 'Возвраты' });
    await refundList.waitFor();
    expect(await refundList.textContent()).toContain(`${first.name} × 1`);
    expect(await shopper.locator('.order-facts__list').textContent()).toContain('Возвращено');
    // The shopper asks to cancel the rest; the manager approves it from the queue, which refunds it all.
    await shopper.getByRole('button', { name: 'Запросить отмену заказа' }).click();
    const ask = shopper.getByRole('dialog', {
      name: `Заказ № ${paid} оплачен. Попросить отменить его и вернуть деньги?`,
    });
    await ask.getByLabel('Почему отменяете? (необязательно)').selectOption('deliveryTooLong');
    await ask.getByLabel('Комментарий').fill('Нужно к пятнице');
    await ask.getByRole('button', { name: 'Да' }).click();
    await shopper.locator('.order-status', { hasText: 'Запрошена отмена' }).waitFor();
    await open(manager, '/staff/orders/');
    await queues.getByRole('link', { name: 'Просьбы об отмене' }).click();
    const request = manager.getByRole('row').filter({ hasText: paid });
    await request.getByRole('button', { name: 'Отменить и вернуть деньги' }).click();
    const confirmAll = manager.getByRole('alert').filter({ hasText: /^Одобрить отмену и вернуть / });
    await confirmAll.getByRole('button', { name: /^Вернуть / }).click();
    await manager
      .getByRole('status')
      .filter({ hasText: `По заказу ${paid} деньги возвращены` })
      .waitFor();
    await expect.poll(() => request.count()).toBe(0);
    // The order page tells the manager why the shopper asked.
    await open(manager, `/staff/orders/${paid}/`);
    await manager.getByText('Причина покупателя: Долгая доставка — Нужно к пятнице').waitFor();
    await open(shopper, `/lichnyj-kabinet/orders/?order=${paid}`);
    expect(await shopper.locator('.order-status').textContent()).toBe('Отменён');
    expect(await shopper.locator('.order-refunds__list > li').count()).toBe(2);

    await open(shopper, `/lichnyj-kabinet/orders/?order=${legal}`);
    await shopper
      .getByRole('region', { name: 'Счёт' })
      .getByText(/^№ СЧ-66 от /)
      .waitFor();
  });
});
