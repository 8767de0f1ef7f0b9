import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameOriginTarget } from './redirect-target.ts';

const SHOP = 'https://shop.example';
const HOME = '/lichnyj-kabinet/';

const target = (value: string | null) => sameOriginTarget(value, SHOP, HOME);

/** The runtime's WHATWG parser, as a browser reads a Location (the package has no DOM or Node types). */
const { URL } = globalThis as unknown as { URL: new (input: string, base: string) => { origin: string } };

/** Forms that browsers normalise into another host, or into no page of ours. */
const ATTACKS = [
  '//evil.com',
  '/\\evil.com',
  '\\\\evil.com',
  '/\t/evil.com',
  '/\n/evil.com',
  '/\r\n/evil.com',
  '\u0000//evil.com',
  '\u000b//evil.com',
  ' //evil.com',
  '\t//evil.com',
  '///evil.com',
  'https:/\\evil.com',
  'http://evil.com',
  'https://evil.com/account/',
  'HTTPS://shop.example.evil.com/',
  'https://shop.example@evil.com/',
  'https://shop.example:8443/',
  'http://shop.example/',
  '//evil%2Ecom/',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'mailto:a@evil.com',
];

describe('sameOriginTarget', () => {
  it.each(ATTACKS)('sends %j to the fallback', (value) => {
    expect(target(value)).toBe(HOME);
  });

  it('keeps escaped and dotted forms on the shop, with a path that names no host', () => {
    expect(target('/%09/evil.com')).toBe('/%09/evil.com');
    expect(target('/%2F%2Fevil.com')).toBe('/%2F%2Fevil.com');
    expect(target('/%5C/evil.com')).toBe('/%5C/evil.com');
    expect(target('/.//evil.com')).toBe('/evil.com');
    expect(target('/..//evil.com')).toBe('/evil.com');
    expect(target('https://shop.example//evil.com')).toBe('/evil.com');
    expect(target('https:evil.com')).toBe('/evil.com');
  });

  it('keeps a path of the shop with its query and fragment', () => {
    expect(target('/account?x=1#a')).toBe('/account?x=1#a');
    expect(target('/kz/catalog/')).toBe('/kz/catalog/');
    expect(target('https://shop.example/kz/catalog/?sort=price')).toBe('/kz/catalog/?sort=price');
    expect(target('/katalog/одеяла/')).toBe('/katalog/%D0%BE%D0%B4%D0%B5%D1%8F%D0%BB%D0%B0/');
  });

  it('answers the fallback for nothing, and null when that is the fallback', () => {
    expect(target(null)).toBe(HOME);
    expect(target('')).toBe(HOME);
    expect(sameOriginTarget('//evil.com', SHOP, null)).toBeNull();
    expect(sameOriginTarget('/kz/', 'not an origin', null)).toBeNull();
  });

  it('never names another host, whatever is sent', () => {
    const pieces = fc.constantFrom(
      '/',
      '//',
      '\\',
      '.',
      '..',
      '\t',
      '\n',
      '\r',
      '\u0000',
      '\u001f',
      ' ',
      '%2F',
      '%5C',
      '%09',
      '%2E',
      '@',
      ':',
      '?',
      '#',
      'evil.com',
      'shop.example',
      'http:',
      'https:',
      'javascript:',
      'kz',
    );
    const value = fc
      .array(fc.oneof(pieces, fc.string({ unit: 'binary', maxLength: 3 })), { maxLength: 12 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(value, (sent) => {
        const result = target(sent);
        // A relative address: read against the shop or any other origin, it stays there.
        expect(new URL(result, SHOP).origin).toBe(SHOP);
        expect(new URL(result, 'http://other.test').origin).toBe('http://other.test');
        expect(result).toMatch(/^\/(?![/\\])/);
        // Applying the rule again changes nothing: the answer is already in its final form.
        expect(target(result)).toBe(result);
      }),
      { numRuns: 5000 },
    );
  });
});
