import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

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

  it('lists outbox codes only outside production unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).smsOutboxPage).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).smsOutboxPage).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SMS_OUTBOX_PAGE: 'true' }).smsOutboxPage).toBe(true);
  });
});
