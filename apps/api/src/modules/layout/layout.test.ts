import { listingSearch, parseListing } from '@storefront/domain/catalog-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ HOST_MAP: 'shop.kz=kz' });
});
afterAll(() => t.close());

describe('GET layout', () => {
  it('answers the default variant with phone masks, currency, time zones and meta', async () => {
    const res = await t.app.inject({ url: '/api/v1/layout?pageUrl=/' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.variant).toBe('ru');
    expect(data.locale).toBe('ru-RU');
    expect(data.currency).toEqual({ code: 'RUB', sign: '₽' });
    expect(data.phoneMasks[0]).toMatchObject({ regExpCode: expect.any(String), regExpFull: expect.any(String) });
    expect(data.timeZoneList).toContainEqual({ id: 'Europe/Moscow', utc: '+03:00' });
    expect(data.location).toMatchObject({ cityId: 86999, shortName: 'Москва', countryId: 'RU' });
    expect(data.user).toMatchObject({
      isAuthorized: false,
      serverTimeZone: 'Europe/Moscow',
      basket: {},
      favourites: [],
    });
    expect(data.customerPhone.tollFree).toBe(true);
    expect(data.meta.h1).toBeTruthy();
    expect(data.meta.title).toContain('Уют');
    expect(data.page).toEqual({ name: 'MainIndex', status: 200 });
    expect(data.announcement.text).toBeTruthy();
    expect(data.footer.bottomMenu).toHaveLength(2);
    expect(data.header.menu.length).toBeGreaterThan(3);
    expect(data.liveChat).toBeNull();
    expect(data.analytics).toBeNull();
  });

  it('names the variant’s own analytics counters, and none for a variant without ids', async () => {
    const counted = await createTestApp({ ANALYTICS_GA4_ID_RU: 'G-AB12CD34', ANALYTICS_YM_ID_RU: '12345678' });
    try {
      const ru = (await counted.app.inject({ url: '/api/v1/layout?pageUrl=/' })).json().data;
      expect(ru.analytics).toEqual({ ga4Id: 'G-AB12CD34', ymId: '12345678' });
      const com = (await counted.app.inject({ url: '/ae/api/v1/layout?pageUrl=/ae/' })).json().data;
      expect(com.analytics).toBeNull();
    } finally {
      await counted.close();
    }
  });

  it('names the live chat’s script when a widget id is configured', async () => {
    const chat = await createTestApp({ LIVE_CHAT_ID: 'w42', LIVE_CHAT_SCRIPT_URL: 'https://chat.example/widget/{id}' });
    try {
      const { data } = (await chat.app.inject({ url: '/api/v1/layout?pageUrl=/' })).json();
      expect(data.liveChat).toEqual({ scriptUrl: 'https://chat.example/widget/w42' });
    } finally {
      await chat.close();
    }
  });

  it('answers com under /ae/api/v1 in English with AED and no phone or app links', async () => {
    const res = await t.app.inject({ url: '/ae/api/v1/layout?pageUrl=/ae/' });
    const { data } = res.json();
    expect(data).toMatchObject({ variant: 'com', locale: 'en-US', currency: { code: 'AED', sign: 'AED' } });
    expect(data.customerPhone).toBeNull();
    expect(data.appLinks).toBeNull();
    expect(data.location.cityId).toBe(315678);
    expect(data.meta.title).toContain('Uyut');
  });

  it('answers kz in Kazakh with the tenge, by prefix or by forwarded host', async () => {
    const byPrefix = (await t.app.inject({ url: '/kz/api/v1/layout?pageUrl=/kz/' })).json().data;
    expect(byPrefix).toMatchObject({ variant: 'kz', locale: 'kk-KZ', currency: { code: 'KZT', sign: '₸' } });
    expect(byPrefix.location.cityId).toBe(250227);
    const byHost = await t.app.inject({
      url: '/api/v1/layout?pageUrl=/kz/',
      headers: { 'x-forwarded-host': 'shop.kz' },
    });
    expect(byHost.json().data.variant).toBe('kz');
  });

  it('follows the locale cookie, then Accept-Language', async () => {
    const cookie = await t.app.inject({ url: '/api/v1/layout?pageUrl=/', headers: { cookie: 'locale=en-US' } });
    expect(cookie.json().data.locale).toBe('en-US');
    const header = await t.app.inject({ url: '/api/v1/layout?pageUrl=/', headers: { 'accept-language': 'en-GB,en' } });
    expect(header.json().data.locale).toBe('en-US');
  });

  it('answers in the X-Locale header’s language before the cookie’s, if the variant speaks it', async () => {
    const localeOf = async (url: string, headers: Record<string, string>) =>
      (await t.app.inject({ url, headers })).json().data.locale;
    expect(await localeOf('/api/v1/layout?pageUrl=/', { cookie: 'locale=ru-RU', 'x-locale': 'en-US' })).toBe('en-US');
    expect(await localeOf('/kz/api/v1/layout?pageUrl=/kz/', { cookie: 'locale=ru-RU', 'x-locale': 'kk-KZ' })).toBe(
      'kk-KZ',
    );
    // Not the variant's language, or not a language: the cookie decides as before.
    expect(await localeOf('/api/v1/layout?pageUrl=/', { cookie: 'locale=en-US', 'x-locale': 'kk-KZ' })).toBe('en-US');
    expect(await localeOf('/api/v1/layout?pageUrl=/', { cookie: 'locale=en-US', 'x-locale': 'xx' })).toBe('en-US');
  });

  it('marks unknown pages and default-only routes outside ru as 404', async () => {
    const unknown = (await t.app.inject({ url: '/api/v1/layout?pageUrl=/no-such-page/' })).json().data;
    expect(unknown.page.status).toBe(404);
    expect(unknown.meta.h1).toBe('Страница не найдена');
    const giftKz = (await t.app.inject({ url: '/kz/api/v1/layout?pageUrl=/kz/podarochnye-karty/' })).json().data;
    expect(giftKz.page.status).toBe(404);
  });

  it('marks the gift-card purchase opened in the mobile app as the constructor (its own chrome)', async () => {
    const url = '/api/v1/layout?pageUrl=/podarochnye-karty/';
    const inApp = (await t.app.inject({ url, headers: { 'x-mobile-app': '1' } })).json().data;
    expect(inApp).toMatchObject({ isMobileApp: true, isGCConstructor: true });
    expect((await t.app.inject({ url })).json().data.isGCConstructor).toBe(false);
    const home = (await t.app.inject({ url: '/api/v1/layout?pageUrl=/', headers: { 'x-mobile-app': '1' } })).json()
      .data;
    expect(home.isGCConstructor).toBe(false);
  });

  it('tells mobile-app and web-view mode apart and keeps the mode in a session cookie', async () => {
    const plain = (await t.app.inject({ url: '/api/v1/layout?pageUrl=/' })).json().data;
    expect(plain).toMatchObject({ isMobileApp: false, isWebView: false });

    const opened = await t.app.inject({ url: `/api/v1/layout?pageUrl=${encodeURIComponent('/?app_mode=mobile-app')}` });
    expect(opened.json().data).toMatchObject({ isMobileApp: true, isWebView: false });
    const cookie = opened.cookies.find((c) => c.name === 'app_mode');
    expect(cookie).toMatchObject({ value: 'mobile-app', path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.maxAge).toBeUndefined();

    const later = await t.app.inject({
      url: '/api/v1/layout?pageUrl=/catalog/',
      headers: { cookie: 'app_mode=mobile-app' },
    });
    expect(later.json().data.isMobileApp).toBe(true);
    expect(later.cookies).toHaveLength(0);

    const webView = await t.app.inject({ url: '/api/v1/layout?pageUrl=/', headers: { 'x-mobile-app': 'webview' } });
    expect(webView.json().data).toMatchObject({ isMobileApp: false, isWebView: true });
    expect(webView.cookies.find((c) => c.name === 'app_mode')?.value).toBe('web-view');

    const left = await t.app.inject({
      url: `/api/v1/layout?pageUrl=${encodeURIComponent('/?app_mode=none')}`,
      headers: { cookie: 'app_mode=web-view' },
    });
    expect(left.json().data).toMatchObject({ isMobileApp: false, isWebView: false });
    expect(left.cookies.find((c) => c.name === 'app_mode')?.value).toBe('');
  });

  it('links the footer to real pages, Sale to the discounted goods by the catalogue’s filter key', async () => {
    for (const [base, prefix] of [
      ['/api/v1', ''],
      ['/kz/api/v1', '/kz'],
      ['/ae/api/v1', '/ae'],
    ] as const) {
      const { footer } = (await t.app.inject({ url: `${base}/layout?pageUrl=${prefix}/` })).json().data;
      const links = footer.bottomMenu.flatMap((g: { items: { url: string }[] }) => g.items.map((i) => i.url));
      expect(links[0]).toBe(`${prefix}/catalog/?sale=true`);
      const sale = parseListing(new URLSearchParams('sale=true'));
      expect(sale.filters.flags.sale).toBe(true);
      expect(listingSearch(sale)).toBe('sale=true');
      // Each page once: the gift cards' page only where it exists, never a document named "gift cards".
      expect(new Set(links).size).toBe(links.length);
      expect(links.filter((url: string) => url.includes('podarochnye-karty'))).toEqual(
        prefix ? [] : ['/podarochnye-karty/'],
      );
      expect(links.filter((url: string) => url.includes('gift-certificate'))).toHaveLength(1);
      for (const url of links.slice(1)) {
        const page = (await t.app.inject({ url: `${base}/layout?pageUrl=${encodeURIComponent(url)}` })).json().data;
        expect(page.page.status, url).toBe(200);
      }
    }
  });

  it('rejects a malformed query with field errors', async () => {
    const missing = await t.app.inject({ url: '/api/v1/layout' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ name: 'pageUrl' }] });
    const bad = await t.app.inject({ url: '/api/v1/layout?pageUrl=nope&meta=maybe' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .error.fields.map((f: { name: string }) => f.name)
        .sort(),
    ).toEqual(['meta', 'pageUrl']);
  });
});
