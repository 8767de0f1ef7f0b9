/**
 * Choosing delivery in the basket, checkout and placing the order work as plain forms when the
 * browser runs no JavaScript. The login (its proof-of-work captcha needs scripts) is done with
 * scripts on; the shopper's cookies then go to a browser context without them.
 */
import { COOKIES } from '@storefront/domain/constants';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, useBrowser } from './support/browser.ts';
import { type Card, chooseMethod, open, payOnTestPage, product, showsSbpCode } from './support/checkout-steps.ts';
import { logInFromHeader } from './support/sms-login.ts';

const { page: newPage } = useBrowser();

/**
 * A new shopper logged in with scripts on (with a saved courier address in the city when asked),
 * then the same shopper in a page without them.
 */
async function shopperWithoutScripts(
  nn: string,
  person: { name: string; email: string },
  address?: { street: string; house: string; apartment: string },
): Promise<Page> {
  const withScripts = await newPage();
  await open(withScripts, '/');
  await logInFromHeader(withScripts, { typed: `+7 916 555-50-${nn}`, digits: `791655550${nn}` }, person);
  if (address) {
    const saved = await withScripts.evaluate(async (fields) => {
      const layout = await (await fetch('/api/v1/layout?pageUrl=/')).json();
      const body = JSON.stringify({ ...fields, cityId: layout.data.location.cityId });
      const headers = { 'content-type': 'application/json' };
      return (await fetch('/api/v1/users/addresses', { method: 'POST', headers, body })).status;
    }, address);
    expect(saved).toBe(201);
  }
  const { cookies, origins } = await withScripts.context().storageState();
  await withScripts.context().close();
  // Without the marker of a browser that runs the scripts, pages come rendered in full for the shopper.
  const storageState = { cookies: cookies.filter((c) => c.name !== COOKIES.scripts.name), origins };
  return newPage({ javaScript: false, storageState });
}

/** The fields a form of the page would send, read from the page. */
async function formFields(page: Page, selector: string): Promise<Record<string, string>> {
  return page.locator(selector).evaluate((form) => {
    const fields: Record<string, string> = {};
    for (const [name, value] of new FormData(form as HTMLFormElement)) fields[name] = String(value);
    return fields;
  });
}

/** A product in the basket given to the courier, and the page's own list of addresses (`?courier=address`). */
async function courierAddressStep(page: Page): Promise<void> {
  const card = await product();
  await page.goto(card.url);
  await page.getByRole('button', { name: 'В корзину' }).first().click();
  await page.waitForURL((url) => url.pathname === card.url);
  await page.goto('/korzina/');
  await chooseMethod(page, 'Доставка курьером', { scripts: false });
  await page.getByRole('button', { name: 'Выбрать адрес' }).click();
  await page.waitForURL(/\?courier=address$/);
}

/** The product into the basket, to be picked up from the first shop of the page's own list, then on to the checkout. */
async function pickupToCheckout(page: Page, card: Card): Promise<void> {
  await page.goto(card.url);
  await page.getByRole('button', { name: 'В корзину' }).first().click();
  await page.waitForURL((url) => url.pathname === card.url);
  // The goods came with pickup (a shop holds them), then a shop from the list the page brings with it.
  await page.goto('/korzina/');
  await chooseMethod(page, 'Самовывоз из магазина', { scripts: false });
  await page.getByRole('button', { name: 'Выбрать магазин' }).click();
  await page.waitForURL(/\?places=pickup$/);
  await page
    .getByRole('button', { name: /^Выбрать: / })
    .first()
    .click();
  await page.waitForURL((url) => url.pathname === '/korzina/' && url.search === '');
  await page.getByText('Доставка выбрана').waitFor();
  await page.getByRole('link', { name: 'Перейти к оформлению' }).click();
  await page.getByRole('heading', { level: 1, name: 'Оформление заказа' }).waitFor();
}

/** The last time on offer from the page's own list, then on to the checkout. */
async function courierTimeToCheckout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Дата и время доставки' }).click();
  await page.waitForURL(/\?courier=time$/);
  const when = page.getByLabel('Дата и время доставки');
  const last = await when.locator('option').last().getAttribute('value');
  await when.selectOption(last ?? '');
  await page.getByRole('button', { name: 'Сохранить время' }).click();
  await page.waitForURL((url) => url.pathname === '/korzina/' && url.search === '');
  await page.getByText('Доставка выбрана').waitFor();
  await page.getByRole('link', { name: 'Перейти к оформлению' }).click();
  await page.getByRole('heading', { level: 1, name: 'Оформление заказа' }).waitFor();
}

describe.runIf(browserAvailable())('without JavaScript', () => {
  it('picks up from a shop, is told what is missing, a form sent twice places one order, then cancels it', async () => {
    const card = await product({ inShop: true });
    const page = await shopperWithoutScripts('01', { name: 'Ника', email: 'nika.noscript@example.com' });
    await pickupToCheckout(page, card);
    expect(await page.getByLabel('Имя').inputValue()).toBe('Ника');

    // A promo code: a refused one stays in its field with the reason, a good one applies.
    // The promo code is folded behind a disclosure, which opens without scripts too.
    await page.getByText('У меня есть промокод').click();
    const promo = page.getByRole('region', { name: 'Промокод' });
    await promo.getByRole('textbox', { name: 'Промокод' }).fill('NOSUCHCODE');
    await promo.getByRole('button', { name: 'Применить' }).click();
    await promo.getByRole('alert').first().waitFor();
    expect(await promo.getByRole('textbox', { name: 'Промокод' }).inputValue()).toBe('NOSUCHCODE');
    await promo.getByRole('textbox', { name: 'Промокод' }).fill('welcome10');
    await promo.getByRole('button', { name: 'Применить' }).click();
    await promo.getByText(/Промокод WELCOME10 применён: скидка/).waitFor();

    // Paid on receipt, chosen from the list the page shows without its modal.
    await page.getByRole('button', { name: 'Изменить способ оплаты' }).click();
    await page.waitForURL(/\?payment=choose$/);
    await page.getByRole('button', { name: 'При получении' }).click();
    await page.waitForURL((url) => url.search === '');
    await page.locator('.checkout-payment__current', { hasText: 'При получении' }).waitFor();

    // A refusal is shown at its field, with what was typed kept; never an error page.
    const email = page.getByRole('group', { name: 'Получатель' }).getByLabel('Электронная почта');
    await email.fill('nika@');
    await page.getByLabel('Комментарий к заказу').fill('Позвоните заранее');
    await page.getByRole('button', { name: 'Оформить заказ' }).click();
    await page.getByRole('heading', { level: 1, name: 'Оформление заказа' }).waitFor();
    expect(await page.locator('.form-field--error').count()).toBeGreaterThan(0);
    expect(await page.getByLabel('Комментарий к заказу').inputValue()).toBe('Позвоните заранее');
    expect(await email.getAttribute('aria-invalid')).toBe('true');

    // The same form posted twice (a double click, a resent post) answers one order.
    await email.fill('nika.noscript@example.com');
    const fields = await formFields(page, '#checkout-form');
    const post = () => page.request.post(page.url(), { form: fields, maxRedirects: 0 });
    const [first, second] = await Promise.all([post(), post()]);
    expect(first.status()).toBe(302);
    expect(second.headers().location).toBe(first.headers().location);

    await page.getByRole('button', { name: 'Оформить заказ' }).click();
    await page.waitForURL(/\/oformlenie-zakaza\/\?order=\d+$/);
    expect(page.url()).toContain(first.headers().location ?? 'none');
    await page.getByRole('heading', { level: 1, name: 'Спасибо за заказ!' }).waitFor();

    // Cancelled from its page: the question is asked in the page itself, and a repeated post changes nothing.
    const number = new URL(page.url()).searchParams.get('order');
    await page.goto(`/lichnyj-kabinet/orders/?order=${number}`);
    await page.getByRole('button', { name: 'Отменить заказ' }).click();
    await page.waitForURL(/[?&]confirm=cancel(&|$)/);
    const question = page.getByRole('region', { name: `Отменить заказ № ${number}?` });
    // A reason the domain refuses ('other' without a comment) is told at its field; the order stays.
    await question.getByLabel('Почему отменяете? (необязательно)').selectOption('other');
    await question.getByRole('button', { name: 'Да' }).click();
    await question.getByLabel('Комментарий').and(page.locator('[aria-invalid="true"]')).waitFor();
    expect(await page.locator('.order-status', { hasText: 'Отменён' }).count()).toBe(0);
    const reason = question.getByLabel('Почему отменяете? (необязательно)');
    expect(await reason.inputValue()).toBe('other');
    await reason.selectOption('');
    const cancel = await formFields(page, '.order-card form[method="post"]');
    const postCancel = () => page.request.post(page.url(), { form: cancel, maxRedirects: 0 });
    const once = await postCancel();
    const twice = await postCancel();
    expect([once.status(), twice.status()]).toEqual([302, 302]);
    expect(once.headers().location).toBe(`/lichnyj-kabinet/orders/?order=${number}`);
    await question.getByRole('button', { name: 'Да' }).click();
    await page.waitForURL((url) => url.search === `?order=${number}`);
    await page.locator('.order-status', { hasText: 'Отменён' }).waitFor();
    expect(await page.getByRole('button', { name: 'Отменить заказ' }).count()).toBe(0);
  });

  it('pays by SBP on a desktop: the QR code and its link come in the page, and the order is paid', async () => {
    const card = await product({ inShop: true });
    const page = await shopperWithoutScripts('05', { name: 'Ева', email: 'eva.noscript@example.com' });
    await pickupToCheckout(page, card);
    await page.getByRole('radio', { name: 'СБП — в приложении банка' }).check();
    await page.getByRole('button', { name: 'Оформить заказ' }).click();
    await showsSbpCode(page);
    expect(await page.title()).toBe('Оплата через СБП — Уют');
    // The code's link, which a phone scanning it opens: here the test provider's page, where it pays.
    await page.getByRole('link', { name: 'Оплатить на этом устройстве' }).click();
    const number = await payOnTestPage(page);
    await page.goto(`/lichnyj-kabinet/orders/?order=${number}`);
    await page.locator('.order-status', { hasText: 'Оплачен' }).waitFor();
  });

  it('buys a gift card for someone else step by step, and a pay form sent twice places one order', async () => {
    const page = await shopperWithoutScripts('02', { name: 'Лев', email: 'lev.noscript@example.com' });
    const next = () => page.getByRole('button', { name: 'Далее' }).click();
    const step = (name: string) => page.getByRole('heading', { level: 2, name }).waitFor();
    await page.goto('/podarochnye-karty/');
    await page.getByRole('button', { name: 'Выбрать карту' }).click();

    // Each step is checked on the server and answered with the next one, or with its errors.
    await step('Дизайн');
    await next();
    await page.getByText('Выберите дизайн карты').waitFor();
    await page.getByRole('radio', { name: 'Цветы' }).check();
    await next();
    await step('Сумма');
    await page.getByLabel('Другая сумма, ₽').fill('200');
    await next();
    await page.getByText('Минимальная сумма — 300 ₽').waitFor();
    await page.getByLabel('Другая сумма, ₽').fill('1500');
    await next();
    await step('Поздравление');
    expect(await page.getByLabel('Ваше имя').inputValue()).toBe('Лев');
    await page.getByLabel('Имя получателя').fill('Ольга');
    await page.getByLabel('Телефон получателя').fill('+7 903 555-50-02');
    await next();
    await step('Отправка');
    await next();
    await step('Проверка и оплата');
    await page.getByText('Ольга, +7 (903) 555-50-02').waitFor();

    // Back to a step done keeps every answer.
    await page.getByRole('list', { name: 'Шаги покупки' }).getByRole('button', { name: 'Поздравление' }).click();
    await step('Поздравление');
    expect(await page.getByLabel('Имя получателя').inputValue()).toBe('Ольга');
    await next();
    await step('Отправка');
    await next();
    await step('Проверка и оплата');

    // The same pay form posted twice answers one order; the browser's own post then lands on its payment.
    const fields = { ...(await formFields(page, '#gift-purchase')), move: 'pay' };
    const post = () => page.request.post(page.url(), { form: fields, maxRedirects: 0 });
    const [first, second] = await Promise.all([post(), post()]);
    expect([first.status(), second.status()]).toEqual([302, 302]);
    const orders = await page.request.get('/api/v1/orders?filter=all');
    expect((await orders.json()).data.orders).toHaveLength(1);
    await page.getByRole('button', { name: 'Оплатить' }).click();
    await page.waitForURL(/\/pay\/test\//);
    await payOnTestPage(page);
  });

  it('gives the goods to the courier: a saved address and a time from the lists the page brings', async () => {
    const address = { street: 'Арбат', house: '3', apartment: '7' };
    const page = await shopperWithoutScripts('03', { name: 'Ян', email: 'yan.noscript@example.com' }, address);
    await courierAddressStep(page);
    await page.getByRole('button', { name: /^Доставить сюда: Арбат, 3, кв\. 7/ }).click();
    await page.waitForURL((url) => url.pathname === '/korzina/' && url.search === '');
    await page.getByText(/^Арбат, 3, кв\. 7/).waitFor();
    await courierTimeToCheckout(page);

    // Back in the basket, the reset asks first, in the page itself.
    await page.goto('/korzina/');
    await page.getByRole('button', { name: 'Сбросить настройки доставки' }).click();
    await page.waitForURL(/\?confirm=reset$/);
    await page.getByRole('region', { name: 'Сбросить настройки доставки' }).getByRole('button', { name: 'Да' }).click();
    await page.waitForURL((url) => url.pathname === '/korzina/' && url.search === '');
    await page.getByText('Выберите способ доставки для оставшихся товаров').waitFor();
  });

  it('adds a first courier address in the page: a refusal keeps what was typed, then it is chosen', async () => {
    const page = await shopperWithoutScripts('04', { name: 'Ия', email: 'iya.noscript@example.com' });
    await courierAddressStep(page);
    const form = page.getByRole('form', { name: 'Новый адрес' });
    await form.getByLabel('Улица').fill('Тверская');
    await form.getByLabel('Квартира').fill('5');
    await form.getByLabel('Комментарий для курьера').fill('Домофон не работает');
    await form.getByRole('button', { name: 'Сохранить адрес' }).click();

    // No house: the error is at its field, the text typed is still there; never an error page.
    await form.getByText('В адресе не указан дом').waitFor();
    expect(await form.getByLabel('Дом', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByLabel('Улица').inputValue()).toBe('Тверская');
    expect(await form.getByLabel('Комментарий для курьера').inputValue()).toBe('Домофон не работает');

    await form.getByLabel('Дом', { exact: true }).fill('7');
    await form.getByRole('button', { name: 'Сохранить адрес' }).click();
    await page.waitForURL((url) => url.pathname === '/korzina/' && url.search === '');
    await page.getByText(/^Тверская, 7, кв\. 5/).waitFor();
    await courierTimeToCheckout(page);
    await page
      .getByRole('region', { name: 'Доставка курьером' })
      .getByText(/Тверская, 7, кв\. 5/)
      .waitFor();
  });
});
