import { CATALOGUES } from '@storefront/domain/i18n/catalogue';
import { translatorFor } from '@storefront/domain/i18n/translator';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { apiMessage, fieldErrorText } from './field-messages';

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

describe('apiMessage', () => {
  const busy = (status: number, retryAfterS: number | null) =>
    new ApiError(status, { error: { code: 'RATE_LIMITED', message: 'Too many requests, retry in 45 s' } }, retryAfterS);

  it('words a busy API’s refusal (429, 503) as the wait it asked for, never its English sentence', () => {
    expect(apiMessage(busy(429, 45), ru)).toBe('Сейчас слишком много запросов. Попробуйте снова через 45 секунд.');
    expect(apiMessage(busy(429, 120), en)).toBe('Too many requests right now. Try again in 2 minutes.');
    expect(apiMessage(busy(503, null), en)).toBe('Too many requests right now. Try again a little later.');
    // As a form action answers it: plain data.
    const answer = { ok: false, status: 429, fields: [], message: 'Too many', retryAfterS: 1 };
    expect(apiMessage(answer, ru)).toBe('Сейчас слишком много запросов. Попробуйте снова через 1 секунду.');
  });

  it('keeps a refusal’s own message key and the fallback for the rest', () => {
    const keyed = new ApiError(429, { error: { code: 'RATE_LIMITED', message: 'reviews.rateLimited' } });
    expect(apiMessage(keyed, en)).toBe('Too many reviews in a short time. Please try again later.');
    expect(apiMessage(new ApiError(409, null), en)).toBe('Error during data acquisition');
  });
});
