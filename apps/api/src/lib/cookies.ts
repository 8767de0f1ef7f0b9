/**
 * The process's one Cookie-header parser: the `cookie` package (what @fastify/cookie parses with)
 * with the domain's tolerant decoding (cookie-header.ts): an unreadable value is left out, never
 * thrown. `request.cookies` of every route, the page cache's keys and the web host's framing read
 * cookies through it. The shop's own cookies that arrive unreadable are expired in the answer, so a
 * browser holding a broken value heals on its next request instead of failing every page.
 */
import fastifyCookie, { type FastifyCookieOptions } from '@fastify/cookie';
import { APP_MODE_MARKERS } from '@storefront/domain/app-mode';
import { COOKIES } from '@storefront/domain/constants';
import { decodeCookieValue } from '@storefront/domain/cookie-header';
import type { FastifyInstance } from 'fastify';
import { isWithinAdmittedRequest } from './admitted-request.ts';

/** Stands for an unreadable value while parsing: a cookie value cannot hold a NUL. */
const UNREADABLE = '\u0000';

const decode = (value: string): string => decodeCookieValue(value) ?? UNREADABLE;

export interface ParsedCookies {
  /** Readable values by name. */
  values: Record<string, string>;
  /** Names whose value was not valid percent-encoding. */
  unreadable: string[];
}

/** Splits what the parser gave into readable values and unreadable names. */
function sorted(parsed: Record<string, string | undefined>): ParsedCookies {
  const values: Record<string, string> = {};
  const unreadable: string[] = [];
  for (const [name, value] of Object.entries(parsed)) {
    if (value === UNREADABLE) unreadable.push(name);
    else if (value !== undefined) values[name] = value;
  }
  return { values, unreadable };
}

export function parseCookies(header: string | undefined): ParsedCookies {
  return sorted(header ? fastifyCookie.parse(header, { decode }) : {});
}

/** The shop's own cookies and the path each is set on. */
const SHOP_COOKIES = new Map<string, string>([
  ...Object.values(COOKIES).map((c): [string, string] => [c.name, ('path' in c && c.path) || '/']),
  [APP_MODE_MARKERS.cookie, '/'],
]);

/** Set-Cookie texts that expire the shop's own cookies among `names`. */
export function expiringCookies(names: readonly string[]): string[] {
  return names.flatMap((name) => {
    const path = SHOP_COOKIES.get(name);
    return path ? [`${name}=; Max-Age=0; Path=${path}; SameSite=Lax`] : [];
  });
}

/**
 * Cookies for every route of `app`: @fastify/cookie parses them as `parseCookies` does (same parser,
 * same decoding) into `request.cookies`, without the unreadable ones, which are expired when they are
 * the shop's own; `reply.setCookie` is the plugin's.
 */
export async function registerCookies(app: FastifyInstance): Promise<void> {
  // Typed as the serialiser's options, passed to the parser as well (plugin.js `parseCookie`).
  const parseOptions = { decode } as FastifyCookieOptions['parseOptions'];
  await app.register(fastifyCookie, { parseOptions });
  app.addHook('onRequest', async (request, reply) => {
    const { values, unreadable } = sorted(request.cookies);
    request.cookies = values;
    // A page's in-process API calls leave it to the page's own answer.
    if (isWithinAdmittedRequest()) return;
    for (const text of expiringCookies(unreadable)) reply.header('set-cookie', text);
  });
}
