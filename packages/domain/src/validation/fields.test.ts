import { describe, expect, it } from 'vitest';
import { checkEmail, checkFirstName, checkPhone, MESSAGE_KEYS, normalizePage } from './fields.ts';

describe('field rules', () => {
  it('checks phones against the variant masks after removing non-digits', () => {
    expect(checkPhone('+7 (916) 123-45-67', 'ru')).toBeNull();
    expect(checkPhone('+7 (701) 123-45-67', 'kz')).toBeNull();
    expect(checkPhone('+971 50 123 4567', 'com')).toBeNull();
    expect(checkPhone('+7 (916) 123-45', 'ru')).toBe(MESSAGE_KEYS.phone);
    expect(checkPhone('+971 50 123 4567', 'ru')).toBe(MESSAGE_KEYS.phone);
    expect(checkPhone('', 'ru')).toBe(MESSAGE_KEYS.required);
  });

  it('checks e-mail and first name', () => {
    expect(checkEmail('a@b.c')).toBeNull();
    expect(checkEmail('a@b')).toBe(MESSAGE_KEYS.email);
    expect(checkEmail('a@.b.c')).toBeNull();
    expect(checkEmail('a@b.')).toBe(MESSAGE_KEYS.email);
    expect(checkFirstName('A')).toBe(MESSAGE_KEYS.firstName);
    expect(checkFirstName('Ан')).toBeNull();
  });

  it('answers at once for an address of 50,000 dots without an end (quadratic for the old pattern)', () => {
    expect(checkEmail(`a@a${'.a'.repeat(25_000)}@`)).toBe(MESSAGE_KEYS.email);
    expect(checkEmail(`a@a${'.a'.repeat(25_000)}`)).toBeNull();
  });

  it('treats any page but an integer above 1 as page 1', () => {
    expect(normalizePage('3')).toBe(3);
    expect(normalizePage('1')).toBe(1);
    expect(normalizePage('0')).toBe(1);
    expect(normalizePage('2.5')).toBe(1);
    expect(normalizePage('abc')).toBe(1);
    expect(normalizePage(undefined)).toBe(1);
  });
});
