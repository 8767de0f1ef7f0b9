/** Shopping steps the end-to-end tests share: finding a product, the basket's delivery, checkout and paying. */
import type { Page } from 'playwright-core';
import { baseUrl } from './browser.ts';

export interface Card {
  name: string;
  url: string;
  price: { amount: number };
  quickAdd: { skuId: number; maxAvailable: number } | null;
}

export const api = async <T>(path: string): Promise<T> =>
  (await (await fetch(`${baseUrl()}/api/v1/${path}`)).json()).data;

/**
 * A product without sizes (it goes to the basket in one click) that a Moscow shopper can buy,
 * costing at least `minPrice` (minor units), held by a Moscow shop when `inShop`.
 */
export async function product({ minPrice = 0, inShop = false } = {}): Promise<Card> {
  for (let page = 1; page <= 10; page++) {
    const listing = await api<{ items: Card[] }>(`catalog?url=/catalog/&count=36&page=${page}`);
    for (const card of listing.items) {
      if (!card.quickAdd || card.quickAdd.maxAvailable < 1 || card.price.amount < minPrice) continue;
      if (!inShop) return card;
      const shops = await api<{ storesList: unknown[] }>(`delivery/stores-list?itemId=${card.quickAdd.skuId}`);
      if (shops.storesList.length > 0) return card;
    }
  }
  throw new Error('no product fits');
}

/** Opens a page and waits until its scripts have loaded, so the buttons respond (hydration). */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await hydrated(page);
}

/** Waits until the page's network is quiet and React has taken the document over (root.tsx marks it). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** Adds a product on its page and waits for the (debounced) basket update to reach the server. */
export async function addToBasket(page: Page, card: Card): Promise<void> {
  await open(page, card.url);
  const saved = page.waitForResponse((r) => r.url().includes('/api/v1/basket/item') && r.ok());
  await page.getByRole('button', { name: 'В корзину' }).click();
  await saved;
}

type MethodName = 'Самовывоз из магазина' | 'Доставка курьером';

/**
 * In the basket, gives every line to a method and waits for its group. An added product comes with
 * a method already (the basket chooses a sensible one): goods waiting for a method take it from the
 * offers, and a line in another group is moved with its own method choice. Without scripts
 * (`scripts: false`) that choice is sent by its button.
 */
export async function chooseMethod(page: Page, method: MethodName, { scripts = true } = {}): Promise<void> {
  const offers = page.getByRole('list', { name: 'Способы доставки' });
  if (await offers.count()) {
    await offers.getByRole('button', { name: new RegExp(`^${method}`) }).click();
    await page.getByRole('heading', { level: 2, name: method }).waitFor();
  }
  const choices = page.getByLabel('Способ доставки', { exact: true });
  const elsewhere = () =>
    choices.evaluateAll(
      (selects, m) => selects.filter((s) => (s as HTMLSelectElement).selectedOptions[0]?.textContent !== m).length,
      method,
    );
  for (let left = await elsewhere(); left > 0; left = await elsewhere()) {
    const next = choices.filter({ hasNot: page.locator('option:checked', { hasText: method }) }).first();
    // Held by its id: once chosen, the filter above no longer finds it.
    const line = page.locator(`select[id="${await next.getAttribute('id')}"]`);
    await line.selectOption({ label: method });
    if (!scripts) {
      await page.locator('form', { has: line }).getByRole('button', { name: 'Способ доставки' }).click();
      await page.waitForURL((url) => url.pathname === '/korzina/' && url.search === '');
    }
    const before = left;
    await waitUntil(async () => (await elsewhere()) < before);
  }
  await page.getByRole('heading', { level: 2, name: method }).waitFor();
}

/** Polls `done` until it holds (10 s at most). */
async function waitUntil(done: () => Promise<boolean>): Promise<void> {
  for (const start = Date.now(); !(await done()); ) {
    if (Date.now() - start > 10_000) throw new Error('timed out waiting for the basket');
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function pickShop(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Выбрать магазин' }).click();
  const dialog = page.getByRole('dialog', { name: 'Магазины, где есть все товары' });
  await dialog
    .getByRole('button', { name: /^Выбрать: / })
    .first()
    .click();
  await dialog.waitFor({ state: 'detached' });
}

export async function toCheckout(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Перейти к оформлению' }).click();
  await page.getByRole('heading', { level: 1, name: 'Оформление заказа' }).waitFor();
  await page.waitForLoadState('networkidle');
}

/** The order number the checkout or result page is about, from its address. */
export const orderOf = (page: Page) => new URL(page.url()).searchParams.get('order') ?? '';

/** Pays on the local test provider's page and lands on the success page. */
/** The SBP page shows its QR code and when the code ends; a phone scanning it would open the link. */
export async function showsSbpCode(page: Page): Promise<void> {
  await page.waitForURL(/\/pay\/sbp\/[^/]+\/$/);
  await page.getByRole('img', { name: /^QR-код для оплаты заказа \d+ через СБП$/ }).waitFor();
  await page
    .getByRole('status')
    .filter({ hasText: /Код действует до \d\d:\d\d\./ })
    .waitFor();
}

export async function payOnTestPage(page: Page): Promise<string> {
  await page.waitForURL(/\/pay\/test\/[^/]+\/$/);
  await page.getByRole('button', { name: 'Оплатить (успех)' }).click();
  await page.waitForURL(/\/pages\/payment-success\/\?/);
  await page.getByRole('heading', { name: 'Оплата получена' }).waitFor();
  return orderOf(page);
}

/** Books the courier on the last day offered, in its first slot. */
export async function pickSlot(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Дата и время доставки' }).click();
  const dialog = page.getByRole('dialog', { name: 'Дата и время доставки' });
  const day = dialog.getByLabel('Дата');
  const last = await day.locator('option').last().getAttribute('value');
  await day.selectOption(last ?? '');
  const slot = dialog.getByRole('radio', { name: /^\d\d:\d\d-\d\d:\d\d$/ }).first();
  const chosen = (await slot.getAttribute('value')) ?? '';
  await slot.check();
  await dialog.getByRole('button', { name: 'Сохранить время' }).click();
  await dialog.waitFor({ state: 'detached' });
  return chosen;
}
