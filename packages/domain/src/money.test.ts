import { describe, expect, it } from 'vitest';
import { discountPercent, minorToDecimal } from './money.ts';

describe('discountPercent', () => {
  it('is the whole percent off the old price, and none without one', () => {
    expect(discountPercent(750, 1000)).toBe(25);
    expect(discountPercent(99_000, 129_000)).toBe(23);
    expect(discountPercent(995, 1000)).toBe(1);
    expect(discountPercent(1000, null)).toBeNull();
  });
});

describe('minorToDecimal', () => {
  it('writes minor units with two places, without floating point', () => {
    expect(minorToDecimal(1_234_50)).toBe('1234.50');
    expect(minorToDecimal(7)).toBe('0.07');
    expect(minorToDecimal(100_000_000_000_01)).toBe('100000000000.01');
  });
});
