/**
 * The shop's origin for a request: what canonical and hreflang links, payment return addresses and
 * feeds are built from. Headers a client can write only ever pick among known values:
 *  - with PUBLIC_URL set (every production shop), its scheme always, and its host unless the request
 *    names a host of the host map (X-Forwarded-Host, else Host): a variant's own domain;
 *  - without it (a local demo), the request's host when it is a well-formed host, and its scheme
 *    (X-Forwarded-Proto behind a trusted proxy) when it is http or https.
 * The headers are read as sent (the first of a proxy's list), never Fastify's `request.host`, whose
 * choice among forwarded hosts differs: the page cache and the render must agree on the origin.
 * The page cache keys pages by this origin, so no header can change what other guests get.
 */
import { type HostMap, hostVariant } from '@storefront/domain/variants';

export interface OriginSettings {
  PUBLIC_URL?: string | undefined;
  HOST_MAP: HostMap;
}

/** What of a request the origin depends on (a Fastify request has all of it). */
export interface OriginRequest {
  headers: Record<string, string | string[] | undefined>;
  /** The scheme Fastify gives (X-Forwarded-Proto behind a trusted proxy). */
  protocol?: string;
}

/** The first host a header names (a proxy may list several), as a URL would hold it; null when it is not one. */
function hostOf(value: string | string[] | undefined): URL | null {
  const text = (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim().toLowerCase();
  if (!text) return null;
  try {
    const url = new URL(`http://${text}`);
    // Nothing but a host and a port: no user, path or other tricks a parser would drop.
    return url.host === text ? url : null;
  } catch {
    return null;
  }
}

export function requestOrigin(request: OriginRequest, settings: OriginSettings): string {
  const hosts = [hostOf(request.headers['x-forwarded-host']), hostOf(request.headers.host)];
  if (settings.PUBLIC_URL) {
    const shop = new URL(settings.PUBLIC_URL);
    const mapped = hosts.find((url) => url && hostVariant(url.hostname, settings.HOST_MAP) !== null);
    return mapped ? `${shop.protocol}//${mapped.host}` : shop.origin;
  }
  const host = hosts.find((url) => url !== null)?.host ?? 'localhost';
  return `${request.protocol === 'https' ? 'https' : 'http'}://${host}`;
}
