import { COOKIES } from '@storefront/domain/constants';
import { describe, expect, it } from 'vitest';
import { cookieText, readCookie } from './cookies';

describe('cookies', () => {
  it('writes the site-wide attributes, Secure only on https', () => {
    expect(cookieText(COOKIES.itemsPerRow, 'few', false)).toBe(
      'items_per_row=few; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(cookieText(COOKIES.townNotification, '1', true)).toBe(
      'town_notification=1; Max-Age=2592000; Path=/; Secure; SameSite=Lax',
    );
  });

  it('keeps what a cookie’s definition asks for', () => {
    expect(cookieText(COOKIES.viewport, 'desktop', false)).toBe(
      'viewport=desktop; Max-Age=31536000; Path=/; Secure; SameSite=Strict',
    );
  });

  it('reads one value from a Cookie header', () => {
    expect(readCookie('a=1; viewport=tablet; b=%20x', 'viewport')).toBe('tablet');
    expect(readCookie('a=1; b=%20x', 'b')).toBe(' x');
    expect(readCookie(null, 'viewport')).toBeUndefined();
  });

  it('reads as the server does: the first pair of a name, trimmed, unreadable values absent', () => {
    expect(readCookie('viewport=mobile; viewport=desktop', 'viewport')).toBe('mobile');
    expect(readCookie(' a = 1 ;b="x y";c', 'a')).toBe('1');
    // Not valid percent-encoding: unreadable, as if absent (never thrown).
    expect(readCookie('a=%E0%A4%A', 'a')).toBeUndefined();
    expect(readCookie('ab=1; a', 'a')).toBeUndefined();
    expect(readCookie('', 'a')).toBeUndefined();
  });

  it('percent-encodes the value it writes', () => {
    expect(cookieText(COOKIES.townNotification, 'a b;c', false)).toBe(
      'town_notification=a%20b%3Bc; Max-Age=2592000; Path=/; SameSite=Lax',
    );
  });
});
