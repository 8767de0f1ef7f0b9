import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone-masks.ts';

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
