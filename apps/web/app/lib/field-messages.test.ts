import { CATALOGUES } from '@storefront/domain/i18n/catalogue';
import { translatorFor } from '@storefront/domain/i18n/translator';
import { describe, expect, it } from 'vitest';
import { fieldErrorText } from './field-messages';

const ru = translatorFor('ru-RU', CATALOGUES['ru-RU']);
const en = translatorFor('en-US', CATALOGUES['en-US']);

describe('fieldErrorText', () => {
  it("words the API's message key of the field in the page's language, with its values", () => {
    const fields = [
      { name: 'slug', message: 'staff.content.error.slugTaken' },
      { name: 'body', message: 'staff.content.markup.products', params: { line: '3' } },
    ];
    expect(fieldErrorText(ru, fields, 'slug')).toBe('Этот адрес уже занят записью того же вида, магазина и языка');
    expect(fieldErrorText(en, fields, 'slug')).toBe(
      'An entry of this kind, shop and language already has this address',
    );
    expect(fieldErrorText(ru, fields, 'body')).toMatch(/^Строка 3: товары занимают одну строку/);
    expect(fieldErrorText(ru, fields, 'title')).toBeNull();
    expect(fieldErrorText(ru, undefined, 'title')).toBeNull();
  });

  it('reads a message that is no key as an invalid value, never as the English sentence', () => {
    const fields = [{ name: 'variant', message: 'Invalid option: expected one of "ru"|"kz"' }];
    expect(fieldErrorText(ru, fields, 'variant')).toBe('Неверное значение поля');
    expect(fieldErrorText(en, fields, 'variant')).toBe('Invalid field value');
  });
});
