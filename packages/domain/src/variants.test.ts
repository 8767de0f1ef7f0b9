import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';
import { resolveVariant, VARIANTS } from './variants.ts';

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
    expect(formatMoney({ amount: 199000, currency: 'RUB' }, 'ru-RU')).toMatch(/^1\s990\s₽$/);
    expect(formatMoney({ amount: 1099000, currency: 'KZT' }, 'kk-KZ')).toContain('₸');
    expect(formatMoney({ amount: 7900, currency: 'AED' }, 'en-US')).toMatch(/AED\s?79/);
    expect(formatMoney({ amount: 7950, currency: 'AED' }, 'en-US')).toMatch(/79\.50/);
  });
});
