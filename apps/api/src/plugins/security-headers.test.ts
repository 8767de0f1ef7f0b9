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

  describe('form-action names the hosted payment pages of the gateways in use, and only those', () => {
    const formAction = (env: Record<string, string>) => directive(pageCsp(loadConfig(env), 'n'), 'form-action');
    const yookassa = { YOOKASSA_SHOP_ID: '123456', YOOKASSA_SECRET_KEY: 'test_key' };
    const cloudPayments = { CLOUDPAYMENTS_PUBLIC_ID: 'pk_1', CLOUDPAYMENTS_API_SECRET: 'secret' };
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };

    it('stays the shop alone with only the test gateway, whose page is the shop’s', () => {
      expect(formAction({})).toBe("form-action 'self'");
      expect(formAction({ PAYMENT_PROVIDER: 'test', PAYMENT_PROVIDER_KZ: 'test', PAYMENT_PROVIDER_COM: 'test' })).toBe(
        "form-action 'self'",
      );
    });

    it('names YooKassa’s confirmation page for ru (and the variants that follow it)', () => {
      expect(formAction({ PAYMENT_PROVIDER: 'yookassa', ...yookassa })).toBe("form-action 'self' https://yoomoney.ru");
    });

    it('names CloudPayments’ payment-link host when kz uses it', () => {
      expect(formAction({ PAYMENT_PROVIDER_KZ: 'cloudpayments', ...cloudPayments })).toBe(
        "form-action 'self' https://orders.cloudpayments.ru",
      );
    });

    it('names Stripe Checkout’s host when com uses it', () => {
      expect(formAction({ PAYMENT_PROVIDER_COM: 'stripe', ...stripe })).toBe(
        "form-action 'self' https://checkout.stripe.com",
      );
    });

    it('names each gateway of the three variants once, never an API host', () => {
      const all = formAction({
        PAYMENT_PROVIDER: 'yookassa',
        PAYMENT_PROVIDER_KZ: 'cloudpayments',
        PAYMENT_PROVIDER_COM: 'stripe',
        ...yookassa,
        ...cloudPayments,
        ...stripe,
      });
      expect(all).toBe(
        "form-action 'self' https://yoomoney.ru https://orders.cloudpayments.ru https://checkout.stripe.com",
      );
      expect(all).not.toMatch(/api\./);
      const twice = formAction({ PAYMENT_PROVIDER: 'stripe', PAYMENT_PROVIDER_KZ: 'stripe', ...stripe });
      expect(twice).toBe("form-action 'self' https://checkout.stripe.com");
    });

    it('names a gateway’s own origin, not its real page’s, when its API is pointed elsewhere (a local fake)', () => {
      const fakes = formAction({
        PAYMENT_PROVIDER_KZ: 'cloudpayments',
        CLOUDPAYMENTS_API_URL: 'http://127.0.0.1:45001/',
        ...cloudPayments,
        PAYMENT_PROVIDER_COM: 'stripe',
        STRIPE_API_URL: 'http://127.0.0.1:45002/v1-ignored',
        ...stripe,
      });
      expect(fakes).toBe("form-action 'self' http://127.0.0.1:45001 http://127.0.0.1:45002");
    });
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
