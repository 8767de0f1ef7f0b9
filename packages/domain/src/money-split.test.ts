import { describe, expect, it } from 'vitest';
import { splitProportionally } from './money-split.ts';

describe('splitProportionally', () => {
  it('splits a sum over parts in whole units that add up exactly', () => {
    expect(splitProportionally(20_333, [100_000, 70_000, 33_333])).toEqual([10_000, 7_000, 3_333]);
    expect(splitProportionally(1, [1, 1, 1])).toEqual([1, 0, 0]);
    expect(splitProportionally(0, [5, 5])).toEqual([0, 0]);
    expect(splitProportionally(10, [3, 7])).toEqual([3, 7]);
    for (let i = 0; i < 200; i++) {
      const amounts = Array.from({ length: 1 + (i % 7) }, (_, k) => 1 + ((i * 7919 + k * 104_729) % 500_000));
      const total = amounts.reduce((a, b) => a + b, 0);
      const sum = (i * 31_337) % (total + 1);
      const shares = splitProportionally(sum, amounts);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(sum);
      shares.forEach((s, k) => {
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThanOrEqual(amounts[k]!);
      });
    }
    // Sums past 2^53 when multiplied stay exact.
    expect(splitProportionally(9_000_000_000, [9_000_000_000, 1_000_000_000])).toEqual([8_100_000_000, 900_000_000]);
  });
});
