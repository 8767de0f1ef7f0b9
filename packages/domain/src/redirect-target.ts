/**
 * The one rule for every address a client may send us to after an action (login's `backurl`, a
 * form's `back`, the page a referer names, the app's `backUrl`): the value is read as a browser
 * reads it, and only a place on the shop's own origin is kept.
 *
 * Checking characters is not enough: browsers drop tabs and newlines anywhere, trim C0 controls and
 * spaces, read `\` as `/`, and resolve `/.//host` to a path that starts with `//`. So the value goes
 * through the WHATWG URL parser itself (the same in browsers and Node), and the answer is the
 * parsed URL's path, query and fragment: a relative address that names no host whatever reads it.
 */

/** What this rule reads of a parsed URL (the domain package assumes no DOM or Node types). */
interface ParsedUrl {
  origin: string;
  pathname: string;
  search: string;
  hash: string;
}
type UrlParser = new (input: string, base?: string) => ParsedUrl;

function parse(input: string, base?: string): ParsedUrl | null {
  const { URL } = globalThis as unknown as { URL: UrlParser };
  try {
    return new URL(input, base);
  } catch {
    return null;
  }
}

/**
 * `value` as a same-origin relative address (path, query and fragment), or `fallback` when it is
 * missing, unparsable or leads anywhere but `origin` (the shop's origin, e.g. https://shop.example).
 */
export function sameOriginTarget<F extends string | null>(
  value: string | null | undefined,
  origin: string,
  fallback: F,
): string | F {
  if (!value) return fallback;
  const shop = parse(origin);
  const target = shop && parse(value, shop.origin);
  if (!shop || !target || shop.origin === 'null' || target.origin !== shop.origin) return fallback;
  // A path such as '//host' (from '/.//host') would be read as another host: its slashes collapse.
  return `${target.pathname.replace(/^\/+/, '/')}${target.search}${target.hash}`;
}
