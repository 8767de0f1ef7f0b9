import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';
import { hostVariant, resolveVariant, VARIANTS } from './variants.ts';

describe('variants', () => {
  it('has the spec settings', () => {
    expect(VARIANTS.ru.defaultCityId).toBe(86999);
    expect(VARIANTS.kz.defaultCityId).toBe(250227);
    expect(VARIANTS.com.defaultCityId).toBe(315678);
    expect(VARIANTS.com.mapCenter).toEqual([55.2707828, 25.2048493]);
    expect(VARIANTS.com.hasCustomerPhone).toBe(false);
    expect(VARIANTS.com.hasAppLinks).toBe(false);
    expect([VARIANTS.ru.locale, VARIANTS.com.locale, VARIANTS.kz.locale]).toEqual(['ru-RU', 'en-US', 'kk-KZ']);
  });

  it('resolves from the host map first, then the path prefix', () => {
    const map = { 'shop.kz': 'kz', 'shop.ae': 'com' } as const;
    expect(resolveVariant('shop.kz:443', '/', map)).toBe('kz');
    expect(resolveVariant('localhost:3000', '/kz/korzina/', map)).toBe('kz');
    expect(resolveVariant('localhost', '/ae/', map)).toBe('com');
    expect(resolveVariant(undefined, '/korzina/', map)).toBe('ru');
  });

  it('formats money with the variant sign', () => {
    expect(formatMoney({ amount: 199000, currency: 'RUB' }, 'ru-RU')).toBe('1\u00a0990\u00a0₽');
    expect(formatMoney({ amount: 1099000, currency: 'KZT' }, 'kk-KZ')).toBe('10\u00a0990\u00a0₸');
    expect(formatMoney({ amount: 123456789, currency: 'RUB' }, 'ru-RU')).toBe('1\u00a0234\u00a0567,89\u00a0₽');
    expect(formatMoney({ amount: 7900, currency: 'AED' }, 'en-US')).toBe('AED 79');
    expect(formatMoney({ amount: 7950, currency: 'AED' }, 'en-US')).toBe('AED 79.50');
    expect(formatMoney({ amount: 199000, currency: 'RUB' }, 'en-US')).toBe('₽1,990');
    expect(formatMoney({ amount: 105, currency: 'RUB' }, 'ru-RU')).toBe('1,05\u00a0₽');
  });
});

describe('hostVariant', () => {
  const hostMap = { 'shop.kz': 'kz', 'shop.ae': 'com' } as const;

  it('reads the first forwarded host, without port or case', () => {
    expect(hostVariant('Shop.KZ:443, proxy.example', hostMap)).toBe('kz');
    expect(hostVariant('shop.example', hostMap)).toBeNull();
    expect(hostVariant(undefined, hostMap)).toBeNull();
  });

  it('names no variant for a host that is an object property rather than a mapped host', () => {
    for (const host of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      expect(hostVariant(host, hostMap)).toBeNull();
    }
  });
});
