import { nonceSource, pageCsp, pageFraming } from '@storefront/web-host/csp';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { parseCookies } from '../lib/cookies.ts';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('page Content-Security-Policy', () => {
  it('names no chat host without a widget id', () => {
    const csp = pageCsp(loadConfig({}), nonceSource('n0nce'));
    expect(csp).not.toMatch(/jivo|chat/);
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'nonce-n0nce'");
    expect(directive(csp, 'frame-src')).toBe('');
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('allows exactly the chat script’s origin with a widget id', () => {
    const config = loadConfig({ LIVE_CHAT_ID: 'w1', LIVE_CHAT_SCRIPT_URL: 'https://widget.chat.example/js/{id}' });
    const csp = pageCsp(config, nonceSource('n0nce'));
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'nonce-n0nce' https://widget.chat.example");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://widget.chat.example");
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://widget.chat.example");
    expect(csp.match(/chat\.example/g)).toHaveLength(5);
  });

  it('names the counters’ hosts only when some variant has their id', () => {
    expect(pageCsp(loadConfig({}), 'n')).not.toMatch(/google|yandex/);
    const ga4 = pageCsp(loadConfig({ ANALYTICS_GA4_ID_COM: 'G-AB12CD34' }), 'n');
    expect(directive(ga4, 'script-src')).toBe("script-src 'self' n https://www.googletagmanager.com");
    expect(directive(ga4, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(ga4).not.toMatch(/yandex/);
    const both = pageCsp(loadConfig({ ANALYTICS_GA4_ID_RU: 'G-AB12CD34', ANALYTICS_YM_ID_KZ: '12345678' }), 'n');
    expect(directive(both, 'script-src')).toBe(
      "script-src 'self' n https://www.googletagmanager.com https://mc.yandex.ru https://yastatic.net",
    );
    expect(directive(both, 'img-src')).toContain('https://mc.yandex.ru');
    expect(directive(both, 'frame-src')).toBe("frame-src 'self' https://mc.yandex.ru https://mc.yandex.com");
  });

  it('lets the app’s web view frame a page, the shop itself a page in app mode, and nobody else', () => {
    const config = loadConfig({});
    expect(pageCsp(config, 'n', 'any')).not.toContain('frame-ancestors');
    expect(pageCsp(config, 'n', 'self')).toContain("frame-ancestors 'self'");
    const framing = (headers: Record<string, string>, search: string) =>
      pageFraming({ headers }, search, parseCookies(headers.cookie).values);
    expect(framing({ 'x-mobile-app': '1' }, '')).toBe('any');
    expect(framing({}, '?app_mode=mobile-app')).toBe('self');
    expect(framing({ cookie: 'app_mode=web-view' }, '')).toBe('self');
    expect(framing({ cookie: 'app_mode=web-view' }, '?app_mode=none')).toBe('none');
    expect(framing({}, '?q=1')).toBe('none');
  });
});
