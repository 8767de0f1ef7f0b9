/**
 * How the shop reads cookies, on the server (the API's cookie plugin and the page cache, through the
 * `cookie` package with `decodeCookieValue`: apps/api/src/lib/cookies.ts) and in the browser and the
 * web's loaders (`readCookie`, a few lines instead of that CommonJS package in the bundle). Tolerant
 * by design, as browsers send whatever a page or an extension once wrote: a pair without `=` is
 * skipped, the first pair of a name wins (the most specific path, RFC 6265 §5.4), and a value that
 * is not valid percent-encoding is unreadable: left out, never thrown, so one bad cookie cannot fail
 * every page. Work is linear in the header.
 */

/** A cookie's value decoded, or null when it is not valid percent-encoding (unreadable). */
export function decodeCookieValue(value: string): string | null {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** One cookie's readable value (the first pair of its name); undefined when absent or unreadable. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1 || pair.slice(0, eq).trim() !== name) continue;
    return decodeCookieValue(pair.slice(eq + 1).trim()) ?? undefined;
  }
  return undefined;
}

/** A Cookie header without the cookie of that name. */
export function withoutCookie(header: string, name: string): string {
  const kept: string[] = [];
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) continue;
    if (part.trim()) kept.push(part.trim());
  }
  return kept.join('; ');
}
