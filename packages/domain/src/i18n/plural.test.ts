import { describe, expect, it } from 'vitest';
import { numberRange, pluralCategory } from './plural.ts';
import { createTranslator } from './translate.ts';

const ru = createTranslator('ru-RU');
const en = createTranslator('en-US');
const kk = createTranslator('kk-KZ');
const COUNTS = [1, 2, 5, 11, 21, 22, 25];

describe('plural forms of counts and ranges', () => {
  it('picks the CLDR category of a count in each language', () => {
    const of = (locale: string) => COUNTS.map((n) => pluralCategory(new Intl.PluralRules(locale), n));
    expect(of('ru-RU')).toEqual(['one', 'few', 'many', 'many', 'one', 'few', 'many']);
    expect(of('en-US')).toEqual(['one', 'other', 'other', 'other', 'other', 'other', 'other']);
    expect(of('kk-KZ')).toEqual(['one', 'other', 'other', 'other', 'other', 'other', 'other']);
  });

  it('words Russian counts of days, hours and digits', () => {
    expect(COUNTS.map((n) => ru('product.delivery.days', { days: n }))).toEqual([
      'за 1 день',
      'за 2 дня',
      'за 5 дней',
      'за 11 дней',
      'за 21 день',
      'за 22 дня',
      'за 25 дней',
    ]);
    expect(COUNTS.map((n) => ru('product.delivery.hours', { max: n }))).toEqual([
      'в течение 1 часа',
      'в течение 2 часов',
      'в течение 5 часов',
      'в течение 11 часов',
      'в течение 21 часа',
      'в течение 22 часов',
      'в течение 25 часов',
    ]);
    expect(ru('validation.digits', { min: 9 })).toBe('Поле состоит из 9 цифр');
    expect(ru('validation.digits', { min: 1 })).toBe('Поле состоит из 1 цифры');
  });

  it('words ranges by the category CLDR gives the pair', () => {
    const days = (from: number, to: number) => ru('product.delivery.days', { days: numberRange(from, to) });
    expect(days(2, 5)).toBe('за 2–5 дней');
    expect(days(2, 4)).toBe('за 2–4 дня');
    expect(days(1, 2)).toBe('за 1–2 дня');
    expect(days(5, 21)).toBe('за 5–21 день');
    expect(days(11, 22)).toBe('за 11–22 дня');
    expect(days(3, 3)).toBe('за 3 дня');
    expect(ru('stores.fromWarehouse', { days: numberRange(2, 5) })).toBe('Под заказ, готово через 2–5 дней');
    expect(en('product.delivery.days', { days: numberRange(1, 2) })).toBe('in 1–2 days');
    expect(en('product.delivery.days', { days: numberRange(1, 1) })).toBe('in 1 day');
    expect(kk('product.delivery.days', { days: numberRange(2, 5) })).toBe('2–5 күнде');
  });

  it('words English and Kazakh counts', () => {
    expect(en('basketDelivery.immediate', { hours: 1 })).toBe('within 1 hour');
    expect(en('basketDelivery.immediate', { hours: 21 })).toBe('within 21 hours');
    expect(en('giftCards.greeting.left', { count: 1 })).toBe('1 character left');
    expect(kk('basketDelivery.immediate', { hours: 3 })).toBe('3 сағат ішінде');
  });
});
