import { describe, expect, it } from 'vitest';
import { createTranslator } from './i18n/translate.ts';
import { formatNumber } from './numbers.ts';

describe('numbers', () => {
  it('groups thousands the way each language writes them', () => {
    expect(formatNumber(6000, 'ru-RU')).toBe('6\u00a0000');
    expect(formatNumber(6000, 'kk-KZ')).toBe('6\u00a0000');
    expect(formatNumber(1234567.5, 'en-US')).toBe('1,234,567.5');
    expect(formatNumber(-12.25, 'ru-RU')).toBe('−12,25');
    expect(formatNumber(999, 'en-US')).toBe('999');
  });

  it('writes the numbers inside translated messages the same way', () => {
    const t = createTranslator('kk-KZ');
    expect(t('catalog.products', { count: 6000 })).toContain('6\u00a0000');
  });
});
