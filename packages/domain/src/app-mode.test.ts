import { describe, expect, it } from 'vitest';
import { resolveAppMode } from './app-mode.ts';

describe('resolveAppMode', () => {
  it('is no mode without a marker', () => {
    expect(resolveAppMode({})).toEqual({ mode: null });
  });

  it('opens mobile-app and web-view mode from the header and remembers them in the cookie', () => {
    expect(resolveAppMode({ header: '1' })).toEqual({ mode: 'mobile-app', setCookie: 'mobile-app' });
    expect(resolveAppMode({ header: 'webview' })).toEqual({ mode: 'web-view', setCookie: 'web-view' });
    expect(resolveAppMode({ header: '1', cookie: 'mobile-app' })).toEqual({ mode: 'mobile-app' });
  });

  it('opens a mode from the query parameter, and none leaves it', () => {
    expect(resolveAppMode({ query: 'web-view' })).toEqual({ mode: 'web-view', setCookie: 'web-view' });
    expect(resolveAppMode({ query: 'none', cookie: 'mobile-app' })).toEqual({ mode: null, setCookie: null });
    expect(resolveAppMode({ query: 'none' })).toEqual({ mode: null });
  });

  it('keeps the cookie’s mode on later pages; the header wins over query and cookie', () => {
    expect(resolveAppMode({ cookie: 'mobile-app' })).toEqual({ mode: 'mobile-app' });
    expect(resolveAppMode({ header: 'webview', query: 'mobile-app', cookie: 'mobile-app' })).toEqual({
      mode: 'web-view',
      setCookie: 'web-view',
    });
  });

  it('ignores values it does not know', () => {
    expect(resolveAppMode({ header: 'yes', query: 'tablet', cookie: 'x' })).toEqual({ mode: null });
  });
});
