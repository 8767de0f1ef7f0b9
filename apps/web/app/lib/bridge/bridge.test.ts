import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { type FromAppMessages, parseFromApp, TO_APP_MESSAGES, type ToAppMessages } from './messages';
import { createAppReceiver } from './receive';
import { type BridgeWindow, sendToApp } from './send';
import { handsOver } from './use-app-bridge';

/** Spec section 7: "text messages are sent to the app to …" */
const SPEC_MESSAGES = [
  'open authorization',
  'updateCity',
  'change favourite counts',
  'change basket counts',
  'filter count',
  'share',
  'like',
  'page',
  'title',
  'sbp payment',
  'favourites share',
  'scroll enable',
  'scroll disable',
  'redirect page',
];

describe('message catalogue', () => {
  it('has a message with a typed payload for every message the spec lists', () => {
    const covered = new Set(Object.values(TO_APP_MESSAGES));
    for (const message of SPEC_MESSAGES) expect(covered, message).toContain(message);
    expectTypeOf<ToAppMessages['openAuthorization']>().toEqualTypeOf<{ backUrl: string }>();
    expectTypeOf<ToAppMessages['updateCity']>().toEqualTypeOf<{ locationCode: string; cityId: number; city: string }>();
    expectTypeOf<ToAppMessages['changeFavouritesCount']>().toEqualTypeOf<{ count: number }>();
    expectTypeOf<ToAppMessages['changeBasketCount']>().toEqualTypeOf<{ count: number }>();
    expectTypeOf<ToAppMessages['filterCount']>().toEqualTypeOf<{ count: number }>();
    expectTypeOf<ToAppMessages['like']>().toEqualTypeOf<{ productId: number; liked: boolean }>();
    expectTypeOf<ToAppMessages['sbpPayment']>().toEqualTypeOf<{ orderNumber: string; paymentUrl: string }>();
    expectTypeOf<ToAppMessages['shareFavourites']>().toEqualTypeOf<{ url: string }>();
    expectTypeOf<ToAppMessages['redirectPage']['target']>().toEqualTypeOf<'main' | 'favouritesSharing' | 'external'>();
    expectTypeOf<FromAppMessages['cityChanged']>().toEqualTypeOf<{ locationCode?: string }>();
  });

  it('is documented message by message in docs/mobile-app-bridge.md', () => {
    const doc = readFileSync('docs/mobile-app-bridge.md', 'utf8');
    const fromApp = ['authorized', 'authorizationCancelled', 'cityChanged', 'analyticsConsent'];
    for (const name of [...Object.keys(TO_APP_MESSAGES), ...fromApp]) {
      expect(doc, name).toContain(`\`${name}\``);
    }
  });
});

describe('sendToApp', () => {
  it('posts JSON text to the iOS handler of the message’s name', () => {
    const postMessage = vi.fn();
    const win: BridgeWindow = { webkit: { messageHandlers: { like: { postMessage } } } };
    expect(sendToApp('like', { productId: 7, liked: true }, win)).toBe(true);
    expect(postMessage).toHaveBeenCalledWith('{"productId":7,"liked":true}');
    expect(sendToApp('share', { url: '/x/', title: 'X' }, win)).toBe(false);
  });

  it('posts JSON text to the Android interface window.<name>', () => {
    const postMessage = vi.fn();
    const win: BridgeWindow = { updateCity: { postMessage } };
    expect(sendToApp('updateCity', { locationCode: '0c5b2444', cityId: 1, city: 'Москва' }, win)).toBe(true);
    expect(JSON.parse(postMessage.mock.calls[0]?.[0])).toEqual({ locationCode: '0c5b2444', cityId: 1, city: 'Москва' });
  });

  it('answers false without an app, and never posts to a window of the same name', () => {
    expect(sendToApp('enableScroll', {}, {})).toBe(false);
    const frame = { window: {}, postMessage: vi.fn() };
    expect(sendToApp('share', { url: '/', title: '' }, { share: frame })).toBe(false);
    expect(frame.postMessage).not.toHaveBeenCalled();
  });

  it('hands the message to the development harness of a same-origin parent', () => {
    const post = vi.fn();
    const win: BridgeWindow = { parent: { appHarness: { post } } };
    expect(sendToApp('changeTitle', { title: 'Home' }, win)).toBe(true);
    expect(post).toHaveBeenCalledWith('changeTitle', '{"title":"Home"}');
  });
});

describe('messages from the app', () => {
  it('reads known messages as objects or JSON text and refuses the rest', () => {
    expect(parseFromApp('authorized', undefined)).toEqual({ name: 'authorized', payload: {} });
    expect(parseFromApp('cityChanged', '{"locationCode":"abc"}')).toEqual({
      name: 'cityChanged',
      payload: { locationCode: 'abc' },
    });
    expect(parseFromApp('cityChanged', { locationCode: 5 })).toBeNull();
    expect(parseFromApp('analyticsConsent', '{"analytics":true,"marketing":false}')).toEqual({
      name: 'analyticsConsent',
      payload: { analytics: true, marketing: false },
    });
    expect(parseFromApp('analyticsConsent', { analytics: 'yes', marketing: false })).toBeNull();
    expect(parseFromApp('selfDestruct', {})).toBeNull();
    expect(parseFromApp('authorized', 'not json')).toBeNull();
  });

  it('delivers to listeners, and keeps what came before the page listened', () => {
    const receiver = createAppReceiver();
    expect(receiver.receive('authorized')).toBe(true);
    const authorized = vi.fn();
    receiver.on('authorized', authorized);
    expect(authorized).toHaveBeenCalledTimes(1);
    receiver.receive('authorized', {});
    expect(authorized).toHaveBeenCalledTimes(2);
    const city = vi.fn();
    const off = receiver.on('cityChanged', city);
    receiver.receive('cityChanged', { locationCode: 'x' });
    off();
    receiver.receive('cityChanged', {});
    expect(city.mock.calls).toEqual([[{ locationCode: 'x' }]]);
    expect(receiver.receive('unknown')).toBe(false);
  });
});

describe('modes', () => {
  it('a web view hands over authorization, city, filter, share and like; the app screen everything', () => {
    const webView = { isMobileApp: false, isWebView: true };
    expect(handsOver(webView, 'openAuthorization')).toBe(true);
    expect(handsOver(webView, 'like')).toBe(true);
    expect(handsOver(webView, 'sbpPayment')).toBe(false);
    expect(handsOver({ isMobileApp: true, isWebView: false }, 'sbpPayment')).toBe(true);
    expect(handsOver({ isMobileApp: false, isWebView: false }, 'like')).toBe(false);
  });
});
