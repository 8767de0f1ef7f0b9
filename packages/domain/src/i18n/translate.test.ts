import { describe, expect, it } from 'vitest';
import { VARIANTS } from '../variants.ts';
import { CATALOGUES } from './catalogue.ts';
import { createTranslator, detectLocale, LOCALE_TAGS } from './translate.ts';

describe('translations', () => {
  it('uses the four Russian plural forms', () => {
    const t = createTranslator('ru-RU');
    expect(t('counter.items', { count: 1 })).toBe('1 товар');
    expect(t('counter.items', { count: 3 })).toBe('3 товара');
    expect(t('counter.items', { count: 5 })).toBe('5 товаров');
    expect(t('counter.items', { count: 1.5 })).toBe('1,5 товара');
  });

  it('has every message in every catalogue, one catalogue per locale tag', () => {
    expect(Object.keys(CATALOGUES)).toEqual(LOCALE_TAGS);
    const ids = Object.keys(CATALOGUES['en-US']).sort();
    expect(Object.keys(CATALOGUES['ru-RU']).sort()).toEqual(ids);
    expect(Object.keys(CATALOGUES['kk-KZ']).sort()).toEqual(ids);
  });

  it('falls back to en-US and reports the missing id', () => {
    const missing: string[] = [];
    const t = createTranslator('ru-RU', (id) => missing.push(id));
    expect(t('no.such.message')).toBe('no.such.message');
    expect(missing).toEqual(['no.such.message']);
    expect(createTranslator('kk-KZ')('errors.404.title')).toBe('Бет табылмады');
  });

  it('detects the locale from the cookie, then Accept-Language, then the variant', () => {
    expect(detectLocale(VARIANTS.ru, 'en-US', 'ru')).toBe('en-US');
    expect(detectLocale(VARIANTS.ru, undefined, 'en-GB,en;q=0.9')).toBe('en-US');
    expect(detectLocale(VARIANTS.ru, undefined, 'de-DE')).toBe('ru-RU');
    expect(detectLocale(VARIANTS.kz, 'kk-KZ', undefined)).toBe('kk-KZ');
    expect(detectLocale(VARIANTS.com, 'ru-RU', 'ru')).toBe('en-US');
  });
});
