import { instantToZonedTime, zonedTimeToInstant } from '@storefront/domain/gift-cards';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, browserAvailable, useBrowser } from './support/browser.ts';
import {
  addToBasket,
  chooseMethod,
  open,
  payOnTestPage,
  pickShop,
  product,
  toCheckout,
} from './support/checkout-steps.ts';
import { logInFromHeader } from './support/sms-login.ts';

const { page: newPage } = useBrowser();

const RECIPIENT = { typed: '+7 903 555-20-01', digits: '79035552001' };

/** The text of the latest SMS to a phone, from the local outbox page. */
async function lastSms(page: Page, digits: string): Promise<string> {
  const outbox = await page.context().newPage();
  try {
    await outbox.goto('/staff/sms/');
    await outbox.getByRole('heading', { level: 1 }).waitFor();
    const row = outbox
      .getByRole('row')
      .filter({ hasText: `+${digits}` })
      .first();
    if ((await row.count()) === 0) return '';
    return (await row.getByTestId('sms-text').textContent()) ?? '';
  } finally {
    await outbox.close();
  }
}

const next = (page: Page) => page.getByRole('button', { name: 'Далее' }).click();
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name }).waitFor();

describe.runIf(browserAvailable())('gift cards', () => {
  it('buys a card for later, pays, sends it at its time, and the present pays part of an order', async () => {
    const page = await newPage();
    await open(page, '/podarochnye-karty/');
    await logInFromHeader(
      page,
      { typed: '+7 916 555-30-01', digits: '79165553001' },
      {
        name: 'Мария',
        email: 'maria.gifts@example.com',
      },
    );
    await open(page, '/podarochnye-karty/');
    const steps = page.getByRole('list', { name: 'Шаги покупки' });
    expect(await steps.getByRole('listitem').count()).toBe(6);
    await page.getByRole('button', { name: 'Выбрать карту' }).click();

    // 2: design, required.
    await stepHeading(page, 'Дизайн');
    await next(page);
    await page.getByText('Выберите дизайн карты').waitFor();
    await page.getByRole('radio', { name: 'Цветы' }).check();
    await next(page);

    // 3: amount, with the spec's message for each bound.
    await stepHeading(page, 'Сумма');
    const amount = page.getByLabel('Другая сумма, ₽');
    await amount.fill('200');
    await next(page);
    await page.getByText('Минимальная сумма — 300 ₽').waitFor();
    await amount.fill('200000');
    await next(page);
    await page.getByText('Максимальная сумма — 150 000 ₽').waitFor();
    await amount.fill('1500');
    await next(page);

    // 4: greeting; the sender's name comes from the profile.
    await stepHeading(page, 'Поздравление');
    expect(await page.getByLabel('Ваше имя').inputValue()).toBe('Мария');
    await page.getByLabel('Имя получателя').fill('Ольга');
    await page.getByLabel('Телефон получателя').fill('+7 903 555');
    await page.getByLabel('Текст поздравления').fill('С днём рождения!');
    await next(page);
    await page
      .getByText('Неверный номер телефона')
      .or(page.getByText(/номер телефона/i))
      .first()
      .waitFor();
    await page.getByLabel('Телефон получателя').fill(RECIPIENT.typed);
    await next(page);

    // 5: a later time in Vladivostok; a past one is refused.
    await stepHeading(page, 'Отправка');
    await page.getByRole('radio', { name: 'Выбрать дату и время' }).check();
    await page.getByLabel('Часовой пояс').selectOption('Asia/Vladivostok');
    const past = instantToZonedTime(new Date(Date.now() - 2 * 3_600_000), 'Asia/Vladivostok');
    await page.getByLabel('Дата', { exact: true }).fill(past.date);
    await page.getByLabel('Время', { exact: true }).fill(past.time);
    await next(page);
    await page.getByText('Это время уже прошло: выберите более позднее').waitFor();
    const later = instantToZonedTime(new Date(Date.now() + 2 * 86_400_000), 'Asia/Vladivostok');
    await page.getByLabel('Дата', { exact: true }).fill(later.date);
    await page.getByLabel('Время', { exact: true }).fill('10:00');
    await next(page);

    // Summary; going back keeps every answer.
    await stepHeading(page, 'Проверка и оплата');
    await page.getByText('Ольга, +7 (903) 555-20-01').waitFor();
    await steps.getByRole('button', { name: 'Поздравление' }).click();
    expect(await page.getByLabel('Имя получателя').inputValue()).toBe('Ольга');
    await next(page);
    await next(page);
    await stepHeading(page, 'Проверка и оплата');
    await page.getByRole('button', { name: 'Оплатить' }).click();
    const orderNumber = await payOnTestPage(page);

    // Nothing goes before its time; at 10:00 Vladivostok time the job sends it (a job trigger, no waiting).
    const sendAt = zonedTimeToInstant(later.date, '10:00', 'Asia/Vladivostok');
    const run = (at: Date) =>
      fetch(`${baseUrl()}/api/v1/testing/jobs/gift-card-sms`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ at: at.toISOString() }),
      });
    expect((await run(new Date(sendAt.getTime() - 60_000))).status).toBe(200);
    expect(await lastSms(page, RECIPIENT.digits)).toBe('');
    expect((await run(sendAt)).status).toBe(200);
    const sms = await lastSms(page, RECIPIENT.digits);
    expect(sms).toContain('Мария');
    const link = sms.match(/https?:\/\/\S+\/podarochnye-karty\/[A-Za-z0-9_-]+\//)?.[0];
    expect(link).toBeTruthy();

    // The buyer's profile shows the card delivered.
    await open(page, '/lichnyj-kabinet/gift-cards/');
    const bought = page.getByRole('region', { name: 'Купленные' });
    await bought.getByText(`Заказ ${orderNumber}`).waitFor();
    await bought.getByText('Доставлена').waitFor();

    // The recipient opens the link from the SMS: the present page with its QR code; the PIN on demand.
    const present = await newPage();
    await open(present, new URL(link!).pathname);
    await present.getByRole('heading', { level: 1, name: 'Подарочная карта для вас' }).waitFor();
    await present.getByText('С днём рождения!').waitFor();
    await present.getByRole('img', { name: 'QR-код номера карты' }).waitFor();
    expect(await present.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    const number = ((await present.locator('.gift-present__number').first().textContent()) ?? '').replace(/\s/g, '');
    expect(number).toMatch(/^\d{16}$/);
    await present.getByRole('button', { name: 'Показать PIN-код' }).click();
    const pinText = present.locator('.gift-present__number').nth(1);
    await pinText.waitFor();
    const pin = ((await pinText.textContent()) ?? '').trim();
    expect(pin).toMatch(/^\d{4}$/);

    // The card pays part of an order (the rest online).
    const card = await product({ minPrice: 200_000, inShop: true });
    await open(present, '/');
    await addToBasket(present, card);
    await logInFromHeader(present, RECIPIENT, { name: 'Ольга', email: 'olga.gifts@example.com' });
    await open(present, '/korzina/');
    await chooseMethod(present, 'Самовывоз из магазина');
    await pickShop(present);
    await toCheckout(present);
    await present.getByText('Оплатить подарочной картой').click();
    const giftCards = present.getByRole('region', { name: 'Подарочные карты' });
    await giftCards.getByLabel('Номер карты').fill(number);
    await giftCards.getByLabel('PIN-код').fill(pin);
    await giftCards.getByRole('button', { name: 'Применить карту' }).click();
    await giftCards.getByText(/Картой •+ ?\d{4} оплачивается 1\s500\s₽/).waitFor();
    await present.getByRole('button', { name: 'Оформить заказ' }).click();
    const paid = await payOnTestPage(present);
    const order = (await (await present.request.get(`/api/v1/orders/${paid}`)).json()).data.order;
    expect(order.giftCardsPaid.amount).toBe(150_000);

    // The recipient's profile lists the card as received, spent on that order.
    await open(present, '/lichnyj-kabinet/gift-cards/');
    const received = present.getByRole('region', { name: 'Полученные' });
    await received.getByText('История использования').click();
    await received.getByText(`Оплата заказа ${paid}`).waitFor();
    // A whole purchase, a send and a second shopper's checkout: longer than one page's test.
  }, 180_000);

  it('answers an unknown present link with the 404 page', async () => {
    const page = await newPage();
    const res = await page.goto('/podarochnye-karty/no-such-card-token/');
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Страница не найдена' }).waitFor();
  });
});
