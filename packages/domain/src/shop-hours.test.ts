import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './i18n/catalogue.ts';
import { checkShopHours, SHOP_HOURS_MESSAGES } from './shop-hours.ts';

const week = (day: readonly [string, string] | null) => Array.from({ length: 7 }, () => day);

describe('shop opening hours', () => {
  it('accepts a week of HH:MM times with days off and a close at midnight', () => {
    expect(checkShopHours([...week(['10:00', '22:00']).slice(0, 5), null, ['09:30', '24:00']])).toEqual([]);
  });

  it('names the day and the time that is not HH:MM', () => {
    expect(checkShopHours([['9:00', '18:00'], ['10:00', '25:00'], ['24:00', '24:00'], ...week(null).slice(3)])).toEqual(
      [
        { name: 'hours.0.opens', message: SHOP_HOURS_MESSAGES.time },
        { name: 'hours.1.closes', message: SHOP_HOURS_MESSAGES.time },
        { name: 'hours.2.opens', message: SHOP_HOURS_MESSAGES.time },
      ],
    );
  });

  it('refuses a day that closes when or before it opens, on its closing time', () => {
    const hours = week(['10:00', '22:00']);
    hours[3] = ['18:00', '09:00'];
    hours[4] = ['10:00', '10:00'];
    expect(checkShopHours(hours)).toEqual([
      { name: 'hours.3.closes', message: SHOP_HOURS_MESSAGES.order },
      { name: 'hours.4.closes', message: SHOP_HOURS_MESSAGES.order },
    ]);
  });

  it('words its faults in every language', () => {
    for (const key of Object.values(SHOP_HOURS_MESSAGES)) {
      const texts = (['ru-RU', 'en-US', 'kk-KZ'] as const).map((l) => (CATALOGUES[l] as Record<string, string>)[key]);
      expect(texts.every(Boolean), key).toBe(true);
      expect(new Set(texts).size, key).toBe(3);
    }
  });
});
