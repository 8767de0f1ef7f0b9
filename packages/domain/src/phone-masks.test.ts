import { describe, expect, it } from 'vitest';
import { formatPhone, maskPhoneInput } from './phone-masks.ts';
import { checkPhone } from './validation/fields.ts';

describe('formatPhone', () => {
  it('writes a valid number in the mask that fits it', () => {
    expect(formatPhone('79161234567', 'ru')).toBe('+7 (916) 123-45-67');
    expect(formatPhone('+7 701 123 45 67', 'kz')).toBe('+7 (701) 123-45-67');
    expect(formatPhone('971501234567', 'com')).toBe('+971 (50) 123-4567');
  });

  it('leaves a number no mask accepts as plus and digits', () => {
    expect(formatPhone('12345', 'ru')).toBe('+12345');
  });
});

describe('maskPhoneInput', () => {
  it('formats the digits typed so far in the mask of their country code', () => {
    expect(
      ['7', '79', '7916', '79161', '7916123', '791612345', '79161234567'].map((v) => maskPhoneInput(v, 'ru')),
    ).toEqual(['+7', '+7 (9', '+7 (916', '+7 (916) 1', '+7 (916) 123', '+7 (916) 123-45', '+7 (916) 123-45-67']);
    expect(maskPhoneInput('375291234567', 'ru')).toBe('+375 (29) 123-45-67');
    expect(maskPhoneInput('971501234567', 'com')).toBe('+971 (50) 123-4567');
    expect(maskPhoneInput('97', 'com')).toBe('+97');
  });

  it('adds the country code when it is left out and reads a leading 8 as 7', () => {
    expect(maskPhoneInput('9161234567', 'ru')).toBe('+7 (916) 123-45-67');
    expect(maskPhoneInput('89161234567', 'ru')).toBe('+7 (916) 123-45-67');
    expect(maskPhoneInput('501234567', 'com')).toBe('+971 (50) 123-4567');
  });

  it('drops letters and digits past the mask, and keeps what checkPhone accepts', () => {
    expect(maskPhoneInput('+7 (916) abc 123-45-67 99', 'ru')).toBe('+7 (916) 123-45-67');
    expect(maskPhoneInput('', 'ru')).toBe('');
    expect(checkPhone(maskPhoneInput('7701123456', 'kz'), 'kz')).toBe('validation.errorPhoneNumber');
    expect(checkPhone(maskPhoneInput('77011234567', 'kz'), 'kz')).toBeNull();
  });
});
