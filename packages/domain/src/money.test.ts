import { describe, expect, it } from 'vitest';
import { discountPercent } from './money.ts';

describe('discountPercent', () => {
  it('is the whole percent off the old price, and none without one', () => {
    expect(discountPercent(750, 1000)).toBe(25);
    expect(discountPercent(99_000, 129_000)).toBe(23);
    expect(discountPercent(995, 1000)).toBe(1);
    expect(discountPercent(1000, null)).toBeNull();
  });
});
