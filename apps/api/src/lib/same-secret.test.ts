import { describe, expect, it } from 'vitest';
import { sameSecret } from './same-secret.ts';

describe('sameSecret', () => {
  it('is true only for the same text, whatever the lengths', () => {
    expect(sameSecret('s3cret', 's3cret')).toBe(true);
    expect(sameSecret('', '')).toBe(true);
    for (const [a, b] of [
      ['s3cret', 's3creT'],
      ['s3cret', 's3cret '],
      ['s3cret', ''],
      ['a'.repeat(1000), 'a'.repeat(999)],
    ])
      expect(sameSecret(a as string, b as string), `${a} ${b}`).toBe(false);
  });
});
