import { IMMEDIATE_SLOT } from '@storefront/domain/delivery-slots';
import { createTranslator } from '@storefront/domain/i18n/translate';
import { formatMoney, type Money } from '@storefront/domain/money';
import { describe, expect, it } from 'vitest';
import { addressLine } from './address-line';
import { priceText, readyInText, whenText } from './delivery-text';

const t = createTranslator('ru-RU');

describe('delivery texts', () => {
  it('words the price, the lead time and the courier time', () => {
    const money = (m: Money) => formatMoney(m, 'ru-RU');
    expect(priceText(t, money, { amount: 0, currency: 'RUB' })).toBe('бесплатно');
    expect(priceText(t, money, { amount: 34_900, currency: 'RUB' })).toBe(money({ amount: 34_900, currency: 'RUB' }));
    expect(readyInText(t, { unit: 'hours', min: 0, max: 3 })).toBe('в течение 3 часов');
    expect(readyInText(t, { unit: 'days', min: 2, max: 5 })).toBe('за 2–5 дней');
    expect(whenText(t, 'ru-RU', '2026-11-24', '10:00-14:00')).toBe('вторник, 24 ноября, 10:00-14:00');
    expect(whenText(t, 'ru-RU', '2026-11-24', IMMEDIATE_SLOT)).toBe('в течение 3 часов');
  });

  it('puts an address on one line, without an apartment for a private house', () => {
    const address = { street: 'Тверская улица', house: '7', city: 'Москва' };
    expect(addressLine(t, { ...address, apartment: '12' })).toBe('Тверская улица, 7, кв. 12, Москва');
    expect(addressLine(t, { ...address, apartment: null })).toBe('Тверская улица, 7, Москва');
  });
});
