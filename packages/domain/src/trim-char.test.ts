import { describe, expect, it } from 'vitest';
import { trimChar, trimEndChar } from './trim-char.ts';

describe('trimChar', () => {
  it('takes the runs of the character off both ends, nothing between', () => {
    expect(trimChar('//a/b//', '/')).toBe('a/b');
    expect(trimChar('a', '/')).toBe('a');
    expect(trimChar('///', '/')).toBe('');
    expect(trimChar('', '/')).toBe('');
  });

  it('takes only the end run off with trimEndChar', () => {
    expect(trimEndChar('//a//', '/')).toBe('//a');
    expect(trimEndChar('---', '-')).toBe('');
  });

  it('answers at once for a long run that does not reach the end (quadratic for /^c+|c+$/)', () => {
    const attack = `x${'/'.repeat(50_000)}x`;
    expect(trimChar(attack, '/')).toBe(attack);
    expect(trimChar(`${attack}/`, '/')).toBe(attack);
  });
});
