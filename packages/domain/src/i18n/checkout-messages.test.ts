import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../checkout.ts';
import type { LocaleTag } from '../variants.ts';
import { CATALOGUES } from './catalogue.ts';
import { createTranslator } from './translate.ts';

describe('checkout messages', () => {
  it('has a text for every checkout message key in every locale', () => {
    for (const locale of Object.keys(CATALOGUES) as LocaleTag[]) {
      for (const key of Object.values(CHECKOUT_MESSAGES)) {
        expect(CATALOGUES[locale], `${key} in ${locale}`).toHaveProperty([key]);
      }
    }
  });

  it('gives the nearest courier time in the “date too early” message', () => {
    const t = createTranslator('en-US');
    expect(t(CHECKOUT_MESSAGES.dateTooEarly, { date: 'Tuesday, November 24', timeSlot: '10:00-14:00' })).toBe(
      'The nearest delivery time is Tuesday, November 24, 10:00-14:00',
    );
    expect(
      createTranslator('ru-RU')('basketDelivery.address.line', {
        street: 'ул. Ленина',
        house: '5',
        apartment: 'none',
        city: 'Москва',
      }),
    ).toBe('ул. Ленина, 5, Москва');
  });

  it('counts a line’s pieces in English as one “pc.” and more “pcs.”', () => {
    const t = createTranslator('en-US');
    expect(t('checkoutPage.line.quantity', { count: 1 })).toBe('1 pc.');
    expect(t('checkoutPage.line.quantity', { count: 3 })).toBe('3 pcs.');
  });
});
