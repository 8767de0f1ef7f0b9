import { describe, expect, it } from 'vitest';
import { browserAvailable, useBrowser } from './support/browser.ts';
import { api, type Card, chooseMethod, open, pickSlot, product } from './support/checkout-steps.ts';
import { logInFromHeader } from './support/sms-login.ts';

const { page: newPage } = useBrowser();

interface Size {
  id: number;
  name: string | null;
  maxAvailable: number;
}

/** A product with a size (or sizeless) that Moscow cannot supply now. */
async function soldOut(): Promise<{ url: string; name: string }> {
  for (let page = 1; page <= 8; page++) {
    const listing = await api<{ items: Card[] }>(`catalog?url=/catalog/&count=36&page=${page}`);
    for (const card of listing.items) {
      const slug = card.url.split('/')[2];
      const detail = await api<{ product: { name: string; sizes: Size[] } }>(`catalog/product/${slug}?related=n`);
      if (detail.product.sizes.some((s) => s.maxAvailable <= 0)) return { url: card.url, name: detail.product.name };
    }
  }
  throw new Error('no sold-out size in the first pages of the catalogue');
}

const COMPANY = {
  'Название компании': 'ООО «Ромашка»',
  ИНН: '7701234567',
  'Расчётный счёт': '40702810900000000001',
  'Корреспондентский счёт': '30101810400000000225',
  'БИК банка': '044525225',
  'Название банка': 'ПАО Банк',
  'Юридический адрес': 'Москва, Тверская, 1',
};

describe.runIf(browserAvailable())('personal account', () => {
  it.each([
    { width: 1280, height: 900, phone: { typed: '+7 916 555-40-01', digits: '79165554001' }, email: 'vera.account' },
    { width: 375, height: 812, phone: { typed: '+7 916 555-40-03', digits: '79165554003' }, email: 'vera.narrow' },
  ])(
    'personal data, a company and a legal-entity order with it, addresses offered in the basket, quiet hours, inbox, waiting list and logout ($width px)',
    async ({ width, height, phone, email }) => {
      const page = await newPage();
      await page.setViewportSize({ width, height });
      await open(page, '/');
      const card = await product();
      await open(page, card.url);
      await page.getByRole('button', { name: 'В корзину' }).click();
      // The mini-basket says the product went in, on a phone and a desktop alike.
      await page.getByRole('dialog', { name: 'Добавлено в корзину' }).waitFor();
      await logInFromHeader(page, phone, { name: 'Вера', email: `${email}@example.com` });

      // Personal data, with the spec's messages.
      await open(page, '/lichnyj-kabinet/personal/');
      await page.getByRole('heading', { level: 1, name: 'Личные данные' }).waitFor();
      await page.getByLabel('Имя').fill('В');
      await page.getByRole('button', { name: 'Сохранить' }).click();
      await page.getByText('Минимум 2 символа').waitFor();
      await page.getByLabel('Имя').fill('Вероника');
      await page.getByLabel('Покупаю как юридическое лицо').check();
      await page.getByRole('button', { name: 'Сохранить' }).click();
      await page.getByText('Сохранено').first().waitFor();

      // A company: the first one becomes the one the shopper buys for.
      await page.getByRole('button', { name: 'Добавить компанию' }).click();
      const companyForm = page.getByRole('dialog', { name: 'Новая компания' });
      await companyForm.getByLabel('БИК банка').fill('0445');
      await companyForm.getByRole('button', { name: 'Сохранить' }).click();
      await companyForm.getByText('Поле состоит из 9 цифр').waitFor();
      for (const [label, value] of Object.entries(COMPANY))
        await companyForm.getByLabel(label, { exact: true }).fill(value);
      await companyForm.getByRole('button', { name: 'Сохранить' }).click();
      await companyForm.waitFor({ state: 'detached' });
      await page.getByText('ООО «Ромашка», ИНН 7701234567').waitFor();
      await page.getByText('Вы покупаете для этой компании').waitFor();

      // Addresses: add and edit one; the basket offers it to the courier.
      await open(page, '/lichnyj-kabinet/addresses/');
      await page.getByRole('button', { name: 'Добавить адрес' }).click();
      const addressForm = page.getByRole('dialog', { name: 'Новый адрес' });
      await addressForm.getByLabel('Улица').fill('Тверская');
      await addressForm.getByLabel('Дом', { exact: true }).fill('7');
      await addressForm.getByLabel('Квартира').fill('12');
      await addressForm.getByRole('button', { name: 'Сохранить адрес' }).click();
      await addressForm.waitFor({ state: 'detached' });
      await page.getByText('Тверская, 7, кв. 12, Москва').waitFor();
      await page.getByText('Адрес по умолчанию').waitFor();
      await page.getByRole('button', { name: 'Изменить: Тверская, 7, кв. 12, Москва' }).click();
      const editForm = page.getByRole('dialog', { name: 'Изменить адрес' });
      await editForm.getByLabel('Дом', { exact: true }).fill('9');
      await editForm.getByRole('button', { name: 'Сохранить адрес' }).click();
      await editForm.waitFor({ state: 'detached' });
      await page.getByText('Тверская, 9, кв. 12, Москва').waitFor();

      await open(page, '/korzina/');
      await chooseMethod(page, 'Доставка курьером');
      await page.getByRole('button', { name: 'Выбрать адрес' }).click();
      const addresses = page.getByRole('dialog', { name: 'Адреса доставки' });
      await addresses.getByRole('button', { name: 'Доставить сюда: Тверская, 9, кв. 12, Москва' }).click();
      await addresses.waitFor({ state: 'detached' });
      await pickSlot(page);

      // The checkout starts as the legal entity, from the active company.
      await page.getByRole('link', { name: 'Перейти к оформлению' }).click();
      await page.getByRole('heading', { level: 1, name: 'Оформление заказа' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByLabel('Купить как юридическое лицо').isChecked()).toBe(true);
      expect(await page.getByLabel('Название компании').inputValue()).toBe('ООО «Ромашка»');
      expect(await page.getByLabel('БИК банка').inputValue()).toBe('044525225');
      await page.getByRole('button', { name: 'Оформить заказ' }).click();
      await page.getByRole('heading', { level: 1, name: 'Спасибо за заказ!' }).waitFor();
      const number = new URL(page.url()).searchParams.get('order') ?? '';

      // Quiet hours: the start must differ from the end.
      await open(page, '/lichnyj-kabinet/subscriptions/');
      await page.getByLabel('С (ЧЧ:ММ)').fill('22:00');
      await page.getByLabel('До (ЧЧ:ММ)').fill('22:00');
      await page.getByRole('button', { name: 'Сохранить' }).click();
      await page.getByText('Время начала и окончания не должно совпадать').waitFor();
      await page.getByLabel('До (ЧЧ:ММ)').fill('08:00');
      await page.getByRole('button', { name: 'Сохранить' }).click();
      await page.getByText('Сохранено').first().waitFor();
      await page.reload();
      expect(await page.getByLabel('До (ЧЧ:ММ)').inputValue()).toBe('08:00');

      // The order's notice is in the inbox (written by the queue); opening it marks it read.
      const title = `Заказ ${number} оформлен`;
      await expect
        .poll(
          async () => {
            await open(page, '/lichnyj-kabinet/messages/');
            return page.getByRole('button', { name: title }).count();
          },
          { timeout: 30_000, interval: 1_000 },
        )
        .toBe(1);
      const menu = page.getByRole('navigation', { name: 'Разделы личного кабинета' });
      expect(await menu.getByRole('link', { name: /^Сообщения/ }).textContent()).toMatch(/\d/);
      await page.getByRole('button', { name: title }).click();
      await page.getByText(`Спасибо за заказ ${number}`, { exact: false }).waitFor();
      // The counter follows once the page's data are reloaded (a slow round trip on a busy machine).
      await expect
        .poll(() => menu.getByRole('link', { name: /^Сообщения/ }).textContent(), { timeout: 10_000 })
        .toBe('Сообщения');

      // The waiting list, joined from a sold-out size on the product page.
      const awaited = await soldOut();
      await open(page, awaited.url);
      await page.getByRole('button', { name: 'Сообщить о поступлении' }).click();
      const arrival = page.getByRole('dialog', { name: 'Сообщить о поступлении' });
      await arrival.getByLabel('Электронная почта').waitFor();
      const sizes = arrival.getByRole('radio');
      if ((await sizes.count()) > 0) await sizes.first().check();
      await arrival.getByRole('button', { name: 'Сообщить мне' }).click();
      await arrival.waitFor({ state: 'detached' });
      await open(page, '/lichnyj-kabinet/waiting-list/');
      await page.getByRole('link', { name: awaited.name }).first().waitFor();

      // Logout asks first.
      await menu.getByRole('button', { name: 'Выйти' }).click();
      await page
        .getByRole('dialog', { name: 'Выйти из личного кабинета?' })
        .getByRole('button', { name: 'Да' })
        .click();
      await page.getByRole('link', { name: 'Войти' }).waitFor();
    },
    // The whole journey, with an order placed, is several pages long.
    150_000,
  );

  it('every area fits a 375 px screen', async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 375, height: 812 });
    await open(page, '/');
    await logInFromHeader(
      page,
      { typed: '+7 916 555-30-02', digits: '79165553002' },
      {
        name: 'Олег',
        email: 'oleg.account@example.com',
      },
    );
    const areas: [string, string][] = [
      ['/lichnyj-kabinet/', 'Личный кабинет'],
      ['/lichnyj-kabinet/orders/', 'Мои заказы'],
      ['/lichnyj-kabinet/gift-cards/', 'Подарочные карты'],
      ['/lichnyj-kabinet/messages/', 'Сообщения'],
      ['/lichnyj-kabinet/waiting-list/', 'Лист ожидания'],
      ['/lichnyj-kabinet/personal/', 'Личные данные'],
      ['/lichnyj-kabinet/addresses/', 'Адреса доставки'],
      ['/lichnyj-kabinet/subscriptions/', 'Уведомления и подписки'],
    ];
    for (const [url, heading] of areas) {
      await open(page, url);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.getByRole('navigation', { name: 'Разделы личного кабинета' }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, url).toBeLessThanOrEqual(0);
      if (process.env.ACCOUNT_SHOTS) {
        await page.screenshot({
          path: `${process.env.ACCOUNT_SHOTS}/375${url.replace(/\//g, '_')}.png`,
          fullPage: true,
        });
      }
    }
    // Page 1 of a list has one address: ?page=1 leads to the page without it.
    await open(page, '/lichnyj-kabinet/messages/?page=1');
    expect(new URL(page.url()).search).toBe('');
    // The removal modal warns and asks for a code before anything happens.
    await open(page, '/lichnyj-kabinet/');
    await page.getByRole('button', { name: 'Удалить аккаунт' }).click();
    const removal = page.getByRole('dialog', { name: 'Удаление аккаунта' });
    await removal.getByText('Отменить это нельзя', { exact: false }).waitFor();
    await removal.getByRole('button', { name: 'Отмена' }).click();
    await removal.waitFor({ state: 'detached' });
  });
});
