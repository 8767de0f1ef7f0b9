/**
 * The shop's own small cookies, read and written through the `cookie` package with one set of
 * attributes: the whole site (path=/), SameSite=Lax, Secure on https and a lifetime — unless the
 * cookie's definition in the domain constants says otherwise (the viewport cookie is strict and secure).
 */
import { parse, serialize } from 'cookie';

export interface CookieDefinition {
  name: string;
  maxAgeS: number;
  path?: string;
  sameSite?: 'lax' | 'strict';
  secure?: boolean;
}

/** One cookie's value from a Cookie header (or document.cookie). */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  return parse(header ?? '')[name];
}

/** The Set-Cookie text of a cookie with its definition's attributes. */
export function cookieText(definition: CookieDefinition, value: string, https: boolean): string {
  return serialize(definition.name, value, {
    path: definition.path ?? '/',
    sameSite: definition.sameSite ?? 'lax',
    secure: definition.secure ?? https,
    maxAge: definition.maxAgeS,
  });
}

/** Writes a cookie from the browser. */
export function writeCookie(definition: CookieDefinition, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the one writer of the shop's small first-party cookies; the Cookie Store API is not in every browser yet
  document.cookie = cookieText(definition, value, window.location.protocol === 'https:');
}
