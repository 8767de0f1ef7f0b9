import { createTranslator } from '@storefront/domain/i18n/translate';
import { describe, expect, it } from 'vitest';
import { timeZoneLabel, timeZoneName } from './time-zone-label';

describe('time zone labels', () => {
  it('name the city in the page language with the UTC offset', () => {
    const moscow = { id: 'Europe/Moscow', utc: '+03:00' };
    expect(timeZoneLabel(createTranslator('ru-RU'), moscow)).toBe('Москва (UTC+03:00)');
    expect(timeZoneLabel(createTranslator('kk-KZ'), moscow)).toBe('Мәскеу (UTC+03:00)');
    expect(timeZoneLabel(createTranslator('en-US'), { id: 'Asia/Almaty', utc: '+05:00' })).toBe('Almaty (UTC+05:00)');
  });

  it('keep the id of a zone without a name', () => {
    expect(timeZoneName(createTranslator('ru-RU'), 'Pacific/Fiji')).toBe('Pacific/Fiji');
  });
});
