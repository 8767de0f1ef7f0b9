import { COOKIES } from '@storefront/domain/constants';
import {
  guestPageKey as hostGuestPageKey,
  sharedSessionPage as hostSharedSessionPage,
  type PageRequest,
  sharedSessionPageKey,
} from '@storefront/web-host/page-keys';
import { describe, expect, it } from 'vitest';
import type { OriginSettings } from '../lib/request-origin.ts';
import { pageRequestReader } from './web-handler.ts';

// The host's keys with this process's cookie parser and origin rule, as the composition wires them.
const guestPageKey = (request: PageRequest, settings: OriginSettings) =>
  hostGuestPageKey(request, pageRequestReader(settings));
const sharedSessionPage = (request: PageRequest, settings: OriginSettings, splicing = false) =>
  hostSharedSessionPage(request, pageRequestReader(settings), splicing);
const request = (url: string, headers: Record<string, string> = {}) => ({
  method: 'GET',
  url,
  headers: { host: 'shop.example', ...headers },
});
const NO_HOSTS = { HOST_MAP: {} };

describe('guest page key', () => {
  it('keys public pages of guests, never a request with a session or a personal page', () => {
    expect(guestPageKey(request('/catalog/kukhnya/'), NO_HOSTS)).not.toBeNull();
    expect(guestPageKey(request('/product/some-pan/?size=2'), NO_HOSTS)).not.toBeNull();
    expect(guestPageKey(request('/ae/'), NO_HOSTS)).not.toBeNull();
    const withSession = request('/catalog/kukhnya/', { cookie: `a=1; ${COOKIES.session.name}=token` });
    expect(guestPageKey(withSession, NO_HOSTS)).toBeNull();
    for (const personal of ['/korzina/', '/oformlenie-zakaza/', '/lichnyj-kabinet/', '/vkhod-ili-registratsiya/']) {
      expect(guestPageKey(request(personal), NO_HOSTS), personal).toBeNull();
    }
    expect(guestPageKey({ ...request('/'), method: 'POST' }, NO_HOSTS)).toBeNull();
  });

  it('tells apart what shapes a guest page: language, display cookies, host, the app mode; not analytics cookies', () => {
    const base = guestPageKey(request('/catalog/kukhnya/'), NO_HOSTS);
    const english = guestPageKey(request('/catalog/kukhnya/', { cookie: `${COOKIES.locale.name}=en-US` }), NO_HOSTS);
    const few = guestPageKey(request('/catalog/kukhnya/', { cookie: `${COOKIES.itemsPerRow.name}=few` }), NO_HOSTS);
    const otherHost = guestPageKey(request('/catalog/kukhnya/', { host: 'kz.shop.example' }), NO_HOSTS);
    const tracked = guestPageKey(request('/catalog/kukhnya/', { cookie: '_ga=GA1.2.3' }), NO_HOSTS);
    const appHeader = guestPageKey(request('/catalog/kukhnya/', { 'x-mobile-app': '1' }), NO_HOSTS);
    const appCookie = guestPageKey(request('/catalog/kukhnya/', { cookie: 'app_mode=mobile-app' }), NO_HOSTS);
    expect(new Set([base, english, few, otherHost, appHeader, appCookie]).size).toBe(6);
    expect(tracked).toBe(base);
  });

  it('keys by the origin links are built from: a forwarded scheme or host picks among known values only', () => {
    const base = guestPageKey(request('/catalog/kukhnya/'), NO_HOSTS);
    expect(guestPageKey({ ...request('/catalog/kukhnya/'), protocol: 'https' }, NO_HOSTS)).not.toBe(base);
    const shop = { PUBLIC_URL: 'https://shop.example', HOST_MAP: { 'shop.kz': 'kz' as const } };
    const publicBase = guestPageKey(request('/catalog/kukhnya/'), shop);
    const forged: Record<string, string>[] = [
      { host: 'evil.example' },
      { 'x-forwarded-host': 'evil.example' },
      { 'x-forwarded-proto': 'gopher' },
    ];
    for (const headers of forged) {
      expect(guestPageKey({ ...request('/catalog/kukhnya/', headers), protocol: 'gopher' }, shop)).toBe(publicBase);
    }
    expect(guestPageKey(request('/catalog/kukhnya/', { 'x-forwarded-host': 'shop.kz' }), shop)).not.toBe(publicBase);
  });

  it('reads an unreadable cookie as absent, never failing the key', () => {
    const base = guestPageKey(request('/catalog/kukhnya/'), NO_HOSTS);
    for (const name of [COOKIES.locale.name, COOKIES.viewport.name, COOKIES.itemsPerRow.name, 'app_mode']) {
      expect(guestPageKey(request('/catalog/kukhnya/', { cookie: `${name}=%E0%A4%A` }), NO_HOSTS), name).toBe(base);
    }
    // An unreadable session cookie is no session: the guest's page.
    expect(guestPageKey(request('/catalog/kukhnya/', { cookie: `${COOKIES.session.name}=%zz` }), NO_HOSTS)).toBe(base);
  });

  it('does not split guests by the scripts cookie', () => {
    const base = guestPageKey(request('/catalog/kukhnya/'), NO_HOSTS);
    expect(guestPageKey(request('/catalog/kukhnya/', { cookie: `${COOKIES.scripts.name}=1` }), NO_HOSTS)).toBe(base);
  });
});

describe('shared render of a page with a session', () => {
  const session = `${COOKIES.session.name}=token-a`;
  const scripts = `${COOKIES.scripts.name}=1`;
  const withCookies = (url: string, cookie: string) => request(url, { cookie });

  it('is for shoppers whose browser runs scripts, on the listing, search, product and home pages only', () => {
    for (const path of ['/catalog/kukhnya/', '/catalog/kukhnya/?sort=price', '/search/?query=pan', '/', '/kz/']) {
      expect(sharedSessionPage(withCookies(path, `${session}; ${scripts}`), NO_HOSTS), path).toMatchObject({
        token: 'token-a',
      });
    }
    // No scripts, no session, not a page, a page with personal parts of its own: rendered in full.
    expect(sharedSessionPage(withCookies('/catalog/kukhnya/', session), NO_HOSTS)).toBeNull();
    expect(sharedSessionPage(withCookies('/catalog/kukhnya/', scripts), NO_HOSTS)).toBeNull();
    expect(sharedSessionPage(withCookies('/catalog/kukhnya.data', `${session}; ${scripts}`), NO_HOSTS)).toBeNull();
    expect(sharedSessionPage(withCookies('/?preview=1&lang=en-US', `${session}; ${scripts}`), NO_HOSTS)).toBeNull();
    expect(sharedSessionPage({ ...withCookies('/', `${session}; ${scripts}`), method: 'POST' }, NO_HOSTS)).toBeNull();
    for (const path of ['/korzina/', '/lichnyj-kabinet/', '/kontakty/', '/izbrannoe/']) {
      expect(sharedSessionPage(withCookies(path, `${session}; ${scripts}`), NO_HOSTS), path).toBeNull();
    }
  });

  it('shares the product page: its view is recorded by the browser’s call, not by the render', () => {
    for (const path of ['/product/some-pan/', '/product/some-pan/?size=12', '/ae/product/some-pan/']) {
      expect(sharedSessionPage(withCookies(path, `${session}; ${scripts}`), NO_HOSTS), path).toMatchObject({
        token: 'token-a',
      });
    }
    // A browser without scripts records nothing after load: its page is drawn, and the view recorded, for it.
    expect(sharedSessionPage(withCookies('/product/some-pan/', session), NO_HOSTS)).toBeNull();
    expect(sharedSessionPage(withCookies('/product/some-pan.data', `${session}; ${scripts}`), NO_HOSTS)).toBeNull();
    // Each size's address is its own page.
    const plain = sharedSessionPage(withCookies('/product/some-pan/', `${session}; ${scripts}`), NO_HOSTS);
    const sized = sharedSessionPage(withCookies('/product/some-pan/?size=12', `${session}; ${scripts}`), NO_HOSTS);
    expect(plain?.key).not.toBe(sized?.key);
  });

  it('splices the shopper into the listing, search, home and product page of a browser without scripts', () => {
    for (const path of ['/catalog/kukhnya/', '/search/?query=pan', '/', '/kz/', '/product/some-pan/']) {
      const spliced = sharedSessionPage(withCookies(path, session), NO_HOSTS, true);
      const withScripts = sharedSessionPage(withCookies(path, `${session}; ${scripts}`), NO_HOSTS, true);
      expect(spliced?.splice, path).toEqual({
        variant: path === '/kz/' ? 'kz' : 'ru',
        locale: path === '/kz/' ? 'kk-KZ' : 'ru-RU',
      });
      // The same shared render: a splice starts from the page a browser with scripts gets as it is.
      expect(spliced?.key, path).toBe(withScripts?.key);
      expect(withScripts?.splice, path).toBeNull();
    }
    expect(sharedSessionPage(withCookies('/korzina/', session), NO_HOSTS, true)).toBeNull();
    expect(sharedSessionPage(withCookies('/catalog/kukhnya.data', session), NO_HOSTS, true)).toBeNull();
  });

  it('keys the render by the page and the session’s city, never by the session itself', () => {
    const a = sharedSessionPage(withCookies('/catalog/kukhnya/', `${session}; ${scripts}`), NO_HOSTS);
    const b = sharedSessionPage(
      withCookies('/catalog/kukhnya/', `${COOKIES.session.name}=token-b; ${scripts}`),
      NO_HOSTS,
    );
    if (!a || !b) throw new Error('expected shared pages');
    expect(sharedSessionPageKey(a, { cityId: 250227 })).toBe(sharedSessionPageKey(b, { cityId: 250227 }));
    expect(sharedSessionPageKey(a, { cityId: 250227 })).not.toBe(sharedSessionPageKey(a, { cityId: 87040 }));
    expect(sharedSessionPageKey(a, { cityId: null })).not.toBe(sharedSessionPageKey(a, { cityId: 250227 }));
    expect(sharedSessionPageKey(a, { cityId: 250227 })).not.toContain('token-a');
    // Display choices still shape it; a shared render is never a guest's page.
    const english = sharedSessionPage(
      withCookies('/catalog/kukhnya/', `${session}; ${scripts}; locale=en-US`),
      NO_HOSTS,
    );
    expect(english && sharedSessionPageKey(english, { cityId: null })).not.toBe(
      sharedSessionPageKey(a, { cityId: null }),
    );
    const guest = guestPageKey(request('/catalog/kukhnya/'), NO_HOSTS);
    expect(sharedSessionPageKey(a, { cityId: null })).not.toBe(guest);
  });
});
