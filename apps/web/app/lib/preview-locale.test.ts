// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { requestLocale } from './locale.server';
import { previewHref, previewLocaleOf } from './preview-locale';

describe('preview language', () => {
  it('goes into a preview address beside its other parameters', () => {
    expect(previewHref('/?preview=1', 'en-US')).toBe('/?preview=1&lang=en-US');
    expect(previewHref('/kz/shops/almaty/?preview=7', 'kk-KZ')).toBe('/kz/shops/almaty/?preview=7&lang=kk-KZ');
  });

  it('is read from a preview address only, and only a known language', () => {
    expect(previewLocaleOf(new URL('http://shop.test/?preview=1&lang=en-US'))).toBe('en-US');
    expect(previewLocaleOf(new URL('http://shop.test/?lang=en-US'))).toBeUndefined();
    expect(previewLocaleOf(new URL('http://shop.test/?preview=1&lang=de-DE'))).toBeUndefined();
  });

  it('outweighs the locale cookie for the preview’s request, as the cookie would', () => {
    const request = (url: string) => new Request(url, { headers: { cookie: 'locale=en-US' } });
    expect(requestLocale(request('http://shop.test/?preview=1&lang=ru-RU'), 'ru')).toBe('ru-RU');
    expect(requestLocale(request('http://shop.test/news/?preview=3'), 'ru')).toBe('en-US');
    expect(requestLocale(request('http://shop.test/?lang=ru-RU'), 'ru')).toBe('en-US');
    // A language the shop does not speak: the shop's own, as for such a cookie.
    expect(requestLocale(request('http://shop.test/?preview=1&lang=kk-KZ'), 'ru')).toBe('ru-RU');
  });
});
