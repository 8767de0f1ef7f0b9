/**
 * The shop's own small cookies, read and written with one set of attributes: the whole site (path=/),
 * SameSite=Lax, Secure on https and a lifetime — unless the cookie's definition in the domain
 * constants says otherwise (the viewport cookie is strict and secure). Reading is the domain's one
 * tolerant rule (cookie-header.ts: an unreadable value is absent); serialising is written here rather
 * than taken from the `cookie` package, a CommonJS module the browser bundle would carry whole
 * (about 2 KB gzip) for two functions.
 */
export { readCookie } from '@storefront/domain/cookie-header';

export interface CookieDefinition {
  name: string;
  maxAgeS: number;
  path?: string;
  sameSite?: 'lax' | 'strict';
  secure?: boolean;
}

/** The Set-Cookie text of a cookie with its definition's attributes (the value percent-encoded). */
export function cookieText(definition: CookieDefinition, value: string, https: boolean): string {
  const sameSite = definition.sameSite === 'strict' ? 'Strict' : 'Lax';
  const secure = (definition.secure ?? https) ? '; Secure' : '';
  const path = definition.path ?? '/';
  return `${definition.name}=${encodeURIComponent(value)}; Max-Age=${definition.maxAgeS}; Path=${path}${secure}; SameSite=${sameSite}`;
}

/** Writes a cookie from the browser. */
export function writeCookie(definition: CookieDefinition, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the one writer of the shop's small first-party cookies; the Cookie Store API is not in every browser yet
  document.cookie = cookieText(definition, value, window.location.protocol === 'https:');
}
