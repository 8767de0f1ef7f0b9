import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeCookieValue, readCookie, withoutCookie } from './cookie-header.ts';

describe('cookie header', () => {
  it('reads an unreadable value as absent', () => {
    expect(decodeCookieValue('%E0%A4%A')).toBeNull();
    expect(decodeCookieValue('a%20b')).toBe('a b');
    expect(readCookie('sid=%E0%A4%A; locale=en-US', 'sid')).toBeUndefined();
    expect(readCookie('sid=%E0%A4%A; locale=en-US', 'locale')).toBe('en-US');
  });

  it('never throws, whatever the header, and drops only the named cookie', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 200 }),
        fc.constantFrom('sid', 'locale', 'a'),
        (header, name) => {
          const value = readCookie(header, name);
          expect(value === undefined || typeof value === 'string').toBe(true);
          expect(readCookie(withoutCookie(header, name), name)).toBeUndefined();
        },
      ),
      { numRuns: 2000 },
    );
  });
});
