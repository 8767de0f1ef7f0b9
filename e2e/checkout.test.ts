import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, useBrowser } from './support/browser.ts';
import {
  addToBasket,
  type Card,
  chooseMethod,
  open,
  orderOf,
  payOnTestPage,
  pickShop,
  pickSlot,
  product,
  showsSbpCode,
  toCheckout,
} from './support/checkout-steps.ts';
import { logInFromHeader, logInInDialog } from './support/sms-login.ts';

const { page: newPage } = useBrowser();

/** Adds a courier address in the basket's address modals; a new address is chosen at once. */
async function addAddress(page: Page, address: { street: string; house: string; apartment: string }): Promise<void> {
  await page.getByRole('button', { name: 'Выбрать адрес' }).click();
  const list = page.getByRole('dialog', { name: 'Адреса доставки' });
  await list.getByRole('button', { name: 'Добавить адрес' }).click();
  const form = page.getByRole('dialog', { name: 'Новый адрес' });
  await form.getByLabel('Улица').fill(address.street);
  await form.getByLabel('Дом', { exact: true }).fill(address.house);
  await form.getByLabel('Квартира').fill(address.apartment);
  await form.getByRole('button', { name: 'Сохранить адрес' }).click();
  await form.waitFor({ state: 'detached' });
  await list.waitFor({ state: 'detached' });
}

/** A new shopper (phone +7 916 555-10-`nn`) with `card` in the basket, logged in, on the basket page. */
async function shopperWith(card: Card, nn: string, person: { name: string; email: string }): Promise<Page> {
  const page = await newPage();
  await open(page, '/');
  await addToBasket(page, card);
  await logInFromHeader(page, { typed: `+7 916 555-10-${nn}`, digits: `791655510${nn}` }, person);
  await open(page, '/korzina/');
  return page;
}

/** Courier delivery to a new address on the last day offered; answers the slot. */
async function courierTo(page: Page, address: { street: string; house: string; apartment: string }): Promise<string> {
  await chooseMethod(page, 'Доставка курьером');
  await addAddress(page, address);
  return pickSlot(page);
}

/** The order's card in the profile: its status text. */
async function profileOrderStatus(page: Page, number: string): Promise<string> {
  await open(page, `/lichnyj-kabinet/orders/?order=${number}`);
  await page.getByRole('heading', { level: 1, name: `Заказ № ${number}` }).waitFor();
  return (await page.locator('.order-status').textContent()) ?? '';
}

describe.runIf(browserAvailable())('checkout', () => {
  it('a guest fills the basket, picks up from a shop, logs in on the way to checkout, pays online and is thanked', async () => {
    const card = await product({ inShop: true });
    const page = await newPage();
    await open(page, '/');
    await addToBasket(page, card);
    await open(page, '/korzina/');
    await chooseMethod(page, 'Самовывоз из магазина');
    await pickShop(page);
    // A login started from the basket goes on to checkout by itself.
    await page.getByRole('link', { name: 'Перейти к оформлению' }).click();
    await logInInDialog(
      page,
      { typed: '+7 916 555-10-01', digits: '79165551001' },
      {
        name: 'Анна',
        email: 'anna.checkout@example.com',
      },
    );
    await page.getByRole('heading', { level: 1, name: 'Оформление заказа' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.title()).toMatch(/^Оформление заказа — /);
    expect(await page.getByLabel('Имя').inputValue()).toBe('Анна');
    expect(await page.getByText(card.name).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Оформить заказ' }).click();

    const number = await payOnTestPage(page);
    expect(number).toMatch(/^\d+$/);
    await open(page, `/oformlenie-zakaza/?order=${number}`);
    await page.getByRole('heading', { level: 1, name: 'Спасибо за заказ!' }).waitFor();
    expect(await page.title()).toMatch(/^Спасибо за заказ! — /);
    await page.getByRole('link', { name: 'Заказ в личном кабинете' }).click();
    await page.getByRole('heading', { level: 1, name: `Заказ № ${number}` }).waitFor();
    expect(await page.locator('.order-status').textContent()).toBe('Оплачен');
  });

  it('a declined payment lands on the failure page, and trying again pays the same order', async () => {
    const card = await product({ inShop: true });
    const page = await shopperWith(card, '05', { name: 'Дина', email: 'dina.checkout@example.com' });
    await chooseMethod(page, 'Самовывоз из магазина');
    await pickShop(page);
    await toCheckout(page);
    await page.getByRole('button', { name: 'Оформить заказ' }).click();
    await page.waitForURL(/\/pay\/test\/[^/]+\/$/);
    await page.getByRole('button', { name: 'Отклонить (ошибка)' }).click();
    await page.waitForURL(/\/pages\/payment-failure\/\?/);
    await page.getByRole('heading', { name: 'Оплата не прошла' }).waitFor();
    const number = orderOf(page);
    await page.getByRole('button', { name: 'Попробовать ещё раз' }).click();
    expect(await payOnTestPage(page)).toBe(number);
    expect(await profileOrderStatus(page, number)).toBe('Оплачен');
  });

  it('pays by SBP: the QR page, the code’s link on the test page, the order paid', async () => {
    const card = await product({ inShop: true });
    const page = await shopperWith(card, '31', { name: 'Вера', email: 'vera.checkout@example.com' });
    await chooseMethod(page, 'Самовывоз из магазина');
    await pickShop(page);
    await toCheckout(page);
    await page.getByRole('radio', { name: 'СБП — в приложении банка' }).check();
    await page.getByRole('button', { name: 'Оформить заказ' }).click();
    await showsSbpCode(page);
    await page.getByRole('heading', { name: 'Оплата через СБП' }).waitFor();
    // A phone scanning the code opens its link: the test provider’s page, where it pays.
    await page.getByRole('link', { name: 'Оплатить на этом устройстве' }).click();
    await page.getByText('СБП — в приложении банка').waitFor();
    const number = await payOnTestPage(page);
    expect(await profileOrderStatus(page, number)).toBe('Оплачен');
  });

  it('an order by courier to a new address, paid on receipt, is thanked at once, listed and can be cancelled', async () => {
    const card = await product();
    const page = await shopperWith(card, '02', { name: 'Борис', email: 'boris.checkout@example.com' });
    const slot = await courierTo(page, { street: 'Тверская улица', house: '7', apartment: '12' });
    await toCheckout(page);
    await page.getByRole('heading', { name: 'Доставка курьером' }).waitFor();
    await page.getByText(/Тверская улица, 7, кв\. 12/).waitFor();
    await page.getByText(new RegExp(slot)).waitFor();
    await page.getByRole('button', { name: 'Изменить способ оплаты' }).click();
    const modal = page.getByRole('dialog', { name: 'Изменить способ оплаты' });
    await modal.getByRole('button', { name: 'При получении' }).click();
    await modal.waitFor({ state: 'detached' });
    await page.getByText('При получении').first().waitFor();
    await page.getByRole('button', { name: 'Оформить заказ' }).click();

    await page.getByRole('heading', { level: 1, name: 'Спасибо за заказ!' }).waitFor();
    const number = orderOf(page);
    await page.getByText('Оплатите заказ при получении.', { exact: false }).waitFor();
    expect(await profileOrderStatus(page, number)).toBe('Оформлен, оплата при получении');

    // Unpaid, it can be cancelled from the list after a confirmation; then it is among the completed.
    await open(page, '/lichnyj-kabinet/orders/?filter=actual');
    const order = page.locator('.order-card').filter({ hasText: `Заказ № ${number}` });
    await order.getByRole('button', { name: 'Отменить заказ' }).click();
    const confirm = page.getByRole('dialog', { name: `Отменить заказ № ${number}?` });
    await confirm.getByRole('button', { name: 'Да' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Заказ № ${number} отменён` })
      .waitFor();
    await order.locator('.order-status', { hasText: 'Отменён' }).waitFor();
    expect(await order.getByRole('button', { name: 'Отменить заказ' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Завершённые' }).click();
    await page.waitForURL(/\?filter=completed$/);
    await order.getByText('отменён вами').waitFor();
  });

  it('pays partly by a gift card, shows what is left to pay and pays the rest online', async () => {
    const card = await product({ minPrice: 150_000 });
    const page = await shopperWith(card, '03', { name: 'Вера', email: 'vera.checkout@example.com' });
    await courierTo(page, { street: 'Арбат', house: '1', apartment: '5' });
    await toCheckout(page);
    // Gift cards are folded behind their disclosure until asked for.
    await page.getByText('Оплатить подарочной картой').click();
    const giftCards = page.getByRole('region', { name: 'Подарочные карты' });
    await giftCards.getByLabel('Номер карты').fill('1000 0000 0000 00');
    await giftCards.getByLabel('PIN-код').fill('1111');
    await giftCards.getByRole('button', { name: 'Применить карту' }).click();
    await giftCards.getByText('Введите номер карты полностью').waitFor();
    await giftCards.getByLabel('Номер карты').fill('1000000000000009');
    await giftCards.getByRole('button', { name: 'Применить карту' }).click();
    await giftCards.getByText('Подарочная карта не найдена').waitFor();
    await giftCards.getByLabel('Номер карты').fill('1000000000000001');
    expect(await giftCards.getByLabel('Номер карты').inputValue()).toBe('1000 0000 0000 0001');
    await giftCards.getByRole('button', { name: 'Применить карту' }).click();
    await giftCards.getByText(/Картой •+ ?0001 оплачивается 1\s000\s₽/).waitFor();
    await giftCards.getByLabel('Номер карты').fill('1000000000000001');
    await giftCards.getByLabel('PIN-код').fill('1111');
    await giftCards.getByRole('button', { name: 'Применить карту' }).click();
    await giftCards.getByText('Эта карта уже применена в этом заказе').waitFor();

    expect(await page.locator('.checkout-totals').textContent()).toContain('Подарочные карты');
    await page.getByRole('button', { name: 'Оформить заказ' }).click();

    // Back from the payment page: the order waits for payment with its timer and what is left to pay.
    await page.waitForURL(/\/pay\/test\//);
    await page.goBack();
    await page.waitForURL(/\/oformlenie-zakaza\/\?order=\d+$/);
    const number = orderOf(page);
    const order = (await (await page.request.get(`/api/v1/orders/${number}`)).json()).data.order;
    expect(order.giftCardsPaid.amount).toBe(100_000);
    expect(order.toPay.amount).toBe(card.price.amount - 100_000 + order.deliveryTotal.amount);
    await page.getByRole('heading', { level: 1, name: 'Заказ оформлен и ожидает оплаты' }).waitFor();
    await page.getByText('Осталось оплатить').waitFor();
    await page.getByText('Оплачено подарочными картами').waitFor();
    expect(await page.locator('.payment-timer__value').textContent()).toMatch(/^[0-5]\d:[0-5]\d$/);
    await page.getByRole('button', { name: 'Оплатить' }).click();
    expect(await payOnTestPage(page)).toBe(number);
    expect(await profileOrderStatus(page, number)).toBe('Оплачен');
    await page.getByText('Оплачено подарочными картами').waitFor();
  });

  it('a legal entity’s order with a promo code goes to a manager, without online payment', async () => {
    const card = await product();
    const page = await shopperWith(card, '04', { name: 'Глеб', email: 'gleb.checkout@example.com' });
    await courierTo(page, { street: 'Арбат', house: '2', apartment: '5' });
    await toCheckout(page);

    await page.getByText('У меня есть промокод').click();
    const promo = page.getByRole('region', { name: 'Промокод' });
    await promo.getByRole('textbox', { name: 'Промокод' }).fill('welcome10');
    await promo.getByRole('button', { name: 'Применить' }).click();
    await promo.getByText(/Промокод WELCOME10 применён: скидка/).waitFor();
    expect(await page.locator('.checkout-line__discount').count()).toBe(1);
    expect(await page.locator('.checkout-totals').textContent()).toContain('Скидка');

    await page.getByLabel('Купить как юридическое лицо').check();
    await page.waitForURL(/\?legalEntity=y$/);
    await page
      .getByText('Онлайн-оплата и подарочные карты для юридических лиц недоступны.', { exact: false })
      .waitFor();
    await page.locator('.checkout-payment__current', { hasText: 'При получении' }).waitFor();
    await page.getByLabel('БИК банка').fill('04-45a25');
    expect(await page.getByLabel('БИК банка').inputValue()).toBe('044525');
    await page.getByRole('button', { name: 'Оформить заказ' }).click();
    await page.getByText('Поле состоит из 9 цифр').waitFor();
    // The focus moves on the next frame, after the refused fields render.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('legalEntity.companyName');

    await page.getByLabel('Название компании').fill('ООО «Уют»');
    await page.getByLabel('ИНН').fill('7701234567');
    await page.getByLabel('Расчётный счёт').fill('4070 2810 9000 0000 0001');
    await page.getByLabel('Корреспондентский счёт').fill('30101810400000000225');
    await page.getByLabel('БИК банка').fill('044525225');
    await page.getByLabel('Название банка').fill('Банк');
    await page.getByLabel('Юридический адрес').fill('Москва, Арбат, 2');
    await page.getByRole('button', { name: 'Оформить заказ' }).click();
    await page.getByRole('heading', { level: 1, name: 'Спасибо за заказ!' }).waitFor();
    await page.getByText(/Менеджер проверит заказ/).waitFor();
    expect(await profileOrderStatus(page, orderOf(page))).toBe('Проверяется менеджером');
  });
});
