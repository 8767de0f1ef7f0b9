/**
 * Analytics (decision 039) on a server of its own with counter ids for ru (GA4 and Metrica) and com
 * (GA4), on the suite's database. The counters' hosts are answered here with an empty script and
 * recorded, never the internet. With consent, the data layer of a whole purchase — list, product,
 * basket, checkout, payment on the test page — comes in order with the right values; without it no
 * counter host is ever asked for; the banner works without JavaScript and comes back from the footer.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { violations } from './support/axe.ts';
import { browserAvailable, useBrowser } from './support/browser.ts';
import {
  addToBasket,
  chooseMethod,
  hydrated,
  open,
  payOnTestPage,
  pickShop,
  product,
} from './support/checkout-steps.ts';
import { freePort, type RunningServer, startServer } from './support/server.ts';
import { logInInDialog } from './support/sms-login.ts';

const serverEnv = inject('serverEnv');
const shared = serverEnv.DATABASE_URL !== undefined;
const { page: newPage } = useBrowser();
const GA4_ID = 'G-E2ETEST1';
const YM_ID = '98765432';
let counted: RunningServer;

beforeAll(async () => {
  if (!shared) return;
  const port = await freePort();
  counted = await startServer({
    ...serverEnv,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    RUN_JOBS: 'false',
    ANALYTICS_GA4_ID_RU: GA4_ID,
    ANALYTICS_YM_ID_RU: YM_ID,
    ANALYTICS_GA4_ID_COM: GA4_ID,
  });
}, 240_000);

afterAll(async () => {
  await counted?.stop();
});

const COUNTER_HOSTS = /^https:\/\/([\w-]+\.)*(googletagmanager\.com|google-analytics\.com|yandex\.(ru|com))\//;

/** Every request for a counter's host, answered with an empty script. */
async function counterRequests(context: BrowserContext): Promise<string[]> {
  const requested: string[] = [];
  await context.route(COUNTER_HOSTS, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  return requested;
}

interface LayerEvent {
  event: string;
  ecommerce?: {
    currency: string;
    value: number;
    item_list_id?: string;
    transaction_id?: string;
    shipping?: number;
    payment_type?: string;
    items: { item_id: string; item_name: string; price: number; quantity: number; index?: number }[];
  };
  goal?: string;
}

/** What the pages push to window.dataLayer, across full page loads, in order. */
async function dataLayerOf(context: BrowserContext): Promise<LayerEvent[]> {
  const events: LayerEvent[] = [];
  await context.exposeBinding('recordLayer', (_source, entry: LayerEvent) => events.push(entry));
  await context.addInitScript(() => {
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    const record = (window as unknown as { recordLayer: (entry: unknown) => void }).recordLayer;
    layer.push = (...entries: unknown[]) => {
      for (const entry of entries) if (entry && typeof entry === 'object' && 'event' in entry) record(entry);
      return push(...entries);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
  return events;
}

const shopping = (events: LayerEvent[]) => events.filter((e) => e.ecommerce);
const banner = (page: Page) => page.getByRole('region', { name: 'Файлы cookie' });

/** Presses a banner's button as a browser without scripts does: the form posts, the page comes back. */
async function answer(page: Page, button: string): Promise<void> {
  const back = page.waitForResponse((r) => r.request().isNavigationRequest() && r.request().method() === 'GET');
  await banner(page).getByRole('button', { name: button }).click();
  expect((await back).request().redirectedFrom()?.url()).toBe(`${counted.baseUrl}/_actions/consent`);
  await page.waitForLoadState();
}

describe.skipIf(!shared)('analytics', () => {
  it.runIf(browserAvailable())('with consent, reports a whole purchase in order, with its values', async () => {
    const card = await product({ inShop: true });
    const page = await newPage({ baseUrl: counted.baseUrl });
    const requested = await counterRequests(page.context());
    const events = await dataLayerOf(page.context());

    await open(page, '/');
    expect(requested, 'nothing before the answer').toEqual([]);
    await banner(page).getByRole('button', { name: 'Принять' }).click();
    await banner(page).waitFor({ state: 'detached' });
    await expect.poll(() => requested.length).toBe(2);
    expect(requested).toContain(`https://www.googletagmanager.com/gtag/js?id=${GA4_ID}&l=gtagDataLayer`);
    expect(requested).toContain('https://mc.yandex.ru/metrika/tag.js');

    // The list: search results with the product; it is followed from its card.
    await open(page, `/search/?q=${encodeURIComponent(card.name)}`);
    const link = page.locator(`.product-card a[href="${card.url}"]`).first();
    await link.click();
    await page.getByRole('heading', { level: 1, name: card.name }).waitFor();
    await hydrated(page);
    const saved = page.waitForResponse((r) => r.url().includes('/api/v1/basket/item') && r.ok());
    await page.getByRole('button', { name: 'В корзину' }).click();
    await saved;
    await open(page, '/korzina/');
    await chooseMethod(page, 'Самовывоз из магазина');
    await pickShop(page);
    await page.getByRole('link', { name: 'Перейти к оформлению' }).click();
    await logInInDialog(
      page,
      { typed: '+7 916 555-39-01', digits: '79165553901' },
      { name: 'Ольга', email: 'olga.analytics@example.com' },
    );
    await page.getByRole('heading', { level: 1, name: 'Оформление заказа' }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Оформить заказ' }).click();
    const number = await payOnTestPage(page);
    await expect.poll(() => shopping(events).at(-1)?.event).toBe('purchase');

    // The product page's carousels are lists of their own; the path bought through is the search's.
    const funnel = shopping(events).filter(
      (e) => e.event !== 'view_item_list' || e.ecommerce?.item_list_id === 'search_results',
    );
    expect(funnel.map((e) => e.event)).toEqual([
      'view_item_list',
      'select_item',
      'view_item',
      'add_to_cart',
      'view_cart',
      'begin_checkout',
      'add_shipping_info',
      'add_payment_info',
      'purchase',
    ]);
    const price = card.price.amount / 100;
    const id = String((card as typeof card & { id: number }).id);
    for (const e of funnel) expect(e.ecommerce?.currency, e.event).toBe('RUB');
    const [list, select, view, add, cart, begin, , pay, purchase] = funnel;
    const listed = list?.ecommerce?.items.find((i) => i.item_id === id);
    expect(listed).toMatchObject({ item_name: card.name, price, quantity: 1 });
    expect(select?.ecommerce?.items).toEqual([expect.objectContaining({ item_id: id, index: listed?.index })]);
    expect(view?.ecommerce).toMatchObject({ value: price, items: [{ item_id: id, item_name: card.name, price }] });
    expect(add?.ecommerce).toMatchObject({ value: price, items: [{ item_id: id, price, quantity: 1 }] });
    for (const e of [cart, begin, pay]) {
      expect(e?.ecommerce, e?.event).toMatchObject({ value: price, items: [{ item_id: id, price, quantity: 1 }] });
    }
    expect(pay?.ecommerce?.payment_type).toBe('online');
    expect(purchase?.ecommerce).toMatchObject({
      transaction_id: number,
      value: price + (purchase?.ecommerce?.shipping ?? 0),
      items: [{ item_id: id, item_name: card.name, price, quantity: 1 }],
    });
    // Goals: the first addition and the checkout once each, the order itself (reached just after the
    // purchase event, and seen by the test a moment later).
    await expect
      .poll(() => events.filter((e) => e.goal).map((e) => e.goal))
      .toEqual(['basket_add', 'checkout_start', 'order_placed']);

    // The order's page shown again reports no second purchase.
    await open(page, `/oformlenie-zakaza/?order=${number}`);
    await page.getByRole('heading', { level: 1, name: 'Спасибо за заказ!' }).waitFor();
    expect(shopping(events).filter((e) => e.event === 'purchase')).toHaveLength(1);
  });

  it.runIf(browserAvailable())('without consent, no counter host is ever asked for', async () => {
    const card = await product();
    const page = await newPage({ baseUrl: counted.baseUrl });
    const requested = await counterRequests(page.context());
    const events = await dataLayerOf(page.context());
    await open(page, '/catalog/');
    // Not answered yet: nothing loads; declined: nothing loads either, on any page after.
    expect(requested).toEqual([]);
    await banner(page).getByRole('button', { name: 'Отказаться' }).click();
    await banner(page).waitFor({ state: 'detached' });
    await addToBasket(page, card);
    await open(page, '/korzina/');
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    expect(events).toEqual([]);
    expect(await page.locator('script[data-counter]').count()).toBe(0);
  });

  it.runIf(browserAvailable())('the banner works without JavaScript and comes back from the footer', async () => {
    const page = await newPage({ baseUrl: counted.baseUrl, javaScript: false });
    await page.goto('/');
    await answer(page, 'Принять');
    expect(page.url()).toBe(`${counted.baseUrl}/`);
    expect(await banner(page).count()).toBe(0);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'cookie_consent');
    expect(cookie?.value).toBe('analytics.marketing');

    await page.getByRole('link', { name: 'Настройки cookie' }).click();
    await page.waitForURL(/\?cookie-settings=$/);
    await answer(page, 'Отказаться');
    expect(page.url()).toBe(`${counted.baseUrl}/`);
    expect((await page.context().cookies()).find((c) => c.name === 'cookie_consent')?.value).toBe('none');
  });

  it.runIf(browserAvailable())('asks for each category in the com variant, nothing ticked beforehand', async () => {
    const page = await newPage({ baseUrl: counted.baseUrl, locale: 'en-US' });
    const requested = await counterRequests(page.context());
    await open(page, '/ae/');
    const cookies = page.getByRole('region', { name: 'Cookies' });
    expect(await cookies.getByLabel('Analytics').isChecked()).toBe(false);
    expect(await cookies.getByLabel('Marketing').isChecked()).toBe(false);
    expect(await cookies.getByLabel('Necessary').isDisabled()).toBe(true);
    await cookies.getByLabel('Analytics').check();
    await cookies.getByRole('button', { name: 'Save my choice' }).click();
    await cookies.waitFor({ state: 'detached' });
    await expect
      .poll(() => requested)
      .toEqual([`https://www.googletagmanager.com/gtag/js?id=${GA4_ID}&l=gtagDataLayer`]);

    // Opened again from the footer, in place: the choice is as saved, and the focus is on the banner.
    await page.getByRole('link', { name: 'Cookie settings' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('consent-title');
    expect(await cookies.getByLabel('Analytics').isChecked()).toBe(true);
    expect(await cookies.getByLabel('Marketing').isChecked()).toBe(false);
  });

  it.runIf(browserAvailable())('at 375 px the banner passes axe and leaves the page readable to its end', async () => {
    const page = await newPage({ baseUrl: counted.baseUrl });
    await page.setViewportSize({ width: 375, height: 667 });
    await counterRequests(page.context());
    await open(page, '/');
    const box = await banner(page).boundingBox();
    expect(box?.height ?? 0).toBeLessThanOrEqual(667 / 3 + 1);
    expect(await violations(page)).toEqual([]);
    // At the end of the page it sits after the footer, covering nothing.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const footer = await page.locator('footer').last().boundingBox();
    const end = await banner(page).boundingBox();
    expect((footer?.y ?? 0) + (footer?.height ?? 0)).toBeLessThanOrEqual((end?.y ?? 0) + 1);
  });

  it.runIf(browserAvailable())('inside the app, nothing loads until the app asks', async () => {
    const page = await newPage({ baseUrl: counted.baseUrl });
    const requested = await counterRequests(page.context());
    await open(page, '/?app_mode=web-view');
    expect(await banner(page).count()).toBe(0);
    expect(requested).toEqual([]);
    await page.evaluate(() =>
      (window as unknown as { appBridge: { receive: (name: string, payload: unknown) => boolean } }).appBridge.receive(
        'analyticsConsent',
        { analytics: true, marketing: false },
      ),
    );
    await expect.poll(() => requested.length).toBe(2);
  });
});
