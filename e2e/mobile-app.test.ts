/**
 * The shop inside its mobile app: a fake iOS app (window.webkit.messageHandlers, injected before
 * the page's scripts) collects every message; the page hands its work to it instead of opening
 * its own dialogs, and reloads the shopper's data when the app says the shopper logged in.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, useBrowser } from './support/browser.ts';
import { addToBasket, chooseMethod, open, pickShop, product } from './support/checkout-steps.ts';
import { logInFromHeader, logInInDialog } from './support/sms-login.ts';

const { page: newPage } = useBrowser();

interface AppMessage {
  name: string;
  payload: Record<string, unknown>;
}

/** A page whose context has the fake app: every message lands in window.appMessages. */
async function appPage(): Promise<Page> {
  const page = await newPage();
  await page.context().addInitScript(() => {
    const messages: { name: string; payload: unknown }[] = [];
    Object.assign(window, { appMessages: messages });
    const messageHandlers = new Proxy(
      {},
      {
        get: (_target, name) => ({
          postMessage: (text: string) => messages.push({ name: String(name), payload: JSON.parse(text) }),
        }),
      },
    );
    Object.assign(window, { webkit: { messageHandlers } });
  });
  return page;
}

/** What the page publishes for the app (apps/web/app/lib/bridge/receive.ts). */
type WithBridge = { appBridge?: { receive: (name: string, payload?: unknown) => boolean } };

const messages = (page: Page) => page.evaluate(() => (window as unknown as { appMessages: AppMessage[] }).appMessages);

async function message(page: Page, name: string): Promise<AppMessage> {
  await page.waitForFunction(
    (n) => (window as unknown as { appMessages: AppMessage[] }).appMessages.some((m) => m.name === n),
    name,
  );
  const found = (await messages(page)).filter((m) => m.name === name);
  return found[found.length - 1] as AppMessage;
}

describe.skipIf(!browserAvailable())('the shop inside the mobile app', () => {
  it('a page in the app has no site chrome and reports its page, title and counts (375 px)', async () => {
    const page = await appPage();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.setExtraHTTPHeaders({ 'x-mobile-app': '1' });
    await open(page, '/catalog/');
    expect(await page.locator('.site-header').count()).toBe(0);
    expect(await page.locator('.site-footer').count()).toBe(0);
    expect((await message(page, 'changePage')).payload).toEqual({
      url: '/catalog/',
      name: 'CatalogIndex',
    });
    expect((await message(page, 'changeTitle')).payload.title).toBe(await page.title());
    expect((await message(page, 'changeBasketCount')).payload).toEqual({ count: 0 });
    expect((await message(page, 'changeFavouritesCount')).payload).toEqual({ count: 0 });
    mkdirSync('e2e/.artifacts', { recursive: true });
    await page.screenshot({ path: 'e2e/.artifacts/mobile-app-catalog-375.png' });

    // The next page is a screen of the app too.
    await page
      .getByRole('link', { name: /./ })
      .filter({ has: page.locator('img') })
      .first()
      .click();
    await page.waitForFunction(() =>
      (window as unknown as { appMessages: AppMessage[] }).appMessages.some(
        (m) => m.name === 'changePage' && m.payload.name === 'ProductIndex',
      ),
    );
    expect(await page.locator('.site-header').count()).toBe(0);
  });

  it('filter, like and favourites sharing go to the app, with no web dialog', async () => {
    const page = await appPage();
    await page.setExtraHTTPHeaders({ 'x-mobile-app': '1' });
    await open(page, '/catalog/');
    await page.getByRole('button', { name: 'Фильтры' }).click();
    expect((await message(page, 'openFilter')).payload).toEqual({ url: '/catalog/', count: 0 });
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect((await message(page, 'filterCount')).payload).toEqual({ count: 0 });

    const saved = page.waitForResponse((r) => r.url().includes('/api/v1/favorites') && r.ok());
    await page.getByRole('button', { name: 'Добавить в избранное' }).first().click();
    const like = await message(page, 'like');
    expect(like.payload).toMatchObject({ liked: true, productId: expect.any(Number) });
    await saved;
    await page.waitForFunction(() =>
      (window as unknown as { appMessages: AppMessage[] }).appMessages.some(
        (m) => m.name === 'changeFavouritesCount' && m.payload.count === 1,
      ),
    );

    await open(page, '/izbrannoe/');
    await page.getByRole('button', { name: 'Поделиться списком' }).click();
    const shared = await message(page, 'shareFavourites');
    expect(shared.payload.url).toMatch(/\/izbrannoe\/[^/]+\/$/);
    expect(await page.getByRole('button', { name: 'Ссылка скопирована' }).count()).toBe(0);

    // A shared list is a screen of the app.
    await open(page, new URL(String(shared.payload.url)).pathname);
    expect((await message(page, 'redirectPage')).payload).toMatchObject({ target: 'favouritesSharing' });
  });

  it('a product is shared through the app’s share sheet, with a link that opens in a browser', async () => {
    const card = await product();
    const page = await appPage();
    await open(page, `${card.url}?app_mode=mobile-app`);
    await page.getByRole('button', { name: 'Поделиться' }).click();
    const shared = await message(page, 'share');
    expect(shared.payload).toEqual({ url: `${new URL(page.url()).origin}${card.url}`, title: card.name });
    expect(await page.getByRole('status').filter({ hasText: 'Ссылка скопирована' }).count()).toBe(0);
  });

  it('the city change goes to the app in a web view, and the app’s answer reloads the page in the new city', async () => {
    const page = await appPage();
    await open(page, '/?app_mode=web-view');
    // A first visit asks whether the city is right; choosing another goes to the app.
    await page.getByRole('button', { name: 'Выбрать другой' }).click();
    expect((await message(page, 'updateCity')).payload).toMatchObject({ city: 'Москва' });
    expect(await page.getByRole('dialog').count()).toBe(0);
    const popular = (await (await page.request.get('/api/v1/locations/popular')).json()).data as {
      cities: { location_code: string; city: string }[];
    }[];
    const other = popular.flatMap((c) => c.cities).find((c) => c.city !== 'Москва');
    if (!other) throw new Error('no second city');
    const reloaded = page.waitForEvent('load');
    await page.evaluate(
      (code) => (window as unknown as WithBridge).appBridge?.receive('cityChanged', { locationCode: code }),
      other.location_code,
    );
    await reloaded;
    await page.getByRole('button', { name: `Ваш город: ${other.city}` }).waitFor();
  });

  it('login goes to the app; once the app says the shopper is in, the page goes on with their data', async () => {
    const page = await appPage();
    await page.setExtraHTTPHeaders({ 'x-mobile-app': '1' });
    await open(page, '/lichnyj-kabinet/');
    await page.waitForURL(/\/vkhod-ili-registratsiya\//);
    expect((await message(page, 'openAuthorization')).payload).toEqual({ backUrl: '/lichnyj-kabinet/' });
    await page.getByText('Войдите в приложении, чтобы продолжить.').waitFor();
    expect(await page.getByLabel('Номер телефона').count()).toBe(0);

    // The app logs the shopper in with the shared session (here: the site in another tab).
    const site = await page.context().newPage();
    await open(site, '/?app_mode=none');
    await logInFromHeader(
      site,
      { typed: '+7 916 555-70-01', digits: '79165557001' },
      { name: 'Ира', email: 'ira.app@example.com' },
    );
    await site.close();

    await page.evaluate(() => (window as unknown as WithBridge).appBridge?.receive('authorized'));
    await page.waitForURL(/\/lichnyj-kabinet\/$/);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByText('Ира').count()).toBeGreaterThan(0);
  });

  it('an online payment is handed to the app as an SBP payment', async () => {
    const card = await product({ inShop: true });
    const page = await appPage();
    await open(page, '/?app_mode=none');
    await addToBasket(page, card);
    await open(page, '/korzina/');
    await chooseMethod(page, 'Самовывоз из магазина');
    await pickShop(page);
    await page.getByRole('link', { name: 'Перейти к оформлению' }).click();
    await logInInDialog(
      page,
      { typed: '+7 916 555-70-02', digits: '79165557002' },
      { name: 'Оля', email: 'olya.app@example.com' },
    );
    await page.getByRole('heading', { level: 1, name: 'Оформление заказа' }).waitFor();

    await open(page, '/oformlenie-zakaza/?app_mode=mobile-app');
    await page.getByRole('button', { name: 'Оформить заказ' }).click();
    const sbp = await message(page, 'sbpPayment');
    expect(sbp.payload).toMatchObject({
      orderNumber: expect.stringMatching(/^\d+$/),
      paymentUrl: expect.stringContaining('/pay/test/'),
    });
    await page.waitForURL((url) => url.searchParams.get('order') === sbp.payload.orderNumber);
    expect(page.url()).not.toContain('/pay/test/');
  });
});
