import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { PRODUCTION_ENV } from './test/test-app.ts';

const root = new URL('../../../', import.meta.url).pathname;

describe('configuration', () => {
  it('has working defaults for a bare machine', () => {
    const config = loadConfig({}, '/srv/shop');
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: '/srv/shop/data', SERVE: 'all', HOST_MAP: {} });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', HOST_MAP: 'shop.kz=xx' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', HOST_MAP: 'shop.kz=xx', DATABASE_URL: 'not a url' });
    } catch (error) {
      expect(String(error)).toMatch(/PORT/);
      expect(String(error)).toMatch(/HOST_MAP/);
      expect(String(error)).toMatch(/DATABASE_URL/);
    }
  });

  it('parses the host map', () => {
    expect(loadConfig({ HOST_MAP: 'Shop.KZ=kz, shop.ae=com' }).HOST_MAP).toEqual({ 'shop.kz': 'kz', 'shop.ae': 'com' });
  });

  it('requires what a chosen mode needs', () => {
    expect(() => loadConfig({ SERVE: 'web' })).toThrow(/API_URL/);
    expect(() => loadConfig({ SMS_PROVIDER: 'http' })).toThrow(/SMS_GATEWAY_URL/);
  });

  it('has analytics counters per variant only with their ids, and refuses ids of another shape', () => {
    expect(loadConfig({}).analytics).toEqual({ ru: null, kz: null, com: null });
    expect(
      loadConfig({ ANALYTICS_GA4_ID_RU: 'G-AB12CD34', ANALYTICS_YM_ID_RU: '12345678', ANALYTICS_YM_ID_KZ: '87654321' })
        .analytics,
    ).toEqual({
      ru: { ga4Id: 'G-AB12CD34', ymId: '12345678' },
      kz: { ga4Id: null, ymId: '87654321' },
      com: null,
    });
    expect(() => loadConfig({ ANALYTICS_GA4_ID_COM: 'UA-1234-1' })).toThrow(/ANALYTICS_GA4_ID_COM/);
    expect(() => loadConfig({ ANALYTICS_YM_ID_RU: '12ab' })).toThrow(/ANALYTICS_YM_ID_RU/);
  });

  it('has a live chat only with a widget id, its script address built from the template', () => {
    expect(loadConfig({}).liveChat).toBeNull();
    expect(loadConfig({ LIVE_CHAT_ID: 'aB3-x_9' }).liveChat).toEqual({
      scriptUrl: 'https://code.jivo.ru/widget/aB3-x_9',
      origin: 'https://code.jivo.ru',
    });
    expect(
      loadConfig({ LIVE_CHAT_ID: 'w1', LIVE_CHAT_SCRIPT_URL: 'http://127.0.0.1:4100/chat/{id}.js' }).liveChat,
    ).toEqual({ scriptUrl: 'http://127.0.0.1:4100/chat/w1.js', origin: 'http://127.0.0.1:4100' });
    expect(() => loadConfig({ LIVE_CHAT_ID: 'a"b' })).toThrow(/LIVE_CHAT_ID/);
    expect(() => loadConfig({ LIVE_CHAT_SCRIPT_URL: 'https://chat.example/widget.js' })).toThrow(
      /LIVE_CHAT_SCRIPT_URL/,
    );
    expect(() => loadConfig({ LIVE_CHAT_SCRIPT_URL: 'javascript:alert({id})' })).toThrow(/LIVE_CHAT_SCRIPT_URL/);
  });

  it('lists outbox codes only outside production unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).smsOutboxPage).toBe(true);
    expect(loadConfig(PRODUCTION_ENV).smsOutboxPage).toBe(false);
    expect(loadConfig({ ...PRODUCTION_ENV, SMS_OUTBOX_PAGE: 'true' }).smsOutboxPage).toBe(true);
  });

  describe('in production', () => {
    const refusal = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return String((error as Error).message);
      }
      return null;
    };

    it('starts with its own address and keys', () => {
      expect(refusal(PRODUCTION_ENV)).toBeNull();
    });

    it('refuses the public development keys and a missing PUBLIC_URL, naming each', () => {
      const message = refusal({ NODE_ENV: 'production' });
      expect(message).toMatch(/^Refusing to start in production/);
      for (const name of ['PUBLIC_URL', 'CAPTCHA_HMAC_KEY', 'PAYMENT_WEBHOOK_SECRET', 'GIFT_CARD_PIN_KEY']) {
        expect(message).toContain(`  ${name}: `);
      }
      const { PUBLIC_URL: _, ...noUrl } = PRODUCTION_ENV;
      expect(refusal(noUrl)).toMatch(/PUBLIC_URL: required/);
      expect(
        refusal({ ...PRODUCTION_ENV, PAYMENT_WEBHOOK_SECRET: 'storefront-development-payment-webhook-secret' }),
      ).toMatch(/PAYMENT_WEBHOOK_SECRET: the public development key/);
    });

    it('needs no test-provider webhook secret with a real payment provider, and nothing of a web-only process', () => {
      const { PAYMENT_WEBHOOK_SECRET: _, ...noSecret } = PRODUCTION_ENV;
      expect(
        refusal({ ...noSecret, PAYMENT_PROVIDER: 'yookassa', YOOKASSA_SHOP_ID: '1', YOOKASSA_SECRET_KEY: 'k' }),
      ).toBeNull();
      expect(refusal({ NODE_ENV: 'production', SERVE: 'web', API_URL: 'http://127.0.0.1:3001' })).toBeNull();
    });

    it('stops the server process with the reason and a non-zero exit before touching a database', () => {
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
        cwd: root,
        env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: '/nonexistent/never-created' },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('Refusing to start in production');
      expect(result.stderr).toContain('PUBLIC_URL: required');
    });
  });
});
