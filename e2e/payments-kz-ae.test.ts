/**
 * The kz and ae checkouts with their real gateways' APIs (decision 036): a server of its own on the
 * suite's database, kz paying through CloudPayments and com through Stripe, each its local fake
 * (apps/api/src/providers/payment/*.test-support.ts) with the hosted page a shopper pays on. In
 * Chromium, a shopper of /kz/ (tenge, in Kazakh) and of /ae/ (dirhams, in English) adds a product,
 * logs in by phone, picks it up from a shop, pays online on the provider's page (Stripe's asks for
 * 3-D Secure), comes back and sees the order paid in the right currency. When the provider's
 * notification is lost on the way, the return page waits, reconciliation pays the order once, and the
 * page turns to paid by itself. A shopper whose browser runs no scripts places the order with the
 * page's plain form and is sent on to the provider's page: the pages' form-action names the hosts of
 * the gateways in use (web-host csp.ts), which browsers hold the form's redirect to.
 */

import { COOKIES } from '@storefront/domain/constants';
import { createTranslator, type Translate } from '@storefront/domain/i18n/translate';
import { formatMoney } from '@storefront/domain/money';
import type { CurrencyCode, LocaleTag } from '@storefront/domain/variants';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type FakeCloudPayments,
  startFakeCloudPayments,
} from '../apps/api/src/providers/payment/cloudpayments.test-support.ts';
import { type Notifier, shownAmount } from '../apps/api/src/providers/payment/hosted-page.test-support.ts';
import { type FakeStripe, startFakeStripe } from '../apps/api/src/providers/payment/stripe.test-support.ts';
import { fakeVariantGateways } from '../apps/api/src/providers/payment/variant-gateways.test-support.ts';
import { browserAvailable, useBrowser } from './support/browser.ts';
import { type Card, open } from './support/checkout-steps.ts';
import { freePort, type RunningServer, startServer } from './support/server.ts';
import { logInFromHeader } from './support/sms-login.ts';

const serverEnv = inject('serverEnv');
const shared = serverEnv.DATABASE_URL !== undefined;
const { page: newPage } = useBrowser();

let cloudPayments: FakeCloudPayments;
let stripe: FakeStripe;
let shop: RunningServer;

beforeAll(async () => {
  if (!shared) return;
  cloudPayments = await startFakeCloudPayments();
  stripe = await startFakeStripe();
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  // As set in each provider's dashboard: where its notifications go.
  cloudPayments.notifications.sendTo(`${publicUrl}/api/v1/payments/webhook/cloudpayments`);
  stripe.notifications.sendTo(`${publicUrl}/api/v1/payments/webhook/stripe`);
  shop = await startServer({
    ...serverEnv,
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    // The suite's server runs the jobs on this database; reconciliation is run here by the tests.
    RUN_JOBS: 'false',
    JOB_TRIGGER: 'true',
    // No test gateway here: reconciliation asks only these two, never about the suite's test payments.
    PAYMENT_PROVIDER: 'cloudpayments',
    ...fakeVariantGateways(cloudPayments, stripe),
  });
}, 240_000);

afterAll(async () => {
  await shop?.stop();
  await cloudPayments?.close();
  await stripe?.close();
});

interface Variant {
  name: string;
  prefix: string;
  locale: LocaleTag;
  currency: CurrencyCode;
  /** The shopper's phone as typed, ending in `nn`, and as the SMS outbox lists it. */
  phone: (nn: string) => { typed: string; digits: string };
  provider: () => { notifications: Notifier; url: string };
  /** The steps on the provider's hosted page, from its first page to the way back to the shop. */
  pay: (page: Page) => Promise<void>;
}

const VARIANTS: readonly Variant[] = [
  {
    name: 'kz by CloudPayments',
    prefix: '/kz',
    locale: 'kk-KZ',
    currency: 'KZT',
    phone: (nn) => ({ typed: `+7 701 555-39-${nn}`, digits: `770155539${nn}` }),
    provider: () => cloudPayments,
    pay: (page) => page.getByRole('button', { name: 'Pay' }).click(),
  },
  {
    name: 'ae by Stripe',
    prefix: '/ae',
    locale: 'en-US',
    currency: 'AED',
    phone: (nn) => ({ typed: `+971 50 555 39${nn}`, digits: `9715055539${nn}` }),
    provider: () => stripe,
    pay: async (page) => {
      await page.getByRole('button', { name: 'Pay' }).click();
      // The card's bank asks for 3-D Secure on a page of its own.
      await page.getByRole('heading', { name: '3D Secure authentication' }).waitFor();
      await page.getByRole('button', { name: 'Complete authentication' }).click();
    },
  },
];

/** A product a shopper of the variant picks up from one of its shops in one click, with its card. */
async function pickupProduct(v: Variant): Promise<Card> {
  const api = async <T>(path: string): Promise<T> =>
    (await (await fetch(`${shop.baseUrl}${v.prefix}/api/v1/${path}`)).json()).data;
  for (let page = 1; page <= 10; page++) {
    const listing = await api<{ items: Card[] }>(`catalog?url=/catalog/&count=36&page=${page}`);
    for (const card of listing.items) {
      if (!card.quickAdd || card.quickAdd.maxAvailable < 1) continue;
      const shops = await api<{ storesList: { quantity: number }[] }>(
        `delivery/stores-list?itemId=${card.quickAdd.skuId}`,
      );
      if (shops.storesList.some((s) => s.quantity > 0)) return card;
    }
  }
  throw new Error(`no product to pick up in ${v.prefix}`);
}

/**
 * A new shopper of the variant with `card` in the basket, logged in, picking it up from a shop:
 * places the order to pay by card online and lands on the provider's page; answers the translator.
 */
async function toProviderPage(page: Page, v: Variant, card: Card, nn: string, t: Translate): Promise<void> {
  await open(page, `${v.prefix}/`);
  await open(page, card.url);
  const saved = page.waitForResponse((r) => r.url().includes('/api/v1/basket/item') && r.ok());
  await page.getByRole('button', { name: t('basket.add') }).click();
  await saved;
  await logInFromHeader(page, v.phone(nn), { name: 'Aida', email: `aida.${nn}@example.com` }, t);
  await open(page, `${v.prefix}/korzina/`);
  const offers = page.getByRole('list', { name: t('basketDelivery.methods') });
  if (await offers.count()) await offers.getByRole('button', { name: t('basketDelivery.group.pickup') }).click();
  await page.getByRole('heading', { level: 2, name: t('basketDelivery.group.pickup') }).waitFor();
  await page.getByRole('button', { name: t('basketDelivery.chooseShop') }).click();
  const shops = page.getByRole('dialog', { name: t('basketDelivery.places.pickup') });
  await shops
    .getByRole('button', { name: new RegExp(`^${t('basketDelivery.places.choose')}: `) })
    .first()
    .click();
  await shops.waitFor({ state: 'detached' });
  await page.getByRole('link', { name: t('basketDelivery.toCheckout') }).click();
  await page.getByRole('heading', { level: 1, name: t('checkoutPage.stage.placing') }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: t('checkoutPage.place') }).click();
  await page.waitForURL((url) => url.origin === new URL(v.provider().url).origin);
}

/**
 * A new shopper of the variant logged in with scripts on (the login's captcha needs them), then the
 * same shopper in a page without them, with `card` in the basket picked up from a shop, on the
 * checkout page.
 */
async function toCheckoutWithoutScripts(v: Variant, card: Card, nn: string, t: Translate): Promise<Page> {
  const withScripts = await newPage({ baseUrl: shop.baseUrl, locale: v.locale });
  await open(withScripts, `${v.prefix}/`);
  await logInFromHeader(withScripts, v.phone(nn), { name: 'Aida', email: `aida.${nn}@example.com` }, t);
  const { cookies, origins } = await withScripts.context().storageState();
  await withScripts.context().close();
  // Without the marker of a browser that runs the scripts, pages come rendered in full for the shopper.
  const storageState = { cookies: cookies.filter((c) => c.name !== COOKIES.scripts.name), origins };
  const page = await newPage({ baseUrl: shop.baseUrl, locale: v.locale, javaScript: false, storageState });
  await page.goto(card.url);
  await page
    .getByRole('button', { name: t('basket.add') })
    .first()
    .click();
  await page.waitForURL((url) => url.pathname === card.url);

  await page.goto(`${v.prefix}/korzina/`);
  // The basket's own address in the variant's language (/ae/basket/).
  const basket = new URL(page.url()).pathname;
  const inBasket = (url: URL) => url.pathname === basket && url.search === '';
  const offers = page.getByRole('list', { name: t('basketDelivery.methods') });
  if (await offers.count()) await offers.getByRole('button', { name: t('basketDelivery.group.pickup') }).click();
  const pickup = t('basketDelivery.group.pickup');
  // A line the basket gave another way is moved to pickup by its own small form.
  const line = page.getByLabel(t('basketDelivery.moveTo'), { exact: true });
  if ((await line.count()) && (await line.locator('option:checked').textContent()) !== pickup) {
    await line.selectOption({ label: pickup });
    await page
      .locator('form', { has: line })
      .getByRole('button', { name: t('basketDelivery.moveTo') })
      .click();
    await page.waitForURL(inBasket);
  }
  await page.getByRole('heading', { level: 2, name: pickup }).waitFor();
  await page.getByRole('button', { name: t('basketDelivery.chooseShop') }).click();
  await page.waitForURL(/\?places=pickup$/);
  await page
    .getByRole('button', { name: new RegExp(`^${t('basketDelivery.places.choose')}: `) })
    .first()
    .click();
  await page.waitForURL(inBasket);
  await page.getByText(t('basketDelivery.ready')).waitFor();
  await page.getByRole('link', { name: t('basketDelivery.toCheckout') }).click();
  await page.getByRole('heading', { level: 1, name: t('checkoutPage.stage.placing') }).waitFor();
  return page;
}

/** The order the return page is about, from its address. */
const orderOf = (page: Page) => new URL(page.url()).searchParams.get('order') ?? '';

/** The order's status as the shopper's account shows it. */
async function accountStatus(page: Page, v: Variant, number: string, t: Translate): Promise<string> {
  await open(page, `${v.prefix}/lichnyj-kabinet/orders/?order=${number}`);
  await page.getByRole('heading', { level: 1, name: t('checkoutPage.orderNumber', { number }) }).waitFor();
  return (await page.locator('.order-status').textContent()) ?? '';
}

describe.skipIf(!shared)('paying online in kz and ae', () => {
  VARIANTS.forEach((v, index) => {
    it.runIf(browserAvailable())(`${v.name}: pays on the provider's page and sees the order paid`, async () => {
      const t = createTranslator(v.locale);
      const card = await pickupProduct(v);
      const price = formatMoney({ amount: card.price.amount, currency: v.currency }, v.locale);
      const page = await newPage({ baseUrl: shop.baseUrl, locale: v.locale });
      await toProviderPage(page, v, card, `${index}1`, t);
      // The provider's page asks for what the order costs, in the variant's currency.
      await page.getByText(shownAmount(card.price.amount, v.currency), { exact: true }).waitFor();
      await v.pay(page);

      await page.waitForURL((url) => url.pathname === `${v.prefix}/pages/payment-success/`);
      await page.getByRole('heading', { level: 1, name: t('payments.result.success.title') }).waitFor();
      const number = orderOf(page);
      expect(await page.getByText(t('payments.result.success.text', { number })).count()).toBe(1);
      expect(await page.locator('.payment-result').textContent()).toContain(price);
      expect(await accountStatus(page, v, number, t)).toBe(t('profileOrders.status.paid'));
      expect(await page.locator('main').textContent()).toContain(price);
    });

    it.runIf(browserAvailable())(
      `${v.name}: without JavaScript, the order's form lands on the provider's page`,
      async () => {
        const t = createTranslator(v.locale);
        const card = await pickupProduct(v);
        const page = await toCheckoutWithoutScripts(v, card, `${index}3`, t);
        const provider = new URL(v.provider().url).origin;
        // The page lets its forms go to the shop and to this variant's gateway's page, nowhere else.
        const policy = (await page.request.get(page.url())).headers()['content-security-policy'] ?? '';
        const formAction = policy.split('; ').find((d) => d.startsWith('form-action '));
        expect(formAction?.split(' ')).toContain(provider);
        expect(formAction).not.toMatch(/https:/);

        await page.getByRole('button', { name: t('checkoutPage.place') }).click();
        await page.waitForURL((url) => url.origin === provider);
        await page.getByText(shownAmount(card.price.amount, v.currency), { exact: true }).waitFor();
        await v.pay(page);
        await page.waitForURL((url) => url.pathname === `${v.prefix}/pages/payment-success/`);
        expect(orderOf(page)).toMatch(/^\d+$/);
      },
    );

    it.runIf(browserAvailable())(`${v.name}: a lost notification is made good by reconciliation, once`, async () => {
      const t = createTranslator(v.locale);
      const card = await pickupProduct(v);
      const page = await newPage({ baseUrl: shop.baseUrl, locale: v.locale });
      await toProviderPage(page, v, card, `${index}2`, t);
      const { notifications } = v.provider();
      notifications.loseNext(1);
      await v.pay(page);

      // Back in the shop before the shop has heard of the payment: the page waits for it.
      await page.waitForURL((url) => url.pathname === `${v.prefix}/pages/payment-success/`);
      await page.getByRole('heading', { level: 1, name: t('payments.result.pending.title') }).waitFor();
      const number = orderOf(page);
      expect(notifications.lost).toHaveLength(1);

      // The job's next run, once the payment has waited its minutes: the provider says paid.
      const reconcile = async () => {
        const res = await fetch(`${shop.baseUrl}/api/v1/testing/jobs/reconcile-payments`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ at: new Date(Date.now() + 10 * 60_000).toISOString() }),
        });
        expect(res.status).toBe(200);
        return (await res.json()).data as { checked: number; applied: number };
      };
      expect((await reconcile()).applied).toBe(1);
      // Once: a second run and the notification arriving late change nothing.
      expect(await reconcile()).toEqual({ checked: 0, applied: 0 });
      expect(await notifications.send(notifications.lost[0]!)).toBe(200);

      // The waiting page asks again by itself and shows the order paid.
      await page.getByRole('heading', { level: 1, name: t('payments.result.success.title') }).waitFor();
      expect(await accountStatus(page, v, number, t)).toBe(t('profileOrders.status.paid'));
    });
  });
});
