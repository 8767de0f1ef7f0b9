/**
 * The shop's own small cookies, read and written with one set of attributes: the whole site (path=/),
 * SameSite=Lax, Secure on https and a lifetime — unless the cookie's definition in the domain
 * constants says otherwise (the viewport cookie is strict and secure). Parsing and serialising are
 * written here rather than taken from the `cookie` package, a CommonJS module the browser bundle
 * would carry whole (about 2 KB gzip) for two functions.
 */

export interface CookieDefinition {
  name: string;
  maxAgeS: number;
  path?: string;
  sameSite?: 'lax' | 'strict';
  secure?: boolean;
}

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * One cookie's value from a Cookie header (or document.cookie): the first pair of that name, its value
 * trimmed and percent-decoded (left as sent when it is not valid percent-encoding).
 */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1 || pair.slice(0, eq).trim() !== name) continue;
    const value = pair.slice(eq + 1).trim();
    return value.includes('%') ? decoded(value) : value;
  }
  return undefined;
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
