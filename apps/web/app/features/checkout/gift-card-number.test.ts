import { describe, expect, it } from 'vitest';
import { formatGiftCardNumber, GIFT_CARD_INPUT_LENGTH } from './gift-card-number';

describe('gift card number', () => {
  it('keeps digits only, in groups of four, at most 16', () => {
    expect(formatGiftCardNumber('')).toBe('');
    expect(formatGiftCardNumber('1234')).toBe('1234');
    expect(formatGiftCardNumber('12345')).toBe('1234 5');
    expect(formatGiftCardNumber('1000-0000 0000 0000 01xx99')).toBe('1000 0000 0000 0000');
    expect(formatGiftCardNumber('1000000000000001')).toBe('1000 0000 0000 0001');
    expect(GIFT_CARD_INPUT_LENGTH).toBe('1000 0000 0000 0001'.length);
  });
});
